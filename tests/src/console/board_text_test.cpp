// The board as the person sees it: labels, orientation, last move, colours only when asked.
#include "console/board_text.h"

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"

namespace cotuong::console {
namespace {

TEST(BoardView, StartPositionInChineseHasBothArmiesAndTheRiver) {
  std::string board = render_board(Position::start(), BoardStyle{});
  std::vector<std::string> lines = absl::StrSplit(board, '\n');
  EXPECT_TRUE(absl::StrContains(lines[1], "車──馬──象──士──將──士──象──馬──車"));
  EXPECT_TRUE(absl::StrContains(board, "俥──傌──相──仕──帥──仕──相──傌──俥"));
  EXPECT_TRUE(absl::StrContains(board, "楚  河"));
  EXPECT_FALSE(absl::StrContains(board, "\033["));  // no colour unless asked
  // Red's file numbers (9 .. 1 from the left) under the board, Black's (1 .. 9) above.
  EXPECT_TRUE(absl::StrContains(lines[0], "1   2   3   4   5   6   7   8   9"));
  EXPECT_TRUE(absl::StrContains(board, "9   8   7   6   5   4   3   2   1"));
}

TEST(BoardView, VietnameseLettersAreUpperCaseForRedLowerCaseForBlack) {
  BoardStyle style;
  style.labels = Labels::kVietnamese;
  std::string board = render_board(Position::start(), style);
  EXPECT_TRUE(absl::StrContains(board, "x───m───t───s───tg──s───t───m───x"));
  EXPECT_TRUE(absl::StrContains(board, "X───M───T───S───Tg──S───T───M───X"));
  EXPECT_TRUE(absl::StrContains(board, "Sông"));
  EXPECT_EQ(piece_label(R_CANNON, Labels::kVietnamese), "P");
  EXPECT_EQ(piece_label(B_PAWN, Labels::kVietnamese), "b");
}

TEST(BoardView, FlippedBoardPutsBlackAtTheBottom) {
  BoardStyle style;
  style.black_bottom = true;
  std::string board = render_board(Position::start(), style);
  EXPECT_LT(board.find("帥"), board.find("將"));
  EXPECT_TRUE(absl::StrContains(board, "i   h   g   f   e   d   c   b   a"));
}

TEST(BoardView, LastMoveIsMarkedAndColouredWhenColoursAreOn) {
  Position pos = Position::start();
  pos.do_move(*parse_ucci(pos, "h2e2"));
  BoardStyle style;
  std::string plain = render_board(pos, style);
  EXPECT_TRUE(absl::StrContains(plain, "◦"));  // where the cannon came from
  style.colour = true;
  std::string coloured = render_board(pos, style);
  EXPECT_TRUE(absl::StrContains(coloured, "\033[1;31m\033[7m炮"));  // the moved cannon, reversed
  EXPECT_TRUE(absl::StrContains(coloured, "\033[1;36m車"));
}

TEST(BoardView, NoColorEnvironmentTurnsColoursOff) {
  setenv("NO_COLOR", "1", 1);
  EXPECT_FALSE(terminal_supports_colour());
  unsetenv("NO_COLOR");
}

}  // namespace
}  // namespace cotuong::console
