// How the server reads its connections; cpp-httplib answers the requests. One thread waits for
// the heads of requests on every open connection at once (poll), checks each head's bounds as its
// bytes arrive (request_head.h) and the time it takes, and hands a connection to a worker
// (connection_pool.h) only once its head has come. The worker answers that request, the library
// reading its body through a ConnectionStream within the same deadline, and gives the connection
// back for its next one. So a client that is slow or silent holds no worker: 140 clients sending
// a header byte every 4 s used to hold every worker, and the other pages waited behind them.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "httplib.h"
#include "serve/request_head.h"

namespace cotuong::serve {

using ConnectionTime = std::chrono::steady_clock::time_point;

// One client's connection: its socket, closed with it, and the bytes received but not yet used.
struct Connection {
  explicit Connection(int fd);  // takes the socket; reads both ends' addresses
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  const int fd;
  std::string remote_ip, local_ip;
  int remote_port = 0, local_port = 0;
  std::string received;      // received, not yet read by the library: the next request's start
  ConnectionTime started{};  // when the request's first byte came: its deadline counts from here
  size_t answered = 0;       // requests answered on this connection
};

struct ReaderOptions {
  RequestHeadLimits limits;
  // No byte of a (next) request for this long: the connection closes without an answer.
  std::chrono::milliseconds idle_timeout{5'000};
  // A request's head and body must arrive within this time of its first byte: 408 otherwise.
  std::chrono::milliseconds request_timeout{10'000};
  // Connections waiting for a request at once; past it, the one waiting longest is closed.
  size_t max_waiting = 1024;
  // Header lines added to the reader's own refusals, each "Name: value\r\n".
  std::string refusal_headers;
};

class ConnectionReader {
 public:
  // Receives a connection whose received bytes start with a whole request head, on the reader's
  // thread: it must not block.
  using HandOver = std::function<void(std::shared_ptr<Connection>)>;
  ConnectionReader(ReaderOptions options, HandOver hand_over);
  ~ConnectionReader();
  ConnectionReader(const ConnectionReader&) = delete;
  ConnectionReader& operator=(const ConnectionReader&) = delete;

  // Thread-safe: waits for the connection's next request (its received bytes may hold it
  // already); closes it once the reader has stopped.
  void add(std::shared_ptr<Connection> connection);
  // Closes every waiting connection and ends the thread. Idempotent.
  void stop();

  const ReaderOptions& options() const { return options_; }

 private:
  struct Waiting;
  void run();
  // Each returns whether the connection still waits here.
  bool admit(Waiting& w, ConnectionTime now);
  bool receive(Waiting& w, ConnectionTime now);
  bool scan(Waiting& w, ConnectionTime now);
  bool refuse(Waiting& w, int status, const std::string& message, ConnectionTime now);

  const ReaderOptions options_;
  const HandOver hand_over_;
  std::mutex mutex_;
  std::vector<std::shared_ptr<Connection>> added_;  // guarded by mutex_, as below
  bool stopping_ = false;
  int wake_[2] = {-1, -1};  // a pipe: a byte written wakes the thread (a connection added, stop)
  std::vector<Waiting> waiting_;  // the thread's own
  std::thread thread_;            // last: starts when the rest is ready
};

// cpp-httplib's view of a connection whose request head has come: its received bytes first, then
// the socket, no read waiting past the request's deadline. Unread bytes stay with the connection.
class ConnectionStream : public httplib::Stream {
 public:
  ConnectionStream(Connection& connection, ConnectionTime read_deadline,
                   std::chrono::milliseconds write_timeout);
  ~ConnectionStream() override;

  bool is_readable() const override;
  bool is_writable() const override;
  ssize_t read(char* ptr, size_t size) override;
  ssize_t write(const char* ptr, size_t size) override;
  void get_remote_ip_and_port(std::string& ip, int& port) const override;
  void get_local_ip_and_port(std::string& ip, int& port) const override;
  socket_t socket() const override;

  // Returns whether a read failed: the client was too slow or went away (the connection ends).
  bool read_failed() const { return read_failed_; }

 private:
  Connection& connection_;
  const ConnectionTime read_deadline_;
  const std::chrono::milliseconds write_timeout_;
  size_t consumed_ = 0;  // of connection_.received
  bool read_failed_ = false;
};

}  // namespace cotuong::serve
