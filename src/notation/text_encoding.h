// The text encodings game files come in: UTF-8 (with or without a byte-order mark) or GBK,
// which most Chinese xiangqi programs write. Detection needs no hint: text that is valid UTF-8
// is UTF-8 (GBK text with Chinese characters almost never is), anything else is read as GBK
// (decoded as GB18030, its superset) through platform/text_conversion.h.
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/text_file.h"

namespace cotuong::notation {

// The encodings detect_and_decode tells apart.
enum class TextEncoding { kUtf8, kGbk };

// Returns the text as UTF-8 (a byte-order mark dropped) and the encoding it was found in, or
// an error when it is neither valid UTF-8 nor valid GBK.
struct DecodedText {
  std::string utf8;
  TextEncoding encoding = TextEncoding::kUtf8;
};
absl::StatusOr<DecodedText> detect_and_decode(absl::string_view bytes);

// Returns the text of a game file (PGN, EPD) as UTF-8, its encoding detected: the one reader
// of such files for every front. Errors name the file ("games.pgn is a directory, not a file").
// Only a regular file of at most max_bytes is read (read_file: not /dev/zero, a pipe or a
// terminal; the message says the limit).
absl::StatusOr<DecodedText> read_text_file(const std::string& path,
                                           size_t max_bytes = kMaxReadFileBytes);
// Returns the text on standard input as UTF-8, its encoding detected, as read_text_file reads a
// file (at most max_bytes: read_standard_input).
absl::StatusOr<DecodedText> read_standard_input_text(size_t max_bytes = kMaxReadFileBytes);

// Returns UTF-8 text converted to GBK, for the Chinese programs that read only GBK
// (cotuong-notation-convert --encoding gbk), or an error naming the line and the first character
// GBK lacks ("line 2: GBK has no character \"ư\"").
absl::StatusOr<std::string> utf8_to_gbk(absl::string_view utf8);

}  // namespace cotuong::notation
