// Chinese notation: traditional and simplified characters, Red numerals and Black digits, the
// 前/中/后 markers and the many-pawn forms, and errors.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "notation/notation.h"

namespace cotuong::notation {
namespace {

using testing::HasSubstr;

struct ChineseCase {
  const char* fen;
  const char* ucci;
  const char* traditional;
  const char* simplified;
};

constexpr const char* kChineseStartBlack =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";

const ChineseCase kChineseCases[] = {
    {kStartFen, "h2e2", "炮二平五", "炮二平五"},
    {kStartFen, "h0g2", "傌二進三", "马二进三"},
    {kStartFen, "a0a1", "俥九進一", "车九进一"},
    {kStartFen, "e0e1", "帥五進一", "帅五进一"},
    {kStartFen, "f0e1", "仕四進五", "仕四进五"},
    {kStartFen, "g0e2", "相三進五", "相三进五"},
    {kStartFen, "c3c4", "兵七進一", "兵七进一"},
    {kChineseStartBlack, "h9g7", "馬8進7", "马8进7"},
    {kChineseStartBlack, "h7e7", "砲8平5", "炮8平5"},
    {kChineseStartBlack, "i9i8", "車9進1", "车9进1"},
    {kChineseStartBlack, "e9e8", "將5進1", "将5进1"},
    {kChineseStartBlack, "d9e8", "士4進5", "士4进5"},
    {kChineseStartBlack, "c9e7", "象3進5", "象3进5"},
    {kChineseStartBlack, "a6a5", "卒1進1", "卒1进1"},
    // Tandem pieces: 前 / 后.
    {"4k4/9/9/9/9/9/9/R8/9/R2K5 w - - 0 1", "a2a5", "前俥進三", "前车进三"},
    {"4k4/9/9/9/9/9/9/R8/9/R2K5 w - - 0 1", "a0b0", "後俥平八", "后车平八"},
    {"4k4/4c4/9/4c4/9/9/9/9/9/3K5 b - - 0 1", "e6e7", "前砲退1", "前炮退1"},
    {"rnbakabnr/9/1c5c1/p1p1p1p1p/4P4/1NB6/P1P1P3P/1C1A3C1/9/RNBAK4 w - - 0 1", "b4a2", "前傌退九",
     "前马退九"},
    // Tandem elephants and advisors: no marker.
    {"rnbakabnr/9/1c5c1/p1p1p1p1p/4P4/1NB6/P1P1P3P/1C1A3C1/9/RNBAK4 w - - 0 1", "c4e2", "相七退五",
     "相七退五"},
    // Three pawns: 前 / 中 / 后.
    {"rnbakabnr/9/1c5c1/p1p1P1p1p/4P4/9/P3P3P/1C5C1/9/RNBAKABNR w - - 0 1", "e6d6", "前兵平六",
     "前兵平六"},
    {"rnbakabnr/9/1c5c1/p1p1P1p1p/4P4/9/P3P3P/1C5C1/9/RNBAKABNR w - - 0 1", "e5d5", "中兵平六",
     "中兵平六"},
    {"rnbakabnr/9/1c5c1/p1p1P1p1p/4P4/9/P3P3P/1C5C1/9/RNBAKABNR w - - 0 1", "e3e4", "後兵進一",
     "后兵进一"},
    {"4k4/9/9/2p6/9/2p6/2p6/9/9/3K5 b - - 0 1", "c4b4", "中卒平2", "中卒平2"},
    // Tandem pawns on two files: marker + file.
    {"3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "c7d7", "前七平六", "前七平六"},
    {"3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "c6d6", "中七平六", "中七平六"},
    {"3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "g5f5", "後三平四", "后三平四"},
    // Five pawns on one file: 前 二 三 四 五.
    {"2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1", "c9d9", "前兵平六", "前兵平六"},
    {"2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1", "c8d8", "二兵平六", "二兵平六"},
    {"2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1", "c5d5", "五兵平六", "五兵平六"},
};

TEST(ChineseTable, FormatsAndParsesBothCharacterSets) {
  for (const ChineseCase& c : kChineseCases) {
    absl::StatusOr<Position> pos = Position::from_fen(c.fen);
    ASSERT_TRUE(pos.ok()) << c.fen;
    Move m = *parse_ucci(*pos, c.ucci);
    EXPECT_EQ(format_move(*pos, m, Style::kChinese), c.traditional) << c.fen << " " << c.ucci;
    EXPECT_EQ(format_move(*pos, m, Style::kChineseSimplified), c.simplified)
        << c.fen << " " << c.ucci;
    for (const char* text : {c.traditional, c.simplified}) {
      absl::StatusOr<Move> back = parse_move(*pos, text);
      ASSERT_TRUE(back.ok()) << text << ": " << back.status();
      EXPECT_EQ(*back, m) << text;
    }
  }
}

TEST(ChineseInput, AcceptsVariants) {
  Position five = *Position::from_fen("2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1");
  EXPECT_EQ(*parse_move(five, "后兵平六"), *parse_ucci(five, "c5d5"));  // 后 = rearmost
  Position pos = Position::start();
  pos.do_move(*parse_ucci(pos, "h2e2"));
  EXPECT_EQ(*parse_move(pos, "马８进７"), *parse_ucci(pos, "h9g7"));  // full-width digits
  EXPECT_EQ(*parse_move(pos, "馬八進七"), *parse_ucci(pos, "h9g7"));  // numerals for Black
  EXPECT_EQ(*parse_move(pos, "包8平5"), *parse_ucci(pos, "h7e7"));
}

TEST(ChineseErrors, SayWhy) {
  Position pos = Position::start();
  auto error = [&](const char* text) {
    absl::StatusOr<Move> m = parse_move(pos, text, Style::kChinese);
    return m.ok() ? "parsed as " + to_ucci(*m) : std::string(m.status().message());
  };
  EXPECT_THAT(error("龙二平五"), HasSubstr("unknown piece"));
  EXPECT_THAT(error("炮二平"), HasSubstr("malformed"));
  EXPECT_THAT(error("炮二走五"), HasSubstr("malformed"));
  EXPECT_THAT(error("炮五平四"), HasSubstr("no such piece"));
  EXPECT_THAT(error("前炮平五"), HasSubstr("no such piece"));
  EXPECT_THAT(error("炮二进九"), HasSubstr("illegal"));
  EXPECT_THAT(error("马二平三"), HasSubstr("never moves sideways"));
}

}  // namespace
}  // namespace cotuong::notation
