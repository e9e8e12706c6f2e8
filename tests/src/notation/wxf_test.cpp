// WXF: every row of tests/data/notation-wxf.tsv (Fairy-Stockfish's expected WXF strings), the
// official WXF forms for tandem pawns, and their errors.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "notation/notation.h"
#include "notation/wxf.h"

namespace cotuong::notation {
namespace {

struct WxfRow {
  std::string fen;
  std::vector<std::string> ucci;      // moves with ranks 0-9
  std::vector<std::string> expected;  // WXF strings, one per move
};

// Returns the WXF rows of notation-wxf.tsv.
std::vector<WxfRow> load_wxf_rows() {
  std::vector<WxfRow> rows;
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/notation-wxf.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = absl::StrSplit(line, '\t');
    if (f.size() < 5 || f[3] != "WXF") continue;
    rows.push_back({f[0], absl::StrSplit(f[2], ' '), absl::StrSplit(f[4], ' ')});
  }
  return rows;
}

TEST(WxfTable, EveryRowMatchesFairyStockfishExactly) {
  std::vector<WxfRow> rows = load_wxf_rows();
  ASSERT_GE(rows.size(), 12u);
  int checked = 0;
  for (const WxfRow& row : rows) {
    absl::StatusOr<Position> pos = Position::from_fen(row.fen);
    ASSERT_TRUE(pos.ok()) << row.fen;
    ASSERT_EQ(row.ucci.size(), row.expected.size());
    for (size_t i = 0; i < row.ucci.size(); ++i) {
      absl::StatusOr<Move> m = parse_ucci(*pos, row.ucci[i]);
      ASSERT_TRUE(m.ok()) << row.ucci[i];
      EXPECT_EQ(format_move(*pos, *m, Style::kWxfFairy), row.expected[i])
          << row.fen << " " << row.ucci[i];
      absl::StatusOr<Move> back = parse_move(*pos, row.expected[i], Style::kWxfFairy);
      ASSERT_TRUE(back.ok()) << row.expected[i] << ": " << back.status();
      EXPECT_EQ(*back, *m) << row.expected[i];
      absl::StatusOr<Move> detected = parse_move(*pos, row.expected[i]);
      ASSERT_TRUE(detected.ok()) << row.expected[i] << ": " << detected.status();
      EXPECT_EQ(*detected, *m) << row.expected[i];
      pos->do_move(*m);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 21);
}

// Returns the official WXF text of a UCCI move in fen.
std::string wxf(const std::string& fen, const std::string& ucci) {
  Position pos = *Position::from_fen(fen);
  return format_move(pos, *parse_ucci(pos, ucci), Style::kWxf);
}

TEST(WxfOfficial, OrdinaryAndTandemPieces) {
  std::string fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/4P4/1NB6/P1P1P3P/1C1A3C1/9/RNBAK4 w - - 0 1";
  EXPECT_EQ(wxf(fen, "c4e2"), "E7-5");  // tandem elephants take no marker
  EXPECT_EQ(wxf(fen, "d0e1"), "A6+5");  // nor do tandem advisors
  EXPECT_EQ(wxf(fen, "b4c6"), "H++7");
  EXPECT_EQ(wxf(fen, "b0c2"), "H-+7");
  EXPECT_EQ(wxf(fen, "e5e6"), "P++1");
  EXPECT_EQ(wxf(fen, "e3e4"), "P-+1");
  EXPECT_EQ(wxf(kStartFen, "h2e2"), "C2.5");
  EXPECT_EQ(wxf("4k4/4a3R/9/9/9/9/9/9/4K4/9 w - - 0 1", "i8e8"), "R1.5");
}

TEST(WxfOfficial, ThreePawnsOnAFileUsePlusDigitMinus) {
  std::string fen = "rnbakabnr/9/1c5c1/p1p1P1p1p/4P4/9/P3P3P/1C5C1/9/RNBAKABNR w - - 0 1";
  EXPECT_EQ(wxf(fen, "e6d6"), "P+.6");
  EXPECT_EQ(wxf(fen, "e5d5"), "P5.6");
  EXPECT_EQ(wxf(fen, "e3e4"), "P-+1");
}

TEST(WxfOfficial, TandemPawnsOnTwoFilesLeadWithTheFile) {
  // Red pawns: c7 c6 c5 (file 7, three) and g6 g5 (file 3, two).
  std::string fen = "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
  EXPECT_EQ(wxf(fen, "c7d7"), "7+.6");
  EXPECT_EQ(wxf(fen, "c6d6"), "77.6");
  EXPECT_EQ(wxf(fen, "c5d5"), "7-.6");
  EXPECT_EQ(wxf(fen, "g6f6"), "3+.4");
  EXPECT_EQ(wxf(fen, "g5f5"), "3-.4");
}

TEST(WxfOfficial, FiveAndFourPawnsOnAFile) {
  std::string five = "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1";
  EXPECT_EQ(wxf(five, "c9d9"), "++.6");
  EXPECT_EQ(wxf(five, "c8d8"), "P+.6");
  EXPECT_EQ(wxf(five, "c7d7"), "P7.6");
  EXPECT_EQ(wxf(five, "c6d6"), "P-.6");
  EXPECT_EQ(wxf(five, "c5d5"), "--.6");
  std::string four = "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1";
  EXPECT_EQ(wxf(four, "c8d8"), "++.6");
  EXPECT_EQ(wxf(four, "c7d7"), "P+.6");
  EXPECT_EQ(wxf(four, "c6d6"), "P-.6");
  EXPECT_EQ(wxf(four, "c5d5"), "--.6");
}

TEST(WxfOfficial, EqualsSignIsAcceptedForSideways) {
  Position pos = Position::start();
  EXPECT_EQ(*parse_move(pos, "C2=5", Style::kWxf), *parse_ucci(pos, "h2e2"));
  EXPECT_EQ(*parse_move(pos, "c2.5", Style::kWxf), *parse_ucci(pos, "h2e2"));
  EXPECT_EQ(*parse_move(pos, "N2+3", Style::kWxf), *parse_ucci(pos, "h0g2"));
  EXPECT_EQ(*parse_move(pos, "B3+5", Style::kWxf), *parse_ucci(pos, "g0e2"));
}

// Returns the error message of parsing text as WXF in fen.
std::string wxf_error(const std::string& fen, const std::string& text) {
  Position pos = *Position::from_fen(fen);
  absl::StatusOr<Move> m = parse_move(pos, text, Style::kWxf);
  return m.ok() ? "parsed as " + to_ucci(*m) : std::string(m.status().message());
}

TEST(WxfErrors, SayWhy) {
  EXPECT_THAT(wxf_error(kStartFen, "Q2.5"), testing::HasSubstr("unknown piece"));
  EXPECT_THAT(wxf_error(kStartFen, "C2.55"), testing::HasSubstr("malformed"));
  EXPECT_THAT(wxf_error(kStartFen, "C2*5"), testing::HasSubstr("malformed"));
  EXPECT_THAT(wxf_error(kStartFen, "C5.4"), testing::HasSubstr("no such piece"));
  EXPECT_THAT(wxf_error(kStartFen, "C2+9"), testing::HasSubstr("illegal"));
  EXPECT_THAT(wxf_error(kStartFen, "H2.3"), testing::HasSubstr("never moves sideways"));
  EXPECT_THAT(wxf_error(kStartFen, "R+.3"), testing::HasSubstr("no such piece"));
  // Two rooks on file 1 that can both go forward 1: a bare file digit is ambiguous.
  EXPECT_THAT(wxf_error("4k4/9/9/9/9/8R/9/8R/9/3K5 w - - 0 1", "R1+1"),
              testing::HasSubstr("ambiguous"));
  // Tandem pawns on two files: the marker alone does not say which file.
  EXPECT_THAT(wxf_error("3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "P+.6"),
              testing::HasSubstr("ambiguous"));
  // A marker that does not fit the count: no middle pawn among two.
  EXPECT_THAT(
      wxf_error("rnbakabnr/9/1c5c1/p1p1p1p1p/4P4/1NB6/P1P1P3P/1C1A3C1/9/RNBAK4 w - - 0 1", "55+1"),
      testing::HasSubstr("no middle"));
  // A king whose move would face the other king.
  EXPECT_THAT(wxf_error("4k4/9/9/9/9/9/9/9/9/5K3 w - - 0 1", "K4.5"),
              testing::HasSubstr("leave the king in check"));
}

}  // namespace
}  // namespace cotuong::notation
