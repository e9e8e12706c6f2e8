// CheckSquares: the move picker's per-position check test answers exactly what making the move
// shows, for every legal move, quiet or capture, on crowded and on open boards.
#include "core/check_squares.h"

#include <random>

#include "core/movegen.h"
#include "gtest/gtest.h"
#include "tests/fen_position.h"

namespace cotuong {
namespace {

using testing::fen_position;

bool gives_check_by_making(Position& pos, Move m) {
  pos.do_move(m);
  bool check = pos.in_check();
  pos.undo_move();
  return check;
}

// Each line: a position, a move off the king's lines that checks, and one that does not.
TEST(CheckSquares, ChecksGivenFromAwayFromTheKingsLines) {
  struct Case {
    const char* what;
    const char* fen;
    const char* check;
    const char* quiet;
  };
  const Case cases[] = {
      {"a horse becomes the screen of a cannon with an open file",
       "4k4/9/9/9/2N6/9/9/4C4/9/3K5 w - - 0 1", "c5e6", "c5b7"},
      {"a rook reaches the king's open file", "4k4/9/9/9/9/R8/9/9/9/3K5 w - - 0 1", "a4e4", "a4d4"},
      {"a cannon lands behind exactly one screen", "4k4/4a4/9/9/C8/9/9/9/9/3K5 w - - 0 1", "a5e5",
       "a5d5"},
      {"a horse lands on a checking square with its leg free",
       "4k4/9/9/1N7/9/9/9/9/9/3K5 w - - 0 1", "b6c8", "b6a8"},
      {"a cannon captures onto the king's file behind one screen",
       "4k4/4a4/9/C1P1p4/9/9/9/9/9/3K5 w - - 0 1", "a6e6", "a6b6"},
  };
  for (const Case& c : cases) {
    Position pos = fen_position(c.fen);
    const CheckSquares checks(pos);
    for (const char* text : {c.check, c.quiet}) {
      absl::StatusOr<Move> m = parse_ucci(pos, text);
      ASSERT_TRUE(m.ok()) << c.what << ": " << text << ": " << m.status();
      EXPECT_EQ(checks.gives_check(*m), text == c.check) << c.what << ": " << text;
      EXPECT_EQ(checks.gives_check(*m), gives_check_by_making(pos, *m)) << c.what << ": " << text;
    }
  }
}

// Random games from the start and from open middlegames and endgames: every legal move of every
// position on the way.
TEST(CheckSquares, AgreesWithMakingEveryMoveInRandomGames) {
  const char* starts[] = {
      kStartFen,
      "2bak4/4a4/4b1n2/p1p1C3p/9/2P3p2/P3c3P/2N1B4/4A4/2BAK4 w - - 0 1",
      "3k5/4a4/9/4c4/2r6/9/2C1R4/9/4A4/3AK4 w - - 0 1",
      "3ak4/9/4b4/2n6/9/6C2/4p4/9/3R5/4K4 b - - 0 1",
  };
  std::mt19937 rng(4242);
  int checks_seen = 0;
  for (const char* start : starts) {
    for (int game = 0; game < 60; ++game) {
      Position pos = fen_position(start);
      for (int ply = 0; ply < 120; ++ply) {
        MoveList<LEGAL> moves(pos);
        if (moves.size() == 0) break;
        const CheckSquares checks(pos);
        for (Move m : moves) {
          const bool made = gives_check_by_making(pos, m);
          ASSERT_EQ(checks.gives_check(m), made) << pos.fen() << " " << to_ucci(m);
          checks_seen += made;
        }
        pos.do_move(*(moves.begin() + rng() % moves.size()));
      }
    }
  }
  EXPECT_GT(checks_seen, 2000) << "positions too quiet";  // enough checks of every kind
}

}  // namespace
}  // namespace cotuong
