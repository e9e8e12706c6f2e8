// The server under hostile requests: foreign Host and Origin, oversized, malformed and
// unexpected requests, floods, too many pages, pages that vanish mid-search. After each, the
// server is alive and answers.
#include "serve/http_server.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "httplib.h"
#include "nlohmann/json.hpp"

namespace cotuong::serve {
namespace {

using Json = nlohmann::json;
using std::chrono::milliseconds;

// A server on a free loopback port, serving on its own thread for one test.
class Server {
 public:
  explicit Server(ServerOptions options = {}) {
    options.port = 0;
    options.registry.session.seed = 5;
    options.registry.session.wins_path =
        std::filesystem::temp_directory_path() / "cotuong-serve-http-test-wins.tsv";
    server_ = std::make_unique<HttpServer>(options);
    absl::StatusOr<int> port = server_->bind();
    EXPECT_TRUE(port.ok()) << port.status();
    port_ = port.value_or(0);
    thread_ = std::thread([this] { server_->run(); });
  }
  ~Server() {
    server_->stop();
    thread_.join();
  }
  int port() const { return port_; }
  std::string host() const { return "127.0.0.1:" + std::to_string(port_); }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(30, 0);
    return c;
  }
  // Returns the JSON of GET /api/health (and fails the test when the server does not answer).
  Json health() const {
    httplib::Client c = client();
    httplib::Result r = c.Get("/api/health");
    EXPECT_TRUE(r) << "the server does not answer";
    if (!r) return Json::object();
    EXPECT_EQ(r->status, 200);
    return Json::parse(r->body);
  }
  // Returns a new session's token.
  std::string open_session() const {
    httplib::Client c = client();
    httplib::Result r = c.Post("/api/session", "{}", "application/json");
    EXPECT_TRUE(r && r->status == 200);
    return r ? Json::parse(r->body).value("session", "") : "";
  }
  Json post(const std::string& path, const Json& body, int expected_status = 200) const {
    httplib::Client c = client();
    httplib::Result r = c.Post(path, body.dump(), "application/json");
    EXPECT_TRUE(r);
    if (!r) return Json::object();
    EXPECT_EQ(r->status, expected_status) << path << ": " << r->body;
    return Json::parse(r->body, nullptr, false);
  }
  // Waits until GET /api/health satisfies pred (or timeout); returns the last answer.
  Json health_until(const std::function<bool(const Json&)>& pred, int timeout_ms) const {
    const auto deadline = std::chrono::steady_clock::now() + milliseconds(timeout_ms);
    Json h = health();
    while (!pred(h) && std::chrono::steady_clock::now() < deadline) {
      std::this_thread::sleep_for(milliseconds(50));
      h = health();
    }
    return h;
  }

 private:
  std::unique_ptr<HttpServer> server_;
  int port_ = 0;
  std::thread thread_;
};

// Returns the server's raw answer to raw bytes sent on a fresh connection.
std::string raw_exchange(int port, const std::string& bytes) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(uint16_t(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return "";
  }
  timeval timeout{5, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
  // Read one answer: its headers, then as much body as Content-Length says (the server may keep
  // the connection open after it).
  std::string answer;
  char buffer[4096];
  ssize_t n;
  while ((n = recv(fd, buffer, sizeof buffer, 0)) > 0) {
    answer.append(buffer, size_t(n));
    const size_t end = answer.find("\r\n\r\n");
    if (end == std::string::npos) continue;
    const size_t at = answer.find("Content-Length: ");
    const size_t length = at == std::string::npos ? 0 : std::stoul(answer.substr(at + 16));
    if (answer.size() >= end + 4 + length) break;
  }
  close(fd);
  return answer;
}

TEST(HttpServer, ServesItsEmbeddedPageWithAStrictPolicy) {
  Server server;
  httplib::Client c = server.client();
  httplib::Result r = c.Get("/");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  EXPECT_NE(r->get_header_value("Content-Type").find("text/html"), std::string::npos);
  EXPECT_NE(r->get_header_value("Content-Security-Policy").find("default-src 'none'"),
            std::string::npos);
  EXPECT_NE(r->body.find("<script type=\"module\" src=\"app.js\">"), std::string::npos);
  for (const char* path : {"/app.js", "/board.js", "/style.css", "/favicon.svg"}) {
    r = c.Get(path);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200) << path;
  }
  const std::string etag = c.Get("/app.js")->get_header_value("ETag");
  r = c.Get("/app.js", {{"If-None-Match", etag}});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 304);
  for (const char* path : {"/nothing.js", "/../../etc/passwd", "/api/nothing", "/%2e%2e/etc"}) {
    r = c.Get(path);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 404) << path;
  }
}

