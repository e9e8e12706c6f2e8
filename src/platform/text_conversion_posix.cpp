#include "platform/text_conversion.h"

#include <iconv.h>

#include <cerrno>

#include "absl/strings/str_cat.h"

namespace cotuong::platform {

absl::StatusOr<std::string> convert_text(absl::string_view bytes, const char* from,
                                         const char* to) {
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

}  // namespace cotuong::platform
