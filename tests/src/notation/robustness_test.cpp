// Garbage in: random text in every notation and random PGN fragments give errors or moves,
// never a crash, and any move returned is legal.
#include <random>
#include <string>

#include "gtest/gtest.h"
#include "notation/notation.h"
#include "notation/pgn.h"

namespace cotuong::notation {
namespace {

// Returns a random string built from pieces that occur in real move texts.
std::string random_text(std::mt19937& rng) {
  static const char* const kBits[] = {
      "P",    "C",  "R",   "H",    "E",   "A",     "K",     "B",   "T",    "Tg",   "X",  "M",
      "S",    "V",  "t",   "g",    "s",   "+",     "-",     ".",   "=",    "/",    "1",  "2",
      "3",    "5",  "7",   "9",    "0",   " ",     "h",     "e",   "a",    "i",    "炮", "馬",
      "马",   "兵", "卒",  "前",   "中",  "后",    "二",    "五",  "九",   "进",   "退", "平",
      "Pháo", "Xe", "Tốt", "bình", "tấn", "thoái", "trước", "sau", "\xE7", "\xFF", "{",  "}",
      "[",    "]",  "(",   ")",    "\"",  ";",     "1.",    "1-0", "*",    "\n",   "$2"};
  std::string out;
  if (rng() % 2) {  // move-shaped: piece, file or marker, direction, number
    static const char* const kPieces[] = {"P", "C", "R", "H", "X", "M", "B", "炮", "兵", "马", ""};
    static const char* const kFiles[] = {"2", "5", "7", "8", "+", "-", "t", "s", "二", "8", "前"};
    static const char* const kDirs[] = {"+", "-", ".", "=", "/", "进", "平", "退"};
    static const char* const kNums[] = {"1", "3", "5", "6", "7", "一", "五", "七"};
    return std::string(kPieces[rng() % 11]) + kFiles[rng() % 11] + kDirs[rng() % 8] +
           kNums[rng() % 8];
  }
  int n = rng() % 9;
  for (int i = 0; i < n; ++i) out += kBits[rng() % (sizeof(kBits) / sizeof(kBits[0]))];
  return out;
}

TEST(Robustness, RandomTextNeverCrashesAndOnlyLegalMovesComeBack) {
  std::mt19937 rng(3);
  Position positions[] = {
      Position::start(),
      *Position::from_fen("rnbakabnr/9/1c5c1/p1p1P1p1p/4P4/9/P3P3P/1C5C1/9/RNBAKABNR w - - 0 1"),
      *Position::from_fen("3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1"),
      *Position::from_fen("4k4/4c4/9/4c4/9/9/9/9/9/3K5 b - - 0 1")};
  int parsed = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string text = random_text(rng);
    for (const Position& pos : positions) {
      absl::StatusOr<Move> any = parse_move(pos, text);
      if (any.ok()) {
        ++parsed;
        EXPECT_TRUE(pos.is_legal(*any)) << text;
      } else {
        EXPECT_FALSE(any.status().message().empty());
      }
      for (Style s : kAllStyles) {
        absl::StatusOr<Move> m = parse_move(pos, text, s);
        if (m.ok()) {
          EXPECT_TRUE(pos.is_legal(*m)) << text;
        }
      }
    }
    absl::StatusOr<std::vector<GameRecord>> games = read_pgn_games(text + " " + random_text(rng));
    if (games.ok()) {
      for (const GameRecord& g : *games) EXPECT_EQ(g.comments.size(), g.moves.size() + 1);
    }
  }
  EXPECT_GT(parsed, 0);  // the generator does hit real moves now and then
}

}  // namespace
}  // namespace cotuong::notation
