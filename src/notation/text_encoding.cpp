#include "notation/text_encoding.h"

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
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
  return platform::convert_text(utf8, "UTF-8", "GBK");
}

}  // namespace cotuong::notation
