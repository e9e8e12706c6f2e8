// The page's clock: presets, increments, flags, the room rules' cap per move, takebacks.
#include "serve/game_clock.h"

#include <gtest/gtest.h>

#include "tests/fen_position.h"

namespace cotuong::serve {
namespace {

using std::chrono::milliseconds;

const SteadyTime kStart{};

TEST(ClockPreset, TheThreePresetsAndNone) {
  absl::StatusOr<std::optional<ClockPreset>> p = parse_clock_preset("10+5");
  ASSERT_TRUE(p.ok() && p->has_value());
  EXPECT_EQ((*p)->initial_ms, 600'000);
  EXPECT_EQ((*p)->increment_ms, 5'000);
  ASSERT_TRUE(parse_clock_preset("3+3").ok());
  ASSERT_TRUE(parse_clock_preset("60+30").ok());
  absl::StatusOr<std::optional<ClockPreset>> none = parse_clock_preset("none");
  ASSERT_TRUE(none.ok());
  EXPECT_FALSE(none->has_value());
  absl::StatusOr<std::optional<ClockPreset>> bad = parse_clock_preset("5+0");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("3+3, 10+5, 60+30"), std::string::npos);
}

TEST(GameClock, StartsWithTheFirstMoveAndAddsTheIncrement) {
  GameClock clock(*parse_clock_preset("3+3").value());
  EXPECT_FALSE(clock.running());
  EXPECT_EQ(clock.remaining_ms(RED, kStart + milliseconds(50'000)), 180'000);  // not running yet
  ASSERT_TRUE(clock.press(RED, kStart + milliseconds(50'000)));  // Red's first move costs nothing
  EXPECT_EQ(clock.running(), BLACK);
  EXPECT_EQ(clock.remaining_ms(RED, kStart + milliseconds(50'000)), 180'000);
  ASSERT_TRUE(clock.press(BLACK, kStart + milliseconds(60'000)));  // Black thought 10 s
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(60'000)), 180'000 - 10'000 + 3'000);
  EXPECT_EQ(clock.running(), RED);
  EXPECT_EQ(clock.remaining_ms(RED, kStart + milliseconds(61'500)), 180'000 - 1'500);
}

TEST(GameClock, TheRunningSideFlagsWhenItsTimeIsUsed) {
  GameClock clock(*parse_clock_preset("3+3").value());
  clock.press(RED, kStart);
  EXPECT_FALSE(clock.flagged(kStart + milliseconds(179'999)));
  EXPECT_EQ(clock.flagged(kStart + milliseconds(180'000)), BLACK);
  EXPECT_FALSE(clock.flagged_by_move_cap(kStart + milliseconds(180'000)));
  EXPECT_FALSE(clock.press(BLACK, kStart + milliseconds(181'000)));  // too late: not charged
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(181'000)), 0);
}

TEST(GameClock, TheRoomRulesCapOneMoveAt120Seconds) {
  GameClock clock(*parse_clock_preset("60+30").value(), kRoomMoveCapMs);
  clock.press(RED, kStart);
  EXPECT_FALSE(clock.flagged(kStart + milliseconds(119'000)));
  EXPECT_EQ(clock.flagged(kStart + milliseconds(120'000)), BLACK);
  EXPECT_TRUE(clock.flagged_by_move_cap(kStart + milliseconds(120'000)));
}

TEST(GameClock, ATakebackGivesNoTimeBackAndTheSideToMoveRunsOn) {
  GameClock clock(*parse_clock_preset("10+5").value());
  clock.press(RED, kStart);
  clock.press(BLACK, kStart + milliseconds(20'000));    // Black: -20 s + 5 s
  clock.run_for(BLACK, kStart + milliseconds(30'000));  // Red took back after 10 s of thought
  EXPECT_EQ(clock.running(), BLACK);
  EXPECT_EQ(clock.remaining_ms(RED, kStart + milliseconds(30'000)), 600'000 - 10'000);
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(31'000)), 600'000 - 15'000 - 1'000);
  clock.stop(kStart + milliseconds(32'000));
  EXPECT_FALSE(clock.running());
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(99'000)), 600'000 - 15'000 - 2'000);
}

TEST(TimeForfeit, ALossOrADrawWhenTheOtherSideCannotMate) {
  const Position start = Position::start();
  rules::Verdict v = time_forfeit_verdict(start, BLACK, false);
  EXPECT_EQ(v.result, rules::GameResult::kRedWins);
  EXPECT_EQ(v.rule, "loses on time");
  EXPECT_EQ(v.termination, "time forfeit");
  EXPECT_EQ(v.explanation, "Black ran out of time and loses");
  // Red has only its king and advisors left: it cannot mate, so Black's flag is a draw.
  const Position bare = testing::fen_position("3k5/9/9/9/9/9/9/9/4A4/3AK4 b - - 0 1");
  v = time_forfeit_verdict(bare, BLACK, false);
  EXPECT_EQ(v.result, rules::GameResult::kDraw);
  EXPECT_EQ(v.explanation, "Black ran out of time; Red has nothing left to mate with: draw");
  v = time_forfeit_verdict(start, RED, true);
  EXPECT_EQ(v.explanation, "Red used up the 120 seconds allowed for one move and loses");
}

}  // namespace
}  // namespace cotuong::serve
