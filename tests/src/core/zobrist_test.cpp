// Position keys: the same in every build (books store them), different for different positions
// and for the side to move.
#include "core/zobrist.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <unordered_map>

#include "core/movegen.h"
#include "core/position.h"

namespace cotuong {
namespace {

TEST(Zobrist, KeysAreTheSameInEveryBuild) {
  // Opening books (book/book_format.h, version 1) store these keys: a change of the generator or
  // its seed must come with a new book format version, and this test says so. (That the key is
  // kept exact move by move is Position's test: MakeUnmakeKeepsKeysAndCheckersExact.)
  EXPECT_EQ(Position::start().key(), 0x86ba96285c5d0532ULL);
  EXPECT_EQ(zobrist::kSide, 0x7fbfc26ddcc8cd63ULL);
}

TEST(Zobrist, DifferentPositionsHaveDifferentKeys) {
  std::mt19937 rng(7);
  std::unordered_map<Key, std::string> seen;  // key -> board and side to move
  for (int game = 0; game < 20; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 80; ++ply) {
      std::string fen = pos.fen();
      std::string placement = fen.substr(0, fen.find(' ', fen.find(' ') + 1));
      auto [it, inserted] = seen.emplace(pos.key(), placement);
      ASSERT_EQ(it->second, placement) << "two positions share a key";
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      pos.do_move(*(moves.begin() + rng() % moves.size()));
    }
  }
  EXPECT_GT(seen.size(), 1000u);
}

TEST(Zobrist, TheSideToMoveIsPartOfTheKey) {
  Position red = *Position::from_fen("4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 0 1");
  Position black = *Position::from_fen("4k4/9/9/9/9/9/9/9/3R5/3K5 b - - 0 1");
  EXPECT_NE(red.key(), black.key());
  EXPECT_EQ(red.key() ^ zobrist::kSide, black.key());
  red.do_null_move();
  EXPECT_EQ(red.key(), black.key());
  red.undo_null_move();
  EXPECT_EQ(red.key() ^ zobrist::kSide, black.key());
}

}  // namespace
}  // namespace cotuong
