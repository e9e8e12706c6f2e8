#include "serve/request_head.h"

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace cotuong::serve {

namespace {

constexpr size_t kMaxMethod = 16;  // "OPTIONS" is the longest the server could know

}  // namespace

absl::StatusOr<size_t> RequestHeadScanner::scan(absl::string_view received) {
  if (!answer_.ok() || *answer_ > 0) return answer_;
  for (; scanned_ < received.size(); ++scanned_) {
    const char c = received[scanned_];
    const size_t line_length = scanned_ + 1 - line_start_;
    if (in_method_) {
      // The request line starts with its method, capital letters and a space: anything else
      // (a TLS handshake, binary noise) is refused at its first byte.
      if (c == ' ' && line_length > 1) {
        in_method_ = false;
      } else if (c < 'A' || c > 'Z' || line_length > kMaxMethod) {
        return answer_ = absl::InvalidArgumentError("malformed request: no HTTP method");
      }
    }
    if (c == '\0')
      return answer_ = absl::InvalidArgumentError("malformed request: a NUL byte in its head");
    if (in_request_line_ && line_length > limits_.max_request_line)
      return answer_ = absl::OutOfRangeError(absl::StrCat("the request line is too long (over ",
                                                          limits_.max_request_line,
                                                          " bytes): use a shorter address"));
    if (!in_request_line_ && line_length > limits_.max_header_line)
      return answer_ = absl::ResourceExhaustedError(
                 absl::StrCat("a header is too long (over ", limits_.max_header_line, " bytes)"));
    if (scanned_ + 1 > limits_.max_head)
      return answer_ = absl::ResourceExhaustedError(
                 absl::StrCat("the headers are too large (over ", limits_.max_head, " bytes)"));
    if (c != '\n') continue;
    // A line ends. As in cpp-httplib, only "\r\n" alone ends the head; a line ending in a bare
    // "\n" counts as a header, which the library skips.
    if (in_request_line_) {
      in_request_line_ = false;
    } else if (line_length == 2 && received[scanned_ - 1] == '\r') {
      return answer_ = scanned_ + 1;
    } else if (++headers_ > limits_.max_headers) {
      return answer_ = absl::ResourceExhaustedError(
                 absl::StrCat("too many headers (over ", limits_.max_headers, ")"));
    }
    line_start_ = scanned_ + 1;
  }
  return answer_;
}

}  // namespace cotuong::serve
