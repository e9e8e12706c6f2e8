#include "serve/session_registry.h"

#include <random>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace cotuong::serve {

namespace {

// Gives the memory a closed session freed back to the system: the C library keeps freed memory
// for the process otherwise, and a server that once held a long game would keep its size.
void return_free_memory() {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}

}  // namespace

std::string new_session_token() {
  std::random_device device;  // /dev/urandom on Linux
  std::string token;
  for (int i = 0; i < 4; ++i) absl::StrAppendFormat(&token, "%08x", uint32_t(device()));
  return token;
}

SessionRegistry::SessionRegistry(RegistryOptions options) : options_(std::move(options)) {
  thread_ = std::thread([this] { housekeeping(); });
}

SessionRegistry::~SessionRegistry() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  stop_.notify_all();
  thread_.join();
  shutdown();
}

absl::StatusOr<SessionRegistry::Created> SessionRegistry::create() {
  auto refusal = [&]() -> absl::Status {
    if (!accepting_) return absl::UnavailableError("the server is stopping");
    if (int(sessions_.size()) >= options_.max_sessions)
      return absl::ResourceExhaustedError(
          absl::StrCat("too many open pages (", options_.max_sessions,
                       "): close another cotuong tab, or wait for a closed one to time out"));
    return absl::OkStatus();
  };
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (absl::Status s = refusal(); !s.ok()) return s;
  }
  // Built outside the lock (an engine takes a moment to set up); the count is checked again.
  Created c{new_session_token(), std::make_shared<PageSession>(options_.session)};
  std::lock_guard<std::mutex> lock(mutex_);
  if (absl::Status s = refusal(); !s.ok()) {
    c.session->close();
    return s;
  }
  sessions_[c.token] = {c.session, std::chrono::steady_clock::now(), 0,
                        std::make_shared<RateLimiter>(options_.page_requests_per_second,
                                                      options_.page_request_burst)};
  return c;
}

std::shared_ptr<PageSession> SessionRegistry::find(const std::string& token) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = sessions_.find(token);
  if (it == sessions_.end()) return nullptr;
  it->second.last_seen = std::chrono::steady_clock::now();
  return it->second.session;
}

bool SessionRegistry::allow_request(const std::string& token) {
  std::shared_ptr<RateLimiter> rate;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = sessions_.find(token);
    if (it == sessions_.end()) return true;
    rate = it->second.rate;
  }
  return rate->allow();
}

bool SessionRegistry::close(const std::string& token) {
  std::shared_ptr<PageSession> session;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = sessions_.find(token);
    if (it == sessions_.end()) return false;
    session = std::move(it->second.session);
    sessions_.erase(it);
  }
  session->close();  // outside the lock: joins the engine thread
  session.reset();
  return_free_memory();
  return true;
}

void SessionRegistry::shutdown() {
  std::map<std::string, Entry> all;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    accepting_ = false;
    all.swap(sessions_);
  }
  for (auto& [token, entry] : all) entry.session->close();
}

int SessionRegistry::count() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return int(sessions_.size());
}

int SessionRegistry::searching() const {
  std::lock_guard<std::mutex> lock(mutex_);
  int n = 0;
  for (const auto& [token, entry] : sessions_) n += entry.session->searching();
  return n;
}

void SessionRegistry::housekeeping() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!stop_.wait_for(lock, options_.tick_interval, [&] { return stopping_; })) {
    const auto now = std::chrono::steady_clock::now();
    std::vector<std::shared_ptr<PageSession>> live, silent;
    for (auto it = sessions_.begin(); it != sessions_.end();) {
      Entry& e = it->second;
      if (e.in_flight == 0 && now - e.last_seen > options_.idle_timeout) {
        silent.push_back(std::move(e.session));
        it = sessions_.erase(it);
      } else {
        live.push_back(e.session);
        ++it;
      }
    }
    lock.unlock();  // ticking and closing take the sessions' own locks
    for (const auto& s : live) s->tick();
    for (const auto& s : silent) s->close();
    if (!silent.empty()) {
      silent.clear();
      return_free_memory();
    }
    lock.lock();
  }
}

SessionRegistry::InFlight::InFlight(SessionRegistry& registry, std::string token)
    : registry_(registry), token_(std::move(token)) {
  std::lock_guard<std::mutex> lock(registry_.mutex_);
  auto it = registry_.sessions_.find(token_);
  if (it != registry_.sessions_.end()) {
    ++it->second.in_flight;
    it->second.last_seen = std::chrono::steady_clock::now();
  }
}

SessionRegistry::InFlight::~InFlight() {
  std::lock_guard<std::mutex> lock(registry_.mutex_);
  auto it = registry_.sessions_.find(token_);
  if (it != registry_.sessions_.end()) {
    --it->second.in_flight;
    it->second.last_seen = std::chrono::steady_clock::now();
  }
}

}  // namespace cotuong::serve