TEST(HttpServer, ASecondServerCannotTakeTheSamePort) {
  Server first;
  ServerOptions options;
  options.port = first.port();
  HttpServer second(options);
  absl::StatusOr<int> port = second.bind();
  ASSERT_FALSE(port.ok());
  EXPECT_NE(port.status().message().find("another server"), std::string::npos);
  EXPECT_TRUE(first.health()["ok"].get<bool>());
}

TEST(HttpServer, AnInvalidAddressIsBlamedNotThePort) {
  ServerOptions options;
  options.host = "999.1.1.1";
  options.port = 0;
  HttpServer server(options);
  absl::StatusOr<int> port = server.bind();
  ASSERT_FALSE(port.ok());
  EXPECT_NE(port.status().message().find("\"999.1.1.1\" is not a valid address"), std::string::npos)
      << port.status();
  EXPECT_EQ(port.status().message().find("another server"), std::string::npos) << port.status();
}

TEST(HttpServer, RefusesAForeignHostOrOrigin) {
  Server server;
  httplib::Client c = server.client();
  // DNS rebinding: a page of evil.example whose name now resolves to 127.0.0.1.
  httplib::Result r = c.Get("/", {{"Host", "evil.example:" + std::to_string(server.port())}});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 403);
  r = c.Post("/api/session", {{"Origin", "http://evil.example"}}, "{}", "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 403);
  EXPECT_NE(Json::parse(r->body)["error"].get<std::string>().find("refused"), std::string::npos);
  r = c.Post("/api/session", {{"Origin", "http://127.0.0.1:1"}}, "{}", "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 403);  // another server on this machine is another origin
  r = c.Post("/api/session", {{"Sec-Fetch-Site", "cross-site"}}, "{}", "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 403);
  // A form another site posts cannot say it is JSON.
  r = c.Post("/api/session", "session=x", "application/x-www-form-urlencoded");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 415);
  r = c.Post("/api/session", {{"Origin", "http://" + server.host()}}, "{}", "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  EXPECT_EQ(server.health()["sessions"], 1);  // only the last one opened
}

TEST(HttpServer, RefusesOversizedMalformedAndUnknownRequests) {
  Server server;
  const std::string token = server.open_session();
  httplib::Client c = server.client();
  // Over the body limit: refused before it is read.
  httplib::Result r = c.Post("/api/load", std::string(2 << 20, 'x'), "application/json");
  if (r) {
    EXPECT_EQ(r->status, 413);  // (or the connection is closed mid-upload)
  }
  EXPECT_TRUE(server.health()["ok"].get<bool>());
  // Malformed JSON, a non-object, wrong types, missing fields, an unknown session.
  EXPECT_NE(server.post("/api/move", Json("not an object"), 400)["error"], nullptr);
  r = c.Post("/api/move?lang=en", "{\"session\": ", "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 400);
  EXPECT_NE(r->body.find("malformed JSON"), std::string::npos);
  server.post("/api/move", {{"session", token}, {"move", 42}}, 400);
  server.post("/api/move", {{"session", token}}, 400);
  server.post("/api/move", {{"session", token}, {"move", std::string(1000, 'x')}}, 400);
  server.post("/api/new", {{"session", token}, {"level", 9}}, 400);
  server.post("/api/new", {{"session", token}, {"clock", "1+0"}}, 400);
  server.post("/api/new", {{"session", token}, {"fen", "xyz"}}, 400);
  server.post("/api/analysis", {{"session", token}, {"on", "yes"}}, 400);
  server.post("/api/load", {{"session", token}, {"pgn_base64", "!!!"}}, 400);
  server.post("/api/move", {{"session", "0123456789abcdef0123456789abcdef"}, {"move", "h2e2"}},
              404);
  server.post("/api/move", {{"session", token}, {"move", "h2h9x"}}, 400);
  // Nothing changed: the game is at its start.
  httplib::Result st = c.Get(("/api/state?session=" + token).c_str());
  ASSERT_TRUE(st);
  EXPECT_EQ(Json::parse(st->body)["moves"].size(), 0u);
  // Malformed HTTP and a method the server does not know.
  std::string answer = raw_exchange(server.port(), "GARBAGE\r\n\r\n");
  EXPECT_NE(answer.find(" 400 "), std::string::npos) << answer;
  answer = raw_exchange(server.port(), "DELETE /api/health HTTP/1.1\r\nHost: " + server.host() +
                                           "\r\nConnection: close\r\n\r\n");
  EXPECT_NE(answer.find(" 405 "), std::string::npos) << answer;
  answer = raw_exchange(server.port(), "GET /" + std::string(20000, 'a') + " HTTP/1.1\r\n\r\n");
  EXPECT_EQ(answer.find(" 200 "), std::string::npos);
  EXPECT_TRUE(server.health()["ok"].get<bool>());
}

TEST(HttpServer, AThousandQuickRequestsAreBoundedAndTheServerAnswersAfter) {
  Server server;
  std::atomic<int> answered{0}, limited{0}, failed{0};
  std::vector<std::thread> clients;
  for (int t = 0; t < 4; ++t)
    clients.emplace_back([&] {
      httplib::Client c = server.client();
      for (int i = 0; i < 250; ++i) {
        httplib::Result r = c.Get("/api/health");
        if (!r)
          ++failed;
        else if (r->status == 429)
          ++limited;
        else if (r->status == 200)
          ++answered;
      }
    });
  for (std::thread& t : clients) t.join();
  EXPECT_EQ(failed, 0);
  EXPECT_EQ(answered + limited, 1000);
  EXPECT_GT(limited, 0) << "a thousand requests at once should meet the rate limit";
  EXPECT_GT(answered, 0);
  std::this_thread::sleep_for(milliseconds(1100));
  EXPECT_TRUE(server.health()["ok"].get<bool>());
}

// Returns a request of `body` in chunks (Transfer-Encoding: chunked) of at most 64 KB.
std::string chunked_post(const std::string& host, const std::string& path,
                         const std::string& body) {
  std::string bytes = "POST " + path + " HTTP/1.1\r\nHost: " + host +
                      "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
  for (size_t at = 0; at < body.size(); at += 65536) {
    const std::string chunk = body.substr(at, 65536);
    char size[32];
    std::snprintf(size, sizeof size, "%zx\r\n", chunk.size());
    bytes += size + chunk + "\r\n";
  }
  return bytes + "0\r\n\r\n";
}

TEST(HttpServer, AChunkedBodyIsRefusedAndChangesNothing) {
  Server server;
  const std::string token = server.open_session();
  // A game padded to twice the body limit, and a small one: both in chunks, both refused
  // (the library would read a chunked body of any size into memory).
  for (size_t padding : {size_t(1) << 20, size_t(0)}) {
    const Json load = {{"session", token},
                       {"pgn", "1. h2e2 h9g7 2. h0g2 i9h9" + std::string(padding, ' ')}};
    const std::string answer =
        raw_exchange(server.port(), chunked_post(server.host(), "/api/load", load.dump()));
    EXPECT_NE(answer.find(" 411 "), std::string::npos) << answer.substr(0, 200);
    EXPECT_NE(answer.find("Content-Length"), std::string::npos);
  }
  httplib::Client c = server.client();
  httplib::Result st = c.Get(("/api/state?session=" + token).c_str());
  ASSERT_TRUE(st);
  EXPECT_EQ(Json::parse(st->body)["moves"].size(), 0u);
  // A compressed body is refused too (a small gzip body can inflate to gigabytes).
  httplib::Result r = c.Post("/api/load", {{"Content-Encoding", "gzip"}}, "{}", "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 415);
  EXPECT_TRUE(server.health()["ok"].get<bool>());
}

// Returns a loopback connection to port (-1 when it cannot connect).
int connect_loopback(int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(uint16_t(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

// Returns the status of each whole answer in `bytes` (several, on a kept-alive connection).
std::vector<int> answer_statuses(const std::string& bytes) {
  std::vector<int> statuses;
  size_t at = 0;
  while (true) {
    const size_t end = bytes.find("\r\n\r\n", at);
    if (end == std::string::npos || bytes.compare(at, 9, "HTTP/1.1 ") != 0) break;
    const std::string head = bytes.substr(at, end - at);
    const size_t length_at = head.find("Content-Length: ");
    const size_t length =
        length_at == std::string::npos ? 0 : std::stoul(head.substr(length_at + 16));
    if (bytes.size() < end + 4 + length) break;
    statuses.push_back(std::stoi(head.substr(9, 3)));
    at = end + 4 + length;
  }
  return statuses;
}

// Sends `start`, then `filler` again and again (up to max_bytes, on a thread of its own), and
// returns what the server answers meanwhile, within timeout_ms: a refusal as soon as the bytes
// cross a bound, not when a line or the head ends (they never do). sent: the bytes sent by then.
std::string answer_while_sending(int port, const std::string& start, const std::string& filler,
                                 size_t max_bytes, int timeout_ms, size_t* sent = nullptr) {
  const int fd = connect_loopback(port);
  if (fd < 0) return "";
  std::atomic<size_t> total{0};
  std::thread sender([&] {
    if (!start.empty() && send(fd, start.data(), start.size(), MSG_NOSIGNAL) <= 0) return;
    total += start.size();
    std::string block;
    while (block.size() < 65536) block += filler;
    while (total < max_bytes) {
      const ssize_t n = send(fd, block.data(), block.size(), MSG_NOSIGNAL);
      if (n <= 0) return;  // the server closed the connection
      total += size_t(n);
    }
  });
  std::string answer;
  const auto deadline = std::chrono::steady_clock::now() + milliseconds(timeout_ms);
  timeval tick{0, 100'000};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tick, sizeof tick);
  char buffer[4096];
  while (answer_statuses(answer).empty() && std::chrono::steady_clock::now() < deadline) {
    const ssize_t n = recv(fd, buffer, sizeof buffer, 0);
    if (n > 0) answer.append(buffer, size_t(n));
    if (n == 0) break;
  }
  if (sent) *sent = total;
  shutdown(fd, SHUT_RDWR);  // the sender's send fails, if it is still sending
  sender.join();
  close(fd);
  return answer;
}

TEST(HttpServer, AnEndlessRequestLineOrHeadIsRefusedAsSoonAsItCrossesItsBound) {
  Server server;
  const std::string host = "Host: " + server.host() + "\r\n";
  struct Case {
    std::string start, filler;
    int status;
    std::string says;
  };
  const Case cases[] = {
      {"GET /", "a", 414, "request line is too long"},
      {"GET /api/health HTTP/1.1\r\n" + host + "X-Endless: ", "b", 431, "a header is too long"},
      {"GET /api/health HTTP/1.1\r\n" + host, "X: y\r\n", 431, "too many headers"},
      {"GET /api/health HTTP/1.1\r\n" + host, "X: " + std::string(4000, 'z') + "\r\n", 431,
       "headers are too large"},
      {"", "\x16\x03\x01", 400, "no HTTP method"},
  };
  for (const Case& c : cases) {
    size_t sent = 0;
    const std::string answer =
        answer_while_sending(server.port(), c.start, c.filler, 8 << 20, 3000, &sent);
    ASSERT_EQ(answer_statuses(answer), std::vector<int>{c.status})
        << c.says << ": " << answer.substr(0, 300) << " (" << sent << " bytes sent)";
    EXPECT_NE(answer.find(c.says), std::string::npos) << answer;
    EXPECT_NE(answer.find("Connection: close"), std::string::npos);
    EXPECT_NE(answer.find("X-Content-Type-Options: nosniff"), std::string::npos);
    EXPECT_LT(sent, size_t(8 << 20)) << c.says << ": the server read on after its answer";
  }
  EXPECT_TRUE(server.health()["ok"].get<bool>());
}

TEST(HttpServer, AHeadTooSlowToArriveIsAnsweredWhenItsTimeIsUp) {
  ServerOptions options;
  options.request_timeout = milliseconds(1000);
  Server server(options);
  const int fd = connect_loopback(server.port());
  ASSERT_GE(fd, 0);
  timeval tick{0, 200'000};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tick, sizeof tick);
  const std::string head = "GET /api/health HTTP/1.1\r\nHost: " + server.host() + "\r\nX-Slow: ";
  send(fd, head.data(), head.size(), MSG_NOSIGNAL);
  // A header byte every 200 ms (each read comes well within any read timeout): the request as a
  // whole is over its time after a second.
  const auto t0 = std::chrono::steady_clock::now();
  std::string answer;
  char buffer[4096];
  while (answer_statuses(answer).empty() &&
         std::chrono::steady_clock::now() - t0 < std::chrono::seconds(6)) {
    send(fd, "s", 1, MSG_NOSIGNAL);
    const ssize_t n = recv(fd, buffer, sizeof buffer, 0);
    if (n > 0) answer.append(buffer, size_t(n));
    if (n == 0) break;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  close(fd);
  ASSERT_EQ(answer_statuses(answer), std::vector<int>{408}) << answer;
  EXPECT_NE(answer.find("took too long"), std::string::npos);
  EXPECT_LT(seconds, 2.5);
}

TEST(HttpServer, ManySlowClientsHoldNoWorker) {
  Server server;  // 16 workers at the start, 128 at most
  // 140 clients each send part of a request's head, then a byte every half second: each read
  // comes well within the read timeout, the request never ends (within its 10 s).
  std::mutex mutex;
  std::vector<int> slow;
  std::atomic<bool> done{false};
  std::thread trickle([&] {
    while (!done) {
      std::this_thread::sleep_for(milliseconds(500));
      std::lock_guard<std::mutex> lock(mutex);
      for (int fd : slow) send(fd, "s", 1, MSG_NOSIGNAL);
    }
  });
  const std::string part = "GET /api/health HTTP/1.1\r\nHost: " + server.host() + "\r\nX-A: ";
  for (int i = 0; i < 140; ++i) {
    const int fd = connect_loopback(server.port());
    ASSERT_GE(fd, 0);
    send(fd, part.data(), part.size(), MSG_NOSIGNAL);
    std::lock_guard<std::mutex> lock(mutex);
    slow.push_back(fd);
  }
  std::this_thread::sleep_for(milliseconds(600));  // all accepted and sending
  // A request now is answered at once, not after the slow ones end.
  httplib::Client c("127.0.0.1", server.port());
  c.set_connection_timeout(1, 0);
  c.set_read_timeout(1, 0);
  const auto t0 = std::chrono::steady_clock::now();
  httplib::Result r = c.Get("/api/health");
  const auto waited = std::chrono::steady_clock::now() - t0;
  done = true;
  trickle.join();
  for (int fd : slow) close(fd);
  ASSERT_TRUE(r) << "a request waited behind slow clients";
  EXPECT_EQ(r->status, 200);
  EXPECT_LT(waited, milliseconds(1000));
}

TEST(HttpServer, ABodyOfUnstatedOrTooLargeLengthIsRefusedUnread) {
  Server server;
  const std::string head = "POST /api/session HTTP/1.1\r\nHost: " + server.host() +
                           "\r\nContent-Type: application/json\r\n";
  // No Content-Length: the library would read the body until the connection ends.
  size_t sent = 0;
  std::string answer =
      answer_while_sending(server.port(), head + "\r\n", "{\"x\": 1}", 8 << 20, 3000, &sent);
  ASSERT_EQ(answer_statuses(answer), std::vector<int>{411}) << answer << " (" << sent << ")";
  EXPECT_LT(sent, size_t(8 << 20));
  // A length past the limit: refused at once, its body never read (the library read it to the
  // end, however long).
  answer = answer_while_sending(server.port(), head + "Content-Length: 1000000000000\r\n\r\n", " ",
                                8 << 20, 3000, &sent);
  ASSERT_EQ(answer_statuses(answer), std::vector<int>{413}) << answer << " (" << sent << ")";
  EXPECT_LT(sent, size_t(8 << 20));
  EXPECT_EQ(server.health()["sessions"], 0);
}

TEST(HttpServer, KeptAliveRequestsAreAnsweredInTurnAndARefusedBodyIsNoRequest) {
  Server server;
  const std::string health = "GET /api/health HTTP/1.1\r\nHost: " + server.host() + "\r\n\r\n";
  // Three requests sent at once on one connection: three answers, in turn.
  const int fd = connect_loopback(server.port());
  ASSERT_GE(fd, 0);
  const std::string three = health + health + health;
  send(fd, three.data(), three.size(), MSG_NOSIGNAL);
  timeval timeout{2, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  std::string answers;
  char buffer[4096];
  ssize_t n;
  while (answer_statuses(answers).size() < 3 && (n = recv(fd, buffer, sizeof buffer, 0)) > 0)
    answers.append(buffer, size_t(n));
  close(fd);
  EXPECT_EQ(answer_statuses(answers), (std::vector<int>{200, 200, 200})) << answers;
  // A refused request's body is never read, and never taken for the next request: the
  // connection closes after the refusal.
  const std::string smuggled = "POST /api/session HTTP/1.1\r\nHost: " + server.host() +
                               "\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}";
  const std::string refused = "POST /api/health HTTP/1.1\r\nHost: " + server.host() +
                              "\r\nOrigin: http://evil.example\r\nContent-Type: application/json"
                              "\r\nContent-Length: " +
                              std::to_string(smuggled.size()) + "\r\n\r\n" + smuggled;
  const int fd2 = connect_loopback(server.port());
  ASSERT_GE(fd2, 0);
  send(fd2, refused.data(), refused.size(), MSG_NOSIGNAL);
  setsockopt(fd2, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  answers.clear();
  while ((n = recv(fd2, buffer, sizeof buffer, 0)) > 0) answers.append(buffer, size_t(n));
  close(fd2);
  EXPECT_EQ(answer_statuses(answers), std::vector<int>{403}) << answers;
  EXPECT_EQ(server.health()["sessions"], 0);
}

TEST(HttpServer, OnlyJsonIsJsonAndANumberPastADoubleIsMalformed) {
  Server server;
  httplib::Client c = server.client();
  httplib::Result r = c.Post("/api/session", "{}", "application/jsonx");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 415);
  r = c.Post("/api/session", "{}", "application/json; charset=utf-8");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  const std::string token = Json::parse(r->body)["session"];
  r = c.Post("/api/move?lang=en", "{\"session\": \"" + token + "\", \"move\": 1e400}",
             "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 400) << r->body;
  EXPECT_NE(r->body.find("malformed JSON"), std::string::npos) << r->body;
  EXPECT_TRUE(server.health()["ok"].get<bool>());
}

TEST(HttpServer, ThePageGetsItsWordsAndErrorsInItsLanguageVietnameseByDefault) {
  Server server;
  httplib::Client c = server.client();
  // The catalogue: the page's keys and the shared ones, in the language asked for.
  httplib::Result r = c.Get("/api/messages?lang=en");
  ASSERT_TRUE(r);
  const Json en = Json::parse(r->body);
  EXPECT_EQ(en["lang"], "en");
  EXPECT_EQ(en["messages"]["page.new"], "New game");
  EXPECT_EQ(en["messages"]["color.red"], "Red");
  r = c.Get("/api/messages");
  ASSERT_TRUE(r);
  const Json vi = Json::parse(r->body);
  EXPECT_EQ(vi["lang"], "vi");
  EXPECT_EQ(vi["messages"]["page.new"], "Ván mới");
  EXPECT_EQ(vi["messages"].size(), en["messages"].size());
  // An error in the language the request names (the body's "lang"), else in Vietnamese.
  const std::string token = server.open_session();
  EXPECT_EQ(server.post("/api/move", {{"session", token}, {"lang", "en"}}, 400)["error"],
            "\"move\" is missing");
  EXPECT_EQ(server.post("/api/move", {{"session", token}}, 400)["error"], "thiếu \"move\"");
}

TEST(HttpServer, TheSetUpCheckNamesEveryProblemOfAPositionInTheLanguage) {
  Server server;
  const std::string token = server.open_session();
  // Facing kings, and an elephant on a point it can never reach.
  const Json facing = server.post(
      "/api/setup-check", {{"session", token}, {"fen", "4k4/9/9/9/9/9/9/9/B8/4K4 w - - 0 1"}});
  EXPECT_FALSE(facing["ok"].get<bool>());
  ASSERT_EQ(facing["errors"].size(), 2u) << facing.dump();
  EXPECT_EQ(facing["errors"][0]["code"], "elephant_off_points");
  EXPECT_EQ(facing["errors"][0]["square"], "a1");
  EXPECT_EQ(facing["errors"][1]["code"], "kings_facing");
  EXPECT_EQ(facing["errors"][1]["text"], "Hai Tướng đối mặt trên cột e, không có quân nào ở giữa");
  const Json check = server.post(
      "/api/setup-check",
      {{"session", token}, {"fen", "5k3/9/9/9/9/9/9/9/9/3KR4 w - - 0 1"}, {"lang", "en"}});
  EXPECT_TRUE(check["ok"].get<bool>()) << check.dump();
  const Json waiting = server.post(
      "/api/setup-check",
      {{"session", token}, {"fen", "4k4/9/9/9/9/9/9/9/9/3KR4 w - - 0 1"}, {"lang", "en"}});
  ASSERT_EQ(waiting["errors"].size(), 1u) << waiting.dump();
  EXPECT_EQ(waiting["errors"][0]["text"], "Black is in check but it is Red's turn to move");
  const Json many = server.post(
      "/api/setup-check",
      {{"session", token}, {"fen", "4k4/9/9/9/9/9/9/9/RRR6/3K5 w - - 0 1"}, {"lang", "en"}});
  ASSERT_EQ(many["errors"].size(), 1u) << many.dump();
  EXPECT_EQ(many["errors"][0]["text"], "Red has too many rooks: 3, at most 2");
}

TEST(HttpServer, ABusyClientCannotStarveThePages) {
  ServerOptions options;
  options.requests_per_second = 0.2;  // requests naming no page, over all clients
  options.request_burst = 4;
  options.registry.page_requests_per_second = 5;  // each page's own
  options.registry.page_request_burst = 20;
  Server server(options);
  const std::string a = server.open_session();
  const std::string b = server.open_session();
  httplib::Client c = server.client();
  // A client floods requests that name no page: they meet the server's rate...
  int limited = 0;
  for (int i = 0; i < 20; ++i) {
    httplib::Result r = c.Get("/api/health");
    ASSERT_TRUE(r);
    limited += r->status == 429;
  }
  EXPECT_GT(limited, 0);
  // ... the pages are still answered: each page has its own rate...
  httplib::Result st = c.Get(("/api/state?session=" + a).c_str());
  ASSERT_TRUE(st);
  EXPECT_EQ(st->status, 200);
  // ... and so are the page's files and a new page: each kind of request has its own rate.
  httplib::Result file = c.Get("/");
  ASSERT_TRUE(file);
  EXPECT_EQ(file->status, 200);
  const std::string third = server.open_session();
  EXPECT_FALSE(third.empty());
  server.post("/api/move", {{"session", b}, {"move", "h2e2"}});
  // A page that floods meets its own rate; another page does not.
  limited = 0;
  for (int i = 0; i < 100; ++i) {
    httplib::Result r = c.Get(("/api/state?session=" + a).c_str());
    ASSERT_TRUE(r);
    limited += r->status == 429;
    if (r->status == 429) {
      EXPECT_EQ(r->get_header_value("Retry-After"), "1");
    }
  }
  EXPECT_GT(limited, 0);
  st = c.Get(("/api/state?session=" + b).c_str());
  ASSERT_TRUE(st);
  EXPECT_EQ(st->status, 200);
  // Made-up sessions count against the server's rate, not a page's.
  limited = 0;
  for (int i = 0; i < 10; ++i) {
    httplib::Result bogus = c.Get("/api/state?session=0123456789abcdef0123456789abcdef");
    ASSERT_TRUE(bogus);
    limited += bogus->status == 429;
  }
  EXPECT_GT(limited, 0);
  st = c.Get(("/api/state?session=" + b).c_str());
  ASSERT_TRUE(st);
  EXPECT_EQ(st->status, 200);
}

TEST(HttpServer, TooManyPagesAreRefusedWithAReason) {
  ServerOptions options;
  options.registry.max_sessions = 2;
  Server server(options);
  server.open_session();
  server.open_session();
  Json refused = server.post("/api/session", Json::object(), 503);
  EXPECT_NE(refused["error"].get<std::string>().find("too many open pages"), std::string::npos);
  EXPECT_EQ(server.health()["sessions"], 2);
}

TEST(HttpServer, APageThatSaysGoodbyeMidSearchStopsItsEngine) {
  Server server;
  const std::string token = server.open_session();
  server.post("/api/new", {{"session", token}, {"mode", "two"}});
  server.post("/api/analysis", {{"session", token}, {"on", true}, {"multipv", 3}});
  Json h = server.health_until([](const Json& j) { return j["searching"] == 1; }, 5000);
  ASSERT_EQ(h["searching"], 1);
  server.post("/api/close", {{"session", token}});
  h = server.health();
  EXPECT_EQ(h["sessions"], 0);
  EXPECT_EQ(h["searching"], 0);
  server.post("/api/move", {{"session", token}, {"move", "h2e2"}}, 404);
}

TEST(HttpServer, APageThatVanishesMidSearchTimesOutAndItsEngineStops) {
  ServerOptions options;
  options.registry.idle_timeout = milliseconds(800);
  options.long_poll = milliseconds(300);
  Server server(options);
  const std::string token = server.open_session();
  server.post("/api/new", {{"session", token}, {"mode", "two"}});
  server.post("/api/analysis", {{"session", token}, {"on", true}});
  Json h = server.health_until([](const Json& j) { return j["searching"] == 1; }, 5000);
  ASSERT_EQ(h["searching"], 1);
  // The page polls once more, then is gone without a word (a crash, a lost network).
  httplib::Client c = server.client();
  httplib::Result r = c.Get(("/api/state?wait=1&after=999999&session=" + token).c_str());
  ASSERT_TRUE(r);
  h = server.health_until([](const Json& j) { return j["sessions"] == 0; }, 5000);
  EXPECT_EQ(h["sessions"], 0);
  EXPECT_EQ(h["searching"], 0);
}

TEST(HttpServer, ALongPollReturnsWithTheEnginesMove) {
  Server server;
  const std::string token = server.open_session();
  Json st = server.post("/api/new", {{"session", token}, {"level", 1}});
  st = server.post("/api/move", {{"session", token}, {"move", "h2e2"}});
  httplib::Client c = server.client();
  const auto t0 = std::chrono::steady_clock::now();
  while (st["moves"].size() < 2 &&
         std::chrono::steady_clock::now() - t0 < std::chrono::seconds(10)) {
    httplib::Result r = c.Get(("/api/state?wait=1&session=" + token +
                               "&after=" + std::to_string(st["version"].get<uint64_t>()))
                                  .c_str());
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 200);
    st = Json::parse(r->body);
  }
  EXPECT_EQ(st["moves"].size(), 2u);
  // The page echoes the key of its move list: the next poll leaves the list out.
  const std::string key = std::to_string(st["moves_key"].get<uint64_t>());
  httplib::Result again = c.Get(("/api/state?session=" + token + "&moves=" + key).c_str());
  ASSERT_TRUE(again);
  ASSERT_EQ(again->status, 200);
  EXPECT_FALSE(Json::parse(again->body).contains("moves"));
  again = c.Get(("/api/state?session=" + token + "&moves=x").c_str());
  ASSERT_TRUE(again);
  EXPECT_EQ(again->status, 400);
  httplib::Result pgn = c.Get(("/api/pgn?session=" + token).c_str());
  ASSERT_TRUE(pgn);
  EXPECT_NE(pgn->get_header_value("Content-Disposition").find("attachment"), std::string::npos);
  EXPECT_NE(pgn->body.find("1. P2-5"), std::string::npos);
}

}  // namespace
}  // namespace cotuong::serve
