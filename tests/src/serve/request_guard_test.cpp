// What the server refuses before answering: foreign hosts (DNS rebinding), foreign origins,
// floods.
#include "serve/request_guard.h"

#include <gtest/gtest.h>

namespace cotuong::serve {
namespace {

using std::chrono::milliseconds;

const HostPolicy kLoopback{8765, "127.0.0.1"};
const HostPolicy kAnyAddress{8765, "0.0.0.0"};

TEST(CheckHost, TheLoopbackNamesWithThePortAreThisServer) {
  EXPECT_TRUE(check_host("127.0.0.1:8765", kLoopback).ok());
  EXPECT_TRUE(check_host("localhost:8765", kLoopback).ok());
  EXPECT_TRUE(check_host("LOCALHOST:8765", kLoopback).ok());
  EXPECT_TRUE(check_host("[::1]:8765", kLoopback).ok());
  EXPECT_TRUE(check_host("127.0.0.2:8765", kLoopback).ok());
}

TEST(CheckHost, ADomainThatResolvesHereIsRefused) {
  // DNS rebinding: evil.example resolves to 127.0.0.1, but the browser sends its name.
  absl::Status s = check_host("evil.example:8765", kLoopback);
  EXPECT_EQ(s.code(), absl::StatusCode::kPermissionDenied);
  EXPECT_NE(s.message().find("http://127.0.0.1:8765/"), std::string::npos);
  EXPECT_FALSE(check_host("127.0.0.1.nip.io:8765", kLoopback).ok());
  EXPECT_FALSE(check_host("192.168.1.5:8765", kLoopback).ok());  // an address beyond loopback
}

TEST(CheckHost, AnotherPortOrAMalformedHostIsRefused) {
  EXPECT_FALSE(check_host("127.0.0.1:8766", kLoopback).ok());
  EXPECT_FALSE(check_host("127.0.0.1", kLoopback).ok());  // port 80 implied
  EXPECT_FALSE(check_host("", kLoopback).ok());
  EXPECT_FALSE(check_host(":8765", kLoopback).ok());
  EXPECT_FALSE(check_host("[::1:8765", kLoopback).ok());
  EXPECT_FALSE(check_host("127.0.0.1:87650", kLoopback).ok());
  EXPECT_FALSE(check_host("127.0.0.1:x", kLoopback).ok());
  EXPECT_FALSE(check_host("a:b:8765", kLoopback).ok());
  EXPECT_TRUE(check_host("localhost", HostPolicy{80, "127.0.0.1"}).ok());
}

TEST(CheckHost, BeyondLoopbackAddressesAreAcceptedButNamesStillNot) {
  EXPECT_TRUE(check_host("192.168.1.5:8765", kAnyAddress).ok());
  EXPECT_TRUE(check_host("[fe80::1]:8765", kAnyAddress).ok());
  EXPECT_FALSE(check_host("evil.example:8765", kAnyAddress).ok());
  EXPECT_TRUE(check_host("myhost.lan:8765", HostPolicy{8765, "myhost.lan"}).ok());
}

TEST(CheckOrigin, OnlyThisServersOwnPage) {
  EXPECT_TRUE(check_origin("", kLoopback).ok());  // no Origin: not a cross-site browser request
  EXPECT_TRUE(check_origin("http://127.0.0.1:8765", kLoopback).ok());
  EXPECT_TRUE(check_origin("http://localhost:8765", kLoopback).ok());
  EXPECT_FALSE(check_origin("http://evil.example", kLoopback).ok());
  EXPECT_FALSE(check_origin("http://127.0.0.1:3000", kLoopback).ok());  // another local server
  EXPECT_FALSE(check_origin("https://127.0.0.1:8765", kLoopback).ok());
  EXPECT_FALSE(check_origin("null", kLoopback).ok());
  EXPECT_FALSE(check_origin("http://127.0.0.1:8765/path", kLoopback).ok());
}

TEST(CheckBodyFraming, OnlyABodyOfStatedLengthIsRead) {
  EXPECT_TRUE(check_body_framing("", "").ok());
  EXPECT_TRUE(check_body_framing("", "identity").ok());
  // cpp-httplib 0.11.4 would read a chunked body of any size (the limit binds Content-Length).
  absl::Status chunked = check_body_framing("chunked", "");
  EXPECT_EQ(chunked.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_NE(chunked.message().find("Content-Length"), std::string::npos);
  EXPECT_FALSE(check_body_framing("gzip, chunked", "").ok());
  EXPECT_FALSE(check_body_framing("", "gzip").ok());  // a small body inflating past the limit
}

TEST(CheckBodyLength, APostStatesALengthWithinTheLimit) {
  EXPECT_TRUE(check_body_length("POST", "17", 100).ok());
  EXPECT_TRUE(check_body_length("POST", "100", 100).ok());
  EXPECT_TRUE(check_body_length("GET", "", 100).ok());
  // cpp-httplib would read a POST without a length until the connection ends.
  absl::Status s = check_body_length("POST", "", 100);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_NE(s.message().find("Content-Length"), std::string::npos);
  // ... and read (and drop) a body of any stated length past the limit.
  EXPECT_EQ(check_body_length("POST", "101", 100).code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(check_body_length("GET", "1000000000000", 100).code(),
            absl::StatusCode::kResourceExhausted);
  for (const char* malformed : {"-1", "1e3", " 12", "0x10", "99999999999999999999999"})
    EXPECT_EQ(check_body_length("POST", malformed, 100).code(), absl::StatusCode::kInvalidArgument)
        << malformed;
}

TEST(IsJsonMediaType, OnlyApplicationJsonWithOrWithoutParameters) {
  EXPECT_TRUE(is_json_media_type("application/json"));
  EXPECT_TRUE(is_json_media_type("Application/JSON"));
  EXPECT_TRUE(is_json_media_type("application/json; charset=utf-8"));
  EXPECT_TRUE(is_json_media_type("application/json;charset=UTF-8"));
  EXPECT_FALSE(is_json_media_type("application/jsonx"));
  EXPECT_FALSE(is_json_media_type("application/json-patch+json"));
  EXPECT_FALSE(is_json_media_type("text/plain; a=application/json"));
  EXPECT_FALSE(is_json_media_type("application/x-www-form-urlencoded"));
  EXPECT_FALSE(is_json_media_type(""));
}

TEST(RateLimiter, AllowsABurstThenTheSustainedRate) {
  RateLimiter limiter(10, 5);
  const RateLimiter::Time t0{};
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(limiter.allow(t0)) << i;
  EXPECT_FALSE(limiter.allow(t0));
  EXPECT_FALSE(limiter.allow(t0 + milliseconds(50)));  // half a token
  EXPECT_TRUE(limiter.allow(t0 + milliseconds(100)));
  EXPECT_FALSE(limiter.allow(t0 + milliseconds(100)));
  // Idle time refills up to the burst, no further.
  int allowed = 0;
  for (int i = 0; i < 20; ++i) allowed += limiter.allow(t0 + milliseconds(60'000));
  EXPECT_EQ(allowed, 5);
}

TEST(KeyedRateLimiter, EachClientAndKindHasItsOwnBucket) {
  KeyedRateLimiter limiter(1, 3);
  const KeyedRateLimiter::Time t0{};
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limiter.allow("127.0.0.1", "health", t0)) << i;
  EXPECT_FALSE(limiter.allow("127.0.0.1", "health", t0));
  // The same client's other kinds, and another client's health, are untouched.
  EXPECT_TRUE(limiter.allow("127.0.0.1", "page file", t0));
  EXPECT_TRUE(limiter.allow("127.0.0.1", "new page", t0));
  EXPECT_TRUE(limiter.allow("192.168.1.5", "health", t0));
  EXPECT_TRUE(limiter.allow("127.0.0.1", "health", t0 + std::chrono::seconds(1)));
}

TEST(KeyedRateLimiter, ForgetsFullBucketsToMakeRoomButNeverABusyOne) {
  KeyedRateLimiter limiter(1, 2, /*max_keys=*/2);
  const KeyedRateLimiter::Time t0{};
  EXPECT_TRUE(limiter.allow("a", "k", t0));
  EXPECT_TRUE(limiter.allow("a", "k", t0));
  EXPECT_FALSE(limiter.allow("a", "k", t0));  // a's bucket is empty
  EXPECT_TRUE(limiter.allow("b", "k", t0));
  EXPECT_FALSE(limiter.allow("c", "k", t0));  // no room: a and b are in use
  // Two seconds on, both have refilled: c takes the room of a full one, and a starts afresh.
  const auto t2 = t0 + std::chrono::seconds(2);
  EXPECT_TRUE(limiter.allow("c", "k", t2));
  EXPECT_TRUE(limiter.allow("a", "k", t2));
}

}  // namespace
}  // namespace cotuong::serve
