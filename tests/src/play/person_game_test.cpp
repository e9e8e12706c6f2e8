// A person's game, the rules every front plays it by: a loaded game ends where the rules end it,
// takebacks as the level allows (and not given back by saving and loading), and which games
// count in the record of wins.
#include "play/person_game.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <vector>

#include "play/player_levels.h"

namespace cotuong::play {
namespace {

// Red's rook checks the lone black king on ranks 9 and 8 while the king steps e9-e8-e9: Red
// checks perpetually and loses, then the record plays on.
constexpr const char* kRookChecks = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
constexpr const char* kRookChecksMoves[] = {"a7a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8",
                                            "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8"};

rules::SteadyTime at_ms(int64_t ms) { return rules::SteadyTime{} + std::chrono::milliseconds(ms); }

Move ucci(const PersonGame& g, const char* text) { return *parse_ucci(g.position(), text); }

std::filesystem::path fresh_wins(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("cotuong-person-game-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir / "wins.tsv";
}

TEST(GameRecord, ReadsBackIntoTheSameGameWithTheArbitersResult) {
  rules::Game game(Position::start(), rules::RuleSet::kAsian50);
  for (const char* text : {"h2e2", "h9g7", "h0g2", "i9h9"})
    ASSERT_TRUE(game.play(*parse_ucci(game.position(), text)).ok()) << text;
  notation::GameRecord record = game_record(game, "Player", "cotuong");
  EXPECT_EQ(record.tag("Rules"), "asian-50");
  EXPECT_EQ(record.tag("Red"), "Player");
  EXPECT_EQ(record.result, rules::GameResult::kNone);
  absl::StatusOr<LoadedGame> back = load_game(record, rules::RuleSet::kAsian50);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_FALSE(back->cut_short());
  EXPECT_EQ(back->game.moves(), game.moves());
  EXPECT_EQ(back->game.position().key(), game.position().key());
  EXPECT_EQ(move_texts(game, notation::Style::kVietnamese),
            (std::vector<std::string>{"P2-5", "M8.7", "M2.3", "X9-8"}));
}

TEST(PersonGame, ALoadedGameEndsWhereTheRulesEndIt) {
  notation::GameRecord record;
  record.start_fen = kRookChecks;
  rules::Game full(*Position::from_fen(kRookChecks));
  for (const char* m : kRookChecksMoves) {
    record.moves.push_back(*parse_ucci(full.position(), m));
    ASSERT_TRUE(full.play(record.moves.back()).ok()) << m;
  }
  int ended_at = 0;
  ASSERT_EQ(full.first_ending(&ended_at).rule, "perpetual-check");
  ASSERT_LT(ended_at, int(std::size(kRookChecksMoves)));

  absl::StatusOr<LoadedGame> loaded = load_game(record, rules::RuleSet::kAsian);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  EXPECT_EQ(int(loaded->game.moves().size()), ended_at);
  EXPECT_EQ(loaded->record_moves, std::size(kRookChecksMoves));
  EXPECT_TRUE(loaded->cut_short());
  EXPECT_EQ(loaded->game.verdict().rule, "perpetual-check");

  // A game against the engine loaded so is over: no move is played on, nothing is counted.
  PersonGame game;
  ASSERT_TRUE(game.load(record).ok());
  EXPECT_TRUE(game.over());
  EXPECT_EQ(game.verdict().result, rules::GameResult::kBlackWins);
  EXPECT_FALSE(game.play(ucci(game, "e9e8"), at_ms(0)).ok());
  EXPECT_EQ(game.record().result, rules::GameResult::kBlackWins);
  EXPECT_FALSE(game.count_result(fresh_wins("loaded"))->counted);
}

TEST(PersonGame, SavingAndLoadingGivesNoTakebackBack) {
  PersonGameSettings settings;
  settings.level = 5;  // one takeback a game
  PersonGame game(settings);
  ASSERT_TRUE(game.play(ucci(game, "h2e2"), at_ms(0)).ok());
  ASSERT_TRUE(game.play(ucci(game, "h9g7"), at_ms(0)).ok());
  ASSERT_FALSE(game.takeback_refused());
  EXPECT_EQ(game.take_back(at_ms(0)), 2);
  EXPECT_EQ(game.takebacks_left(), 0);
  ASSERT_TRUE(game.play(ucci(game, "h2e2"), at_ms(0)).ok());
  ASSERT_TRUE(game.play(ucci(game, "h9g7"), at_ms(0)).ok());
  EXPECT_EQ(game.takeback_refused(), NoTakeback::kNoneLeft);

  PersonGame again(settings);
  ASSERT_TRUE(again.load(game.record()).ok());
  EXPECT_EQ(again.game().moves().size(), 2u);
  EXPECT_EQ(again.takebacks_left(), 0);
  EXPECT_EQ(again.takeback_refused(), NoTakeback::kNoneLeft);
}

TEST(PersonGame, TakebacksAsTheLevelAndTheRulesAllow) {
  PersonGameSettings settings;
  settings.level = 1;
  PersonGame game(settings);
  EXPECT_EQ(game.takeback_refused(), NoTakeback::kNothingToTakeBack);
  EXPECT_EQ(game.takebacks_left(), kUnlimitedTakebacks);
  settings.rules = rules::RuleSet::kRoom;
  game.start(settings, Position::start());
  ASSERT_TRUE(game.play(ucci(game, "h2e2"), at_ms(0)).ok());
  EXPECT_EQ(game.takeback_refused(), NoTakeback::kRulesForbid);
  EXPECT_EQ(game.takebacks_left(), 0);
  // Between two people: one move, no limit, under any rules.
  settings.against_engine = false;
  game.start(settings, Position::start());
  ASSERT_TRUE(game.play(ucci(game, "h2e2"), at_ms(0)).ok());
  EXPECT_FALSE(game.takeback_refused());
  EXPECT_EQ(game.take_back(at_ms(0)), 1);
}

TEST(PersonGame, AGameCountsWhenThePersonAndTheEngineEachMovedHere) {
  // The person (Red) mates in one from a set-up position: the engine never moved, no game.
  PersonGame game(PersonGameSettings{},
                  *Position::from_fen("4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1"));
  ASSERT_TRUE(game.play(ucci(game, "b7b9"), at_ms(0)).ok());
  ASSERT_TRUE(game.over());
  std::optional<CountedGame> counted = game.count_result(fresh_wins("setup-mate"));
  ASSERT_TRUE(counted);
  EXPECT_FALSE(counted->counted);
  // The engine (Black) plays its one move, then the person mates: a game, counted once.
  const auto wins = fresh_wins("both-moved");
  game.start(PersonGameSettings{}, *Position::from_fen("4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1"));
  ASSERT_TRUE(game.play(ucci(game, "e9d9"), at_ms(0)).ok());
  EXPECT_FALSE(game.count_result(wins));  // not over yet
  ASSERT_TRUE(game.play(ucci(game, "f2f9"), at_ms(0)).ok());
  counted = game.count_result(wins);
  ASSERT_TRUE(counted && counted->counted && counted->error.empty());
  EXPECT_EQ(counted->at(3).wins, 1);
  EXPECT_FALSE(game.count_result(wins));  // once
  // The person plays Black and never moves: the engine's flag-fall win is no game either.
  PersonGameSettings black;
  black.human = BLACK;
  black.clock = rules::parse_clock("3+3", rules::ClockUnit::kMinutes).value();
  game.start(black, Position::start());
  ASSERT_TRUE(game.play(ucci(game, "h2e2"), at_ms(0)).ok());
  EXPECT_TRUE(game.end_on_time(at_ms(181'000)));
  EXPECT_EQ(game.verdict().result, rules::GameResult::kRedWins);
  EXPECT_FALSE(game.count_result(wins)->counted);
  EXPECT_EQ(load_wins(wins)->at(2).losses, 0);
}

TEST(PersonGame, TheSavedGameNamesItsClockInSecondsAsTheMatchToolDoes) {
  // One PGN TimeControl writer (rules::pgn_time_control): base and increment in seconds, a
  // fraction kept. A clock of 0.01 minutes (0.6 s each) used to be saved as "0+0".
  PersonGameSettings settings;
  for (const auto& [typed, tag] : {std::pair{"3+3", "180+3"}, std::pair{"0.5+0", "30+0"},
                                   std::pair{"1+0.5", "60+0.5"}, std::pair{"0.01+0", "0.6+0"}}) {
    settings.clock = rules::parse_clock(typed, rules::ClockUnit::kMinutes).value();
    PersonGame game(settings, Position::start());
    EXPECT_EQ(game.record().tag("TimeControl"), tag) << typed;
  }
  settings.clock.reset();
  EXPECT_EQ(PersonGame(settings, Position::start()).record().tag("TimeControl"), "");
}

TEST(PersonGame, AGamePlayedAtSeveralLevelsCountsAtTheLowest) {
  // Level 1 (the engine, Black) plays its one move, the person turns level 5 on and mates: the
  // win is level 1's, not level 5's, and the takebacks were level 1's.
  const auto wins = fresh_wins("mixed-levels");
  PersonGameSettings settings;
  settings.level = 1;
  PersonGame game(settings, *Position::from_fen("4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1"));
  ASSERT_TRUE(game.play(ucci(game, "e9d9"), at_ms(0)).ok());
  game.set_level(5);
  EXPECT_EQ(game.record_level(), 1);
  EXPECT_EQ(game.takebacks_left(), kUnlimitedTakebacks);  // level 1's, not level 5's one
  EXPECT_NE(game.level_change_note().find("counts at level 1 (Nhập môn)"), std::string::npos)
      << game.level_change_note();
  ASSERT_TRUE(game.play(ucci(game, "f2f9"), at_ms(0)).ok());
  std::optional<CountedGame> counted = game.count_result(wins);
  ASSERT_TRUE(counted && counted->counted && counted->error.empty());
  EXPECT_EQ(counted->level, 1);
  EXPECT_EQ(counted->at(1).wins, 1);
  EXPECT_EQ(counted->at(5).wins, 0);

  // Played at level 5 and turned down to level 3 for a takeback: level 3's game and takebacks.
  settings.level = 5;
  game.start(settings, Position::start());
  ASSERT_TRUE(game.play(ucci(game, "h2e2"), at_ms(0)).ok());
  ASSERT_TRUE(game.play(ucci(game, "h9g7"), at_ms(0)).ok());
  EXPECT_EQ(game.takebacks_left(), 1);
  EXPECT_EQ(game.level_change_note(), "");
  game.set_level(3);
  EXPECT_EQ(game.takebacks_left(), 3);
  EXPECT_EQ(game.take_back(at_ms(0)), 2);
  game.set_level(5);
  EXPECT_EQ(game.record_level(), 3);
  EXPECT_EQ(game.takebacks_left(), 2);

  // A level chosen before the game's first move is simply the game's level.
  settings.level = 1;
  game.start(settings, Position::start());
  game.set_level(5);
  EXPECT_EQ(game.level_change_note(), "");
  ASSERT_TRUE(game.play(ucci(game, "h2e2"), at_ms(0)).ok());
  EXPECT_EQ(game.record_level(), 5);
  EXPECT_EQ(game.takebacks_left(), 1);
}

}  // namespace
}  // namespace cotuong::play
