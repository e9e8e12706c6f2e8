// Minimal UTF-8 decoding and encoding for the Chinese and Vietnamese notations.
#pragma once

#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace cotuong::notation {

// Returns the code points of UTF-8 text; a malformed byte becomes U+FFFD.
std::vector<char32_t> utf8_decode(absl::string_view text);
// Returns the UTF-8 encoding of code point c.
std::string utf8_encode(char32_t c);
// Returns the first character of UTF-8 text (its first byte when that starts no character).
std::string first_character(absl::string_view text);
// Returns whether text holds any byte outside ASCII.
bool has_non_ascii(absl::string_view text);
// Returns whether text holds a CJK ideograph (the Chinese notation's characters).
bool has_cjk(absl::string_view text);

}  // namespace cotuong::notation
