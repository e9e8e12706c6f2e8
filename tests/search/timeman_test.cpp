// Time management as a player sees it: never plans past the clock, uses a byo-yomi period
// almost fully, and thinks a little even with an empty clock.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>
#include <utility>

#include "search/timeman.h"

namespace cotuong::search {
namespace {

TEST(TimeManager, SuddenDeathSpendsASmallShareAndNeverTheWholeClock) {
  Limits lim;
  lim.time[RED] = 10000;
  lim.inc[RED] = 100;
  TimeManager tm;
  tm.init(lim, RED, 0);
  EXPECT_TRUE(tm.active());
  EXPECT_GT(tm.optimum(), 150);
  EXPECT_LT(tm.optimum(), 1000);
  EXPECT_LE(tm.optimum(), tm.maximum());
  EXPECT_LT(tm.maximum(), 10000 - lim.move_overhead);
}

TEST(TimeManager, ByoYomiPeriodIsUsedAlmostFully) {
  Limits lim;
  lim.time[BLACK] = 5000;
  lim.movestogo = 1;
  TimeManager tm;
  tm.init(lim, BLACK, 40);
  EXPECT_GT(tm.optimum(), 3000);
  EXPECT_LT(tm.maximum(), 5000 - lim.move_overhead);
}

// Returns the plan (optimum, maximum) of a clock as it was before the cap shrank at small clocks
// (issue 70): the reference that the plan from kFullShareClockMs up must still match.
std::pair<int64_t, int64_t> plan_before_the_small_clock_cap(const Limits& l, Color us, int ply) {
  const int64_t overhead = std::max<int64_t>(0, l.move_overhead);
  const int64_t time = std::max<int64_t>(0, l.time[us]), inc = l.inc[us];
  const int64_t usable = std::max<int64_t>(1, time - overhead - std::min<int64_t>(time / 50, 200));
  if (l.movestogo == 1) return {std::max<int64_t>(1, usable * 8 / 10), usable};
  const int mtg = l.movestogo > 0 ? std::min(l.movestogo, 40) : std::max(20, 40 - ply / 8);
  const int64_t budget = std::max<int64_t>(1, time + inc * (mtg - 1) - overhead * (mtg + 1));
  int64_t optimum = std::min(budget / mtg + (l.movestogo > 0 ? 0 : inc / 2), usable * 2 / 5);
  int64_t maximum = std::min<int64_t>(optimum * 5, usable * 4 / 5);
  return {std::max<int64_t>(1, std::min(optimum, maximum)), std::max<int64_t>(1, maximum)};
}

TEST(TimeManager, FromTwoSecondsUpThePlanIsTheOneBeforeTheSmallClockCap) {
  // Normal controls (10 s + 0.1 s and up) plan exactly as before: the cap that protects tiny
  // clocks only binds below two seconds.
  int checked = 0;
  for (int64_t time : {2'000, 2'001, 3'000, 5'000, 10'000, 60'000, 600'000, 3'600'000})
    for (int64_t inc : {0, 10, 100, 1'000, 3'000, 30'000})
      for (int movestogo : {0, 1, 2, 5, 40})
        for (int ply : {0, 40, 200})
          for (int64_t overhead : {0, 30, 100}) {
            Limits lim;
            lim.time[BLACK] = time;
            lim.inc[BLACK] = inc;
            lim.movestogo = movestogo;
            lim.move_overhead = overhead;
            TimeManager tm;
            tm.init(lim, BLACK, ply);
            const auto [optimum, maximum] = plan_before_the_small_clock_cap(lim, BLACK, ply);
            ASSERT_EQ(tm.optimum(), optimum) << time << "+" << inc << " mtg " << movestogo;
            ASSERT_EQ(tm.maximum(), maximum) << time << "+" << inc << " mtg " << movestogo;
            ++checked;
          }
  EXPECT_EQ(checked, 8 * 6 * 5 * 3 * 3);
}

TEST(TimeManager, AtTinyClocksOneMoveTakesAShareThatShrinksWithTheClock) {
  // Issue 70: at 50-500 ms clocks one move could take 4/5 of what was left, and a process that
  // got no CPU for a moment overran. Whatever the increment or moves to go, the longest think
  // is now at most half of a 500 ms clock and a sixth of a 100 ms one, a share that shrinks with
  // the clock (4/5 of the full share but for a byo-yomi period, which uses it all).
  for (int movestogo : {0, 1, 5})
    for (int64_t inc : {0, 100, 1'000, 10'000})
      for (int64_t time : {1'500, 1'000, 500, 300, 200, 100, 50}) {
        Limits lim;
        lim.time[RED] = time;
        lim.inc[RED] = inc;
        lim.movestogo = movestogo;
        TimeManager tm;
        tm.init(lim, RED, 60);
        const double share = double(tm.maximum()) / double(time);
        SCOPED_TRACE(::testing::Message() << time << "+" << inc << " mtg " << movestogo);
        EXPECT_LE(share, (movestogo == 1 ? 1.0 : 0.8) * std::sqrt(double(time) / 2000));
        EXPECT_LE(tm.optimum(), tm.maximum());
        EXPECT_GE(tm.optimum(), 1);
        if (time == 500) EXPECT_LE(share, 0.5);
        if (time == 100) EXPECT_LE(share, 1.0 / 6);
      }
}

TEST(TimeManager, MovetimeLeavesTheOverhead) {
  Limits lim;
  lim.movetime = 1000;
  lim.move_overhead = 50;
  TimeManager tm;
  tm.init(lim, RED, 0);
  EXPECT_EQ(tm.maximum(), 950);
}

TEST(TimeManager, TheCapPerMoveBoundsEveryPlanAndAloneIsAThink) {
  // The cap per move (a rule's, a level's, an untimed game's) is the plan's alone: no plan
  // passes it, less the overhead, and with nothing else to limit the search it thinks up to it.
  Limits capped;
  capped.move_cap = 3'000;
  TimeManager tm;
  tm.init(capped, RED, 0);
  EXPECT_TRUE(tm.active());
  EXPECT_EQ(tm.maximum(), 3'000 - capped.move_overhead);
  EXPECT_EQ(tm.optimum(), tm.maximum());
  // A long clock: full strength's plan, its longest think cut to the cap.
  capped.time[RED] = 3'600'000;
  capped.inc[RED] = 30'000;
  Limits uncapped = capped;
  uncapped.move_cap = 0;
  TimeManager free_tm;
  free_tm.init(uncapped, RED, 0);
  ASSERT_GT(free_tm.maximum(), 3'000);
  tm.init(capped, RED, 0);
  // It plans as on a clock of half the cap, so that an unsettled search's extra time still fits
  // under the cap.
  Limits half_cap_clock = uncapped;
  half_cap_clock.time[RED] = 1'500;
  TimeManager half_tm;
  half_tm.init(half_cap_clock, RED, 0);
  EXPECT_EQ(tm.maximum(), half_tm.maximum());
  EXPECT_EQ(tm.optimum(), half_tm.optimum());
  EXPECT_LE(tm.maximum(), 3'000 - capped.move_overhead);
  // A clock shorter than half the cap: the cap changes nothing.
  capped.time[RED] = uncapped.time[RED] = 1'000;
  capped.inc[RED] = uncapped.inc[RED] = 0;
  tm.init(capped, RED, 0);
  free_tm.init(uncapped, RED, 0);
  EXPECT_EQ(tm.maximum(), free_tm.maximum());
  EXPECT_EQ(tm.optimum(), free_tm.optimum());
  // A movetime is cut to the cap too.
  Limits movetime;
  movetime.movetime = 10'000;
  movetime.move_cap = 2'000;
  tm.init(movetime, RED, 0);
  EXPECT_EQ(tm.maximum(), 2'000 - movetime.move_overhead);
}

TEST(TimeManager, ALevelTakesASteadyShareOfItsClock) {
  // Below full strength (Limits::level_time_scale > 0) a move takes 1/scale of the time left
  // plus half the increment, as a fixed think, whatever the game ply: no soft extensions, no
  // time trouble. The caller's movetime and the cap per move still bound it.
  Limits level;
  level.level_time_scale = 40;
  level.time[RED] = 600'000;
  level.inc[RED] = 2'000;
  level.move_overhead = 30;
  const int64_t share = (600'000 - 30) / 40 + 1'000;
  TimeManager tm;
  for (int ply : {0, 60, 200}) {
    tm.init(level, RED, ply);
    EXPECT_EQ(tm.maximum(), share - 30) << ply;
    EXPECT_EQ(tm.optimum(), tm.maximum()) << ply;
  }
  // Full strength on the same clock plans longer, and varies its plan.
  Limits full = level;
  full.level_time_scale = 0;
  tm.init(full, RED, 0);
  EXPECT_GT(tm.maximum(), share);
  // The tighter of the share, a movetime and the cap.
  level.movetime = 5'000;
  tm.init(level, RED, 0);
  EXPECT_EQ(tm.maximum(), 5'000 - 30);
  level.move_cap = 1'000;
  tm.init(level, RED, 0);
  EXPECT_EQ(tm.maximum(), 1'000 - 30);
  // A tiny clock: never below the overhead + 10 ms.
  Limits tiny;
  tiny.level_time_scale = 40;
  tiny.time[RED] = 100;
  tm.init(tiny, RED, 0);
  EXPECT_EQ(tm.maximum(), 10);
}

TEST(TimeManager, EmptyOrOverrunClockStillLimitsTheSearch) {
  Limits lim;
  lim.time[RED] = -50;
  lim.inc[RED] = 30;
  TimeManager tm;
  tm.init(lim, RED, 80);
  EXPECT_TRUE(tm.active());
  EXPECT_LE(tm.maximum(), 30);
}

TEST(TimeManager, NoClockMeansNoTimeLimit) {
  TimeManager tm;
  tm.init(Limits{}, RED, 0);
  EXPECT_FALSE(tm.active());
}

TEST(TimeManager, AShortClockStartsOnlyTheThreadsItCanPayFor) {
  // Threads 64 with 100 ms left used 70-540 ms on two cores: starting the threads was not paid.
  TimeManager tm;
  Limits lim;
  lim.time[RED] = 100;
  lim.move_overhead = 30;
  tm.init(lim, RED, 20);
  size_t threads = tm.affordable_threads(64);
  EXPECT_GE(threads, 1u);
  EXPECT_LE(int64_t(threads) * TimeManager::kThreadStartMs, std::max<int64_t>(tm.maximum(), 4));
  // With time to spare, or no clock at all, every thread searches.
  lim.time[RED] = 600'000;
  tm.init(lim, RED, 20);
  EXPECT_EQ(tm.affordable_threads(64), 64u);
  TimeManager unlimited;
  unlimited.init(Limits{}, RED, 0);
  EXPECT_EQ(unlimited.affordable_threads(256), 256u);
}

TEST(TimeManager, RestartWhileAnotherThreadReadsTheClockIsSafe) {
  // ponderhit restarts the clock on the I/O thread while the search thread reads it (a data
  // race before the clock start was atomic; the ThreadSanitizer build runs this test, label
  // threads). Every reading lies between 0 and the time since the clock first started: a torn
  // start, or a start read after the time, would fall outside.
  auto ms_since = [](Clock::time_point t) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
  };
  const Clock::time_point before = Clock::now();
  TimeManager tm;
  Limits lim;
  lim.movetime = 100000;
  tm.init(lim, RED, 0);
  std::atomic<bool> started{false}, done{false};
  std::atomic<int> readings{0}, outside{0};
  std::thread reader([&] {
    started.store(true, std::memory_order_relaxed);
    while (!done.load(std::memory_order_relaxed)) {
      const int64_t e = tm.elapsed();
      if (e < 0 || e > ms_since(before)) ++outside;
      ++readings;
    }
  });
  while (!started.load(std::memory_order_relaxed)) std::this_thread::yield();
  Clock::time_point last_restart;
  for (int i = 0; i < 1000; ++i) {
    last_restart = Clock::now();
    tm.restart();
    std::this_thread::yield();
  }
  done = true;
  reader.join();
  EXPECT_GT(readings.load(), 0);
  EXPECT_EQ(outside.load(), 0) << "of " << readings.load() << " readings";
  EXPECT_LE(tm.elapsed(), ms_since(last_restart));  // from the last restart, not the first
}

// Sets tm for 60 s + 1 s sudden death, move 10.
void start_sudden_death_clock(TimeManager& tm) {
  Limits lim;
  lim.time[RED] = 60000;
  lim.inc[RED] = 1000;
  tm.init(lim, RED, 20);
}

TEST(TimeManager, AnUnsettledSearchThinksLongerThanASettledOne) {
  TimeManager tm;
  start_sudden_death_clock(tm);
  IterationSignals settled;
  settled.previous_score = settled.score = 40;
  settled.stable_iterations = 8;
  IterationSignals fresh = settled;
  fresh.stable_iterations = 0;
  IterationSignals changing = fresh;
  changing.best_move_changes = 3;
  // A best move held for 8 iterations spends less than the optimum; one that keeps changing
  // spends more, but never past the maximum.
  EXPECT_LT(tm.soft_limit(settled), tm.optimum());
  EXPECT_EQ(tm.soft_limit(fresh), tm.optimum());
  EXPECT_GT(tm.soft_limit(changing), tm.soft_limit(fresh));
  EXPECT_LE(tm.soft_limit(changing), tm.maximum());
  changing.best_move_changes = 1000;
  EXPECT_EQ(tm.soft_limit(changing), tm.maximum());
}

TEST(TimeManager, AFallingScoreBuysTimeAndARisingOneSavesSome) {
  TimeManager tm;
  start_sudden_death_clock(tm);
  IterationSignals level;
  level.previous_score = level.score = 0;
  IterationSignals falling = level, rising = level;
  falling.score = -100;  // the position looks worse than an iteration ago: look for a defence
  rising.score = 100;
  EXPECT_GT(tm.soft_limit(falling), tm.soft_limit(level));
  EXPECT_LT(tm.soft_limit(rising), tm.soft_limit(level));
  // Bounded both ways: a collapse does not spend the whole clock, a windfall still thinks.
  falling.score = -5000;
  rising.score = 5000;
  EXPECT_LE(tm.soft_limit(falling), int64_t(tm.optimum() * 1.6) + 1);
  EXPECT_GE(tm.soft_limit(rising), int64_t(tm.optimum() * 0.8) - 1);
  // The first iteration has nothing to compare with.
  IterationSignals first;
  first.score = -5000;
  EXPECT_EQ(tm.soft_limit(first), tm.optimum());
}

TEST(TimeManager, ASingleLegalMoveIsPlayedAlmostAtOnce) {
  TimeManager tm;
  start_sudden_death_clock(tm);
  IterationSignals only;
  only.single_move = true;
  only.best_move_changes = 4;
  EXPECT_LE(tm.soft_limit(only), tm.optimum() / 5);
}

}  // namespace
}  // namespace cotuong::search
