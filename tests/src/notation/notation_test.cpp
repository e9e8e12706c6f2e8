// The notation API: style names, the cross-walk table of notation.md, detection of the notation
// from the text, and errors for text that names no move or several.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "notation/game_notation.h"
#include "notation/notation.h"

namespace cotuong::notation {
namespace {

using testing::HasSubstr;

TEST(Style, NamesRoundTrip) {
  for (Style s : kAllStyles) {
    absl::StatusOr<Style> back = parse_style(style_name(s));
    ASSERT_TRUE(back.ok()) << style_name(s);
    EXPECT_EQ(*back, s);
  }
  EXPECT_EQ(*parse_style("VN-LONG"), Style::kVietnameseLong);
  EXPECT_THAT(std::string(parse_style("chess").status().message()), HasSubstr("unknown notation"));
}

struct CrossWalkRow {
  const char* ucci;
  const char* vietnamese;
  const char* wxf;
  const char* chinese;  // simplified, as notation.md writes it
};

// notation.md's cross-walk; the moves are played in sequence from the start only where the
// side to move requires it (h9g7 is Black's reply to h2e2).
TEST(CrossWalk, EveryNotationAgrees) {
  const CrossWalkRow rows[] = {{"h2e2", "P2-5", "C2.5", "炮二平五"},
                               {"h9g7", "M8.7", "H8+7", "马8进7"},
                               {"c3c4", "B7.1", "P7+1", "兵七进一"},
                               {"g0e2", "T3.5", "E3+5", "相三进五"}};
  for (const CrossWalkRow& row : rows) {
    Position pos = Position::start();
    if (std::string(row.ucci) == "h9g7") pos.do_move(*parse_ucci(pos, "h2e2"));
    Move m = *parse_ucci(pos, row.ucci);
    EXPECT_EQ(format_move(pos, m, Style::kUcci), row.ucci);
    EXPECT_EQ(format_move(pos, m, Style::kVietnamese), row.vietnamese);
    EXPECT_EQ(format_move(pos, m, Style::kWxf), row.wxf);
    EXPECT_EQ(format_move(pos, m, Style::kChineseSimplified), row.chinese);
    for (const char* text : {row.ucci, row.vietnamese, row.wxf, row.chinese}) {
      absl::StatusOr<Move> parsed = parse_move(pos, text);
      ASSERT_TRUE(parsed.ok()) << text << ": " << parsed.status();
      EXPECT_EQ(*parsed, m) << text;
    }
  }
}

TEST(CrossWalk, TraditionalCharactersAndLongVietnamese) {
  Position pos = Position::start();
  pos.do_move(*parse_ucci(pos, "h2e2"));
  Move m = *parse_ucci(pos, "h9g7");
  EXPECT_EQ(format_move(pos, m, Style::kChinese), "馬8進7");
  EXPECT_EQ(format_move(pos, m, Style::kVietnameseLong), "Mã 8 tấn 7");
  EXPECT_EQ(*parse_move(pos, "馬8進7"), m);
  EXPECT_EQ(*parse_move(pos, "Mã 8 tấn 7"), m);
  EXPECT_EQ(*parse_move(pos, "H9G7"), m);  // ICCS-style capitals
  EXPECT_EQ(*parse_move(pos, "h9-g7"), m);
}

TEST(FormatLine, NumbersMovesLikeAGameRecord) {
  Position pos = Position::start();
  std::vector<Move> moves;
  Position p = pos;
  for (const char* u : {"h2e2", "h9g7", "h0g2", "i9h9"}) {
    moves.push_back(*parse_ucci(p, u));
    p.do_move(moves.back());
  }
  EXPECT_EQ(format_line(pos, moves, Style::kVietnamese), "1. P2-5 M8.7 2. M2.3 X9-8");
  EXPECT_EQ(format_line(pos, moves, Style::kWxf), "1. C2.5 H8+7 2. H2+3 R9.8");
  Position after_one = pos;
  after_one.do_move(moves[0]);
  EXPECT_EQ(format_line(after_one, {moves[1], moves[2]}, Style::kUcci), "1... h9g7 2. h0g2");
  EXPECT_EQ(format_line(pos, {moves[1]}, Style::kUcci), "");  // illegal first move: nothing
}

TEST(Detection, ReadsOneGameInFourNotations) {
  // 1. C2.5 H8+7 2. H2+3 R9.8 written in four notations, one per move.
  Position pos = Position::start();
  for (const char* text : {"h2e2", "M8.7", "H2+3", "车9平8"}) {
    absl::StatusOr<Move> m = parse_move(pos, text);
    ASSERT_TRUE(m.ok()) << text << ": " << m.status();
    pos.do_move(*m);
  }
  EXPECT_EQ(pos.fen(), "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3");
}

TEST(Detection, ErrorsSayWhy) {
  Position pos = Position::start();
  auto error = [&](const char* text) {
    absl::StatusOr<Move> m = parse_move(pos, text);
    return m.ok() ? "parsed as " + to_ucci(*m) : std::string(m.status().message());
  };
  EXPECT_THAT(error(""), HasSubstr("malformed"));
  EXPECT_THAT(error("Z2.5"), HasSubstr("unknown piece"));
  EXPECT_THAT(error("h2h9x"), HasSubstr("unknown piece"));
  EXPECT_THAT(error("h2h8"), HasSubstr("illegal"));
  EXPECT_THAT(error("a5a6"), HasSubstr("no piece on a5"));
  EXPECT_THAT(error("车5进1"), HasSubstr("no such piece"));
  EXPECT_THAT(error("Pháo 5 bình 4"), HasSubstr("no such piece"));
  EXPECT_THAT(error("龙2平5"), HasSubstr("unknown piece"));
}

TEST(Detection, TextThatReadsAsTwoMovesIsAmbiguous) {
  // Red cannon and a crossed red pawn on file 2 (column h): "P2.3" is Vietnamese "cannon 2
  // forward 3" and WXF "pawn 2 sideways to 3".
  Position pos = *Position::from_fen("4k4/9/9/7P1/9/9/9/7C1/9/3K5 w - - 0 1");
  absl::StatusOr<Move> m = parse_move(pos, "P2.3");
  ASSERT_FALSE(m.ok());
  EXPECT_THAT(std::string(m.status().message()), HasSubstr("ambiguous"));
  EXPECT_THAT(std::string(m.status().message()), HasSubstr("h2h5"));
  EXPECT_THAT(std::string(m.status().message()), HasSubstr("h6g6"));
  EXPECT_EQ(*parse_move(pos, "P2.3", Style::kVietnamese), *parse_ucci(pos, "h2h5"));
  EXPECT_EQ(*parse_move(pos, "P2.3", Style::kWxf), *parse_ucci(pos, "h6g6"));
}

// The game of issue 30 in WXF: its 18th move "C7.1" alone reads two ways (WXF cannon 7
// sideways to 1, Vietnamese pawn 7 forward 1), but the moves before it are WXF only.
const std::vector<std::string> kWxfGame = {"H2+1", "C2+3", "C2+2", "C8.3", "C8.5", "C2-4",
                                           "C2.7", "R9+1", "C7.1", "C3.7", "C1.3", "C2+4",
                                           "C3.1", "P5+1", "C5.7", "P3+1", "E3+5", "C7.1"};

TEST(GameNotation, TheMovesBeforeAnAmbiguousMoveDecideItsNotation) {
  Position pos = Position::start();
  size_t failed = 99;
  absl::StatusOr<std::vector<Move>> moves = GameNotation().read_game(pos, kWxfGame, &failed);
  ASSERT_TRUE(moves.ok()) << "move " << failed + 1 << ": " << moves.status();
  ASSERT_EQ(moves->size(), 18u);
  EXPECT_EQ(to_ucci(moves->back()), "g7a7");  // the cannon, not the pawn g6g5
  // One move at a time (the console): the same, from the moves already read.
  GameNotation typed;
  for (const std::string& text : kWxfGame) {
    absl::StatusOr<Move> m = typed.read(pos, text);
    ASSERT_TRUE(m.ok()) << text << ": " << m.status();
    pos.do_move(*m);
  }
  EXPECT_EQ(to_ucci(pos.history().back().move), "g7a7");
}

TEST(GameNotation, TheRestOfTheGameDecidesAnAmbiguousFirstMove) {
  // "P2.3" reads as h2h5 (Vietnamese) and h6g6 (WXF); Black's "K5+1" is WXF only.
  const Position pos = *Position::from_fen("4k4/9/9/7P1/9/9/9/7C1/9/3K5 w - - 0 1");
  absl::StatusOr<std::vector<Move>> moves = GameNotation().read_game(pos, {"P2.3", "K5+1"});
  ASSERT_TRUE(moves.ok()) << moves.status();
  EXPECT_EQ(to_ucci((*moves)[0]), "h6g6");
  // Alone, or with a rest that reads either way, it stays ambiguous; a named notation decides.
  size_t failed = 99;
  absl::StatusOr<std::vector<Move>> alone = GameNotation().read_game(pos, {"P2.3"}, &failed);
  EXPECT_THAT(std::string(alone.status().message()), HasSubstr("ambiguous"));
  EXPECT_EQ(failed, 0u);
  absl::StatusOr<std::vector<Move>> vn =
      GameNotation::only(Style::kVietnamese).read_game(pos, {"P2.3"});
  ASSERT_TRUE(vn.ok()) << vn.status();
  EXPECT_EQ(to_ucci((*vn)[0]), "h2h5");
  absl::StatusOr<std::vector<Move>> hinted =
      GameNotation::preferring(Style::kVietnamese).read_game(pos, {"P2.3"});
  ASSERT_TRUE(hinted.ok()) << hinted.status();
  EXPECT_EQ(to_ucci((*hinted)[0]), "h2h5");
}

TEST(GameNotation, ABadMoveIsReportedByItsIndex) {
  size_t failed = 99;
  absl::StatusOr<std::vector<Move>> moves =
      GameNotation().read_game(Position::start(), {"h2e2", "h9g7", "Q2.5"}, &failed);
  EXPECT_THAT(std::string(moves.status().message()), HasSubstr("unknown piece"));
  EXPECT_EQ(failed, 2u);
}

}  // namespace
}  // namespace cotuong::notation
