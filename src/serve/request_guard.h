// What the server checks before it answers anything: that the request was addressed to it by
// name (the Host header: a loopback address or "localhost", so that a foreign web page cannot
// reach it through DNS rebinding), that it comes from its own page (the Origin header, when a
// browser sends one) and that requests do not come faster than a person's page ever sends them.
#pragma once

#include <chrono>
#include <mutex>
#include <string>

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

// Returns whether a Content-Type is JSON: the media type application/json (any case), with or
// without parameters ("application/json; charset=utf-8"); "application/jsonx" is not.
bool is_json_media_type(absl::string_view content_type);

// A token bucket: `rate` requests a second on average, bursts of up to `burst`. Thread-safe.
class RateLimiter {
 public:
  using Time = std::chrono::steady_clock::time_point;
  RateLimiter(double rate, double burst);
  // Returns whether one more request at `now` is within the bounds (and counts it).
  bool allow(Time now = std::chrono::steady_clock::now());

 private:
  const double rate_, burst_;
  std::mutex mutex_;
  double tokens_;
  Time last_{};
  bool started_ = false;
};

}  // namespace cotuong::serve
