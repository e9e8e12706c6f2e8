#include "serve/connection_pool.h"

#include <algorithm>
#include <utility>

namespace cotuong::serve {

ConnectionPool::ConnectionPool(size_t initial_threads, size_t max_threads)
    : max_threads_(std::max<size_t>(1, max_threads)) {
  std::lock_guard<std::mutex> lock(mutex_);
  const size_t n = std::clamp<size_t>(initial_threads, 1, max_threads_);
  for (size_t i = 0; i < n; ++i) threads_.emplace_back([this] { worker(); });
}

ConnectionPool::~ConnectionPool() { shutdown(); }

void ConnectionPool::enqueue(std::function<void()> fn) {
  std::lock_guard<std::mutex> lock(mutex_);
  jobs_.push_back(std::move(fn));
  // Every idle worker may already be claimed by the jobs queued before this one.
  if (idle_ < jobs_.size() && threads_.size() < max_threads_ && !shutdown_)
    threads_.emplace_back([this] { worker(); });
  work_.notify_one();
}

void ConnectionPool::shutdown() {
  std::vector<std::thread> threads;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    shutdown_ = true;
    threads.swap(threads_);
  }
  work_.notify_all();
  for (std::thread& t : threads) t.join();
}

size_t ConnectionPool::threads() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return threads_.size();
}

void ConnectionPool::worker() {
  while (true) {
    std::function<void()> job;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      ++idle_;
      work_.wait(lock, [&] { return !jobs_.empty() || shutdown_; });
      --idle_;
      if (jobs_.empty()) return;  // shutting down, nothing left to do
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    job();
  }
}

}  // namespace cotuong::serve
