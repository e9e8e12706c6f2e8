// What the server checks before it answers anything: that the request was addressed to it by
// name (the Host header: a loopback address or "localhost", so that a foreign web page cannot
// reach it through DNS rebinding), that it comes from its own page (the Origin header, when a
// browser sends one), that a body is framed so that its size is known before it is read, and
// that requests do not come faster than a person's page ever sends them.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace cotuong::serve {

// Who may address the server. Invariant: port in 1..65535.
struct HostPolicy {
  int port = 0;
  std::string bind_host = "127.0.0.1";  // the address the server listens on (--host)
};

// Returns whether an address (an IPv4 or IPv6 literal, or "localhost") is this machine's
// loopback.
bool is_loopback_host(absl::string_view host);

// Returns OK when a Host header names this server with its port: "localhost" or a loopback
// address; when the server listens beyond loopback (--host), also any IP address or the name
// --host gave. A domain name that merely resolves here (DNS rebinding) is refused.
absl::Status check_host(absl::string_view host_header, const HostPolicy& policy);

// Returns OK when an Origin header is absent ("") or is this server's own, "http://" and a host
// that check_host accepts; anything else (another site, another port, "null") is refused.
absl::Status check_origin(absl::string_view origin, const HostPolicy& policy);

// Returns OK when a request's body is framed so that the server bounds it before reading it: a
// Content-Length (checked against the limit) or no body. A chunked body (any Transfer-Encoding)
// is refused, since cpp-httplib 0.11.4 reads chunked bodies without a limit (upstream's fix is
// CVE-2025-46728); so is a compressed one (Content-Encoding), which can inflate far past it.
absl::Status check_body_framing(absl::string_view transfer_encoding,
                                absl::string_view content_encoding);

// Returns OK when a request's body may be read: a POST states its length (Content-Length, which
// fits max_bytes); other methods send none or state it. Refused: a POST without a length
// (FailedPrecondition, 411: cpp-httplib would read it until the connection ends, without a
// limit), a length over max_bytes (ResourceExhausted, 413: the library would read and drop it
// all) and a malformed one (InvalidArgument, 400).
absl::Status check_body_length(absl::string_view method, absl::string_view content_length,
                               size_t max_bytes);

// Returns whether a Content-Type is JSON: the media type application/json (any case), with or
// without parameters ("application/json; charset=utf-8"); "application/jsonx" is not.
bool is_json_media_type(absl::string_view content_type);

using RateTime = std::chrono::steady_clock::time_point;

// The arithmetic of a token bucket, not thread-safe: `rate` tokens a second, at most `burst`.
class TokenBucket {
 public:
  explicit TokenBucket(double burst) : tokens_(burst) {}
  // Returns whether a token is left at `now` (and takes it).
  bool take(double rate, double burst, RateTime now);
  // Returns whether the bucket would be full at `now` (forgetting it changes nothing).
  bool full(double rate, double burst, RateTime now) const;

 private:
  double tokens_at(double rate, double burst, RateTime now) const;

  double tokens_;
  RateTime last_{};
  bool started_ = false;
};

// A token bucket: `rate` requests a second on average, bursts of up to `burst`. Thread-safe.
class RateLimiter {
 public:
  using Time = RateTime;
  RateLimiter(double rate, double burst);
  // Returns whether one more request at `now` is within the bounds (and counts it).
  bool allow(Time now = std::chrono::steady_clock::now());

 private:
  const double rate_, burst_;
  std::mutex mutex_;
  TokenBucket bucket_;
};

// Token buckets, one for each client (its address) and kind of request (a few fixed words), each
// `rate` requests a second with bursts of `burst`: one client flooding one kind (/api/health)
// meets its own bucket and leaves the others alone (the page's files, a new page). Thread-safe.
// Invariant: at most max_keys buckets; a full bucket is forgotten when room is needed (a new one
// is the same), and a new client finds no room only while max_keys buckets are all in use.
class KeyedRateLimiter {
 public:
  using Time = RateTime;
  KeyedRateLimiter(double rate, double burst, size_t max_keys = 4096);
  // Returns whether one more request of this client and kind at `now` is within their bounds
  // (and counts it).
  bool allow(absl::string_view client, absl::string_view kind,
             Time now = std::chrono::steady_clock::now());

 private:
  const double rate_, burst_;
  const size_t max_keys_;
  std::mutex mutex_;
  std::unordered_map<std::string, TokenBucket> buckets_;
};

}  // namespace cotuong::serve
