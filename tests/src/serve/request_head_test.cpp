// A request's head checked as it arrives: complete at its blank line, refused the moment a bound
// is crossed (not when the line that crosses it ends).
#include "serve/request_head.h"

#include <gtest/gtest.h>

#include <string>

namespace cotuong::serve {
namespace {

const RequestHeadLimits kLimits{/*max_request_line=*/64, /*max_header_line=*/32,
                                /*max_headers=*/3, /*max_head=*/100};

// Returns the scanner's answer after feeding `bytes` in pieces of `step` bytes.
absl::StatusOr<size_t> scan_in_steps(const std::string& bytes, size_t step) {
  RequestHeadScanner scanner(kLimits);
  absl::StatusOr<size_t> answer = size_t{0};
  for (size_t end = step; end < bytes.size() + step; end += step) {
    answer = scanner.scan(absl::string_view(bytes).substr(0, end));
    if (!answer.ok() || *answer > 0) break;
  }
  return answer;
}

TEST(RequestHeadScanner, AHeadIsCompleteAtItsBlankLineWhateverThePieces) {
  const std::string head = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nA: b\r\n\r\n";
  for (size_t step : {size_t(1), size_t(7), head.size()}) {
    absl::StatusOr<size_t> answer = scan_in_steps(head + "{\"body\": 1}", step);
    ASSERT_TRUE(answer.ok()) << answer.status();
    EXPECT_EQ(*answer, head.size()) << step;
  }
  RequestHeadScanner scanner(kLimits);
  EXPECT_EQ(*scanner.scan("GET / HTTP/1.1\r\nHost: x"), 0u);  // not yet
  // A bare "\n" ends a line but not the head (cpp-httplib skips such a line).
  EXPECT_EQ(*scanner.scan("GET / HTTP/1.1\r\nHost: x\n\n\r\n"), 27u);
}

TEST(RequestHeadScanner, AnEndlessRequestLineIsRefusedOnceItCrossesTheBound) {
  RequestHeadScanner scanner(kLimits);
  const std::string line = "GET /" + std::string(59, 'a');  // 64 bytes, no line end
  EXPECT_EQ(*scanner.scan(line), 0u);
  absl::StatusOr<size_t> answer = scanner.scan(line + "a");
  EXPECT_EQ(answer.status().code(), absl::StatusCode::kOutOfRange);  // 414
  EXPECT_NE(answer.status().message().find("request line is too long"), std::string::npos);
  // Final: more bytes change nothing.
  EXPECT_EQ(scanner.scan(line + "a\r\n\r\n").status().code(), absl::StatusCode::kOutOfRange);
}

TEST(RequestHeadScanner, TooLongTooManyOrTooLargeHeadersAreRefused) {
  const std::string start = "GET / HTTP/1.1\r\n";
  // An endless header: refused at its 33rd byte.
  absl::StatusOr<size_t> answer = scan_in_steps(start + "X: " + std::string(1000, 'y'), 1);
  EXPECT_EQ(answer.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_NE(answer.status().message().find("a header is too long"), std::string::npos);
  // A fourth header, however short.
  answer = scan_in_steps(start + "A: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n\r\n", 1);
  EXPECT_EQ(answer.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_NE(answer.status().message().find("too many headers"), std::string::npos);
  // Three headers within their own bound, but the head past its total.
  const std::string header = "X: " + std::string(27, 'y') + "\r\n";  // 32 bytes
  answer = scan_in_steps(start + header + header + header + "Y: z\r\n\r\n", 5);
  EXPECT_EQ(answer.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_NE(answer.status().message().find("headers are too large"), std::string::npos);
}

TEST(RequestHeadScanner, BytesThatAreNoHttpRequestAreRefusedAtOnce) {
  for (const std::string& bytes :
       {std::string("\x16\x03\x01\x02\x00", 5), std::string("get / HTTP/1.1\r\n"),
        std::string(" GET /"), std::string("GET"), std::string(100, 'A'),
        std::string("GET / HTTP/1.1\r\nHost: \0x\r\n\r\n", 28)}) {
    RequestHeadScanner scanner(kLimits);
    absl::StatusOr<size_t> answer = scanner.scan(bytes);
    if (bytes == "GET") {
      EXPECT_EQ(*answer, 0u);  // a method so far
      answer = scanner.scan("GET\r\n");
    }
    EXPECT_EQ(answer.status().code(), absl::StatusCode::kInvalidArgument) << bytes;
  }
}

}  // namespace
}  // namespace cotuong::serve
