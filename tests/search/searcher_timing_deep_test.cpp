// The searcher against the wall clock: a movetime search ends in time, and a pondering search
// answers soon after ponderhit. Timing depends on the machine's load, so these run in the deep
// suite only; the unit tests check the same searches without the clock.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "search/search.h"

namespace cotuong::search {
namespace {

// Returns the milliseconds since t0.
int64_t ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               t0)
      .count();
}

TEST(SearcherTiming, MovetimeIsRespected) {
  Searcher s;
  Limits lim;
  lim.movetime = 200;
  auto t0 = std::chrono::steady_clock::now();
  Result r = s.search_sync(Position::start(), lim);
  EXPECT_NE(r.best, MOVE_NONE);
  EXPECT_LT(ms_since(t0), 400);
}

TEST(SearcherTiming, PonderhitIsAnsweredWithinTheMovetime) {
  Searcher s;
  std::atomic<int> calls{0};
  Callbacks cb;
  cb.on_bestmove = [&](const Result&) { ++calls; };
  Limits lim;
  lim.ponder = true;
  lim.movetime = 100;
  s.start(Position::start(), lim, cb);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(calls.load(), 0);
  auto t0 = std::chrono::steady_clock::now();
  s.ponderhit();
  s.wait();
  EXPECT_EQ(calls.load(), 1);
  EXPECT_LT(ms_since(t0), 1000);
}

}  // namespace
}  // namespace cotuong::search
