#include "book/book_service.h"

#include <gtest/gtest.h>

#include <set>

namespace cotuong::book {
namespace {

TEST(BookService, DefaultBookOpensTheGameAndNamesIt) {
  BookService books(1);
  auto choice = books.pick(Position::start(), 1.0);
  ASSERT_TRUE(choice.has_value());
  EXPECT_TRUE(Position::start().is_legal(choice->move));
  EXPECT_FALSE(choice->name.empty());  // every first book move is a named family
}

TEST(BookService, NamedFilesAreUsedAndBadOnesRejectedKeepingTheOldBooks) {
  BookService books(1);
  EXPECT_TRUE(books.set_files(COTUONG_BOOK_FILE).ok());
  EXPECT_TRUE(books.pick(Position::start(), 0.0).has_value());
  auto status = books.set_files(std::string(COTUONG_BOOK_FILE) + ";/nonexistent.book");
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound);
  auto choice = books.pick(Position::start(), 0.0);
  ASSERT_TRUE(choice.has_value());
  EXPECT_EQ(to_ucci(choice->move), "h2e2");
  EXPECT_EQ(choice->name, "B00 Pháo đầu (中炮)");
}

TEST(BookService, OutOfBookPositionGetsNothing) {
  BookService books(1);
  Position pos = Position::start();
  pos.do_move(*parse_ucci(pos, "a3a4"));
  EXPECT_FALSE(books.pick(pos, 1.0).has_value());
}

TEST(BookService, UnseededServicesDoNotAllOpenAlike) {
  // Separate engine processes each make their own service: their first moves must vary.
  std::set<Move> first_moves;
  for (int i = 0; i < 40; ++i) first_moves.insert(BookService().pick(Position::start(), 1.0)->move);
  EXPECT_GT(first_moves.size(), 1u);
}

TEST(BookService, SameSeedSameGame) {
  BookService a(5), b(5);
  Position pos = Position::start();
  for (int ply = 0; ply < 8; ++ply) {
    auto x = a.pick(pos, 1.0);
    auto y = b.pick(pos, 1.0);
    ASSERT_TRUE(x && y);
    EXPECT_EQ(x->move, y->move);
    pos.do_move(x->move);
  }
}

}  // namespace
}  // namespace cotuong::book

namespace cotuong::book {
namespace {

// What 100 level-5 self-play games see of the book: one service per game (seeded by the game),
// both sides asking it at every ply.
TEST(BookService, HundredLevelFiveGamesOpenInAtLeastTwentyWays) {
  std::set<std::vector<Move>> openings;
  for (uint64_t game = 1; game <= 100; ++game) {
    BookService books(game);
    Position pos = Position::start();
    std::vector<Move> moves;
    for (int ply = 0; ply < 8; ++ply) {
      auto choice = books.pick(pos, 1.0);  // level 5: in proportion to the weights
      ASSERT_TRUE(choice.has_value()) << "game " << game << " left the book at ply " << ply;
      pos.do_move(choice->move);
      moves.push_back(choice->move);
    }
    openings.insert(moves);
  }
  EXPECT_GE(openings.size(), 20u);
}

}  // namespace
}  // namespace cotuong::book
