// Perpetual-rule verdicts inside the search tree: a repetition decides once after the root or
// at the game's third occurrence; a win by rule scores in the mate band (at its ply distance),
// is found by quiescence too, and is never stored in the table as an exact value.
#include <gtest/gtest.h>

#include <initializer_list>

#include "search/search.h"

namespace cotuong::search {
namespace {

// Red's rook checks from d0 and e0 while the black king steps between d9 and e9: every black
// move is forced, every red move is a check. The cycle S A B C S ... starts with Red to move.
constexpr const char* kStart = "4k4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1";
constexpr std::initializer_list<const char*> kCycle = {"d0e0", "e9d9", "e0d0", "d9e9"};

// Returns the start position with the first `plies` moves of the repeated cycle played.
Position after_cycle_plies(int plies) {
  absl::StatusOr<Position> pos = Position::from_fen(kStart);
  EXPECT_TRUE(pos.ok());
  for (int i = 0; i < plies; ++i) {
    absl::StatusOr<Move> m = parse_ucci(*pos, kCycle.begin()[i % 4]);
    EXPECT_TRUE(m.ok());
    pos->do_move(*m);
  }
  return *pos;
}

// Returns the result of a depth-limited search of pos.
Result search_to_depth(Searcher& s, const Position& pos, int depth) {
  Limits lim;
  lim.depth = depth;
  return s.search_sync(pos, lim);
}

TEST(RepetitionInTree, GamesThirdOccurrenceWinsByRuleAtOnePly) {
  // Seven plies played: Black's forced d9e9 makes the start position occur a third time, and
  // Red, who checked throughout, loses there: a win by rule one ply away, in the mate band.
  for (int depth : {1, 6}) {  // depth 1: the verdict is found in quiescence
    Searcher s;
    Result r = search_to_depth(s, after_cycle_plies(7), depth);
    EXPECT_EQ(to_ucci(r.best), "d9e9");
    EXPECT_TRUE(is_mate_score(r.score)) << "depth " << depth << " score " << r.score;
    EXPECT_EQ(r.score, mate_in(1)) << "depth " << depth;
  }
}

TEST(RepetitionInTree, GamesSecondOccurrenceDecidesNothing) {
  // Three plies played: d9e9 repeats the start position only for the second time, so the game
  // goes on, and Red's extra rook wins it (Red does not have to keep checking).
  Searcher s;
  Result r = search_to_depth(s, after_cycle_plies(3), 8);
  EXPECT_EQ(to_ucci(r.best), "d9e9");
  EXPECT_LT(r.score, -300) << r.score;
}

TEST(RepetitionInTree, WinByRuleIsNotStoredAsTheExactValueOfThePosition) {
  // The position after seven plies is won only because of how it was reached: the table must
  // not hold an exact value for it that a search from another path could use.
  Searcher s;
  const Position root = after_cycle_plies(7);
  search_to_depth(s, root, 6);
  Searcher::Probe p = s.probe(root);
  EXPECT_FALSE(p.found) << "value " << p.value << (p.lower ? " lower" : "")
                        << (p.upper ? " upper" : "");
  // The same position without that history: Black is lost, whatever the table says.
  absl::StatusOr<Position> fresh = Position::from_fen(root.fen());
  ASSERT_TRUE(fresh.ok());
  EXPECT_LT(search_to_depth(s, *fresh, 6).score, -300);
}

}  // namespace
}  // namespace cotuong::search
