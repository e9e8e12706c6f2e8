#include "serve/http_server.h"

#include <netdb.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <iostream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "httplib.h"
#include "serve/api.h"
#include "serve/connection_pool.h"
#include "serve/connection_reader.h"
#include "serve/cothe_api.h"
#include "serve/request_guard.h"
#include "serve/web_assets.h"

namespace cotuong::serve {

namespace {

// The page loads nothing but its own files; nothing may frame it or read its resources.
constexpr const char* kContentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";

// Sets a JSON error body: {"error": message}.
void set_error(httplib::Response& res, int status, const std::string& message) {
  res.status = status;
  res.set_content(Json{{"error", message}}.dump(-1, ' ', false, Json::error_handler_t::replace),
                  "application/json");
}

// The headers of every answer: the browser sniffs nothing, sends no referrer, frames nothing.
const httplib::Headers& default_headers() {
  static const httplib::Headers headers = {{"X-Content-Type-Options", "nosniff"},
                                           {"Referrer-Policy", "no-referrer"},
                                           {"X-Frame-Options", "DENY"},
                                           {"Cross-Origin-Resource-Policy", "same-origin"},
                                           {"Cross-Origin-Opener-Policy", "same-origin"},
                                           {"Content-Security-Policy", kContentSecurityPolicy}};
  return headers;
}

// Returns the default headers as header lines ("Name: value\r\n" each).
std::string default_header_lines() {
  std::string lines;
  for (const auto& [name, value] : default_headers())
    absl::StrAppend(&lines, name, ": ", value, "\r\n");
  return lines;
}

// Returns the kind of a request that names no page, for its rate: each kind of each client has a
// bucket of its own, so that one client flooding one kind does not starve the others.
const char* request_kind(const httplib::Request& req) {
  if (!absl::StartsWith(req.path, "/api/")) return "page file";
  if (req.path == "/api/health") return "health";
  if (req.path == "/api/session") return "new page";
  return "other";
}

// Set by the answer being written (the post-routing handler, on the worker's thread): it closes
// the connection ("Connection: close", as a refusal whose body is never read).
thread_local bool t_answer_closes = false;

// cpp-httplib's server, its connections read by a ConnectionReader. The library's listening
// thread accepts each connection and would hand it to a worker of its task queue to read and
// answer (process_and_close_socket, reading the request line and headers without bounds); here
// it goes to accepted() instead, and answer() hands the library one request whose head has come.
class ReadingServer : public httplib::Server {
 public:
  std::function<void(int fd)> accepted;

  // Lets connections queue for accept() by the hundred (the library asks for 5: a burst of
  // connections met dropped handshakes and waited a second each to try again).
  void deepen_backlog() { ::listen(svr_sock_, SOMAXCONN); }

  // Answers the request whose head starts stream's bytes; returns whether the connection may
  // carry another (the library's answer, the client's Connection header and ours agree).
  bool answer(ConnectionStream& stream, bool last) {
    bool connection_closed = false;
    t_answer_closes = false;
    const bool ok = process_request(stream, last, connection_closed, nullptr);
    return ok && !connection_closed && !last && !t_answer_closes && !stream.read_failed() &&
           svr_sock_ != INVALID_SOCKET;
  }

 private:
  bool process_and_close_socket(socket_t sock) override {
    accepted(sock);
    return true;
  }
};

// The library's task queue for accepted connections: handing one to the reader never blocks, so
// it is done at once on the listening thread.
class HandOverAtOnce : public httplib::TaskQueue {
 public:
  void enqueue(std::function<void()> fn) override { fn(); }
  void shutdown() override {}
};

// Returns whether a request belongs to a page's session (its token in the query, or in the body
// of a POST): those count against that page's own rate (Api), so that a busy client cannot starve
// the other pages; the rest count against the server's.
bool names_a_page(const httplib::Request& req) {
  if (!absl::StartsWith(req.path, "/api/")) return false;
  if (req.method == "POST") return req.path != "/api/session";
  return !req.get_param_value("session").empty();
}

// Returns why the server cannot listen on host:port, found by trying it: the address is no
// address at all ("999.1.1.1"), not one of this machine's, or the port is taken or privileged.
absl::Status why_not_listening(const std::string& host, int port) {
  const std::string where = absl::StrCat("cannot listen on ", host, ":", port);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  if (const int rc = getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found);
      rc != 0)
    return absl::InvalidArgumentError(
        absl::StrCat(where, ": \"", host, "\" is not a valid address (", gai_strerror(rc),
                     "); give an IP address such as 127.0.0.1, or a name of this machine"));
  int error = 0;
  const int fd = socket(found->ai_family, found->ai_socktype, found->ai_protocol);
  if (fd >= 0) {
    int yes = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    if (::bind(fd, found->ai_addr, found->ai_addrlen) != 0) error = errno;
    close(fd);
  }
  freeaddrinfo(found);
  if (error == EADDRNOTAVAIL)
    return absl::InvalidArgumentError(absl::StrCat(
        where, ": ", host, " is not an address of this machine (try --host 127.0.0.1)"));
  if (error == EACCES)
    return absl::PermissionDeniedError(absl::StrCat(
        where, ": ports below 1024 need privileges (try --port N above 1024, or --port 0)"));
  return absl::UnavailableError(absl::StrCat(
      where, port ? " (is another server using that port? try --port N, or --port 0)" : ""));
}

constexpr size_t kKeepAliveMaxCount = 100;  // requests on one connection
constexpr std::chrono::seconds kKeepAliveTimeout{5};
constexpr std::chrono::seconds kWriteTimeout{5};

// Returns the reader's options of the server's.
ReaderOptions reader_options(const ServerOptions& options) {
  ReaderOptions r;
  r.limits = options.head_limits;
  r.idle_timeout = kKeepAliveTimeout;
  r.request_timeout = options.request_timeout;
  r.refusal_headers = default_header_lines();
  return r;
}

}  // namespace

