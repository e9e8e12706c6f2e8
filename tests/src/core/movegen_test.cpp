// Legal move generation: the fast generator agrees with a brute-force legality test everywhere.
#include "core/movegen.h"

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/src/core/perft_rows.h"

namespace cotuong {
namespace {

// Returns the legal moves found by trying every from/to pair with Position::is_legal.
std::set<Move> brute_force_legal(const Position& pos) {
  std::set<Move> out;
  for (int f = 0; f < SQUARE_NB; ++f)
    for (int t = 0; t < SQUARE_NB; ++t) {
      Move m = make_move(Square(f), Square(t));
      if (f != t && pos.is_legal(m)) out.insert(m);
    }
  return out;
}

void expect_generators_agree(const Position& pos) {
  MoveList<LEGAL> list(pos);
  std::set<Move> legal(list.begin(), list.end());
  ASSERT_EQ(legal, brute_force_legal(pos)) << pos.fen();
  EXPECT_EQ(count_legal_moves(pos), int(legal.size())) << pos.fen();
  MoveList<CAPTURES> captures(pos);
  MoveList<QUIETS> quiets(pos);
  std::set<Move> both;
  for (Move m : captures) {
    EXPECT_TRUE(pos.is_capture(m));
    both.insert(m);
  }
  for (Move m : quiets) {
    EXPECT_FALSE(pos.is_capture(m));
    both.insert(m);
  }
  EXPECT_EQ(both, legal) << pos.fen();
  EXPECT_EQ(captures.size() + quiets.size(), int(legal.size()));
  if (pos.in_check()) {
    MoveList<EVASIONS> evasions(pos);
    EXPECT_EQ(std::set<Move>(evasions.begin(), evasions.end()), legal) << pos.fen();
  }
}

TEST(Movegen, AgreesWithBruteForceOnPerftPositions) {
  for (const PerftCase& c : load_perft_rows(1, 1)) {
    absl::StatusOr<Position> pos = Position::from_fen(c.fen);
    ASSERT_TRUE(pos.ok());
    expect_generators_agree(*pos);
  }
}

TEST(Movegen, AgreesWithBruteForceInRandomGames) {
  std::mt19937 rng(2024);
  int checks_seen = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 120; ++ply) {
      expect_generators_agree(pos);
      checks_seen += pos.in_check();
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      // Prefer captures so that games reach sparse, tactical positions.
      MoveList<CAPTURES> caps(pos);
      Move m = caps.size() && rng() % 2 ? *(caps.begin() + rng() % caps.size())
                                        : *(moves.begin() + rng() % moves.size());
      pos.do_move(m);
    }
  }
  EXPECT_GT(checks_seen, 50) << "random games should exercise evasions";
}

TEST(Movegen, CannonScreensAndHollowLines) {
  // Black cannon on e7 faces the red king with nothing between: no red piece may step onto
  // e1..e6 (it would become the screen); the rook on a3 may still move elsewhere.
  absl::StatusOr<Position> pos = Position::from_fen("3k5/9/4c4/9/9/9/R8/9/9/4K4 w - - 0 1");
  ASSERT_TRUE(pos.ok()) << pos.status();
  for (Move m : MoveList<LEGAL>(*pos)) {
    Square to = to_sq(m);
    if (type_of(pos->piece_on(from_sq(m))) == KING) continue;  // the king may walk up the file
    EXPECT_FALSE(file_of(to) == 4 && rank_of(to) >= 1 && rank_of(to) <= 6) << to_ucci(m);
  }
  EXPECT_TRUE(MoveList<LEGAL>(*pos).contains(*parse_ucci(*pos, "a3a4")));
}

TEST(Movegen, EvasionsCaptureBlockOrRemoveTheScreen) {
  struct Case {
    const char* fen;
    std::vector<std::string> legal, illegal;
  };
  const Case cases[] = {
      // Cannon e7 checks through the red rook e3: the screen may leave the file or take the
      // cannon, not slide along the file; the rook a5 may add a second screen.
      {"3k5/9/4c4/9/R8/9/4R4/9/9/4K4 w - - 0 1",
       {"e3a3", "e3e7", "a5e5"},
       {"e3e5", "e3e2", "a5a6"}},
      // Horse d2 checks: block its leg d1 or step aside; the rook's other moves do not answer.
      {"3k5/9/9/9/9/9/9/3n5/R8/4K4 w - - 0 1", {"a1d1"}, {"a1a2", "a1c1"}},
      // Rook e5 and horse f2 both check: blocking one line (e1) or one leg (f1) is not enough.
      {"3k5/9/9/9/4r4/9/9/5n3/R8/4K4 w - - 0 1", {}, {"a1e1", "a1f1"}},
  };
  for (const Case& c : cases) {
    absl::StatusOr<Position> pos = Position::from_fen(c.fen);
    ASSERT_TRUE(pos.ok()) << pos.status();
    ASSERT_TRUE(pos->in_check()) << c.fen;
    expect_generators_agree(*pos);
    MoveList<EVASIONS> evasions(*pos);
    for (const std::string& ucci : c.legal) {
      absl::StatusOr<Move> m = parse_ucci(*pos, ucci);
      ASSERT_TRUE(m.ok()) << ucci;
      EXPECT_TRUE(evasions.contains(*m)) << c.fen << " " << ucci;
    }
    for (const std::string& ucci : c.illegal) {
      absl::StatusOr<Move> m = parse_ucci(*pos, ucci);
      EXPECT_TRUE(!m.ok() || !evasions.contains(*m)) << c.fen << " " << ucci;
    }
  }
}

TEST(Movegen, StalemateAndCheckmateHaveNoMoves) {
  // Checkmate: double rook (Song Xe).
  absl::StatusOr<Position> mate = Position::from_fen("3kR4/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
  ASSERT_TRUE(mate.ok()) << mate.status();
  EXPECT_TRUE(mate->in_check());
  EXPECT_EQ(MoveList<LEGAL>(*mate).size(), 0);
  // Stalemate: the black king cannot move and is not in check.
  absl::StatusOr<Position> stale = Position::from_fen("3k5/4P4/4P4/9/9/9/9/9/9/4K4 b - - 0 1");
  ASSERT_TRUE(stale.ok()) << stale.status();
  EXPECT_FALSE(stale->in_check());
  EXPECT_EQ(count_legal_moves(*stale), 0);
}

}  // namespace
}  // namespace cotuong
