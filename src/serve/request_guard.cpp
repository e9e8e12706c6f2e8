#include "serve/request_guard.h"

#include <arpa/inet.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace cotuong::serve {

namespace {

// A Host value split into its name (brackets of an IPv6 literal removed) and port (0: none).
struct HostAndPort {
  std::string host;
  int port = 0;
};

// Returns the parts of "name", "name:port", "[v6]" or "[v6]:port", or nothing when malformed.
std::optional<HostAndPort> split_host(absl::string_view text) {
  HostAndPort out;
  absl::string_view rest;
  if (absl::StartsWith(text, "[")) {
    size_t close = text.find(']');
    if (close == absl::string_view::npos) return std::nullopt;
    out.host = std::string(text.substr(1, close - 1));
    rest = text.substr(close + 1);
    if (!rest.empty() && rest[0] != ':') return std::nullopt;
  } else {
    size_t colon = text.rfind(':');
    if (colon != absl::string_view::npos && text.find(':') != colon) return std::nullopt;
    out.host = std::string(text.substr(0, colon));
    rest = colon == absl::string_view::npos ? absl::string_view() : text.substr(colon);
  }
  if (!rest.empty()) {
    rest.remove_prefix(1);
    if (rest.empty() || rest.size() > 5 || !absl::SimpleAtoi(rest, &out.port) || out.port < 1 ||
        out.port > 65535)
      return std::nullopt;
  }
  if (out.host.empty()) return std::nullopt;
  out.host = absl::AsciiStrToLower(out.host);
  return out;
}

// Returns whether text is an IPv4 or IPv6 address literal.
bool is_ip_literal(const std::string& text) {
  unsigned char buffer[sizeof(struct in6_addr)];
  return inet_pton(AF_INET, text.c_str(), buffer) == 1 ||
         inet_pton(AF_INET6, text.c_str(), buffer) == 1;
}

}  // namespace

bool is_loopback_host(absl::string_view host) {
  std::string h = absl::AsciiStrToLower(host);
  if (h == "localhost") return true;
  struct in_addr v4;
  if (inet_pton(AF_INET, h.c_str(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
  struct in6_addr v6;
  if (inet_pton(AF_INET6, h.c_str(), &v6) == 1) return IN6_IS_ADDR_LOOPBACK(&v6);
  return false;
}

absl::Status check_host(absl::string_view host_header, const HostPolicy& policy) {
  std::optional<HostAndPort> h = split_host(host_header);
  if (!h) return absl::PermissionDeniedError(absl::StrCat("malformed Host \"", host_header, "\""));
  if (h->port != policy.port && !(h->port == 0 && policy.port == 80))
    return absl::PermissionDeniedError(
        absl::StrCat("Host \"", host_header, "\" names another port than ", policy.port));
  if (is_loopback_host(h->host)) return absl::OkStatus();
  if (!is_loopback_host(policy.bind_host) &&
      (is_ip_literal(h->host) || h->host == absl::AsciiStrToLower(policy.bind_host)))
    return absl::OkStatus();
  return absl::PermissionDeniedError(
      absl::StrCat("Host \"", host_header,
                   "\" is not this server's address (use http://127.0.0.1:", policy.port, "/)"));
}

absl::Status check_origin(absl::string_view origin, const HostPolicy& policy) {
  if (origin.empty()) return absl::OkStatus();
  constexpr absl::string_view kScheme = "http://";
  if (!absl::StartsWith(origin, kScheme) || !check_host(origin.substr(kScheme.size()), policy).ok())
    return absl::PermissionDeniedError(
        absl::StrCat("requests from \"", origin, "\" are refused: only this server's own page"));
  return absl::OkStatus();
}

absl::Status check_body_framing(absl::string_view transfer_encoding,
                                absl::string_view content_encoding) {
  if (!transfer_encoding.empty())
    return absl::FailedPreconditionError(
        "chunked requests are refused: send the body with a Content-Length");
  if (!content_encoding.empty() && !absl::EqualsIgnoreCase(content_encoding, "identity"))
    return absl::InvalidArgumentError(
        absl::StrCat("compressed requests (Content-Encoding: ", content_encoding, ") are refused"));
  return absl::OkStatus();
}

absl::Status check_body_length(absl::string_view method, absl::string_view content_length,
                               size_t max_bytes) {
  if (content_length.empty()) {
    if (method == "POST")
      return absl::FailedPreconditionError("a request with a body must state its Content-Length");
    return absl::OkStatus();
  }
  uint64_t length = 0;
  if (content_length.size() > 20 ||
      !std::all_of(content_length.begin(), content_length.end(), absl::ascii_isdigit) ||
      !absl::SimpleAtoi(content_length, &length))
    return absl::InvalidArgumentError(
        absl::StrCat("malformed Content-Length \"", content_length, "\""));
  if (length > max_bytes)
    return absl::ResourceExhaustedError(
        absl::StrCat("the request is too large (over ", max_bytes, " bytes)"));
  return absl::OkStatus();
}

bool is_json_media_type(absl::string_view content_type) {
  const absl::string_view media_type =
      absl::StripAsciiWhitespace(content_type.substr(0, content_type.find(';')));
  return absl::EqualsIgnoreCase(media_type, "application/json");
}

double TokenBucket::tokens_at(double rate, double burst, RateTime now) const {
  if (!started_) return tokens_;
  const double seconds = std::chrono::duration<double>(now - last_).count();
  return std::min(burst, tokens_ + std::max(0.0, seconds) * rate);
}

bool TokenBucket::take(double rate, double burst, RateTime now) {
  tokens_ = tokens_at(rate, burst, now);
  started_ = true;
  last_ = now;
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

bool TokenBucket::full(double rate, double burst, RateTime now) const {
  return tokens_at(rate, burst, now) >= burst;
}

RateLimiter::RateLimiter(double rate, double burst) : rate_(rate), burst_(burst), bucket_(burst) {}

bool RateLimiter::allow(Time now) {
  std::lock_guard<std::mutex> lock(mutex_);
  return bucket_.take(rate_, burst_, now);
}

KeyedRateLimiter::KeyedRateLimiter(double rate, double burst, size_t max_keys)
    : rate_(rate), burst_(burst), max_keys_(std::max<size_t>(1, max_keys)) {}

bool KeyedRateLimiter::allow(absl::string_view client, absl::string_view kind, Time now) {
  const std::string key = absl::StrCat(kind, " ", client);
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = buckets_.find(key);
  if (it == buckets_.end()) {
    if (buckets_.size() >= max_keys_)
      std::erase_if(buckets_,
                    [&](const auto& entry) { return entry.second.full(rate_, burst_, now); });
    if (buckets_.size() >= max_keys_) return false;
    it = buckets_.emplace(key, TokenBucket(burst_)).first;
  }
  return it->second.take(rate_, burst_, now);
}

}  // namespace cotuong::serve
