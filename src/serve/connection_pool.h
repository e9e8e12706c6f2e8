// The server's workers: cpp-httplib hands each accepted connection to a task queue, and the
// connection holds its worker for as long as it stays open (a request being read, a long poll, a
// kept-alive connection waiting for its next request). The library's own pool has a fixed number
// of threads, so a few clients that send a byte a second (each read waits up to the read timeout,
// and never for the whole request) left every other request waiting in the queue. This pool
// starts another thread whenever a connection arrives and no worker is idle, up to a limit; only
// past the limit do connections wait.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "httplib.h"

namespace cotuong::serve {

// Invariant: 1 <= initial_threads <= max_threads; threads_.size() <= max_threads.
class ConnectionPool : public httplib::TaskQueue {
 public:
  ConnectionPool(size_t initial_threads, size_t max_threads);
  ~ConnectionPool() override;
  ConnectionPool(const ConnectionPool&) = delete;
  ConnectionPool& operator=(const ConnectionPool&) = delete;

  // Queues a connection's work; starts a worker for it when none is idle and the limit allows.
  void enqueue(std::function<void()> fn) override;
  // Finishes the queued work, then ends and joins every worker. Idempotent.
  void shutdown() override;

  // Returns the workers started so far.
  size_t threads() const;

 private:
  void worker();

  const size_t max_threads_;
  mutable std::mutex mutex_;
  std::condition_variable work_;
  std::deque<std::function<void()>> jobs_;  // guarded by mutex_, as below
  size_t idle_ = 0;                         // workers waiting for a job
  bool shutdown_ = false;
  std::vector<std::thread> threads_;  // never shrinks: an idle worker costs only its stack
};

}  // namespace cotuong::serve
