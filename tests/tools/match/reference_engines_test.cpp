// Games between the installed reference engines through every dialect the tool converts:
// Fairy-Stockfish over UCI (ranks 1-10, announced UCI_Variant) against Fairy-Stockfish over UCCI
// (ranks 0-9), and Sjaak II over UCI with H/E FEN letters. A wrong conversion shows up as an
// illegal move or a crash; every game must end by the rules or the move limit.
#include <unistd.h>

#include <sstream>

#include "gtest/gtest.h"
#include "tools/match/tournament.h"

namespace cotuong::match {
namespace {

constexpr const char* kFairy = "/usr/games/fairy-stockfish";
constexpr const char* kSjaak = "/usr/games/sjaakii";

EngineSpec spec(const std::vector<std::string>& words) { return *parse_engine_spec(words); }

TournamentSettings settings() {
  TournamentSettings s;
  s.games_per_encounter = 2;
  s.concurrency = 2;
  s.game.tc = *parse_time_control("st=0.05");
  s.game.tc.margin_ms = 500;
  s.game.adjudication.max_moves = 60;
  s.openings = *load_openings(default_openings_path());
  s.opening_start = 11;  // a start-position line: engines set it up from moves
  return s;
}

// Checks that every game ended by the rules, by the move limit or by adjudication.
void expect_clean_games(const Tournament& t, size_t games) {
  ASSERT_EQ(t.games().size(), games);
  for (const PlayedGame& g : t.games()) {
    EXPECT_NE(g.verdict.termination, "abandoned") << g.verdict.explanation;
    EXPECT_NE(g.verdict.rule, "illegal move") << g.verdict.explanation;
    EXPECT_NE(g.verdict.rule, "no move") << g.verdict.explanation;
  }
}

TEST(ReferenceEngines, FairyStockfishOverUciAndUcci) {
  ASSERT_EQ(access(kFairy, X_OK), 0) << kFairy << " is needed (Debian package fairy-stockfish)";
  std::ostringstream out;
  Tournament t({spec({std::string("cmd=") + kFairy, "name=fsf-uci", "proto=uci"}),
                spec({std::string("cmd=") + kFairy, "name=fsf-ucci", "proto=ucci"})},
               settings(), out);
  t.run();
  expect_clean_games(t, 2);
}

TEST(ReferenceEngines, SjaakIIOverUciWithHorseElephantLetters) {
  ASSERT_EQ(access(kSjaak, X_OK), 0) << kSjaak << " is needed (Debian package sjaakii)";
  std::ostringstream out;
  Tournament t({spec({std::string("cmd=") + kSjaak, "name=sjaak", "proto=uci", "fen=he"}),
                spec({std::string("cmd=") + kFairy, "name=fsf"})},
               settings(), out);
  t.run();
  expect_clean_games(t, 2);
}

}  // namespace
}  // namespace cotuong::match
