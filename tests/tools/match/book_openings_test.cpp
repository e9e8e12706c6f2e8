// Openings walked from the project's built opening book.
#include "tools/match/book_openings.h"

#include <set>

#include "core/position.h"
#include "gtest/gtest.h"

namespace cotuong::match {
namespace {

TEST(BookOpenings, DistinctLegalReproducibleLines) {
  BookOpeningSettings s;
  s.path = COTUONG_BOOK_FILE;
  s.plies = 6;
  s.count = 20;
  s.seed = 5;
  absl::StatusOr<std::vector<StartLine>> set = openings_from_book(s);
  ASSERT_TRUE(set.ok()) << set.status();
  EXPECT_GE(set->size(), 10u);
  std::set<std::string> finals;
  for (const StartLine& o : *set) {
    EXPECT_GE(o.moves.size(), 2u);
    EXPECT_LE(o.moves.size(), 6u);
    Position pos = Position::start();
    for (const std::string& m : o.moves) {
      absl::StatusOr<Move> move = parse_ucci(pos, m);
      ASSERT_TRUE(move.ok()) << move.status();
      pos.do_move(*move);
    }
    finals.insert(pos.fen());
  }
  EXPECT_EQ(finals.size(), set->size());
  absl::StatusOr<std::vector<StartLine>> again = openings_from_book(s);
  ASSERT_TRUE(again.ok());
  ASSERT_EQ(again->size(), set->size());
  for (size_t i = 0; i < set->size(); ++i) EXPECT_EQ((*again)[i].moves, (*set)[i].moves);
}

TEST(BookOpenings, MissingBookIsAnError) {
  BookOpeningSettings s;
  s.path = "/nonexistent/book.bin";
  EXPECT_FALSE(openings_from_book(s).ok());
}

}  // namespace
}  // namespace cotuong::match
