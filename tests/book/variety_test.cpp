// The book must let a game start in many ways: walks from the start position with weighted
// random choices (different seeds) reach many distinct 8-ply openings.
#include <gtest/gtest.h>

#include <set>

#include "book/book.h"
#include "book/book_builder.h"
#include "book/opening_names.h"

namespace cotuong::book {
namespace {

Book shipped_book() {
  auto openings = load_openings(COTUONG_OPENINGS_FILE);
  EXPECT_TRUE(openings.ok()) << openings.status();
  BookBuilder builder;
  if (openings.ok()) add_lines(builder, *openings);
  return builder.build();
}

// Returns the first `plies` book moves picked from the start with rng (fewer if the book ends).
std::vector<Move> walk(const Book& book, Rng& rng, int plies, double variety) {
  Position pos = Position::start();
  std::vector<Move> moves;
  while (int(moves.size()) < plies) {
    Move m = book.pick(pos, rng, variety);
    if (m == MOVE_NONE) break;
    EXPECT_TRUE(pos.is_legal(m));
    pos.do_move(m);
    moves.push_back(m);
  }
  return moves;
}

TEST(BookVariety, HundredWalksGiveAtLeastTwentyDistinctEightPlyOpenings) {
  Book book = shipped_book();
  std::set<std::vector<Move>> openings;
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    Rng rng(seed);
    auto moves = walk(book, rng, 8, 1.0);
    EXPECT_EQ(moves.size(), 8u) << "walk " << seed << " left the book early";
    openings.insert(moves);
  }
  std::cout << "distinct 8-ply openings in 100 walks: " << openings.size() << "\n";
  EXPECT_GE(openings.size(), 20u);
}

TEST(BookVariety, ZeroVarietyAlwaysPlaysTheSameOpening) {
  Book book = shipped_book();
  std::set<std::vector<Move>> openings;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    openings.insert(walk(book, rng, 8, 0.0));
  }
  EXPECT_EQ(openings.size(), 1u);
}

TEST(BookVariety, LowVarietyNarrowsTheChoice) {
  Book book = shipped_book();
  auto distinct = [&](double variety) {
    std::set<std::vector<Move>> openings;
    for (uint64_t seed = 1; seed <= 100; ++seed) {
      Rng rng(seed);
      openings.insert(walk(book, rng, 8, variety));
    }
    return openings.size();
  };
  // Below 1 the heavy (mainline) moves dominate, so fewer openings are met; above 1 every move
  // of a position gets closer odds (which may favour short branches, so no order is asserted).
  EXPECT_GT(distinct(1.0), distinct(0.3));
  EXPECT_GT(distinct(0.3), 1u);
}

}  // namespace
}  // namespace cotuong::book
