#include "notation/text_encoding.h"

#include <iconv.h>

#include <cerrno>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace cotuong::notation {

namespace {

// Returns `bytes` converted from encoding `from` to `to` with iconv(3), or where it failed.
absl::StatusOr<std::string> convert(absl::string_view bytes, const char* from, const char* to) {
  iconv_t cd = iconv_open(to, from);
  if (cd == reinterpret_cast<iconv_t>(-1))
    return absl::UnavailableError(absl::StrCat("iconv cannot convert ", from, " to ", to));
  std::string out;
  char buffer[4096];
  char* in = const_cast<char*>(bytes.data());
  size_t in_left = bytes.size();
  absl::Status status;
  while (in_left > 0) {
    char* dst = buffer;
    size_t dst_left = sizeof buffer;
    size_t rc = iconv(cd, &in, &in_left, &dst, &dst_left);
    out.append(buffer, dst - buffer);
    if (rc == size_t(-1) && errno != E2BIG) {
      status = absl::InvalidArgumentError(
          absl::StrCat("the text is not valid ", from, " (byte ", bytes.size() - in_left, ")"));
      break;
    }
  }
  iconv_close(cd);
  if (!status.ok()) return status;
  return out;
}

}  // namespace

absl::StatusOr<DecodedText> detect_and_decode(absl::string_view bytes) {
  if (absl::StartsWith(bytes, "\xEF\xBB\xBF")) bytes.remove_prefix(3);
  absl::StatusOr<std::string> utf8 = convert(bytes, "UTF-8", "UTF-8");
  if (utf8.ok()) return DecodedText{*std::move(utf8), TextEncoding::kUtf8};
  absl::StatusOr<std::string> gbk = convert(bytes, "GB18030", "UTF-8");
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

absl::StatusOr<std::string> utf8_to_gbk(absl::string_view utf8) {
  return convert(utf8, "UTF-8", "GBK");
}

}  // namespace cotuong::notation
