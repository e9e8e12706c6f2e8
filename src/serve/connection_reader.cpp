#include "serve/connection_reader.h"

#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"

namespace cotuong::serve {

namespace {

using std::chrono::milliseconds;

constexpr size_t kReceiveChunk = 16 * 1024;
// A refused client may still be sending: what it sends is read and dropped for a while before
// the connection closes, so that its answer is not lost to a reset.
constexpr milliseconds kDrainTime{1'000};
constexpr size_t kMaxDrained = 1 << 20;

// Returns the address and port of one end of a socket ("127.0.0.1", 8765).
void socket_address(int fd, bool remote, std::string& ip, int& port) {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  sockaddr* a = reinterpret_cast<sockaddr*>(&address);
  if ((remote ? getpeername(fd, a, &length) : getsockname(fd, a, &length)) != 0) return;
  char host[NI_MAXHOST], service[NI_MAXSERV];
  if (getnameinfo(a, length, host, sizeof host, service, sizeof service,
                  NI_NUMERICHOST | NI_NUMERICSERV) != 0)
    return;
  ip = host;
  port = std::atoi(service);
}

// Returns the milliseconds from now until `deadline`, rounded up; 0 once it has passed.
int milliseconds_until(ConnectionTime deadline, ConnectionTime now) {
  if (deadline <= now) return 0;
  return int(std::chrono::ceil<milliseconds>(deadline - now).count());
}

// Returns whether fd has `events` (POLLIN, POLLOUT) before `timeout` ends.
bool wait_for(int fd, short events, int timeout_ms) {
  pollfd p{fd, events, 0};
  int rc;
  while ((rc = poll(&p, 1, timeout_ms)) < 0 && errno == EINTR) {
  }
  return rc > 0;
}

const char* reason_phrase(int status) {
  switch (status) {
    case 400:
      return "Bad Request";
    case 408:
      return "Request Timeout";
    case 414:
      return "URI Too Long";
    case 431:
      return "Request Header Fields Too Large";
    default:
      return "Error";
  }
}

// Returns the status of a head's refusal (RequestHeadScanner::scan).
int refusal_status(const absl::Status& s) {
  switch (s.code()) {
    case absl::StatusCode::kOutOfRange:
      return 414;
    case absl::StatusCode::kResourceExhausted:
      return 431;
    default:
      return 400;
  }
}

}  // namespace

Connection::Connection(int socket) : fd(socket) {
  socket_address(fd, true, remote_ip, remote_port);
  socket_address(fd, false, local_ip, local_port);
}

Connection::~Connection() {
  shutdown(fd, SHUT_RDWR);
  close(fd);
}

struct ConnectionReader::Waiting {
  std::shared_ptr<Connection> connection;
  RequestHeadScanner scanner;
  ConnectionTime since;     // waiting here since
  ConnectionTime deadline;  // idle: closed quietly; in a request: 408; draining: closed
  bool draining = false;    // refused: what still comes is dropped until the deadline
  size_t drained = 0;
};

ConnectionReader::ConnectionReader(ReaderOptions options, HandOver hand_over)
    : options_(std::move(options)), hand_over_(std::move(hand_over)) {
  if (pipe2(wake_, O_CLOEXEC | O_NONBLOCK) != 0) wake_[0] = wake_[1] = -1;
  thread_ = std::thread([this] { run(); });
}

ConnectionReader::~ConnectionReader() {
  stop();
  for (int fd : wake_)
    if (fd >= 0) close(fd);
}

void ConnectionReader::add(std::shared_ptr<Connection> connection) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_) return;  // the connection closes here
    added_.push_back(std::move(connection));
  }
  const char byte = 0;
  [[maybe_unused]] ssize_t n = write(wake_[1], &byte, 1);  // full pipe: the thread wakes anyway
}

void ConnectionReader::stop() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  const char byte = 0;
  [[maybe_unused]] ssize_t n = write(wake_[1], &byte, 1);
  if (thread_.joinable()) thread_.join();
}

bool ConnectionReader::admit(Waiting& w, ConnectionTime now) {
  w.since = now;
  if (w.connection->received.empty()) {
    w.deadline = now + options_.idle_timeout;
    return true;
  }
  // A request sent right after the last one (pipelined): its time counts from now.
  w.connection->started = now;
  w.deadline = now + options_.request_timeout;
  return scan(w, now);
}

bool ConnectionReader::receive(Waiting& w, ConnectionTime now) {
  Connection& c = *w.connection;
  char buffer[kReceiveChunk];
  const ssize_t n = recv(c.fd, buffer, sizeof buffer, MSG_DONTWAIT);
  if (n < 0) return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR;
  if (n == 0) return false;  // the client closed (mid-request or not): nobody to answer
  if (w.draining) {
    w.drained += size_t(n);
    return w.drained < kMaxDrained;
  }
  if (c.received.empty()) {  // a request's first byte
    c.started = now;
    w.deadline = now + options_.request_timeout;
  }
  c.received.append(buffer, size_t(n));
  return scan(w, now);
}

bool ConnectionReader::scan(Waiting& w, ConnectionTime now) {
  absl::StatusOr<size_t> head = w.scanner.scan(w.connection->received);
  if (!head.ok())
    return refuse(w, refusal_status(head.status()), std::string(head.status().message()), now);
  if (*head == 0) return true;
  hand_over_(std::move(w.connection));
  return false;
}

