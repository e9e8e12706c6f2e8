// The engine's budget on a person's clock: both sides' time and increment reach the search, and
// under the room rules' cap per move the engine plans as if its clock held half the cap.
#include "play/clock_limits.h"

#include <gtest/gtest.h>

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

TEST(ClockLimits, UnderTheRoomCapTheEngineBudgetsHalfTheCap) {
  rules::GameClock room(*rules::parse_clock("60+30", rules::ClockUnit::kMinutes).value(),
                        rules::RuleSet::kRoom);
  search::Limits l = clock_limits(room, rules::SteadyTime{});
  EXPECT_EQ(l.time[RED], 60'000);
  EXPECT_EQ(l.time[BLACK], 60'000);
  EXPECT_EQ(l.inc[RED], 30'000);
}

}  // namespace
}  // namespace cotuong::play
