// The shipped opening lines compiled into the engine, so that opening names (and a book) are
// available even when no book file is installed next to the executable.
#pragma once

#include <vector>

#include "absl/strings/string_view.h"
#include "book/book.h"
#include "book/opening_names.h"

namespace cotuong::book {

// Returns the text of book/openings.txt as it was when the engine was built.
absl::string_view builtin_openings_text();
// Returns the shipped entries, parsed once (tests/book checks that they parse).
const std::vector<Opening>& builtin_openings();
// Returns the opening namer over the shipped entries.
const OpeningNames& builtin_names();
// Returns the book of the shipped lines: the same moves and odds as the built cotuong.book.
const Book& builtin_book();

}  // namespace cotuong::book
