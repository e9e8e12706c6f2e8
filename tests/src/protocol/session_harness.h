// Drives a protocol session (UCCI/UCI ProtocolSession or CecpSession) line by line and collects
// what it prints, for transcript tests.
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "protocol/cecp_session.h"
#include "protocol/protocol_session.h"
#include "tests/src/protocol/fake_search.h"

namespace cotuong::protocol::testing {

template <typename SessionT>
class BasicHarness {
 public:
  // With a null backend the fake search is used; `extra` goes on to the session's constructor.
  template <typename... Extra>
  explicit BasicHarness(std::unique_ptr<SearchBackend> backend = nullptr, Extra... extra)
      : log_(std::make_shared<FakeLog>()),
        session_(
            backend ? std::move(backend) : std::make_unique<FakeSearch>(log_),
            [this](const std::string& line) { push(line); }, extra...) {}

  // Sends one line; returns whether the session goes on (false after quit).
  bool send(const std::string& line) { return session_.handle_line(line); }

  // Returns the lines printed since the last call, first waiting (up to 10 s) until one starts
  // with `prefix` when it is not empty.
  std::vector<std::string> take(const std::string& prefix = "") {
    std::unique_lock<std::mutex> lock(mutex_);
    if (!prefix.empty())
      cv_.wait_for(lock, std::chrono::seconds(10), [&] {
        for (size_t i = taken_; i < lines_.size(); ++i)
          if (absl::StartsWith(lines_[i], prefix)) return true;
        return false;
      });
    std::vector<std::string> out(lines_.begin() + taken_, lines_.end());
    taken_ = lines_.size();
    return out;
  }

  // Sends a line and returns what it printed (waiting for a line starting with `until`).
  std::vector<std::string> exchange(const std::string& line, const std::string& until = "") {
    send(line);
    return take(until);
  }

  SessionT& session() { return session_; }
  FakeLog& log() { return *log_; }

 private:
  void push(const std::string& line) {
    std::lock_guard<std::mutex> lock(mutex_);
    lines_.push_back(line);
    cv_.notify_all();
  }

  std::shared_ptr<FakeLog> log_;
  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<std::string> lines_;
  size_t taken_ = 0;
  SessionT session_;  // last: its search thread stops before the collected lines go away
};

using Harness = BasicHarness<ProtocolSession>;
using CecpHarness = BasicHarness<cecp::CecpSession>;

}  // namespace cotuong::protocol::testing
