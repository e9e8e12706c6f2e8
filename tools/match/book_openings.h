// Openings drawn from the project's opening book (book/): walks of a few plies from the start
// position, each move picked by the book's weights with a seeded generator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/match/start_lines.h"

namespace cotuong::match {

struct BookOpeningSettings {
  std::string path;      // a book file (book/book_format.h)
  int plies = 8;         // length of each walk (shorter when the book runs out)
  int count = 100;       // openings wanted (fewer when the book has fewer distinct lines)
  uint64_t seed = 1;     // same seed, same openings
  double variety = 1.0;  // book::Book::pick's variety
};

// Returns up to `count` openings with distinct final positions, each at least 2 plies deep;
// an error when the book cannot be read or yields nothing.
absl::StatusOr<std::vector<StartLine>> openings_from_book(const BookOpeningSettings& settings);

}  // namespace cotuong::match
