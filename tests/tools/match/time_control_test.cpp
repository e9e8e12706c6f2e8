// Time controls: the seed's presets, custom controls and the clock's overrun rule.
#include "tools/match/time_control.h"

#include "gtest/gtest.h"
#include "rules/game_clock.h"

namespace cotuong::match {
namespace {

TEST(TimeControl, PresetsAreTheSeedTable) {
  auto blitz = parse_time_control("blitz");
  ASSERT_TRUE(blitz.ok());
  EXPECT_EQ(blitz->base_ms, 180000);
  EXPECT_EQ(blitz->increment_ms, 3000);
  EXPECT_EQ(blitz->max_move_ms, 30000);
  auto rapid = parse_time_control("rapid");
  EXPECT_EQ(rapid->base_ms, 600000);
  EXPECT_EQ(rapid->increment_ms, 5000);
  EXPECT_EQ(rapid->max_move_ms, 60000);
  auto standard = parse_time_control("standard");
  EXPECT_EQ(standard->base_ms, 3600000);
  EXPECT_EQ(standard->increment_ms, 30000);
  EXPECT_EQ(standard->max_move_ms, 300000);
  EXPECT_EQ(blitz->pgn_tag(), "180+3/cap=30");
}

TEST(TimeControl, CustomControlsParse) {
  auto tc = parse_time_control("5+0.05");
  ASSERT_TRUE(tc.ok());
  EXPECT_EQ(tc->base_ms, 5000);
  EXPECT_EQ(tc->increment_ms, 50);
  EXPECT_EQ(tc->pgn_tag(), "5+0.05");
  auto byo = parse_time_control("600+0/byo=30");
  ASSERT_TRUE(byo.ok());
  EXPECT_EQ(byo->byoyomi_ms, 30000);
  auto st = parse_time_control("st=0.5");
  EXPECT_EQ(st->kind, TimeControl::Kind::kMoveTime);
  EXPECT_EQ(st->move_time_ms, 500);
  EXPECT_EQ(parse_time_control("nodes=20000")->nodes, 20000);
  EXPECT_EQ(parse_time_control("depth=7")->depth, 7);
  EXPECT_FALSE(parse_time_control("5+x").ok());
  EXPECT_FALSE(parse_time_control("0+0").ok());
  EXPECT_FALSE(parse_time_control("5+1/tomorrow=3").ok());
}

TEST(TimeControl, TheClockIsTheRulesControlTextInSecondsAndItsTagTheRulesTag) {
  // The match tool reads a clock with the console's parser (rules::parse_clock) in seconds,
  // and writes its PGN tag with the console's writer (rules::pgn_time_control): the same text
  // means the same clock in both, only the unit of the base differs.
  for (const char* text : {"180+3", "5+0.05", "0.5+0", "30+2.5"}) {
    absl::StatusOr<TimeControl> tc = parse_time_control(text);
    absl::StatusOr<std::optional<rules::ClockPreset>> clock =
        rules::parse_clock(text, rules::ClockUnit::kSeconds);
    ASSERT_TRUE(tc.ok() && clock.ok() && clock->has_value()) << text;
    EXPECT_EQ(tc->base_ms, (*clock)->initial_ms) << text;
    EXPECT_EQ(tc->increment_ms, (*clock)->increment_ms) << text;
    EXPECT_EQ(tc->pgn_tag(), rules::pgn_time_control(tc->base_ms, tc->increment_ms)) << text;
    EXPECT_EQ(tc->pgn_tag(), text);
  }
  // A person's "3+3" is three minutes; the match's is three seconds.
  EXPECT_EQ(parse_time_control("3+3")->base_ms, 3'000);
  EXPECT_EQ((*rules::parse_clock("3+3", rules::ClockUnit::kMinutes))->initial_ms, 180'000);
  // The rules' controls keep their cap, written after the clock.
  EXPECT_EQ(parse_time_control("blitz")->pgn_tag(), "180+3/cap=30");
  // A bad clock is refused with the form in seconds.
  absl::StatusOr<TimeControl> bad = parse_time_control("3m+2");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("seconds each + seconds added per move"), std::string::npos)
      << bad.status().message();
}

TEST(SideClock, IncrementIsAddedAndOverrunFlags) {
  TimeControl tc = *parse_time_control("5+0.05");
  tc.margin_ms = 20;
  SideClock clock(tc);
  EXPECT_EQ(clock.allowed_ms(), 5020);
  EXPECT_TRUE(clock.charge(1000));
  EXPECT_EQ(clock.remaining_ms(), 4050);
  EXPECT_TRUE(clock.charge(4060));  // inside the margin: forgiven, clock at zero + increment
  EXPECT_EQ(clock.remaining_ms(), 50);
  EXPECT_FALSE(clock.charge(71));  // 50 + 20 margin allowed
}

TEST(SideClock, CapLimitsOneMoveEvenWithTimeLeft) {
  TimeControl tc = *parse_time_control("blitz");
  tc.margin_ms = 0;
  SideClock clock(tc);
  EXPECT_EQ(clock.allowed_ms(), 30000);
  EXPECT_FALSE(clock.charge(30001));
}

TEST(SideClock, ByoyomiGivesEachMoveItsPeriodOnceTheBaseIsSpent) {
  TimeControl tc = *parse_time_control("1+0/byo=2");
  tc.margin_ms = 0;
  SideClock clock(tc);
  EXPECT_TRUE(clock.charge(2500));  // 1 s of base + 1.5 s of the 2 s period
  EXPECT_EQ(clock.remaining_ms(), 0);
  EXPECT_EQ(clock.allowed_ms(), 2000);
  EXPECT_TRUE(clock.charge(1900));
  EXPECT_FALSE(clock.charge(2001));
}

}  // namespace
}  // namespace cotuong::match
