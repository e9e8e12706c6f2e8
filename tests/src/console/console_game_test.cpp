// The console's handicap set-ups.
#include "console/console_game.h"

#include <gtest/gtest.h>

#include <vector>

namespace cotuong::console {
namespace {

TEST(Handicap, RemovesTheGiversPiecesLeftHandFirst) {
  Position pos = *handicap_position(BLACK, {"horse", "rook"});
  EXPECT_EQ(pos.count(BLACK, HORSE), 1);
  EXPECT_EQ(pos.count(BLACK, ROOK), 1);
  EXPECT_EQ(pos.count(RED, HORSE), 2);
  // Black's left hand is file i (it faces Red).
  EXPECT_EQ(pos.piece_on(parse_square("h9")), NO_PIECE);
  EXPECT_EQ(pos.piece_on(parse_square("i9")), NO_PIECE);
  EXPECT_FALSE(handicap_position(RED, {"queen"}).ok());
  EXPECT_FALSE(handicap_position(RED, {"rook", "rook", "rook"}).ok());
}

}  // namespace
}  // namespace cotuong::console
