// The levels' quick mate search and threat check against the project's verified mate set.
#include <gtest/gtest.h>

#include <algorithm>

#include "search/level_mate.h"
#include "tests/search/levels/test_positions.h"

namespace cotuong::search {
namespace {

using testing::load_tsv;

TEST(QuickMateSearch, FindsEveryMateOfTheSetWithFairyStockfishsDistance) {
  std::vector<testing::TsvCase> cases = load_tsv("mates.tsv");
  ASSERT_GE(cases.size(), 30u);
  for (const auto& c : cases) {
    Position pos = *Position::from_fen(c.fen);
    ForcedMate mate = find_forced_mate(pos, MateSearchLimits{});
    ASSERT_NE(mate.move, MOVE_NONE) << c.fen;
    EXPECT_EQ(mate.moves, c.number) << c.fen;
    pos.do_move(mate.move);
    if (c.number <= 2) EXPECT_TRUE(testing::mated_within(pos, c.number - 1)) << c.fen;
  }
}

TEST(QuickMateSearch, ReportsNoMateInTheStartPosition) {
  EXPECT_EQ(find_forced_mate(Position::start(), MateSearchLimits{}).move, MOVE_NONE);
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
