// Time controls: the seed's presets, custom controls and the clock's overrun rule.
#include "tools/match/time_control.h"

#include "gtest/gtest.h"

namespace cotuong::match {
namespace {

TEST(TimeControl, PresetsAreTheSeedTable) {
  auto blitz = parse_time_control_seconds("blitz");
  ASSERT_TRUE(blitz.ok());
  EXPECT_EQ(blitz->base_ms, 180000);
  EXPECT_EQ(blitz->increment_ms, 3000);
  EXPECT_EQ(blitz->max_move_ms, 30000);
  auto rapid = parse_time_control_seconds("rapid");
  EXPECT_EQ(rapid->base_ms, 600000);
  EXPECT_EQ(rapid->increment_ms, 5000);
  EXPECT_EQ(rapid->max_move_ms, 60000);
  auto standard = parse_time_control_seconds("standard");
  EXPECT_EQ(standard->base_ms, 3600000);
  EXPECT_EQ(standard->increment_ms, 30000);
  EXPECT_EQ(standard->max_move_ms, 300000);
  EXPECT_EQ(blitz->pgn_tag(), "180+3/cap=30");
}

TEST(TimeControl, CustomControlsParse) {
  auto tc = parse_time_control_seconds("5+0.05");
  ASSERT_TRUE(tc.ok());
  EXPECT_EQ(tc->base_ms, 5000);
  EXPECT_EQ(tc->increment_ms, 50);
  EXPECT_EQ(tc->pgn_tag(), "5+0.05");
  auto byo = parse_time_control_seconds("600+0/byo=30");
  ASSERT_TRUE(byo.ok());
  EXPECT_EQ(byo->byoyomi_ms, 30000);
  auto st = parse_time_control_seconds("st=0.5");
  EXPECT_EQ(st->kind, TimeControl::Kind::kMoveTime);
  EXPECT_EQ(st->move_time_ms, 500);
  EXPECT_EQ(parse_time_control_seconds("nodes=20000")->nodes, 20000);
  EXPECT_EQ(parse_time_control_seconds("depth=7")->depth, 7);
  EXPECT_FALSE(parse_time_control_seconds("5+x").ok());
  EXPECT_FALSE(parse_time_control_seconds("0+0").ok());
  EXPECT_FALSE(parse_time_control_seconds("5+1/tomorrow=3").ok());
}

TEST(SideClock, IncrementIsAddedAndOverrunFlags) {
  TimeControl tc = *parse_time_control_seconds("5+0.05");
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
  TimeControl tc = *parse_time_control_seconds("blitz");
  tc.margin_ms = 0;
  SideClock clock(tc);
  EXPECT_EQ(clock.allowed_ms(), 30000);
  EXPECT_FALSE(clock.charge(30001));
}

TEST(SideClock, ByoyomiGivesEachMoveItsPeriodOnceTheBaseIsSpent) {
  TimeControl tc = *parse_time_control_seconds("1+0/byo=2");
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
