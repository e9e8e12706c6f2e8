// Game files in UTF-8 or GBK are read without being told which, and a file in several games
// loses only its bad game.
#include "notation/text_encoding.h"

#include <gtest/gtest.h>

#include "notation/pgn.h"

namespace cotuong::notation {
namespace {

constexpr const char* kChineseGame =
    "[Event \"象棋比赛\"]\n[Red \"红方\"]\n[Black \"黑方\"]\n[Result \"1-0\"]\n\n"
    "1. 炮二平五 馬8進7 2. 馬二進三 车9平8 1-0\n";

TEST(TextEncoding, Utf8TextComesBackAsItIsWithoutTheByteOrderMark) {
  absl::StatusOr<DecodedText> t = detect_and_decode(std::string("\xEF\xBB\xBF") + kChineseGame);
  ASSERT_TRUE(t.ok()) << t.status();
  EXPECT_EQ(t->encoding, TextEncoding::kUtf8);
  EXPECT_EQ(t->utf8, kChineseGame);
}

TEST(TextEncoding, GbkTextIsDetectedAndDecoded) {
  absl::StatusOr<std::string> gbk = utf8_to_gbk(kChineseGame);
  ASSERT_TRUE(gbk.ok()) << gbk.status();
  ASSERT_NE(*gbk, kChineseGame);  // the bytes differ: GBK uses two bytes a character
  absl::StatusOr<DecodedText> t = detect_and_decode(*gbk);
  ASSERT_TRUE(t.ok()) << t.status();
  EXPECT_EQ(t->encoding, TextEncoding::kGbk);
  EXPECT_EQ(t->utf8, kChineseGame);
  std::vector<NumberedGame> games = read_pgn_each(t->utf8);
  ASSERT_EQ(games.size(), 1u);
  ASSERT_TRUE(games[0].game.ok()) << games[0].game.status();
  EXPECT_EQ(games[0].game->moves.size(), 4u);
  EXPECT_EQ(games[0].game->tag("Red"), "红方");
}

TEST(TextEncoding, BytesThatAreNeitherAreAnError) {
  EXPECT_FALSE(detect_and_decode("1. h2e2 \xFF\xFF\xFF").ok());
}

TEST(PgnGames, ABadGameIsReportedWithItsNumberAndTheOthersAreRead) {
  const std::string text =
      "[Event \"one\"]\n\n1. h2e2 h9g7 *\n\n"
      "[Event \"two\"]\n\n1. h2e2 h2e2 *\n\n"             // Black cannot play Red's move
      "[Event \"three\"]\n\n1. P2-5 M8.7 2. H2+3 1-0\n"   // Vietnamese then WXF
      "\nSaved by SomeProgram 3.0 -- www.example.com\n";  // trailing text is ignored
  std::vector<NumberedGame> games = read_pgn_each(text);
  ASSERT_EQ(games.size(), 3u);
  EXPECT_TRUE(games[0].game.ok());
  ASSERT_FALSE(games[1].game.ok());
  EXPECT_EQ(games[1].number, 2);
  EXPECT_NE(games[1].game.status().message().find("h2e2"), std::string::npos);
  ASSERT_TRUE(games[2].game.ok()) << games[2].game.status();
  EXPECT_EQ(games[2].number, 3);
  EXPECT_EQ(games[2].game->moves.size(), 3u);
  EXPECT_EQ(games[2].game->result, rules::GameResult::kRedWins);
}

TEST(PgnGames, AnUnclosedCommentLosesOnlyItsGameAndLinesCountFromTheFile) {
  const std::string text =
      "[Event \"one\"]\n\n1. h2e2 {never closed h9g7 *\n\n"  // lines 1-3
      "[Event \"two\"]\n\n1. h2e2 h9g7 2. h0g2 h0g2 *\n";    // line 7: Red's move again
  std::vector<NumberedGame> games = read_pgn_each(text);
  ASSERT_EQ(games.size(), 2u);
  ASSERT_FALSE(games[0].game.ok());
  EXPECT_NE(games[0].game.status().message().find("never closed"), std::string::npos);
  ASSERT_FALSE(games[1].game.ok());
  EXPECT_EQ(games[1].number, 2);
  EXPECT_NE(games[1].game.status().message().find("line 7"), std::string::npos)
      << games[1].game.status();
}

TEST(PgnGames, TheStrictReaderStopsAtTheFirstBadGame) {
  const std::string text = "[Event \"one\"]\n\n1. h2e2 h2e2 *\n\n[Event \"two\"]\n\n1. h2e2 *\n";
  EXPECT_FALSE(read_pgn_games(text).ok());
  std::vector<NumberedGame> each = read_pgn_each(text);
  ASSERT_EQ(each.size(), 2u);
  EXPECT_TRUE(each[1].game.ok());
}

}  // namespace
}  // namespace cotuong::notation
