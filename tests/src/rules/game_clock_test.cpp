// The game clock: presets, increments, flags, the room rules' cap per move, takebacks, and the
// verdict of a fallen flag on the game.
#include "rules/game_clock.h"

#include <gtest/gtest.h>

#include "rules/game.h"

namespace cotuong::rules {
namespace {

using std::chrono::milliseconds;

const SteadyTime kStart{};

// Returns the game after the UCCI moves, each legal.
Game game_after(std::initializer_list<const char*> moves) {
  Game game;
  for (const char* text : moves) EXPECT_TRUE(game.play(*parse_ucci(game.position(), text)).ok());
  return game;
}

// Returns the control `text` names in minutes (a person's clock), which must parse.
ClockPreset minutes(const char* text) {
  absl::StatusOr<std::optional<ClockPreset>> p = parse_clock(text, ClockUnit::kMinutes);
  EXPECT_TRUE(p.ok() && p->has_value()) << text;
  return p.ok() && p->has_value() ? **p : ClockPreset{};
}

TEST(ClockPreset, TheThreePresetsAnyMinutesPlusSecondsAndNone) {
  EXPECT_EQ(minutes("10+5").initial_ms, 600'000);
  EXPECT_EQ(minutes("10+5").increment_ms, 5'000);
  EXPECT_EQ(minutes("3+3").family, "blitz");
  EXPECT_EQ(minutes("60+30").family, "standard");
  for (const char* untimed : {"none", ""}) {
    absl::StatusOr<std::optional<ClockPreset>> none = parse_clock(untimed, ClockUnit::kMinutes);
    ASSERT_TRUE(none.ok()) << untimed;
    EXPECT_FALSE(none->has_value()) << untimed;
  }
  // Any other minutes + seconds: named as typed, no cap per move.
  const ClockPreset custom = minutes("5+0");
  EXPECT_EQ(custom.name, "5+0");
  EXPECT_EQ(custom.initial_ms, 300'000);
  EXPECT_EQ(custom.move_cap_ms, 0);
  absl::StatusOr<std::optional<ClockPreset>> bad = parse_clock("fast", ClockUnit::kMinutes);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("the usual: 3+3, 10+5, 60+30"), std::string::npos);
}

// The rules' three controls have two names each (the match tool's blitz | rapid | standard and a
// player's 3+3 | 10+5 | 60+30) and one cap on a move, which a game's clock keeps unless the rule
// set has its own (room: 120 s).
TEST(ClockPreset, EachControlHasTwoNamesAndOneCapPerMove) {
  const int64_t caps[] = {30'000, 60'000, 300'000};
  const char* families[] = {"blitz", "rapid", "standard"};
  for (int i = 0; i < 3; ++i) {
    // By family, in either unit.
    for (ClockUnit unit : {ClockUnit::kMinutes, ClockUnit::kSeconds}) {
      absl::StatusOr<std::optional<ClockPreset>> by_family = parse_clock(families[i], unit);
      ASSERT_TRUE(by_family.ok() && by_family->has_value()) << families[i];
      const ClockPreset& p = **by_family;
      EXPECT_EQ(p.name, clock_presets()[i].name);
      EXPECT_EQ(p.move_cap_ms, caps[i]);
      EXPECT_EQ(GameClock(p, RuleSet::kAsian).move_cap_ms(), caps[i]);
      EXPECT_EQ(GameClock(p, RuleSet::kRoom).move_cap_ms(), 120'000);
    }
    // "M+S" in minutes names the same control, cap included.
    EXPECT_EQ(minutes(clock_presets()[i].name.c_str()).move_cap_ms, caps[i]);
  }
  EXPECT_EQ(minutes("5+2").move_cap_ms, 0);  // a custom control: no cap
}

TEST(ClockPreset, OneParserWhoseBaseIsInTheUnitAsked) {
  // A match's clock is in seconds: "3+3" is three seconds each, not the blitz preset; its base
  // may be 0 (a byo-yomi control) and its increment have decimals.
  absl::StatusOr<std::optional<ClockPreset>> s = parse_clock("3+3", ClockUnit::kSeconds);
  ASSERT_TRUE(s.ok() && s->has_value());
  EXPECT_EQ((*s)->initial_ms, 3'000);
  EXPECT_EQ((*s)->move_cap_ms, 0);
  s = parse_clock("10+0.1", ClockUnit::kSeconds);
  ASSERT_TRUE(s.ok() && s->has_value());
  EXPECT_EQ((*s)->initial_ms, 10'000);
  EXPECT_EQ((*s)->increment_ms, 100);
  EXPECT_EQ((*s)->name, "10+0.1");
  EXPECT_TRUE(parse_clock("0+0", ClockUnit::kSeconds).ok());
  absl::StatusOr<std::optional<ClockPreset>> bad = parse_clock("5+x", ClockUnit::kSeconds);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("such as 10+0.1"), std::string::npos);
  EXPECT_NE(bad.status().message().find("the usual: blitz, rapid, standard"), std::string::npos);
}

TEST(ClockPreset, OnePgnTimeControlWriter) {
  EXPECT_EQ(pgn_time_control(180'000, 3'000), "180+3");
  EXPECT_EQ(pgn_time_control(5'000, 50), "5+0.05");
  EXPECT_EQ(pgn_time_control(30'000, 2'500), "30+2.5");
  EXPECT_EQ(seconds_text(100), "0.1");
  EXPECT_EQ(seconds_text(1'234), "1.234");
}

TEST(GameClock, StartsWithTheFirstMoveAndAddsTheIncrement) {
  GameClock clock(*parse_clock("3+3", ClockUnit::kMinutes).value());
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
  GameClock clock(*parse_clock("3+3", ClockUnit::kMinutes).value());
  clock.press(RED, kStart);
  EXPECT_FALSE(clock.flagged(kStart + milliseconds(179'999)));
  EXPECT_EQ(clock.flagged(kStart + milliseconds(180'000)), BLACK);
  EXPECT_FALSE(clock.flagged_by_move_cap(kStart + milliseconds(180'000)));
  EXPECT_FALSE(clock.press(BLACK, kStart + milliseconds(181'000)));  // too late: not charged
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(181'000)), 0);
}

TEST(GameClock, TheRoomRulesCapOneMoveAt120SecondsAndTheOthersAtThePresets) {
  const ClockPreset slow = *parse_clock("60+30", ClockUnit::kMinutes).value();
  GameClock room(slow, RuleSet::kRoom);
  EXPECT_EQ(room.move_cap_ms(), 120'000);
  room.press(RED, kStart);
  EXPECT_FALSE(room.flagged(kStart + milliseconds(119'000)));
  EXPECT_EQ(room.flagged(kStart + milliseconds(120'000)), BLACK);
  EXPECT_TRUE(room.flagged_by_move_cap(kStart + milliseconds(120'000)));
  for (RuleSet r : {RuleSet::kAsian, RuleSet::kAsian50, RuleSet::kCasual}) {
    GameClock clock(slow, r);  // standard 60+30: 5 minutes a move (seed 000)
    EXPECT_EQ(clock.move_cap_ms(), 300'000) << rule_set_name(r);
    clock.press(RED, kStart);
    EXPECT_FALSE(clock.flagged(kStart + milliseconds(299'000))) << rule_set_name(r);
    EXPECT_EQ(clock.flagged(kStart + milliseconds(300'000)), BLACK) << rule_set_name(r);
  }
}

TEST(GameClock, ATakebackRestoresTheClocksLessTheTakersThinking) {
  GameClock clock(*parse_clock("10+5", ClockUnit::kMinutes).value());
  Game game = game_after({"h2e2", "h9g7"});
  clock.press(RED, kStart + milliseconds(1'000));     // Red's first move starts the clock
  clock.press(BLACK, kStart + milliseconds(21'000));  // Black: -20 s + 5 s
  // Red thinks 10 s, then takes back both moves... first Black's: Black is to move again and
  // is the taker: its 20 s stay spent, its increment goes; Red gets its 10 s back.
  ASSERT_TRUE(game.undo(1).ok());
  clock.take_back(game, 1, kStart + milliseconds(31'000));
  EXPECT_EQ(clock.running(), BLACK);
  EXPECT_EQ(clock.remaining_ms(RED, kStart + milliseconds(31'000)), 600'000);
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(32'000)), 600'000 - 20'000 - 1'000);
  // Back at the start, the clock stops until the first move.
  ASSERT_TRUE(game.undo(1).ok());
  clock.take_back(game, 1, kStart + milliseconds(32'000));
  EXPECT_FALSE(clock.running());
  EXPECT_EQ(clock.remaining_ms(RED, kStart + milliseconds(99'000)), 600'000);
}

TEST(GameClock, TakingBackAMoveAndItsReplyWinsTheTakerNoTime) {
  // The person (Red) moves after 30 s, the engine replies after 4 s, the person thinks 6 s and
  // takes both back: the engine's clock is as before its reply, the person's 36 s are spent and
  // neither keeps an increment (no time farmed by moving and taking back).
  GameClock clock(*parse_clock("3+3", ClockUnit::kMinutes).value());
  Game game = game_after({"h2e2", "h9g7", "h0g2", "b9c7"});
  clock.press(RED, kStart);
  clock.press(BLACK, kStart + milliseconds(10'000));  // Black 180 - 10 + 3 = 173
  clock.press(RED, kStart + milliseconds(40'000));    // Red 180 - 30 + 3 = 153
  clock.press(BLACK, kStart + milliseconds(44'000));  // Black 173 - 4 + 3 = 172
  ASSERT_TRUE(game.undo(2).ok());
  clock.take_back(game, 2, kStart + milliseconds(50'000));
  EXPECT_EQ(clock.running(), RED);
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(50'000)), 173'000);
  EXPECT_EQ(clock.remaining_ms(RED, kStart + milliseconds(50'000)), 180'000 - 36'000);
  // Back to the start: Red's further second of thought stays spent, the clock stops.
  ASSERT_TRUE(game.undo(2).ok());
  clock.take_back(game, 2, kStart + milliseconds(51'000));
  EXPECT_FALSE(clock.running());
  EXPECT_EQ(clock.remaining_ms(RED, kStart + milliseconds(99'000)), 180'000 - 1'000);
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(99'000)), 180'000);
}

TEST(TimeControl, PresetsAndAnyMinutesPlusSeconds) {
  ClockPreset p = minutes("10+5");
  EXPECT_EQ(p.name, "10+5");
  EXPECT_EQ(p.initial_ms, 600'000);
  EXPECT_EQ(p.increment_ms, 5'000);
  p = minutes("0.5+0");
  EXPECT_EQ(p.name, "0.5+0");
  EXPECT_EQ(p.initial_ms, 30'000);
  EXPECT_EQ(minutes("60+30").initial_ms, 3'600'000);
  for (const char* bad :
       {"10", "0+5", "10+", "+5", "ten+5", "10+-1", "10+5+1", "-3+3", "10+4000"}) {
    absl::StatusOr<std::optional<ClockPreset>> b = parse_clock(bad, ClockUnit::kMinutes);
    ASSERT_FALSE(b.ok()) << bad;
    EXPECT_NE(b.status().message().find("such as 10+5"), std::string::npos) << bad;
    EXPECT_NE(b.status().message().find("3+3, 10+5, 60+30"), std::string::npos) << bad;
  }
}

TEST(TimeControl, ClocksReadAsMinutesAndSecondsRoundedUpWithTenthsAtTheEnd) {
  EXPECT_EQ(format_clock_ms(600'000), "10:00");
  EXPECT_EQ(format_clock_ms(3'600'000), "60:00");
  EXPECT_EQ(format_clock_ms(597'400), "9:58");
  EXPECT_EQ(format_clock_ms(599'999), "10:00");
  EXPECT_EQ(format_clock_ms(65'000), "1:05");
  EXPECT_EQ(format_clock_ms(10'000), "0:10");
  EXPECT_EQ(format_clock_ms(8'450), "0:08.4");
  EXPECT_EQ(format_clock_ms(-5), "0:00.0");
}

TEST(GameClock, StopsWhenTheGameEnds) {
  GameClock clock(*parse_clock("10+5", ClockUnit::kMinutes).value());
  clock.press(RED, kStart);
  clock.stop(kStart + milliseconds(2'000));
  EXPECT_FALSE(clock.running());
  EXPECT_FALSE(clock.flagged(kStart + milliseconds(10'000'000)));
  EXPECT_EQ(clock.remaining_ms(BLACK, kStart + milliseconds(10'000'000)), 598'000);
}

TEST(GameClock, AFallenFlagIsTheRulesVerdictOnTheGame) {
  Game game = game_after({"h2e2"});
  GameClock clock(*parse_clock("3+3", ClockUnit::kMinutes).value());
  clock.press(RED, kStart);
  EXPECT_FALSE(clock.flag_fall(game, kStart + milliseconds(179'999)));
  std::optional<Verdict> v = clock.flag_fall(game, kStart + milliseconds(180'000));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->result, GameResult::kRedWins);
  EXPECT_EQ(v->rule, "loses on time");
  EXPECT_EQ(v->termination, "time forfeit");
  EXPECT_EQ(v->at_fault, BLACK);
  EXPECT_EQ(v->explanation, "Black ran out of time and loses");

  Game room(Position::start(), RuleSet::kRoom);
  GameClock capped(*parse_clock("60+30", ClockUnit::kMinutes).value(), RuleSet::kRoom);
  capped.press(BLACK, kStart);  // Red to move, its clock running
  v = capped.flag_fall(room, kStart + milliseconds(120'000));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->result, GameResult::kBlackWins);
  EXPECT_EQ(v->explanation, "Red used up the 120 seconds allowed for one move and loses");
}

}  // namespace
}  // namespace cotuong::rules
