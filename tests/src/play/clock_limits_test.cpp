// The engine's budget on a person's clock: both sides' time and increment reach the search, and
// the cap per move (room rules: 120 s), which the time plan never passes.
#include "play/clock_limits.h"

#include <gtest/gtest.h>

#include "search/timeman.h"

namespace cotuong::play {
namespace {

using std::chrono::milliseconds;

TEST(ClockLimits, BothSidesTimeAndIncrementAsTheClockShowsThem) {
  const rules::SteadyTime t0{};
  rules::GameClock clock(*rules::parse_clock("10+5", rules::ClockUnit::kMinutes).value());
  clock.press(RED, t0);  // Black's clock starts
  search::Limits l = clock_limits(clock, t0 + milliseconds(7'000));
  EXPECT_EQ(l.time[RED], 600'000);
  EXPECT_EQ(l.time[BLACK], 593'000);
  EXPECT_EQ(l.inc[RED], 5'000);
  EXPECT_EQ(l.inc[BLACK], 5'000);
  EXPECT_EQ(l.movetime, 0);  // the search budgets the clock itself
  // A fallen flag still leaves the search a millisecond to answer with.
  EXPECT_EQ(clock_limits(clock, t0 + milliseconds(700'000)).time[BLACK], 1);
}

TEST(ClockLimits, UnderTheRoomCapTheEngineHasItsWholeClockAndTheCap) {
  rules::GameClock room(*rules::parse_clock("60+30", rules::ClockUnit::kMinutes).value(),
                        rules::RuleSet::kRoom);
  search::Limits l = clock_limits(room, rules::SteadyTime{});
  EXPECT_EQ(l.time[RED], 3'600'000);
  EXPECT_EQ(l.time[BLACK], 3'600'000);
  EXPECT_EQ(l.inc[RED], 30'000);
  EXPECT_EQ(l.move_cap, 120'000);
}

TEST(ClockLimits, TheEngineThinksUpToTheCapPerMoveButNeverPastIt) {
  // The cap is a field of the limits now, planned only by TimeManager::init, exactly as when it
  // was written as a clock of half the cap: under the room rules' 120 s at 60+30 the engine plans
  // on a 60 s clock, aims at 23.9 s and never thinks past 47.8 s, well inside the cap.
  rules::GameClock room(*rules::parse_clock("60+30", rules::ClockUnit::kMinutes).value(),
                        rules::RuleSet::kRoom);
  search::Limits l = clock_limits(room, rules::SteadyTime{});
  search::TimeManager tm;
  tm.init(l, RED, 0);
  search::Limits half_cap_clock = l;
  half_cap_clock.move_cap = 0;
  half_cap_clock.time[RED] = 60'000;
  search::TimeManager before;
  before.init(half_cap_clock, RED, 0);
  EXPECT_EQ(tm.maximum(), before.maximum());
  EXPECT_EQ(tm.optimum(), before.optimum());
  EXPECT_EQ(tm.maximum(), 47'816);
  EXPECT_EQ(tm.optimum(), 23'908);
  // Without a cap the same clock plans past two minutes.
  l.move_cap = 0;
  tm.init(l, RED, 0);
  EXPECT_GT(tm.maximum(), 120'000);
}

}  // namespace
}  // namespace cotuong::play
