// The five levels as a person meets them: the names the console shows and the takebacks a game
// allows by default.
#include "play/player_levels.h"

#include <gtest/gtest.h>

namespace cotuong::play {
namespace {

TEST(PlayerLevels, HaveTheFiveVietnameseNames) {
  EXPECT_STREQ(level_name(1), "Nhập môn");
  EXPECT_STREQ(level_name(2), "Sơ cấp");
  EXPECT_STREQ(level_name(3), "Trung cấp");
  EXPECT_STREQ(level_name(4), "Cao cấp");
  EXPECT_STREQ(level_name(5), "Đại sư");
  EXPECT_STREQ(level_name(9), "Đại sư");  // clamped
  EXPECT_EQ(level_list(), "1 Nhập môn, 2 Sơ cấp, 3 Trung cấp, 4 Cao cấp, 5 Đại sư");
}

TEST(PlayerLevels, DefaultTakebacksAreUnlimitedThenThreeThenOne) {
  EXPECT_EQ(player_level(1).takebacks, kUnlimitedTakebacks);
  EXPECT_EQ(player_level(2).takebacks, kUnlimitedTakebacks);
  EXPECT_EQ(player_level(3).takebacks, 3);
  EXPECT_EQ(player_level(4).takebacks, 3);
  EXPECT_EQ(player_level(5).takebacks, 1);
}

TEST(PlayerLevels, EachEntryIsItsOwnLevel) {
  for (int level = search::kLevelMin; level <= search::kLevelMax; ++level)
    EXPECT_EQ(player_level(level).level, level);
}

}  // namespace
}  // namespace cotuong::play