struct HttpServer::Impl {
  explicit Impl(ServerOptions o)
      : options(std::move(o)),
        sessions(options.registry),
        rate(options.requests_per_second, options.request_burst),
        api(sessions, options.long_poll, &rate),
        pool(size_t(std::max(1, options.threads)),
             size_t(std::max({1, options.threads, options.max_threads}))),
        reader(reader_options(options), [this](std::shared_ptr<Connection> c) {
          pool.enqueue([this, c = std::move(c)]() mutable { answer(std::move(c)); });
        }) {
    add_cothe_routes(api);  // the page's cờ thế (cothe_api.h)
  }

  void install();
  // On a worker: answers the request whose head has come on c, then gives c back to the reader.
  void answer(std::shared_ptr<Connection> c);

  ServerOptions options;
  HostPolicy policy;
  SessionRegistry sessions;
  KeyedRateLimiter rate;
  Api api;
  ConnectionPool pool;
  ConnectionReader reader;  // after the pool, which it hands connections to
  ReadingServer server;
};

void HttpServer::Impl::answer(std::shared_ptr<Connection> c) {
  bool again;
  {
    ConnectionStream stream(*c, c->started + options.request_timeout, kWriteTimeout);
    again = server.answer(stream, ++c->answered >= kKeepAliveMaxCount);
  }
  if (again) reader.add(std::move(c));
}

