// Position: FEN round trips, make/unmake restoring everything, incremental keys, check info.
#include "core/position.h"

#include <random>

#include "core/movegen.h"
#include "gtest/gtest.h"
#include "tests/src/core/perft_rows.h"

namespace cotuong {
namespace {

TEST(Position, StartFenRoundTrip) {
  Position pos = Position::start();
  EXPECT_EQ(pos.fen(), kStartFen);
  EXPECT_EQ(pos.side_to_move(), RED);
  EXPECT_EQ(pos.king_square(RED), make_square(4, 0));
  EXPECT_EQ(pos.king_square(BLACK), make_square(4, 9));
  EXPECT_EQ(pos.pieces().count(), 32);
  EXPECT_FALSE(pos.in_check());
}

TEST(Position, FenRoundTripsForEveryPerftPosition) {
  for (const PerftCase& c : load_perft_rows(1, 1)) {
    absl::StatusOr<Position> pos = Position::from_fen(c.fen);
    ASSERT_TRUE(pos.ok()) << c.fen;
    absl::StatusOr<Position> again = Position::from_fen(pos->fen());
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->fen(), pos->fen());
    EXPECT_EQ(again->key(), pos->key());
  }
}

TEST(Position, MoveCountersFollowTheGame) {
  Position pos = Position::start();
  pos.do_move(*parse_ucci(pos, "h2e2"));
  EXPECT_EQ(pos.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
  pos.do_move(*parse_ucci(pos, "h9g7"));
  EXPECT_EQ(pos.fullmove_number(), 2);
  pos.do_move(*parse_ucci(pos, "e2e6"));  // cannon takes the centre pawn
  EXPECT_EQ(pos.plies_since_capture(), 0);
  EXPECT_EQ(pos.captured_piece(), B_PAWN);
}

// Random games: for every legal move of every position on the way, gives_check answers what
// making the move shows (the search prunes and extends on this answer).
TEST(Position, GivesCheckAgreesWithMakingEveryMove) {
  std::mt19937 rng(777);
  int checks = 0;
  for (int game = 0; game < 100; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 160; ++ply) {
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      for (Move m : moves) {
        bool predicted = pos.gives_check(m);
        pos.do_move(m);
        ASSERT_EQ(predicted, pos.in_check()) << pos.fen() << " after " << to_ucci(m);
        checks += predicted;
        pos.undo_move();
      }
      pos.do_move(*(moves.begin() + rng() % moves.size()));
    }
  }
  EXPECT_GT(checks, 1000);  // the games are long enough to exercise every kind of check
}

// Random games: after every move the incremental key equals a key computed from scratch (via
// FEN), checkers match a direct attack test, and undoing everything restores the start.
TEST(Position, MakeUnmakeKeepsKeysAndCheckersExact) {
  std::mt19937 rng(12345);
  for (int game = 0; game < 200; ++game) {
    Position pos = Position::start();
    std::vector<std::string> fens{pos.fen()};
    for (int ply = 0; ply < 150; ++ply) {
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      Move m = *(moves.begin() + rng() % moves.size());
      bool check = pos.gives_check(m);
      Key predicted = pos.key_after(m);
      pos.do_move(m);
      EXPECT_EQ(check, pos.in_check()) << "gives_check disagrees after " << to_ucci(m);
      ASSERT_EQ(predicted, pos.key()) << "key_after disagrees after " << to_ucci(m);
      absl::StatusOr<Position> fresh = Position::parse_fen(pos.fen());
      ASSERT_TRUE(fresh.ok());
      ASSERT_EQ(fresh->key(), pos.key());
      ASSERT_EQ(fresh->checkers(), pos.checkers());
      fens.push_back(pos.fen());
    }
    while (pos.game_ply() > 0) {
      fens.pop_back();
      pos.undo_move();
      ASSERT_EQ(pos.fen(), fens.back());
    }
    EXPECT_EQ(pos.key(), Position::start().key());
  }
}

TEST(Position, NullMoveFlipsSideAndKey) {
  Position pos = Position::start();
  Key k = pos.key();
  pos.do_null_move();
  EXPECT_EQ(pos.side_to_move(), BLACK);
  EXPECT_NE(pos.key(), k);
  pos.undo_null_move();
  EXPECT_EQ(pos.key(), k);
}

TEST(Position, FlyingGeneralPinsTheOnlyBlocker) {
  // The red horse on e4 is the only piece between the kings: it may not leave the file.
  absl::StatusOr<Position> pos = Position::from_fen("4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
  ASSERT_TRUE(pos.ok()) << pos.status();
  for (Move m : MoveList<LEGAL>(*pos)) EXPECT_NE(from_sq(m), make_square(4, 4)) << to_ucci(m);
  EXPECT_FALSE(parse_ucci(*pos, "e4d6").ok());
}

TEST(Position, UcciMoveErrorsSayWhy) {
  Position pos = Position::start();
  EXPECT_NE(parse_ucci(pos, "z9z9").status().message().find("not a coordinate move"),
            std::string::npos);
  EXPECT_NE(parse_ucci(pos, "e5e6").status().message().find("no piece on e5"), std::string::npos);
  EXPECT_NE(parse_ucci(pos, "e9e8").status().message().find("not the side to move"),
            std::string::npos);
  EXPECT_NE(parse_ucci(pos, "b0b2").status().message().find("cannot move there"),
            std::string::npos);
  absl::StatusOr<Position> pinned = Position::from_fen("4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
  EXPECT_NE(parse_ucci(*pinned, "e4d6").status().message().find("leaves the king"),
            std::string::npos);
}

}  // namespace
}  // namespace cotuong