bool ConnectionReader::refuse(Waiting& w, int status, const std::string& message,
                              ConnectionTime now) {
  Connection& c = *w.connection;
  const std::string body = nlohmann::json{{"error", message}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
  const std::string answer =
      absl::StrCat("HTTP/1.1 ", status, " ", reason_phrase(status),
                   "\r\nContent-Type: application/json\r\n", "Content-Length: ", body.size(),
                   "\r\nConnection: close\r\n", options_.refusal_headers, "\r\n", body);
  // A few hundred bytes: the socket's buffer takes them at once (or the client is gone).
  [[maybe_unused]] ssize_t n =
      send(c.fd, answer.data(), answer.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
  shutdown(c.fd, SHUT_WR);
  c.received.clear();
  c.received.shrink_to_fit();
  w.draining = true;
  w.deadline = now + kDrainTime;
  return true;
}

void ConnectionReader::run() {
  std::vector<pollfd> polled;
  while (true) {
    std::vector<std::shared_ptr<Connection>> added;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (stopping_) break;
      added.swap(added_);
    }
    ConnectionTime now = std::chrono::steady_clock::now();
    for (std::shared_ptr<Connection>& c : added) {
      Waiting w{std::move(c), RequestHeadScanner(options_.limits), now, now};
      if (admit(w, now)) waiting_.push_back(std::move(w));
    }
    // Too many waiting: the one waiting longest goes first (a slow client, or an idle one).
    while (waiting_.size() > options_.max_waiting) {
      auto oldest =
          std::min_element(waiting_.begin(), waiting_.end(),
                           [](const Waiting& a, const Waiting& b) { return a.since < b.since; });
      waiting_.erase(oldest);
    }

    polled.assign(1, pollfd{wake_[0], POLLIN, 0});
    ConnectionTime next = now + std::chrono::seconds(60);
    for (const Waiting& w : waiting_) {
      polled.push_back(pollfd{w.connection->fd, POLLIN, 0});
      next = std::min(next, w.deadline);
    }
    if (poll(polled.data(), polled.size(), milliseconds_until(next, now)) < 0 && errno != EINTR)
      break;
    if (polled[0].revents) {
      char bytes[256];
      while (read(wake_[0], bytes, sizeof bytes) > 0) {
      }
    }

    now = std::chrono::steady_clock::now();
    size_t kept = 0;
    for (size_t i = 0; i < waiting_.size(); ++i) {
      Waiting& w = waiting_[i];
      bool keep = polled[i + 1].revents ? receive(w, now) : true;
      if (keep && w.connection && now >= w.deadline) {
        if (w.draining || w.connection->received.empty())
          keep = false;  // drained, or idle: closed without a word
        else
          keep = refuse(w, 408,
                        absl::StrCat("the request took too long to arrive (over ",
                                     options_.request_timeout.count() / 1000.0, " s)"),
                        now);
      }
      if (keep && w.connection) {
        if (kept != i) waiting_[kept] = std::move(w);
        ++kept;
      }
    }
    waiting_.erase(waiting_.begin() + ptrdiff_t(kept), waiting_.end());
  }
  waiting_.clear();
  std::lock_guard<std::mutex> lock(mutex_);
  added_.clear();
}

ConnectionStream::ConnectionStream(Connection& connection, ConnectionTime read_deadline,
                                   milliseconds write_timeout)
    : connection_(connection), read_deadline_(read_deadline), write_timeout_(write_timeout) {}

ConnectionStream::~ConnectionStream() { connection_.received.erase(0, consumed_); }

bool ConnectionStream::is_readable() const {
  return consumed_ < connection_.received.size() ||
         wait_for(connection_.fd, POLLIN,
                  milliseconds_until(read_deadline_, std::chrono::steady_clock::now()));
}

bool ConnectionStream::is_writable() const {
  return wait_for(connection_.fd, POLLOUT, int(write_timeout_.count()));
}

ssize_t ConnectionStream::read(char* ptr, size_t size) {
  std::string& received = connection_.received;
  if (consumed_ == received.size()) {
    received.clear();
    consumed_ = 0;
    if (!is_readable()) {
      read_failed_ = true;
      return -1;
    }
    char buffer[kReceiveChunk];
    const ssize_t n = recv(connection_.fd, buffer, sizeof buffer, 0);
    if (n <= 0) {
      read_failed_ = true;
      return n;
    }
    received.assign(buffer, size_t(n));
  }
  const size_t n = std::min(size, received.size() - consumed_);
  std::memcpy(ptr, received.data() + consumed_, n);
  consumed_ += n;
  return ssize_t(n);
}

ssize_t ConnectionStream::write(const char* ptr, size_t size) {
  size_t sent = 0;
  while (sent < size) {
    if (!is_writable()) return -1;
    const ssize_t n = send(connection_.fd, ptr + sent, size - sent, MSG_NOSIGNAL);
    if (n < 0 && errno != EINTR && errno != EAGAIN) return -1;
    if (n > 0) sent += size_t(n);
  }
  return ssize_t(size);
}

void ConnectionStream::get_remote_ip_and_port(std::string& ip, int& port) const {
  ip = connection_.remote_ip;
  port = connection_.remote_port;
}

void ConnectionStream::get_local_ip_and_port(std::string& ip, int& port) const {
  ip = connection_.local_ip;
  port = connection_.local_port;
}

socket_t ConnectionStream::socket() const { return connection_.fd; }

}  // namespace cotuong::serve
