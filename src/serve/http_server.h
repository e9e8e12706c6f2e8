// The HTTP server of `cotuong serve`, on cpp-httplib (Debian's libcpp-httplib): the embedded
// page, the JSON interface (api.h), and the guard in front of both (request_guard.h: Host and
// Origin checked, requests rate-limited per page, per client and kind, their bodies bounded).
// Connections are read by one thread until a request's head has come, within bounds of size and
// time (connection_reader.h), and the requests answered by a pool of workers that grows while
// they are busy (connection_pool.h). Loopback only unless told.
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "serve/request_head.h"
#include "serve/session_registry.h"

namespace cotuong::serve {

struct ServerOptions {
  std::string host = "127.0.0.1";      // the address to listen on
  int port = 8765;                     // 0: any free port
  size_t max_body_bytes = 512 * 1024;  // a long PGN fits; larger requests are refused (413)
  RequestHeadLimits head_limits;       // a request line and headers past them: 414, 431
  // A request's head and body must arrive within this time of its first byte (408 otherwise).
  std::chrono::milliseconds request_timeout{10'000};
  // Requests that name no page (the page's files, /api/health, a new page): sustained and in a
  // burst, for each client and each of these kinds apart. Each page's own requests count against
  // its own rate (RegistryOptions).
  double requests_per_second = 100;
  double request_burst = 300;
  // Requests answered at once: workers ready at the start, and the most started when all are
  // busy (each open page holds one for its poll; a client sending a body holds one meanwhile, one
  // sending its head none).
  int threads = 16;
  int max_threads = 128;
  std::chrono::milliseconds long_poll{15'000};  // a page's wait for news (its heartbeat)
  bool log_requests = false;                    // one line per request on standard error
  RegistryOptions registry;
};

class HttpServer {
 public:
  explicit HttpServer(ServerOptions options);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Opens the listening socket; returns its port (a free one when asked for port 0), or why it
  // cannot listen.
  absl::StatusOr<int> bind();
  // Serves requests until stop(); returns false when listening failed.
  bool run();
  // Thread-safe: ends every page's session (their engines stop), then the server; run() returns.
  void stop();
  // Returns the address people open, "http://127.0.0.1:8765/".
  std::string url() const;
  SessionRegistry& sessions();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cotuong::serve
