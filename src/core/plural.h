// A count with its noun for messages: "1 move", "2 moves", "1 inaccuracy", "3 inaccuracies".
#pragma once

#include <string>

#include "absl/strings/string_view.h"

namespace cotuong {

// Returns n and the noun, singular for 1 and plural otherwise ("0 moves", "1 move"); the plural
// is the singular with an "s" unless given.
std::string counted(long long n, absl::string_view singular, absl::string_view plural = "");

}  // namespace cotuong
