// The five levels as a person reads them: the names the console and the page show, the same in
// both languages.
#include "play/player_levels.h"

#include <gtest/gtest.h>

#include "messages/catalogue.h"

namespace cotuong::play {
namespace {

TEST(PlayerLevels, HaveTheFiveVietnameseNames) {
  EXPECT_EQ(level_name(1), "Nhập môn");
  EXPECT_EQ(level_name(2), "Sơ cấp");
  EXPECT_EQ(level_name(3), "Trung cấp");
  EXPECT_EQ(level_name(4), "Cao cấp");
  EXPECT_EQ(level_name(5), "Đại sư");
  EXPECT_EQ(level_name(9), "Đại sư");  // clamped
  EXPECT_EQ(level_list(), "1 Nhập môn, 2 Sơ cấp, 3 Trung cấp, 4 Cao cấp, 5 Đại sư");
  EXPECT_EQ(level_text(3), "level 3 (Trung cấp)");
}

TEST(PlayerLevels, ANameIsTheSameInBothLanguages) {
  for (int level = search::kLevelMin; level <= search::kLevelMax; ++level) {
    const char* key = search::level_row(level).name_key;
    EXPECT_EQ(messages::text(key, messages::Lang::kEn), level_name(level)) << level;
    EXPECT_EQ(messages::text(key, messages::Lang::kVi), level_name(level)) << level;
  }
}

}  // namespace
}  // namespace cotuong::play
