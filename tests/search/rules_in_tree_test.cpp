// The search judges repetitions with the arbiter's perpetual check/chase rules: on the published
// cases of tests/data/repetition.tsv, the cycle ending the move list gets the expected verdict.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "rules_in_tree.h"

namespace cotuong::search {
namespace {

TEST(RulesInTree, PublishedRepetitionCasesGetTheirVerdicts) {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/repetition.tsv");
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols = absl::StrSplit(line, '\t');
    ASSERT_GE(cols.size(), 6u) << line;
    const std::string& expected = cols[5];
    if (expected == "ANY") continue;
    absl::StatusOr<Position> pos = Position::from_fen(cols[1]);
    ASSERT_TRUE(pos.ok()) << cols[1];
    for (absl::string_view text : absl::StrSplit(cols[3], ' ', absl::SkipEmpty())) {
      absl::StatusOr<Move> m = parse_ucci(*pos, text);
      ASSERT_TRUE(m.ok()) << line;
      pos->do_move(*m);
    }
    // The most recent earlier occurrence of the final position closes the cycle.
    auto hist = pos->history();
    int last = int(hist.size()) - 1, cycle = 0;
    for (int j = 4; j <= last; j += 2)
      if (hist[last - j].key == hist[last].key) {
        cycle = j;
        break;
      }
    ASSERT_GT(cycle, 0) << "no repetition in: " << cols[0];
    int verdict = judge_repetition(*pos, cycle, rules::RuleSet::kAsian);
    int want = expected == "WIN" ? 1 : expected == "LOSS" ? -1 : 0;
    EXPECT_EQ(verdict, want) << cols[0];
    ++checked;
  }
  EXPECT_GE(checked, 20);
}

TEST(RulesInTree, CasualRulesMakeEveryRepetitionADraw) {
  // Red checks with the rook on the d and e files; the black king steps between them.
  absl::StatusOr<Position> pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1");
  ASSERT_TRUE(pos.ok());
  for (const char* m : {"a0d0", "d9e9", "d0e0", "e9d9", "e0d0"}) {
    absl::StatusOr<Move> mv = parse_ucci(*pos, m);
    ASSERT_TRUE(mv.ok()) << m;
    pos->do_move(*mv);
  }
  // Black to move; the position equals the one 4 plies ago, and Red gave check every move.
  EXPECT_EQ(judge_repetition(*pos, 4, rules::RuleSet::kAsian), 1);
  EXPECT_EQ(judge_repetition(*pos, 4, rules::RuleSet::kCasual), 0);
}

}  // namespace
}  // namespace cotuong::search
