// The levels' quick mate search and threat check (the mate prover, mate_solver.h, as the levels
// ask it) against the project's verified mate set.
#include <gtest/gtest.h>

#include <algorithm>

#include "search/levels.h"
#include "search/mate_solver.h"
#include "tests/search/levels/test_positions.h"

namespace cotuong::search {
namespace {

using testing::load_tsv;

// Returns the quick mate search's answer for pos.
MateSolution quick_mate(const Position& pos) {
  MateProblem quick;
  quick.max_moves = kQuickMateMoves;
  quick.node_limit = kQuickMateNodes;
  quick.first_move_only = true;
  return solve_mate(pos, quick);
}

TEST(QuickMateSearch, FindsEveryMateOfTheSetWithFairyStockfishsDistance) {
  std::vector<testing::TsvCase> cases = load_tsv("mates.tsv");
  ASSERT_GE(cases.size(), 30u);
  for (const auto& c : cases) {
    Position pos = *Position::from_fen(c.fen);
    MateSolution mate = quick_mate(pos);
    ASSERT_EQ(mate.mating_moves.size(), 1u) << c.fen;
    EXPECT_EQ(mate.moves, c.number) << c.fen;
    pos.do_move(mate.mating_moves[0]);
    if (c.number <= 2) {
      EXPECT_TRUE(testing::mated_within(pos, c.number - 1)) << c.fen;
    }
  }
}

TEST(QuickMateSearch, ReportsNoMateInTheStartPosition) {
  EXPECT_EQ(quick_mate(Position::start()).moves, 0);
}

TEST(ThreatCheck, NamesExactlyTheMovesThatAllowMateInOne) {
  for (const auto& c : load_tsv("level-defend.tsv")) {
    Position pos = *Position::from_fen(c.fen);
    std::vector<Move> losing = moves_allowing_mate_in_one(pos);
    int safe = 0;
    for (Move m : MoveList<LEGAL>(pos)) {
      pos.do_move(m);
      bool allows = testing::can_mate_in_one(pos);
      pos.undo_move();
      bool listed = std::find(losing.begin(), losing.end(), m) != losing.end();
      EXPECT_EQ(allows, listed) << c.fen << " " << to_ucci(m);
      safe += !allows;
    }
    EXPECT_EQ(safe, c.number) << c.fen;
  }
}

}  // namespace
}  // namespace cotuong::search
