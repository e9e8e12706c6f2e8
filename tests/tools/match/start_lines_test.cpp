// Start-line files: the shipped set is legal and large enough; mistakes name their line.
#include "tools/match/start_lines.h"

#include <set>

#include "core/movegen.h"
#include "core/position.h"
#include "gtest/gtest.h"

namespace cotuong::match {
namespace {

TEST(Openings, ShippedSetIsLegalAndLargeEnoughFor200GamesInPairs) {
  absl::StatusOr<std::vector<StartLine>> set = load_openings(default_openings_path());
  ASSERT_TRUE(set.ok()) << set.status();  // load_openings checks every FEN and move
  EXPECT_GE(set->size(), 50u);
  std::set<std::string> finals;
  for (const StartLine& o : *set) {
    Position pos = *Position::from_fen(o.fen);
    for (const std::string& m : o.moves) pos.do_move(*parse_ucci(pos, m));
    EXPECT_GT(MoveList<LEGAL>(pos).size(), 0) << o.name << ": game over before it starts";
    EXPECT_FALSE(pos.in_check()) << o.name;
    finals.insert(pos.fen());
  }
  EXPECT_EQ(finals.size(), set->size()) << "two openings lead to the same position";
}

TEST(Openings, EccoFileFromTheLeagueReferee) {
  auto set = load_openings(std::string(COTUONG_TEST_DATA) + "/openings-ecco.tsv");
  ASSERT_TRUE(set.ok()) << set.status();
  EXPECT_EQ(set->size(), 10u);
  EXPECT_EQ(set->front().name.substr(0, 4), "A34.");
}

TEST(Openings, MovesColumnAndStartpos) {
  auto set = parse_openings("# comment\nstartpos\tmoves h2e2 h9g7\tCentral cannon\n\n", "x");
  ASSERT_TRUE(set.ok()) << set.status();
  ASSERT_EQ(set->size(), 1u);
  EXPECT_EQ(set->front().moves, (std::vector<std::string>{"h2e2", "h9g7"}));
  EXPECT_EQ(set->front().name, "Central cannon");
}

TEST(Openings, IllegalMoveNamesTheLine) {
  auto set = parse_openings("startpos\tmoves h2e2\nstartpos\tmoves h2e2 h2e2\n", "book.tsv");
  ASSERT_FALSE(set.ok());
  EXPECT_NE(set.status().message().find("book.tsv:2"), std::string::npos) << set.status();
  EXPECT_FALSE(parse_openings("not a fen\n", "x").ok());
  EXPECT_FALSE(parse_openings("# nothing\n", "x").ok());
}

}  // namespace
}  // namespace cotuong::match
