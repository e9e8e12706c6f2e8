// The mate prover: the right N, the complete set of mating first moves (checked by brute force),
// checks-only puzzles, "no mate within N", limits, the levels' questions (the first mating move
// among given moves), and the puzzle set of tests/data/cothe.tsv (quick ones here, all of them
// in the deep suite).
#include "search/mate_solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "core/movegen.h"
#include "tests/search/levels/test_positions.h"

namespace cotuong::search {
namespace {

// A row of mates.tsv (fen, N, fairy-stockfish move with ranks 1-10) or cothe.tsv (fen, N,
// checks_only, mating moves, seconds).
struct Row {
  std::string fen;
  int moves = 0;
  bool checks_only = false;
  std::vector<std::string> mating;  // cothe.tsv: every first move that mates in N (UCCI)
  double seconds = 0;
};

// Returns the rows of a data file.
std::vector<Row> load(const std::string& name) {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/" + name);
  std::vector<Row> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols = absl::StrSplit(line, '\t');
    Row r{cols.at(0)};
    EXPECT_TRUE(absl::SimpleAtoi(cols.at(1), &r.moves)) << line;
    if (cols.size() >= 5) {
      r.checks_only = cols[2] == "1";
      r.mating = absl::StrSplit(cols[3], ' ');
      EXPECT_TRUE(absl::SimpleAtod(cols[4], &r.seconds)) << line;
    }
    rows.push_back(r);
  }
  return rows;
}

// Returns the UCCI texts of moves, sorted.
std::vector<std::string> sorted_ucci(const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(to_ucci(m));
  std::sort(out.begin(), out.end());
  return out;
}

// Returns whether the line is legal from pos and ends with the side to move unable to move,
// every attacker move giving check when checks_only.
bool line_ends_in_mate(Position pos, const std::vector<Move>& line, bool checks_only) {
  for (size_t i = 0; i < line.size(); ++i) {
    if (!pos.is_legal(line[i])) return false;
    if (checks_only && i % 2 == 0 && !pos.gives_check(line[i])) return false;
    pos.do_move(line[i]);
  }
  return count_legal_moves(pos) == 0;
}

TEST(MateSolver, ProvesEveryMateInOneTwoThreeOfTheMateSet) {
  for (const Row& r : load("mates.tsv")) {
    Position pos = *Position::from_fen(r.fen);
    MateSolution s = solve_mate(pos, {.max_moves = 4});
    ASSERT_TRUE(s.complete) << r.fen;
    EXPECT_EQ(s.moves, r.moves) << r.fen;
    EXPECT_EQ(int(s.main_line.size()), 2 * r.moves - 1) << r.fen;
    EXPECT_TRUE(line_ends_in_mate(pos, s.main_line, false)) << r.fen;
  }
}

TEST(MateSolver, MatingFirstMovesAreExactlyThoseAnIndependentSearchConfirms) {
  for (const Row& r : load("mates.tsv")) {
    if (r.moves > 2) continue;  // the brute-force check is plain full width: keep it quick
    Position pos = *Position::from_fen(r.fen);
    MateSolution s = solve_mate(pos, {.max_moves = r.moves});
    std::vector<Move> confirmed;
    for (Move m : MoveList<LEGAL>(pos)) {
      pos.do_move(m);
      if (testing::mated_within(pos, r.moves - 1)) confirmed.push_back(m);
      pos.undo_move();
    }
    EXPECT_EQ(sorted_ucci(s.mating_moves), sorted_ucci(confirmed)) << r.fen;
  }
}

TEST(MateSolver, FirstMoveOnlyAnswersTheFirstMatingMoveAmongTheMovesGiven) {
  const Position pos = *Position::from_fen("3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - 1 45");
  const MateSolution all = solve_mate(pos, {.max_moves = 3});
  ASSERT_EQ(all.moves, 3);
  ASSERT_EQ(all.mating_moves.size(), 3u);
  MateSolution first = solve_mate(pos, {.max_moves = 3, .first_move_only = true});
  EXPECT_EQ(first.moves, 3);
  EXPECT_EQ(first.mating_moves, std::vector<Move>{all.mating_moves[0]});
  EXPECT_TRUE(first.main_line.empty());
  // Among given moves only: the second mating move and a move that does not mate.
  Move idle = MOVE_NONE;
  for (Move m : MoveList<LEGAL>(pos))
    if (std::find(all.mating_moves.begin(), all.mating_moves.end(), m) == all.mating_moves.end())
      idle = m;
  MateSolution given = solve_mate(
      pos, {.max_moves = 3, .root_moves = {idle, all.mating_moves[1]}, .first_move_only = true});
  EXPECT_EQ(given.mating_moves, std::vector<Move>{all.mating_moves[1]});
  MateSolution none = solve_mate(pos, {.max_moves = 3, .root_moves = {idle}});
  EXPECT_EQ(none.moves, 0);
  EXPECT_TRUE(none.complete);
}

TEST(MateSolver, SaysNoMateWithinFewerMovesThanTheShortest) {
  const Row r = load("mates.tsv").back();  // a mate in 3
  ASSERT_EQ(r.moves, 3);
  MateSolution s = solve_mate(*Position::from_fen(r.fen), {.max_moves = 2});
  EXPECT_TRUE(s.complete);
  EXPECT_EQ(s.moves, 0);
  EXPECT_EQ(s.searched_moves, 2);
  EXPECT_TRUE(s.mating_moves.empty());
}

TEST(MateSolver, ChecksOnlyRefusesAMateThatNeedsAQuietMove) {
  // Black mates in 3 with a quiet pawn move first (P4.4), never by checks alone.
  const Position pos = *Position::from_fen("3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - 1 45");
  MateSolution full = solve_mate(pos, {.max_moves = 3});
  EXPECT_EQ(full.moves, 3);
  EXPECT_TRUE(std::any_of(full.mating_moves.begin(), full.mating_moves.end(),
                          [&](Move m) { return !pos.gives_check(m); }));
  MateSolution checks = solve_mate(pos, {.max_moves = 12, .checks_only = true});
  EXPECT_TRUE(checks.complete);
  EXPECT_EQ(checks.moves, 0);
}

TEST(MateSolver, ANodeLimitEndsTheProofWithoutClaimingAnything) {
  const Row r = load("mates.tsv").back();
  MateSolution s = solve_mate(*Position::from_fen(r.fen), {.max_moves = 3, .node_limit = 5000});
  EXPECT_FALSE(s.complete);
  EXPECT_EQ(s.moves, 0);
  EXPECT_LT(s.searched_moves, 3);
}

// Checks one puzzle of the cờ thế set: N, the complete set of first moves, the main line.
void expect_puzzle_solved(const Row& r) {
  Position pos = *Position::from_fen(r.fen);
  MateSolution s = solve_mate(pos, {.max_moves = 12, .checks_only = r.checks_only});
  ASSERT_TRUE(s.complete) << r.fen;
  EXPECT_EQ(s.moves, r.moves) << r.fen;
  std::vector<std::string> expected = r.mating;
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(sorted_ucci(s.mating_moves), expected) << r.fen;
  EXPECT_TRUE(line_ends_in_mate(pos, s.main_line, r.checks_only)) << r.fen;
  EXPECT_EQ(int(s.main_line.size()), 2 * r.moves - 1) << r.fen;
}

TEST(CotheSet, HasThirtyPuzzlesFromMateInThreeToTwelveAThirdChecksOnly) {
  std::vector<Row> rows = load("cothe.tsv");
  ASSERT_GE(rows.size(), 30u);
  int checks_only = 0;
  for (const Row& r : rows) {
    EXPECT_GE(r.moves, 3) << r.fen;
    EXPECT_LE(r.moves, 12) << r.fen;
    checks_only += r.checks_only;
  }
  EXPECT_GE(checks_only * 3, int(rows.size()));
}

TEST(CotheSet, QuickPuzzlesAreSolved) {
  for (const Row& r : load("cothe.tsv"))
    if (r.seconds < 0.3) expect_puzzle_solved(r);
}

}  // namespace
}  // namespace cotuong::search
