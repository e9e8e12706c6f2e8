// Game files in UTF-8 or GBK are read without being told which, and a file in several games
// loses only its bad game.
#include "notation/text_encoding.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <string>

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

TEST(TextEncoding, ACharacterGbkLacksIsNamedWithItsLine) {
  absl::StatusOr<std::string> gbk = utf8_to_gbk("[Event \"象棋\"]\n[Red \"Người\"]\n");
  ASSERT_FALSE(gbk.ok());
  EXPECT_EQ(gbk.status().message(), "line 2: GBK has no character \"ư\"");
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

// Returns a fresh, empty directory for one test's files.
std::filesystem::path fresh_dir(const std::string& name) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("cotuong-text-file-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

TEST(TextFile, ADeviceIsRefusedBeforeAByteIsRead) {
  // /dev/zero never ends: reading it took gigabytes until the process died.
  absl::StatusOr<DecodedText> t = read_text_file("/dev/zero");
  ASSERT_FALSE(t.ok());
  EXPECT_NE(t.status().message().find("/dev/zero is not a regular file"), std::string::npos)
      << t.status();
}

TEST(TextFile, APipeIsRefusedAtOnceInsteadOfWaitingForAWriter) {
  const std::string fifo = (fresh_dir("fifo") / "game.pgn").string();
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  auto reading = std::async(std::launch::async, [&] { return read_text_file(fifo); });
  if (reading.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
    // It blocks in open(): a writer that comes and goes lets it finish, and the test fails.
    const int fd = open(fifo.c_str(), O_WRONLY);
    if (fd >= 0) close(fd);
    FAIL() << "reading a FIFO blocked";
  }
  absl::StatusOr<DecodedText> t = reading.get();
  ASSERT_FALSE(t.ok());
  EXPECT_NE(t.status().message().find("not a regular file"), std::string::npos) << t.status();
}

TEST(TextFile, AFileOverTheLimitIsRefusedAndTheMessageSaysTheLimit) {
  const std::filesystem::path file = fresh_dir("large") / "games.pgn";
  { std::ofstream(file) << kChineseGame; }
  std::filesystem::resize_file(file, kMaxReadFileBytes + 1);  // sparse: no disk is used
  absl::StatusOr<DecodedText> t = read_text_file(file.string());
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(t.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(t.status().message().find("files over 16 MB are refused"), std::string::npos)
      << t.status();
  // Within a limit it is read whole; a smaller limit refuses a small file.
  std::filesystem::resize_file(file, std::string(kChineseGame).size());
  t = read_text_file(file.string());
  ASSERT_TRUE(t.ok()) << t.status();
  EXPECT_EQ(t->utf8, kChineseGame);
  EXPECT_FALSE(read_text_file(file.string(), 10).ok());
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
