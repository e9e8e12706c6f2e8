// The analysis library: marks by loss, the annotated PGN (read back legally by the project's
// reader), the evaluation graph, EPD parsing and the progress line.
#include <gtest/gtest.h>

#include <iterator>
#include <tuple>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "analysis/annotated_pgn.h"
#include "analysis/epd.h"
#include "analysis/eval_graph.h"
#include "analysis/progress.h"
#include "analysis/review.h"
#include "notation/pgn.h"

namespace cotuong::analysis {
namespace {

TEST(Marks, FollowTheThresholdsTheHelpStates) {
  EXPECT_EQ(mark_for_loss(kInaccuracyLoss - 1), Mark::kNone);
  EXPECT_EQ(mark_for_loss(kInaccuracyLoss), Mark::kInaccuracy);
  EXPECT_EQ(mark_for_loss(kMistakeLoss), Mark::kMistake);
  EXPECT_EQ(mark_for_loss(kBlunderLoss), Mark::kBlunder);
}

TEST(Eval, IsWrittenInPawnsOrAsAMate) {
  EXPECT_EQ(format_eval(35), "+0.35");
  EXPECT_EQ(format_eval(-120), "-1.20");
  EXPECT_EQ(format_eval(mate_in(5)), "#3");
  EXPECT_EQ(format_eval(mated_in(4)), "#-2");
}

// Returns a reviewed game: Red hangs its rook on its third move (a1b1 puts it where Black's
// cannon takes it over Red's own cannon, and nothing takes back), searched shallowly.
struct Reviewed {
  notation::GameRecord game;
  GameReview review;
};
constexpr const char* kBlunderGame[] = {"b0c2", "h9g7", "a0a1", "b9c7", "a1b1", "b7b1"};
constexpr size_t kBlunderPly = 4;                        // a1b1: a rook for nothing
constexpr int kMovesEach = std::size(kBlunderGame) / 2;  // Red and Black alike
Reviewed blunder_game() {
  Reviewed r;
  Position pos = Position::start();
  for (const char* text : kBlunderGame) {
    Move m = *parse_ucci(pos, text);
    r.game.moves.push_back(m);
    pos.do_move(m);
  }
  r.game.set_tag("Red", "Người đỏ");
  search::Searcher searcher;
  search::Limits limits;
  limits.depth = 6;
  int calls = 0;
  r.review = review_game(r.game, searcher, limits, [&](int done) { EXPECT_EQ(done, ++calls); });
  EXPECT_EQ(calls, std::size(kBlunderGame) + 1);  // every position, the last one included
  return r;
}

TEST(Review, MarksTheMoveThatLosesMaterialAndSumsUpEachSide) {
  Reviewed r = blunder_game();
  ASSERT_EQ(r.review.moves.size(), std::size(kBlunderGame));
  EXPECT_EQ(r.review.moves[kBlunderPly].mark, Mark::kBlunder);
  EXPECT_GE(r.review.moves[kBlunderPly].loss_cp, kBlunderLoss);
  EXPECT_FALSE(r.review.moves[kBlunderPly].best_line.empty());
  EXPECT_EQ(r.review.side[RED].moves, kMovesEach);
  EXPECT_EQ(r.review.side[BLACK].moves, kMovesEach);
  EXPECT_EQ(r.review.side[RED].blunders, 1);
  EXPECT_EQ(r.review.side[BLACK].blunders, 0);
  EXPECT_GT(r.review.side[RED].average_loss(), r.review.side[BLACK].average_loss());
}

TEST(Review, TheSummaryCountsInTheSingularForOne) {
  Reviewed r = blunder_game();
  EXPECT_EQ(summary_line(RED, r.review.side[RED]).find("Red: 3 moves, average loss "), 0u)
      << summary_line(RED, r.review.side[RED]);
  SideSummary one;
  one.moves = 1, one.inaccuracies = 1, one.mistakes = 1, one.blunders = 1;
  one.total_loss_cp = 100;
  EXPECT_EQ(summary_line(BLACK, one),
            "Black: 1 move, average loss 1.00 pawn, 1 inaccuracy (?!), 1 mistake (?), 1 blunder "
            "(?\?)");
  // The page shows the same summary in the person's language.
  EXPECT_EQ(messages::render(summary_message(BLACK, one), messages::Lang::kVi),
            "Đen: 1 nước, trung bình mất 1.00 tốt mỗi nước, 1 nước thiếu chính xác (?!), 1 nước "
            "sai (?), 1 nước hỏng nặng (?\?)");
}

TEST(AnnotatedPgn, ReadsBackLegallyInEveryNotation) {
  Reviewed r = blunder_game();
  for (notation::Style s : notation::kAllStyles) {
    std::string pgn = write_annotated_pgn(r.game, r.review, s, "depth 6");
    absl::StatusOr<notation::GameRecord> back = notation::read_pgn(pgn);
    ASSERT_TRUE(back.ok()) << back.status() << "\n" << pgn;
    EXPECT_EQ(back->moves, r.game.moves) << pgn;
    EXPECT_TRUE(absl::StrContains(pgn, "??")) << pgn;               // the blunder's mark
    EXPECT_TRUE(absl::StrContains(pgn, "{better: ")) << pgn;        // its better line
    EXPECT_TRUE(absl::StrContains(pgn, "1 blunder (?\?)")) << pgn;  // the summary
    EXPECT_EQ(back->tag("Red"), "Người đỏ");
  }
}

TEST(AnnotatedPgn, AGameThatEndsInMateOnTheBoardGetsItsResult) {
  // Issue 46: a record without a result whose last move mates (or stalemates) was written with
  // [Result "*"]; the board decides it. A game that goes on keeps "*".
  for (const auto& [fen, move, result] :
       {std::tuple<const char*, const char*, const char*>{"4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1",
                                                          "b0b9", "1-0"},
        {"4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "a0a2", "*"}}) {
    SCOPED_TRACE(move);
    notation::GameRecord game;
    game.start_fen = fen;
    Position pos = *game.start_position();
    game.moves.push_back(*parse_ucci(pos, move));
    search::Searcher searcher;
    search::Limits limits;
    limits.depth = 2;
    GameReview review = review_game(game, searcher, limits, [](int) {});
    std::string pgn = write_annotated_pgn(game, review, notation::Style::kUcci, "depth 2");
    EXPECT_TRUE(absl::StrContains(pgn, absl::StrCat("[Result \"", result, "\"]"))) << pgn;
    absl::StatusOr<notation::GameRecord> back = notation::read_pgn(pgn);
    ASSERT_TRUE(back.ok()) << back.status() << "\n" << pgn;
    EXPECT_EQ(rules::result_text(back->result), result);
  }
}

TEST(EvalGraph, DrawsOnePointPerPositionAndADotPerMark) {
  Reviewed r = blunder_game();
  std::string svg = eval_graph_svg({{graph_title(r.game, 1), &r.review}});
  EXPECT_TRUE(absl::StartsWith(svg, "<?xml"));
  EXPECT_TRUE(absl::StrContains(svg, "</svg>"));
  EXPECT_TRUE(absl::StrContains(svg, "Game 1: Người đỏ – ?"));
  size_t at = svg.find("<polyline points=\"");
  ASSERT_NE(at, std::string::npos);
  at += 18;
  std::string points = svg.substr(at, svg.find('"', at) - at);
  EXPECT_EQ(std::vector<std::string>(absl::StrSplit(points, ' ')).size(),
            std::size(kBlunderGame) + 1);
  EXPECT_TRUE(absl::StrContains(svg, "fill=\"#d00000\""));  // the blunder's red dot
}

TEST(Epd, ReadsTheOperationsTheSuiteUses) {
  absl::StatusOr<EpdRecord> r = parse_epd_line(
      "3k5/9/9/9/9/9/9/9/9/4K4 w - - dm 3; bm h2e2 P2-5; am a0a1; id \"x; y\"; c0 "
      "\"checks-only\";");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->fen, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  EXPECT_EQ(r->direct_mate, 3);
  EXPECT_EQ(r->best_moves, (std::vector<std::string>{"h2e2", "P2-5"}));
  EXPECT_EQ(r->avoid_moves, (std::vector<std::string>{"a0a1"}));
  EXPECT_EQ(r->id, "x; y");
  EXPECT_TRUE(r->checks_only);
  EXPECT_FALSE(parse_epd_line("3k5/9 w").ok());
  EXPECT_FALSE(parse_epd_line("3k5/9/9/9/9/9/9/9/9/4K4 w - - dm zero;").ok());
  absl::StatusOr<std::vector<EpdRecord>> file =
      parse_epd("# comment\n\n" + std::string("3k5/9/9/9/9/9/9/9/9/4K4 w - - id \"a\";\n"));
  ASSERT_TRUE(file.ok());
  ASSERT_EQ(file->size(), 1u);
  EXPECT_EQ((*file)[0].line, 3);
}

TEST(Progress, ShowsCountsPercentAndEtaOnlyWhenEnabled) {
  std::ostringstream on, off;
  ProgressLine shown(on, 200, true), hidden(off, 200, false);
  shown.update(50, "game 1/2");
  hidden.update(50, "game 1/2");
  EXPECT_TRUE(absl::StrContains(on.str(), "game 1/2  50/200 positions  25%"));
  EXPECT_TRUE(absl::StrContains(on.str(), "ETA "));
  EXPECT_EQ(off.str(), "");
  EXPECT_EQ(clock_text(3725), "1:02:05");
  EXPECT_EQ(clock_text(65), "1:05");
}

}  // namespace
}  // namespace cotuong::analysis
