// A request's head (its request line and headers) checked as its bytes arrive, so that the
// server refuses one that crosses a bound at once, with nothing more read or kept. cpp-httplib
// 0.11.4 checks its 8 KB line limits only after a line has ended and counts no headers: a client
// sending `GET /` and no line end, or millions of headers, made the server buffer gigabytes.
#pragma once

#include <cstddef>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::serve {

// The bounds of a request's head; each line counts with its line end. The line limits are at most
// cpp-httplib's own (8 KB), so that the library never meets a line it refuses without a reason.
struct RequestHeadLimits {
  size_t max_request_line = 8192;  // "GET /path?query HTTP/1.1\r\n"; longer: 414
  size_t max_header_line = 8192;   // one "Name: value\r\n"; longer: 431
  size_t max_headers = 100;        // more: 431
  size_t max_head = 32 * 1024;     // the request line, the headers and the blank line; more: 431
};

// Follows one request's head through the bytes received so far. Invariant: scanned_ <= the bytes
// of the last call; once an answer is final (complete or refused) it stays.
class RequestHeadScanner {
 public:
  explicit RequestHeadScanner(const RequestHeadLimits& limits) : limits_(limits) {}

  // Returns the size of the head, blank line included, once `received` (the request's bytes from
  // its first, each call those of the call before and perhaps more) holds all of it; 0 while it
  // is incomplete and within the limits; or why it is refused: OutOfRange (the request line is
  // too long: 414), ResourceExhausted (the headers are too long or too many: 431) or
  // InvalidArgument (not an HTTP request: 400). Only the bytes not yet seen are examined.
  absl::StatusOr<size_t> scan(absl::string_view received);

 private:
  RequestHeadLimits limits_;
  absl::StatusOr<size_t> answer_ = size_t{0};
  size_t scanned_ = 0;     // bytes examined
  size_t line_start_ = 0;  // where the line being examined starts
  size_t headers_ = 0;     // header lines ended so far
  bool in_request_line_ = true;
  bool in_method_ = true;  // still in the request line's first word
};

}  // namespace cotuong::serve
