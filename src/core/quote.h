// Quoting what a user typed inside a one-line message. Two audiences: a GUI reading a protocol
// line gets printable ASCII only (quote), so that no input can garble its line; a person at a
// terminal gets the text as typed (readable_quote), readable in any script, with only what a
// terminal would hide or garble spelled out.
#pragma once

#include <cstddef>
#include <string>

#include "absl/strings/string_view.h"

namespace cotuong {

// Returns text safe to quote in a protocol line: printable ASCII (other bytes and '"' as
// \xNN), at most `max` bytes of the text, then "..." when it was longer.
std::string quote(absl::string_view text, size_t max = 40);

// Returns text in double quotes for a person: UTF-8 characters as they are; invisible and
// control characters as <U+200B> (a zero-width space, a tab), bytes that are not UTF-8 as \xNN,
// '"' and '\' with a backslash; at most `max_chars` characters (never cut inside one), then
// "..." and how many more there were.
std::string readable_quote(absl::string_view text, size_t max_chars = 80);

}  // namespace cotuong
