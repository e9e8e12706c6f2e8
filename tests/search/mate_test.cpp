// Acceptance: every mate-in-1/2/3 position of tests/data/mates.tsv (verified with
// fairy-stockfish) is solved, reported as `score mate N` with the reference's N.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "core/movegen.h"
#include "search/search.h"

namespace cotuong::search {
namespace {

struct MateCase {
  std::string fen;
  int moves;
};

std::vector<MateCase> load_cases() {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/mates.tsv");
  std::vector<MateCase> cases;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols = absl::StrSplit(line, '\t');
    MateCase c{cols.at(0), 0};
    EXPECT_TRUE(absl::SimpleAtoi(cols.at(1), &c.moves)) << line;
    cases.push_back(c);
  }
  return cases;
}

TEST(Mates, TestSetHasAtLeastThirtyPositions) { EXPECT_GE(load_cases().size(), 30u); }

TEST(Mates, EveryMateIsFoundWithTheRightDistance) {
  Searcher s;
  for (const MateCase& c : load_cases()) {
    absl::StatusOr<Position> pos = Position::from_fen(c.fen);
    ASSERT_TRUE(pos.ok()) << c.fen << ": " << pos.status();
    s.clear();
    Limits lim;
    lim.mate = c.moves;
    lim.depth = 2 * c.moves + 8;  // a bound in case the mate were missed
    Result r = s.search_sync(*pos, lim);
    EXPECT_TRUE(is_mate_score(r.score) && r.score > 0) << c.fen << " score " << r.score;
    EXPECT_EQ(mate_moves(r.score), c.moves) << c.fen;
    // The reported line is legal; when complete, it ends in a position without a legal move.
    Position p = *pos;
    for (Move m : r.pv) {
      ASSERT_TRUE(p.is_legal(m)) << c.fen;
      p.do_move(m);
    }
    ASSERT_FALSE(r.pv.empty()) << c.fen;
    EXPECT_EQ(r.pv[0], r.best);
    if (int(r.pv.size()) == 2 * c.moves - 1) {
      EXPECT_EQ(count_legal_moves(p), 0) << c.fen;
    }
  }
}

}  // namespace
}  // namespace cotuong::search
