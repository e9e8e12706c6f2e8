// Responsiveness with the real search: `stop` during `go infinite` answers bestmove within 50 ms
// and `isready` while thinking answers at once, measured over 100 tries each.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include "protocol/engine.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kTries = 100;
constexpr double kLimitMs = 50;

// Returns the milliseconds from t0 until the line starting with `prefix` was printed. The search
// may print more `info` lines after it before this thread wakes, so any line may be the one.
double ms_until(Harness& h, Clock::time_point t0, const std::string& prefix) {
  std::vector<std::string> lines = h.take(prefix);
  const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  EXPECT_TRUE(std::any_of(lines.begin(), lines.end(),
                          [&](const std::string& l) { return l.rfind(prefix, 0) == 0; }))
      << "no line starting with " << prefix;
  return ms;
}

// Prints and returns the median and maximum of the samples.
std::pair<double, double> summarize(const char* what, std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  std::printf("%s over %zu tries: median %.2f ms, 99th %.2f ms, max %.2f ms\n", what, ms.size(),
              ms[ms.size() / 2], ms[ms.size() * 99 / 100], ms.back());
  return {ms[ms.size() / 2], ms.back()};
}

TEST(Latency, StopDuringInfiniteAndIsreadyWhileThinking) {
  Harness h(make_search_backend());
  h.exchange("uci");
  std::vector<double> stop_ms, ready_ms;
  const char* positions[] = {
      "position startpos", "position startpos moves h2e2 h9g7 h0g2 i9h9",
      "position fen 3k5/9/9/9/9/9/9/4R4/9/4K4 w - - 0 1",  // rook ending: deep, fast iterations
  };
  for (int i = 0; i < kTries; ++i) {
    h.exchange(positions[i % 3]);
    h.send("go infinite");
    std::this_thread::sleep_for(std::chrono::milliseconds(5 + i % 20));
    Clock::time_point t0 = Clock::now();
    h.send("isready");
    ready_ms.push_back(ms_until(h, t0, "readyok"));
    t0 = Clock::now();
    h.send("stop");
    stop_ms.push_back(ms_until(h, t0, "bestmove"));
  }
  auto [stop_median, stop_max] = summarize("stop -> bestmove", stop_ms);
  auto [ready_median, ready_max] = summarize("isready -> readyok while thinking", ready_ms);
  // On a quiet machine every try is far below the limit; on a shared, overloaded one (load 9 on
  // 2 cores measured 34 ms at worst) the scheduler may delay a thread now and then, so a few
  // tries over the limit are tolerated and reported, while the medians must stay tiny.
  auto over = [](const std::vector<double>& ms) {
    return std::count_if(ms.begin(), ms.end(), [](double v) { return v >= kLimitMs; });
  };
  EXPECT_LE(over(stop_ms), kTries / 50) << "max " << stop_max << " ms";
  EXPECT_LE(over(ready_ms), kTries / 50) << "max " << ready_max << " ms";
  EXPECT_LT(stop_median, 10.0);
  EXPECT_LT(ready_median, 5.0);
}

}  // namespace
}  // namespace cotuong::protocol::testing
