// The server's workers: each answers one request at a time, from the moment its head has come
// (connection_reader.h) to the end of its answer; a page's long poll holds one for up to its wait,
// a client sending a body for up to the request's time. A fixed number of threads would leave
// requests waiting in the queue behind them; this pool starts another thread whenever a request
// arrives and no worker is idle, up to a limit, and only past the limit do requests wait.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace cotuong::serve {

// Invariant: 1 <= initial_threads <= max_threads; threads_.size() <= max_threads.
class ConnectionPool {
 public:
  ConnectionPool(size_t initial_threads, size_t max_threads);
  ~ConnectionPool();
  ConnectionPool(const ConnectionPool&) = delete;
  ConnectionPool& operator=(const ConnectionPool&) = delete;

  // Queues a request's work; starts a worker for it when none is idle and the limit allows.
  void enqueue(std::function<void()> fn);
  // Finishes the queued work, then ends and joins every worker. Idempotent.
  void shutdown();

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
