// Vietnamese notation: a hand-made table of cases (both colours, tandem pieces, three pawns on a
// file, advisors, elephants, horses going back), the long form, input variants and errors.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "notation/notation.h"

namespace cotuong::notation {
namespace {

using testing::HasSubstr;

constexpr const char* kStartBlack =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
// Horses developed on both sides, so that they can go back.
constexpr const char* kHorsesRed =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1";
constexpr const char* kHorsesBlack =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R b - - 0 1";
// Red rooks a2 and a0 in tandem on file 9.
constexpr const char* kRedRooks = "4k4/9/9/9/9/9/9/R8/9/R2K5 w - - 0 1";
// Black cannons e8 and e6 in tandem on Black's file 5 (e6 is the front one).
constexpr const char* kBlackCannons = "4k4/4c4/9/4c4/9/9/9/9/9/3K5 b - - 0 1";
// Red pawns e6 e5 e3: three on file 5.
constexpr const char* kRedThreePawns =
    "rnbakabnr/9/1c5c1/p1p1P1p1p/4P4/9/P3P3P/1C5C1/9/RNBAKABNR w - - 0 1";
// Black pawns c3 c4 c6: three on Black's file 3 (c3 is the front one).
constexpr const char* kBlackThreePawns = "4k4/9/9/2p6/9/2p6/2p6/9/9/3K5 b - - 0 1";
// Red pawns c7 c6 c5 (file 7) and g6 g5 (file 3): tandem pawns on two files.
constexpr const char* kRedTwoFiles = "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
// Five red pawns on file 7.
constexpr const char* kRedFivePawns = "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1";
// Black horses e5 (front) and e7 on Black's file 5; red horses b4 (front) and b0 on file 8.
constexpr const char* kBlackHorses = "3k5/9/4n4/9/4n4/9/9/9/9/4K4 b - - 0 1";
constexpr const char* kRedHorses =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/4P4/1NB6/P1P1P3P/1C1A3C1/9/RNBAK4 w - - 0 1";
// Kings, advisors and elephants stepping back.
constexpr const char* kRedPalace = "4k4/9/9/9/9/9/9/4B4/4A4/3K5 w - - 0 1";
constexpr const char* kBlackPalace = "3k5/4a4/4b4/9/9/9/9/9/9/4K4 b - - 0 1";
constexpr const char* kBlackKingUp = "3a5/4k4/9/9/9/9/9/9/9/3K5 b - - 0 1";

struct Case {
  const char* fen;
  const char* ucci;
  const char* vietnamese;
};

const Case kCases[] = {
    // Red from the start: every piece type forward and sideways.
    {kStartFen, "h2e2", "P2-5"},
    {kStartFen, "b2e2", "P8-5"},
    {kStartFen, "h2h9", "P2.7"},
    {kStartFen, "h0g2", "M2.3"},
    {kStartFen, "b0c2", "M8.7"},
    {kStartFen, "g0e2", "T3.5"},
    {kStartFen, "c0e2", "T7.5"},
    {kStartFen, "f0e1", "S4.5"},
    {kStartFen, "d0e1", "S6.5"},
    {kStartFen, "a0a1", "X9.1"},
    {kStartFen, "i0i2", "X1.2"},
    {kStartFen, "e0e1", "Tg5.1"},
    {kStartFen, "c3c4", "B7.1"},
    {kStartFen, "g3g4", "B3.1"},
    // Black from the start: files count from Black's right.
    {kStartBlack, "h9g7", "M8.7"},
    {kStartBlack, "b9c7", "M2.3"},
    {kStartBlack, "h7e7", "P8-5"},
    {kStartBlack, "c9e7", "T3.5"},
    {kStartBlack, "g9e7", "T7.5"},
    {kStartBlack, "d9e8", "S4.5"},
    {kStartBlack, "i9i8", "X9.1"},
    {kStartBlack, "a6a5", "B1.1"},
    // Horses going back.
    {kHorsesRed, "c2b0", "M7/8"},
    {kHorsesRed, "g2h0", "M3/2"},
    {kHorsesBlack, "c7b9", "M3/2"},
    {kHorsesBlack, "g7h9", "M7/8"},
    // Tandem pieces, both colours.
    {kRedRooks, "a2a5", "Xt.3"},
    {kRedRooks, "a0a1", "Xs.1"},
    {kRedRooks, "a2e2", "Xt-5"},
    {kRedRooks, "a0b0", "Xs-8"},
    {kBlackCannons, "e6e3", "Pt.3"},
    {kBlackCannons, "e8d8", "Ps-4"},
    {kBlackCannons, "e6e7", "Pt/1"},
    {kRedHorses, "b4c6", "Mt.7"},
    {kRedHorses, "b4a2", "Mt/9"},
    {kRedHorses, "b0c2", "Ms.7"},
    {kBlackHorses, "e5d7", "Mt/4"},
    {kBlackHorses, "e7f9", "Ms/6"},
    {kBlackHorses, "e5f3", "Mt.6"},
    // Tandem elephants and advisors take no marker.
    {kRedHorses, "c4e2", "T7/5"},
    {kRedHorses, "d0e1", "S6.5"},
    // Three pawns on a file: t / g / s, both colours.
    {kRedThreePawns, "e6d6", "Bt-6"},
    {kRedThreePawns, "e5d5", "Bg-6"},
    {kRedThreePawns, "e3e4", "Bs.1"},
    {kBlackThreePawns, "c3d3", "Bt-4"},
    {kBlackThreePawns, "c4b4", "Bg-2"},
    {kBlackThreePawns, "c6c5", "Bs.1"},
    // Tandem pawns on two files: the file comes before the marker.
    {kRedTwoFiles, "c7d7", "B7t-6"},
    {kRedTwoFiles, "c6d6", "B7g-6"},
    {kRedTwoFiles, "c5d5", "B7s-6"},
    {kRedTwoFiles, "g6f6", "B3t-4"},
    {kRedTwoFiles, "g5f5", "B3s-4"},
    {kRedTwoFiles, "e0e1", "Tg5.1"},
    // Five pawns on a file.
    {kRedFivePawns, "c9d9", "Btt-6"},
    {kRedFivePawns, "c8d8", "Bt-6"},
    {kRedFivePawns, "c7d7", "Bg-6"},
    {kRedFivePawns, "c6d6", "Bs-6"},
    {kRedFivePawns, "c5d5", "Bss-6"},
    // Kings, advisors and elephants going back and sideways.
    {kRedPalace, "d0d1", "Tg6.1"},
    {kRedPalace, "e1f0", "S5/4"},
    {kRedPalace, "e2g0", "T5/3"},
    {kRedPalace, "e2c0", "T5/7"},
    {kBlackPalace, "e8f9", "S5/6"},
    {kBlackPalace, "e7c9", "T5/3"},
    {kBlackPalace, "d9d8", "Tg4.1"},
    {kBlackKingUp, "e8e9", "Tg5/1"},
    {kBlackKingUp, "e8f8", "Tg5-6"},
};

TEST(VietnameseTable, FormatsAndParsesEveryCase) {
  int checked = 0;
  for (const Case& c : kCases) {
    absl::StatusOr<Position> pos = Position::from_fen(c.fen);
    ASSERT_TRUE(pos.ok()) << c.fen << ": " << pos.status();
    absl::StatusOr<Move> m = parse_ucci(*pos, c.ucci);
    ASSERT_TRUE(m.ok()) << c.fen << " " << c.ucci << ": " << m.status();
    EXPECT_EQ(format_move(*pos, *m, Style::kVietnamese), c.vietnamese) << c.fen << " " << c.ucci;
    absl::StatusOr<Move> back = parse_move(*pos, c.vietnamese, Style::kVietnamese);
    ASSERT_TRUE(back.ok()) << c.vietnamese << ": " << back.status();
    EXPECT_EQ(*back, *m) << c.vietnamese;
    ++checked;
  }
  EXPECT_GE(checked, 40);
}

TEST(VietnameseLong, SpellsPiecesDirectionsAndMarkers) {
  struct LongCase {
    const char* fen;
    const char* ucci;
    const char* text;
  };
  const LongCase cases[] = {
      {kStartFen, "h2e2", "Pháo 2 bình 5"},        {kStartBlack, "h9g7", "Mã 8 tấn 7"},
      {kStartFen, "e0e1", "Tướng 5 tấn 1"},        {kStartFen, "f0e1", "Sĩ 4 tấn 5"},
      {kStartFen, "g0e2", "Tượng 3 tấn 5"},        {kStartFen, "c3c4", "Tốt 7 tấn 1"},
      {kRedRooks, "a2a5", "Xe trước tấn 3"},       {kBlackCannons, "e6e7", "Pháo trước thoái 1"},
      {kRedThreePawns, "e5d5", "Tốt giữa bình 6"}, {kRedTwoFiles, "c5d5", "Tốt 7 sau bình 6"},
      {kRedFivePawns, "c9d9", "Tốt đầu bình 6"},   {kRedFivePawns, "c5d5", "Tốt cuối bình 6"},
      {kHorsesRed, "c2b0", "Mã 7 thoái 8"},
  };
  for (const LongCase& c : cases) {
    Position pos = *Position::from_fen(c.fen);
    Move m = *parse_ucci(pos, c.ucci);
    EXPECT_EQ(format_move(pos, m, Style::kVietnameseLong), c.text);
    absl::StatusOr<Move> back = parse_move(pos, c.text);
    ASSERT_TRUE(back.ok()) << c.text << ": " << back.status();
    EXPECT_EQ(*back, m) << c.text;
  }
}

TEST(VietnameseInput, AcceptsLetterVariantsAndSynonyms) {
  Position pos = Position::start();
  EXPECT_EQ(*parse_move(pos, "V3.5", Style::kVietnamese), *parse_ucci(pos, "g0e2"));
  EXPECT_EQ(*parse_move(pos, "C7.1", Style::kVietnamese), *parse_ucci(pos, "c3c4"));
  EXPECT_EQ(*parse_move(pos, " p2-5 ", Style::kVietnamese), *parse_ucci(pos, "h2e2"));
  EXPECT_EQ(*parse_move(pos, "pháo 2 bình 5"), *parse_ucci(pos, "h2e2"));
  EXPECT_EQ(*parse_move(pos, "Binh 7 tiến 1"), *parse_ucci(pos, "c3c4"));
  EXPECT_EQ(*parse_move(pos, "Voi 3 tấn 5"), *parse_ucci(pos, "g0e2"));
}

// Returns the error message of parsing Vietnamese text in fen.
std::string vn_error(const char* fen, const char* text) {
  Position pos = *Position::from_fen(fen);
  absl::StatusOr<Move> m = parse_move(pos, text, Style::kVietnamese);
  return m.ok() ? "parsed as " + to_ucci(*m) : std::string(m.status().message());
}

TEST(VietnameseErrors, SayWhy) {
  EXPECT_THAT(vn_error(kStartFen, "Q2-5"), HasSubstr("unknown piece"));
  EXPECT_THAT(vn_error(kStartFen, "P2x5"), HasSubstr("malformed"));
  EXPECT_THAT(vn_error(kStartFen, "P2-"), HasSubstr("malformed"));
  EXPECT_THAT(vn_error(kStartFen, "P-5"), HasSubstr("malformed"));
  EXPECT_THAT(vn_error(kStartFen, "P5-4"), HasSubstr("no such piece"));
  EXPECT_THAT(vn_error(kStartFen, "Pt.1"), HasSubstr("no such piece"));
  EXPECT_THAT(vn_error(kStartFen, "P2.9"), HasSubstr("illegal"));
  EXPECT_THAT(vn_error(kStartFen, "M2-3"), HasSubstr("never moves sideways"));
  EXPECT_THAT(vn_error(kStartFen, "M2.5"), HasSubstr("cannot reach file 5"));
  EXPECT_THAT(vn_error(kStartFen, "X9.5"), HasSubstr("cannot move to a5"));
  // Three pawns on file 5, two of which can go forward: the file alone is ambiguous.
  EXPECT_THAT(vn_error(kRedThreePawns, "B5.1"), HasSubstr("ambiguous"));
  // Only two rooks share file 9: there is no middle one.
  EXPECT_THAT(vn_error(kRedRooks, "Xg.1"), HasSubstr("no middle"));
  // Tandem pawns on two files: t alone does not say which.
  EXPECT_THAT(vn_error(kRedTwoFiles, "Bt-6"), HasSubstr("ambiguous"));
}

}  // namespace
}  // namespace cotuong::notation
