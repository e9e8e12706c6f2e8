// The page sessions of one server: created for each page that opens, found by their random
// token, and ended when the page says goodbye or stops asking (a page always has a request
// open or just answered, so silence for `idle_timeout` means it has gone). A housekeeping thread
// ticks every session's clocks and ends the silent ones; at most `max_sessions` at once.
#pragma once

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "absl/status/statusor.h"
#include "serve/page_session.h"
#include "serve/request_guard.h"

namespace cotuong::serve {

struct RegistryOptions {
  int max_sessions = 8;
  // Each page's own requests: sustained and in a burst (a page sends a few a second; its poll
  // returns at most five times a second while the engine analyses).
  double page_requests_per_second = 20;
  double page_request_burst = 60;
  std::chrono::milliseconds idle_timeout{30'000};
  std::chrono::milliseconds tick_interval{100};
  PageSessionConfig session;
};

class SessionRegistry {
 public:
  explicit SessionRegistry(RegistryOptions options);
  ~SessionRegistry();  // ends every session
  SessionRegistry(const SessionRegistry&) = delete;
  SessionRegistry& operator=(const SessionRegistry&) = delete;

  struct Created {
    std::string token;
    std::shared_ptr<PageSession> session;
  };
  // Returns a new session and its token, or an error when max_sessions are open.
  absl::StatusOr<Created> create();
  // Returns the session of a token (and notes that its page is alive), or null.
  std::shared_ptr<PageSession> find(const std::string& token);
  // Returns whether one more request of the page of `token` is within that page's own rate (and
  // counts it); true when there is no such page.
  bool allow_request(const std::string& token);
  // Ends the session of a token; false when there is none.
  bool close(const std::string& token);
  // Ends every session and refuses new ones (the server stops).
  void shutdown();

  // Returns the sessions open, and how many of them are searching.
  int count() const;
  int searching() const;

 private:
  struct Entry {
    std::shared_ptr<PageSession> session;
    std::chrono::steady_clock::time_point last_seen;
    int in_flight = 0;                  // requests of this page being answered (a long poll counts)
    std::shared_ptr<RateLimiter> rate;  // this page's requests (never null)
  };
  void housekeeping();

  const RegistryOptions options_;
  mutable std::mutex mutex_;
  std::condition_variable stop_;
  bool stopping_ = false;                  // the housekeeping thread ends
  bool accepting_ = true;                  // new sessions may open
  std::map<std::string, Entry> sessions_;  // by token
  std::thread thread_;                     // housekeeping (last: starts when the rest is ready)

 public:
  // While alive, the page of `token` counts as present (a long poll is not silence).
  class InFlight {
   public:
    InFlight(SessionRegistry& registry, std::string token);
    ~InFlight();
    InFlight(const InFlight&) = delete;
    InFlight& operator=(const InFlight&) = delete;

   private:
    SessionRegistry& registry_;
    std::string token_;
  };
};

// Returns a fresh random token (128 bits from the system's random source, as hex).
std::string new_session_token();

}  // namespace cotuong::serve
