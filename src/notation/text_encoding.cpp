#include "notation/text_encoding.h"

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "platform/text_conversion.h"

namespace cotuong::notation {

absl::StatusOr<DecodedText> detect_and_decode(absl::string_view bytes) {
  if (absl::StartsWith(bytes, "\xEF\xBB\xBF")) bytes.remove_prefix(3);
  absl::StatusOr<std::string> utf8 = platform::convert_text(bytes, "UTF-8", "UTF-8");
  if (utf8.ok()) return DecodedText{*std::move(utf8), TextEncoding::kUtf8};
  absl::StatusOr<std::string> gbk = platform::convert_text(bytes, "GB18030", "UTF-8");
  if (gbk.ok()) return DecodedText{*std::move(gbk), TextEncoding::kGbk};
  return absl::InvalidArgumentError(
      absl::StrCat("the file is neither UTF-8 nor GBK: ", utf8.status().message()));
}

absl::StatusOr<DecodedText> read_text_file(const std::string& path, size_t max_bytes) {
  absl::StatusOr<std::string> bytes = read_file(path, max_bytes);
  if (!bytes.ok()) return bytes.status();
  absl::StatusOr<DecodedText> text = detect_and_decode(*bytes);
  if (!text.ok())
    return absl::Status(text.status().code(), absl::StrCat(path, ": ", text.status().message()));
  return text;
}

absl::StatusOr<DecodedText> read_standard_input_text(size_t max_bytes) {
  absl::StatusOr<std::string> bytes = read_standard_input(max_bytes);
  if (!bytes.ok()) return bytes.status();
  absl::StatusOr<DecodedText> text = detect_and_decode(*bytes);
  if (!text.ok())
    return absl::Status(text.status().code(),
                        absl::StrCat("the standard input: ", text.status().message()));
  return text;
}

absl::StatusOr<std::string> utf8_to_gbk(absl::string_view utf8) {
  absl::StatusOr<std::string> gbk = platform::convert_text(utf8, "UTF-8", "GBK");
  if (gbk.ok()) return gbk;
  // Names what stopped it: the first line that fails, then the first character in it.
  int line_number = 1;
  for (absl::string_view line : absl::StrSplit(utf8, '\n')) {
    if (!platform::convert_text(line, "UTF-8", "GBK").ok()) {
      for (size_t at = 0; at < line.size();) {
        const unsigned char lead = line[at];
        const size_t length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        const absl::string_view character = line.substr(at, length);
        if (!platform::convert_text(character, "UTF-8", "UTF-8").ok())
          return absl::InvalidArgumentError(
              absl::StrCat("line ", line_number, ": the text is not valid UTF-8"));
        if (!platform::convert_text(character, "UTF-8", "GBK").ok())
          return absl::InvalidArgumentError(
              absl::StrCat("line ", line_number, ": GBK has no character \"", character, "\""));
        at += length;
      }
    }
    ++line_number;
  }
  return gbk.status();
}

}  // namespace cotuong::notation
