// History statistics: an entry moves toward each bonus but never past kHistoryMax, and the
// fuller it is the less a bonus moves it (gravity), so old lessons fade as new ones come.
#include "search/history.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace cotuong::search {
namespace {

TEST(History, EntriesStayWithinTheBoundWhateverTheBonuses) {
  int16_t entry = 0;
  for (int i = 0; i < 1000; ++i) {
    update_history(entry, 100000);  // an oversized bonus is clamped first
    ASSERT_LE(std::abs(entry), kHistoryMax);
  }
  EXPECT_GT(entry, kHistoryMax * 9 / 10);  // and it got close to the bound
  for (int i = 0; i < 1000; ++i) {
    update_history(entry, -history_bonus(20));
    ASSERT_LE(std::abs(entry), kHistoryMax);
  }
  EXPECT_LT(entry, -kHistoryMax / 2);
}

TEST(History, AFullerEntryMovesLessForTheSameBonus) {
  const int bonus = history_bonus(8);
  int16_t empty = 0, half = kHistoryMax / 2;
  update_history(empty, bonus);
  update_history(half, bonus);
  EXPECT_EQ(empty, bonus);  // nothing to pull against
  EXPECT_GT(half - kHistoryMax / 2, 0);
  EXPECT_LT(half - kHistoryMax / 2, bonus);
}

TEST(History, AMalusPullsAGoodEntryBackDown) {
  int16_t entry = 0;
  for (int i = 0; i < 20; ++i) update_history(entry, history_bonus(10));
  const int16_t good = entry;
  update_history(entry, -history_bonus(10));
  EXPECT_LT(entry, good);
  EXPECT_GT(entry, 0);  // one failure does not erase many successes
}

TEST(History, DeeperCutoffsEarnLargerBonusesUpToTheCap) {
  EXPECT_GT(history_bonus(1), 0);
  for (int depth = 1; depth < 100; ++depth) {
    if (history_bonus(depth) < kDefaultTunables.HistoryBonusMax)
      EXPECT_LT(history_bonus(depth), history_bonus(depth + 1));
    else
      EXPECT_EQ(history_bonus(depth + 1), kDefaultTunables.HistoryBonusMax);
  }
  EXPECT_LT(history_bonus(5), kDefaultTunables.HistoryBonusMax);  // the cap binds deep only
  EXPECT_LE(history_bonus(100), kHistoryMax);
}

}  // namespace
}  // namespace cotuong::search
