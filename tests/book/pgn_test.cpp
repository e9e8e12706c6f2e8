#include "pgn.h"

#include <gtest/gtest.h>

#include "book.h"
#include "book_builder.h"

namespace cotuong::book {
namespace {

constexpr const char* kTwoGames = R"([Event "Test"]
[Red "A"]
[Black "B"]
[Result "1-0"]
[Format "ICCS"]

1. H2-E2 H9-G7 {a comment} 2. H0-G2 (2. B0-C2 B9-C7) I9-H9 ; rest of line
3. I0-H0 $1 B9-C7 1-0

[Event "Test 2"]
[Result "0-1"]

1.h2e2 h9g7 2.h0g2 b9c7 0-1
)";

TEST(Pgn, ReadsTagsMovesAndResults) {
  auto games = parse_pgn(kTwoGames);
  ASSERT_TRUE(games.ok()) << games.status();
  ASSERT_EQ(games->size(), 2u);
  const PgnGame& first = (*games)[0];
  EXPECT_EQ(first.tag("Red"), "A");
  EXPECT_EQ(first.tag("Missing"), "");
  EXPECT_EQ(first.result, GameResult::kRedWin);
  EXPECT_EQ(first.move_texts,
            (std::vector<std::string>{"H2-E2", "H9-G7", "H0-G2", "I9-H9", "I0-H0", "B9-C7"}));
  auto moves = first.moves();
  ASSERT_TRUE(moves.ok()) << moves.status();
  EXPECT_EQ(to_ucci((*moves)[3]), "i9h9");
  EXPECT_EQ((*games)[1].result, GameResult::kBlackWin);
  EXPECT_EQ((*games)[1].move_texts.size(), 4u);
}

TEST(Pgn, IllegalMoveIsReportedWithItsPly) {
  auto games = parse_pgn("1. H2-E2 H9-G7 2. H2-H9 *\n");
  ASSERT_TRUE(games.ok());
  ASSERT_EQ(games->size(), 1u);
  auto moves = (*games)[0].moves();
  ASSERT_FALSE(moves.ok());
  EXPECT_NE(moves.status().message().find("ply 3"), std::string::npos);
}

TEST(Pgn, GameFromFenStartsThere) {
  auto games = parse_pgn(
      "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\"]\n"
      "1... h9g7 *\n");
  ASSERT_TRUE(games.ok());
  auto start = (*games)[0].start();
  ASSERT_TRUE(start.ok());
  EXPECT_EQ(start->side_to_move(), BLACK);
  EXPECT_TRUE((*games)[0].moves().ok());
}

TEST(Pgn, UnterminatedCommentIsAnError) { EXPECT_FALSE(parse_pgn("1. h2e2 {never closed").ok()); }

TEST(BookBuilderGames, WeightsFollowResultsDepthAndFrequency) {
  auto games = parse_pgn(kTwoGames);
  ASSERT_TRUE(games.ok());
  BookBuilder builder;
  for (const PgnGame& g : *games) builder.add_game(*g.start(), *g.moves(), g.result, 2);
  // Depth 2: only h2e2 and h9g7 enter. h2e2: a win (2) and a loss (0) for Red = 2;
  // h9g7: a loss (0) and a win (2) for Black = 2. Each was seen twice.
  Book book = builder.build(/*min_count=*/2);
  Position start = Position::start();
  auto entries = book.probe(start);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].weight, 2);
  start.do_move(entries[0].move);
  ASSERT_EQ(book.probe(start).size(), 1u);
  EXPECT_EQ(builder.pairs(), 2u);
  EXPECT_TRUE(builder.build(3).empty());  // nothing was seen three times
}

TEST(BookBuilderGames, LossesAloneNeverEnterTheBook) {
  BookBuilder builder;
  Position start = Position::start();
  std::vector<Move> moves = {*parse_ucci(start, "a3a4")};
  builder.add_game(start, moves, GameResult::kBlackWin, 10);
  builder.add_game(start, moves, GameResult::kBlackWin, 10);
  EXPECT_TRUE(builder.build().empty());
}

}  // namespace
}  // namespace cotuong::book
