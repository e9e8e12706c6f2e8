// Which table scores the search trusts: mates are stored relative to their node and read back
// at another ply; a mate the no-capture draw would cut off is not read; `go mate` never relies
// on bounds that a pruned search stored.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "search/search.h"
#include "search/tt.h"
#include "tests/fen_position.h"

namespace cotuong::search {
namespace {

using testing::fen_position;

// Returns limits that search to `depth` plies.
Limits depth_limit(int depth) {
  Limits lim;
  lim.depth = depth;
  return lim;
}

TEST(TableScores, MatesMoveWithThePlyTheyAreReadAt) {
  // A mate 7 plies from the root found at ply 3 is 4 plies from that node; read at ply 5
  // (the same position reached by a longer path) it is a mate 9 plies from the root.
  const Value stored = value_to_tt(mate_in(7), 3);
  EXPECT_EQ(value_from_tt(stored, 5), mate_in(9));
  EXPECT_EQ(value_from_tt(value_to_tt(mated_in(8), 3), 5), mated_in(10));
  EXPECT_EQ(value_from_tt(value_to_tt(123, 3), 5), 123);
}

TEST(TableScores, MateBeyondTheNoCaptureDrawIsNotTrusted) {
  const Value stored = value_to_tt(mate_in(7), 3);  // 4 plies from its node
  EXPECT_EQ(value_from_tt(stored, 5, 4), mate_in(9));
  EXPECT_EQ(value_from_tt(stored, 5, 3), VALUE_NONE);
  EXPECT_EQ(value_from_tt(value_to_tt(mated_in(8), 3), 5, 4), VALUE_NONE);
  EXPECT_EQ(value_from_tt(123, 5, 0), 123);
}

TEST(TableScores, SearchDoesNotReadAMateTheNoCaptureDrawMakesUnreachable) {
  // Black mates in 3 (tests/data/mates.tsv). Searched first with the no-capture counter at 0,
  // the table fills with that mate; searched again at 117 plies without a capture, the draw at
  // 120 comes first (no mate is reachable with a capture in time: a fresh depth-7 search finds
  // none), so no mate may be reported whatever the table holds.
  Searcher s;
  Result first = s.search_sync(fen_position("3k1ab2/9/b2c5/8p/9/p8/9/3A5/3pA1n1c/5K3 b - - 0 47"),
                               depth_limit(10));
  ASSERT_TRUE(is_mate_score(first.score) && first.score > 0) << first.score;
  ASSERT_EQ(mate_moves(first.score), 3);
  for (int depth = 1; depth <= 4; ++depth) {
    Result late = s.search_sync(
        fen_position("3k1ab2/9/b2c5/8p/9/p8/9/3A5/3pA1n1c/5K3 b - - 117 47"), depth_limit(depth));
    EXPECT_FALSE(is_mate_score(late.score)) << "depth " << depth << " score " << late.score;
  }
}

// Returns the mate-in-N cases of tests/data/mates.tsv.
std::vector<std::pair<std::string, int>> mate_cases() {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/mates.tsv");
  std::vector<std::pair<std::string, int>> cases;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols = absl::StrSplit(line, '\t');
    int moves = 0;
    if (cols.size() >= 2 && absl::SimpleAtoi(cols[1], &moves)) cases.emplace_back(cols[0], moves);
  }
  return cases;
}

TEST(TableScores, GoMateFindsItsMateAfterPrunedSearchesFilledTheTable) {
  // A game's normal searches leave bounds computed with pruning and reductions, which can miss
  // a mate; `go mate N` right after them (same table) must still prove every mate.
  Searcher s;
  int checked = 0;
  for (const auto& [fen, moves] : mate_cases()) {
    const Position pos = fen_position(fen);
    for (int pruned_depth : {5, 6, 7, 10}) {
      s.clear();
      s.search_sync(pos, depth_limit(pruned_depth));
      Limits lim;
      lim.mate = moves;
      lim.depth = 2 * moves + 8;
      Result r = s.search_sync(pos, lim);
      EXPECT_TRUE(is_mate_score(r.score) && r.score > 0)
          << fen << " after depth " << pruned_depth << ": score " << r.score;
      EXPECT_EQ(mate_moves(r.score), moves) << fen << " after depth " << pruned_depth;
    }
    ++checked;
  }
  EXPECT_GE(checked, 30);
}

}  // namespace
}  // namespace cotuong::search
