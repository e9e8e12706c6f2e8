// Every published perpetual check/chase case (tests/data/repetition.tsv) gets its verdict, both
// from the arbiter and from the search's incremental form (ply_flags + judge_cycle).
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "rules/repetition.h"
#include "tests/src/rules/test_game.h"

namespace cotuong::rules {
namespace {

struct Case {
  int line;
  std::string comment, fen, moves, expected;  // expected: WIN/LOSS/DRAW/ANY for the side to move
};

std::vector<Case> load_cases() {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/repetition.tsv");
  std::vector<Case> cases;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = absl::StrSplit(line, '\t');
    if (f.size() < 6) continue;
    cases.push_back({n, f[0], f[1], f[3], f[5]});
  }
  return cases;
}

// Returns WIN/LOSS/DRAW for the side to move given an outcome (ONGOING if not over).
std::string for_side_to_move(GameResult o, Color stm) {
  if (o == GameResult::kDraw) return "DRAW";
  if (o == GameResult::kNone) return "ONGOING";
  return (o == GameResult::kRedWins) == (stm == RED) ? "WIN" : "LOSS";
}

TEST(RepetitionData, HasAllPublishedCases) { EXPECT_EQ(load_cases().size(), 22u); }

TEST(RepetitionData, ArbiterGivesThePublishedVerdict) {
  for (const Case& c : load_cases()) {
    SCOPED_TRACE("repetition.tsv line " + std::to_string(c.line) + ": " + c.comment);
    Arbiter game = testing::play_game(c.fen, c.moves);
    Verdict v = game.verdict();
    if (c.expected == "ANY") {
      EXPECT_TRUE(v.over());
      continue;
    }
    EXPECT_EQ(for_side_to_move(v.result, game.position().side_to_move()), c.expected)
        << v.rule << ": " << v.explanation;
    // The first ending is the same result, found at the 3rd occurrence.
    EXPECT_EQ(game.first_ending().result, v.result);
  }
}

TEST(RepetitionData, SearchFormAgreesWithTheArbiter) {
  for (const Case& c : load_cases()) {
    if (c.expected == "ANY") continue;
    SCOPED_TRACE("repetition.tsv line " + std::to_string(c.line) + ": " + c.comment);
    // Replay as the search does: flags from ply_flags at every move, then the cycle back to the
    // latest earlier occurrence of the final position.
    absl::StatusOr<Position> start = Position::from_fen(c.fen);
    ASSERT_TRUE(start.ok());
    Position pos = *start;
    std::vector<PlyFlags> flags;
    for (absl::string_view m : absl::StrSplit(c.moves, ' ', absl::SkipEmpty())) {
      absl::StatusOr<Move> move = parse_ucci(pos, m);
      ASSERT_TRUE(move.ok());
      pos.do_move(*move);
      flags.push_back(ply_flags(pos));
    }
    int n = pos.game_ply(), cycle_len = 0;
    for (int j = n - 2; j >= 0 && !cycle_len; j -= 2)
      if (pos.history()[j].key == pos.key()) cycle_len = n - j;
    ASSERT_GT(cycle_len, 0);
    std::span<const PlyFlags> cycle(flags.data() + n - cycle_len, cycle_len);
    RepetitionResult r = judge_cycle(cycle, pos.side_to_move(), RuleSet::kAsian);
    const char* got = r == RepetitionResult::kWin    ? "WIN"
                      : r == RepetitionResult::kLoss ? "LOSS"
                                                     : "DRAW";
    EXPECT_EQ(got, c.expected);
    EXPECT_EQ(judge_cycle(cycle, pos.side_to_move(), RuleSet::kCasual), RepetitionResult::kDraw);
    // The lazy form replays the cycle itself and leaves the position as it was.
    std::string fen = pos.fen();
    Key key = pos.key();
    EXPECT_EQ(judge_repetition(pos, cycle_len, RuleSet::kAsian), r);
    EXPECT_EQ(pos.fen(), fen);
    EXPECT_EQ(pos.key(), key);
    EXPECT_EQ(pos.game_ply(), n);
  }
}

}  // namespace
}  // namespace cotuong::rules
