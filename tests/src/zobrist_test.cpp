// Position keys: the key kept up to date move by move is the key computed from scratch, taking
// a move back restores it, and different positions (or sides to move) get different keys.
#include "zobrist.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "movegen.h"
#include "position.h"

namespace cotuong {
namespace {

// Returns the key of pos computed from scratch (a position set up from its FEN).
Key key_from_scratch(const Position& pos) { return Position::from_fen(pos.fen())->key(); }

// Returns the legal moves of pos.
std::vector<Move> legal_moves(const Position& pos) {
  Move list[MAX_MOVES];
  return std::vector<Move>(list, generate<LEGAL>(pos, list));
}

TEST(Zobrist, TheIncrementalKeyIsTheFromScratchKeyAlongRandomGames) {
  std::mt19937 rng(18);
  for (int game = 0; game < 20; ++game) {
    Position pos = Position::start();
    std::vector<Key> keys = {pos.key()};
    for (int ply = 0; ply < 120; ++ply) {
      std::vector<Move> moves = legal_moves(pos);
      if (moves.empty()) break;
      Move m = moves[rng() % moves.size()];
      const Key predicted = pos.key_after(m);
      pos.do_move(m);
      ASSERT_EQ(pos.key(), key_from_scratch(pos)) << pos.fen();
      ASSERT_EQ(pos.key(), predicted) << "key_after disagrees: " << pos.fen();
      keys.push_back(pos.key());
    }
    // Taking every move back restores every earlier key.
    while (keys.size() > 1) {
      keys.pop_back();
      pos.undo_move();
      ASSERT_EQ(pos.key(), keys.back());
    }
    EXPECT_EQ(pos.key(), Position::start().key());
  }
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
      std::vector<Move> moves = legal_moves(pos);
      if (moves.empty()) break;
      pos.do_move(moves[rng() % moves.size()]);
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
