// Pairings of the tournament formats.
#include "tools/match/schedule.h"

#include <set>

#include "gtest/gtest.h"

namespace cotuong::match {
namespace {

TEST(Schedule, GauntletAndRoundRobinCounts) {
  EXPECT_EQ(gauntlet_pairings(4), (std::vector<Encounter>{{0, 1}, {0, 2}, {0, 3}}));
  EXPECT_EQ(round_robin_pairings(4).size(), 6u);
  EXPECT_EQ(round_robin_pairings(5).size(), 10u);
}

TEST(Schedule, SwissPairsLeadersAndAvoidsRematches) {
  std::vector<std::vector<int>> met(4, std::vector<int>(4, 0));
  std::vector<int> byes(4, 0);
  int bye;
  // Round 1 by seed: 0-1, 2-3.
  EXPECT_EQ(swiss_pairings({0, 0, 0, 0}, met, byes, &bye),
            (std::vector<Encounter>{{0, 1}, {2, 3}}));
  EXPECT_EQ(bye, -1);
  // 0 and 2 won; they meet next, 1 meets 3.
  met[0][1] = met[1][0] = met[2][3] = met[3][2] = 2;
  EXPECT_EQ(swiss_pairings({2, 0, 2, 0}, met, byes, &bye),
            (std::vector<Encounter>{{0, 2}, {1, 3}}));
  // If leaders already met, the leader takes the next one it has not met.
  met[0][2] = met[2][0] = 2;
  auto r3 = swiss_pairings({3, 1, 3, 1}, met, byes, &bye);
  for (auto [a, b] : r3) EXPECT_EQ(met[a][b], 0) << a << "-" << b;
}

TEST(Schedule, SwissOddCountGivesTheLowestABye) {
  std::vector<std::vector<int>> met(3, std::vector<int>(3, 0));
  std::vector<int> byes = {0, 0, 0};
  int bye;
  auto r = swiss_pairings({1, 2, 0}, met, byes, &bye);
  EXPECT_EQ(bye, 2);
  EXPECT_EQ(r, (std::vector<Encounter>{{1, 0}}));
  byes[2] = 1;  // it had one: the next lowest without a bye sits out
  swiss_pairings({1, 2, 0}, met, byes, &bye);
  EXPECT_EQ(bye, 0);
}

TEST(Schedule, KnockoutBracketKeepsTopSeedsApart) {
  EXPECT_EQ(knockout_first_round(4), (std::vector<Encounter>{{0, 3}, {1, 2}}));
  auto eight = knockout_first_round(8);
  EXPECT_EQ(eight, (std::vector<Encounter>{{0, 7}, {3, 4}, {1, 6}, {2, 5}}));
  // Five engines: seeds 1-3 get byes (paired with -1).
  auto five = knockout_first_round(5);
  int byes = 0;
  for (auto [a, b] : five) byes += b < 0;
  EXPECT_EQ(byes, 3);
  EXPECT_EQ(knockout_next_round({0, 3, 1, 2}), (std::vector<Encounter>{{0, 3}, {1, 2}}));
}

}  // namespace
}  // namespace cotuong::match
