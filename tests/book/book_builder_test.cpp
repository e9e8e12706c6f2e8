// The book builder: weights from the results of games read from PGN.
#include "book/book_builder.h"

#include <gtest/gtest.h>

#include "book/book.h"
#include "notation/pgn.h"

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

TEST(BookBuilderGames, WeightsFollowResultsDepthAndFrequency) {
  auto games = notation::read_pgn_games(kTwoGames);
  ASSERT_TRUE(games.ok()) << games.status();
  ASSERT_EQ(games->size(), 2u);
  BookBuilder builder;
  for (const notation::GameRecord& g : *games)
    builder.add_game(*g.start_position(), g.moves, g.result, 2);
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
  builder.add_game(start, moves, rules::GameResult::kBlackWins, 10);
  builder.add_game(start, moves, rules::GameResult::kBlackWins, 10);
  EXPECT_TRUE(builder.build().empty());
}

}  // namespace
}  // namespace cotuong::book
