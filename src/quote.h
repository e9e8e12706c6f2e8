// Quoting what a user typed inside a one-line message (protocol errors, command-line errors):
// printable ASCII only, cut to a length, so that no input can garble a GUI's or terminal's line.
#pragma once

#include <cstddef>
#include <string>

#include "absl/strings/string_view.h"

namespace cotuong {

// Returns text safe to quote in a one-line message: printable ASCII (other bytes and '"' as
// \xNN), at most `max` bytes of the text, then "..." when it was longer.
std::string quote(absl::string_view text, size_t max = 40);

}  // namespace cotuong
