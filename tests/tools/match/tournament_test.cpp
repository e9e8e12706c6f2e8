// Whole matches and tournaments with fake engines: statistics, SPRT stop, formats, PGN file.
#include "tools/match/tournament.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "tests/tools/match/fake_engines.h"

namespace cotuong::match {
namespace {

TournamentSettings quick(int games, int concurrency) {
  TournamentSettings s;
  s.games_per_encounter = games;
  s.concurrency = concurrency;
  s.game.tc = *parse_time_control("10+0.1");
  s.game.adjudication.max_moves = 12;
  s.openings = *load_openings(default_openings_path());
  return s;
}

TEST(Tournament, TwoEngineMatchCountsGamesPairsAndWritesPgn) {
  std::string pgn_path = ::testing::TempDir() + "/match_test.pgn";
  std::remove(pgn_path.c_str());
  TournamentSettings s = quick(6, 2);
  s.pgn_path = pgn_path;
  std::ostringstream out;
  // "loser" plays an illegal move at its first turn: every game is a win for "winner".
  Tournament t({fake_engine("winner", ""), fake_engine("loser", "--mode illegal")}, s, out);
  t.run();
  EXPECT_EQ(t.games().size(), 6u);
  const PairStats& st = t.stats(0, 1);
  EXPECT_EQ(st.games.wins, 6);
  EXPECT_EQ(st.pairs.pairs[4], 3);  // three pairs, each won twice
  EXPECT_EQ(t.stats(1, 0).games.losses, 6);
  EXPECT_NE(out.str().find("Finished game 6/6"), std::string::npos) << out.str();
  std::ifstream pgn(pgn_path);
  std::stringstream text;
  text << pgn.rdbuf();
  size_t events = 0;
  for (size_t p = text.str().find("[Event "); p != std::string::npos;
       p = text.str().find("[Event ", p + 1))
    ++events;
  EXPECT_EQ(events, 6u);
  std::ostringstream summary;
  t.print_summary(summary);
  EXPECT_NE(summary.str().find("Score of winner vs loser: 6 - 0 - 0"), std::string::npos)
      << summary.str();
  EXPECT_NE(summary.str().find("Ptnml(0-2): [0, 0, 0, 0, 3]"), std::string::npos);
}

TEST(Tournament, AnEngineThatFailsToStartIsAnErrorOfTheRunNotALoss) {
  std::string pgn_path = ::testing::TempDir() + "/match_no_start.pgn";
  std::remove(pgn_path.c_str());
  TournamentSettings s = quick(6, 2);
  s.pgn_path = pgn_path;
  std::ostringstream out;
  EngineSpec missing;
  missing.name = "ghost";
  missing.command = "/nonexistent/engine";
  Tournament t({fake_engine("alive", ""), missing}, s, out);
  t.run();
  EXPECT_TRUE(t.games().empty());
  EXPECT_EQ(t.stats(0, 1).games.games(), 0);
  EXPECT_TRUE(absl::StrContains(t.run_error(), "(ghost) failed to start")) << t.run_error();
  EXPECT_TRUE(absl::StrContains(out.str(), "Game not played (")) << out.str();
  EXPECT_FALSE(absl::StrContains(out.str(), "Finished game")) << out.str();
  EXPECT_FALSE(std::ifstream(pgn_path).good());  // no game to write
  std::ostringstream summary;
  t.print_summary(summary);
  EXPECT_EQ(summary.str(), "");  // no W-D-L, no Elo
}

TEST(Tournament, SprtStopsWhenDecided) {
  TournamentSettings s = quick(400, 2);
  s.sprt = SprtSettings{-10, 10, 0.05, 0.05, true};
  std::ostringstream out;
  // The weak engine never completes a game: every pair is won twice, and H1 (elo >= 10) is
  // accepted after about 2.94 / log(s(10) / s(-10)) = 52 pairs, long before 400 games.
  Tournament t({fake_engine("strong", ""), fake_engine("weak", "--mode nobestmove --after 2")}, s,
               out);
  t.run();
  EXPECT_GT(t.games().size(), 60u);
  EXPECT_LT(t.games().size(), 140u);
  EXPECT_NE(out.str().find("H1 accepted; stopping"), std::string::npos) << out.str();
  // The summary reports the decision the match stopped on.
  std::ostringstream summary;
  t.print_summary(summary);
  EXPECT_TRUE(absl::StrContains(summary.str(), "], H1 accepted\n")) << summary.str();
}

TEST(Tournament, RoundRobinCrosstable) {
  TournamentSettings s = quick(2, 2);
  s.format = Format::kRoundRobin;
  std::ostringstream out;
  Tournament t({fake_engine("alpha", ""), fake_engine("beta", "--mode illegal --after 3"),
                fake_engine("gamma", "--mode illegal")},
               s, out);
  t.run();
  EXPECT_EQ(t.games().size(), 6u);  // 3 encounters x 1 pair
  EXPECT_GT(t.points(0), t.points(2));
  EXPECT_EQ(t.points(2), 0) << out.str();
  std::ostringstream summary;
  t.print_summary(summary);
  EXPECT_NE(summary.str().find("Engine"), std::string::npos);
  EXPECT_NE(summary.str().find("gamma"), std::string::npos);
}

TEST(Tournament, SwissRoundsAvoidRematches) {
  TournamentSettings s = quick(2, 2);
  s.format = Format::kSwiss;
  s.rounds = 3;
  std::ostringstream out;
  Tournament t({fake_engine("a", ""), fake_engine("b", "--mode illegal --after 3"),
                fake_engine("c", "--mode illegal --after 2"), fake_engine("d", "--mode illegal")},
               s, out);
  t.run();
  EXPECT_EQ(t.games().size(), 3u * 2u * 2u);  // 3 rounds, 2 encounters, 1 pair each
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) EXPECT_LE(t.stats(i, j).games.games(), 2) << i << " vs " << j;
}

TEST(Tournament, KnockoutProducesAChampion) {
  TournamentSettings s = quick(2, 2);
  s.format = Format::kKnockout;
  std::ostringstream out;
  Tournament t({fake_engine("w1", "--mode illegal"), fake_engine("w2", "--mode illegal --after 2"),
                fake_engine("best", ""), fake_engine("w4", "--mode illegal --after 3")},
               s, out);
  t.run();
  EXPECT_NE(out.str().find("Knockout winner: best\n"), std::string::npos) << out.str();
}

}  // namespace
}  // namespace cotuong::match