void HttpServer::Impl::install() {
  server.new_task_queue = [] { return new HandOverAtOnce; };
  server.accepted = [this](int fd) { reader.add(std::make_shared<Connection>(fd)); };
  // SO_REUSEADDR (restart while old connections linger) but not the library's SO_REUSEPORT,
  // with which a second server would share the port and half the requests.
  server.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
  server.set_payload_max_length(options.max_body_bytes);
  // What the library says in its Keep-Alive header; the reader and answer() keep to it.
  server.set_keep_alive_max_count(kKeepAliveMaxCount);
  server.set_keep_alive_timeout(kKeepAliveTimeout.count());
  server.set_read_timeout(5, 0);
  server.set_write_timeout(kWriteTimeout.count(), 0);
  server.set_default_headers(default_headers());

  // The guard: every request, before anything is read past its headers.
  server.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    auto refuse = [&](int status, const std::string& message) {
      set_error(res, status, message);
      res.set_header("Connection", "close");  // its body (if any) is never read
      return httplib::Server::HandlerResponse::Handled;
    };
    if (absl::Status s = check_host(req.get_header_value("Host"), policy); !s.ok())
      return refuse(403, std::string(s.message()));
    if (absl::Status s = check_origin(req.get_header_value("Origin"), policy); !s.ok())
      return refuse(403, std::string(s.message()));
    if (req.get_header_value("Sec-Fetch-Site") == "cross-site")
      return refuse(403, "requests from other sites are refused");
    if (absl::Status s = check_body_framing(req.get_header_value("Transfer-Encoding"),
                                            req.get_header_value("Content-Encoding"));
        !s.ok())
      return refuse(s.code() == absl::StatusCode::kFailedPrecondition ? 411 : 415,
                    std::string(s.message()));
    if (absl::Status s = check_body_length(req.method, req.get_header_value("Content-Length"),
                                           options.max_body_bytes);
        !s.ok())
      return refuse(s.code() == absl::StatusCode::kFailedPrecondition  ? 411
                    : s.code() == absl::StatusCode::kResourceExhausted ? 413
                                                                       : 400,
                    std::string(s.message()));
    if (!names_a_page(req) && !rate.allow(req.remote_addr, request_kind(req))) {
      res.set_header("Retry-After", "1");
      return refuse(429, "too many requests: slow down");
    }
    if (req.method == "POST" && !is_json_media_type(req.get_header_value("Content-Type")))
      return refuse(415, "requests must be JSON (Content-Type: application/json)");
    if (req.method != "GET" && req.method != "POST" && req.method != "HEAD")
      return refuse(405, absl::StrCat("method ", req.method, " is not allowed"));
    return httplib::Server::HandlerResponse::Unhandled;
  });

  auto api_handler = [this](const httplib::Request& req, httplib::Response& res) {
    ApiRequest request{req.method, req.path, {}, req.body, req.remote_addr};
    for (const auto& [key, value] : req.params) request.query.emplace(key, value);
    ApiReply reply = api.handle(request);
    res.status = reply.status;
    res.set_header("Cache-Control", "no-store");
    if (reply.retry_after_seconds > 0)
      res.set_header("Retry-After", std::to_string(reply.retry_after_seconds));
    if (!reply.download_name.empty())
      res.set_header("Content-Disposition",
                     absl::StrCat("attachment; filename=\"", reply.download_name, "\""));
    res.set_content(reply.body, reply.content_type);
  };
  server.Get(R"(/api/.*)", api_handler);
  server.Post(R"(/api/.*)", api_handler);

  server.Get(R"(/[A-Za-z0-9._-]*)", [](const httplib::Request& req, httplib::Response& res) {
    const WebAsset* asset = find_web_asset(req.path);
    if (!asset) return set_error(res, 404, absl::StrCat("no page ", req.path));
    res.set_header("Cache-Control", "no-cache");
    res.set_header("ETag", std::string(asset->etag));
    if (req.get_header_value("If-None-Match") == asset->etag) {
      res.status = 304;
      return;
    }
    res.set_content(asset->bytes.data(), asset->bytes.size(), std::string(asset->content_type));
  });

  // An answer that closes its connection: the worker closes it (the library would read on).
  server.set_post_routing_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.get_header_value("Connection") == "close") t_answer_closes = true;
  });

  if (options.log_requests)
    server.set_logger([](const httplib::Request& req, const httplib::Response& res) {
      std::cerr << "cotuong serve: " << req.method << " " << req.path << " " << res.status << "\n";
    });

  // Errors the library answers itself (404, 413 too large, 400 malformed) get a JSON body too.
  server.set_error_handler(
      httplib::Server::HandlerWithResponse([](const httplib::Request& req, httplib::Response& res) {
        if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
        const std::string message = res.status == 413   ? "the request is too large"
                                    : res.status == 404 ? absl::StrCat("no page ", req.path)
                                    : res.status == 400 ? "malformed request"
                                                        : absl::StrCat("error ", res.status);
        set_error(res, res.status, message);
        return httplib::Server::HandlerResponse::Handled;
      }));
  server.set_exception_handler([](const httplib::Request&, httplib::Response& res,
                                  std::exception_ptr) { set_error(res, 500, "internal error"); });
}

HttpServer::HttpServer(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  impl_->install();
}

HttpServer::~HttpServer() { stop(); }

absl::StatusOr<int> HttpServer::bind() {
  // A page that closes its connection mid-answer must not end the process (SIGPIPE).
  std::signal(SIGPIPE, SIG_IGN);
  Impl& s = *impl_;
  int port = s.options.port;
  if (port == 0) {
    port = s.server.bind_to_any_port(s.options.host);
    if (port < 0) port = 0;
  } else if (!s.server.bind_to_port(s.options.host, port)) {
    port = 0;
  }
  if (port == 0) return why_not_listening(s.options.host, s.options.port);
  s.server.deepen_backlog();
  s.policy.port = port;
  s.policy.bind_host = s.options.host;
  return port;
}

bool HttpServer::run() { return impl_->server.listen_after_bind(); }

void HttpServer::stop() {
  impl_->sessions.shutdown();  // long polls return, engines stop
  impl_->server.stop();
  impl_->reader.stop();    // waiting connections close
  impl_->pool.shutdown();  // the requests being answered are, then their connections close
}

std::string HttpServer::url() const {
  const std::string& host = impl_->options.host;
  const bool v6 = host.find(':') != std::string::npos;
  return absl::StrCat("http://", v6 ? "[" : "", host, v6 ? "]" : "", ":", impl_->policy.port, "/");
}

SessionRegistry& HttpServer::sessions() { return impl_->sessions; }

}  // namespace cotuong::serve
