#include "play/player_levels.h"

#include <algorithm>
#include <iterator>

#include "absl/strings/str_cat.h"

namespace cotuong::play {

namespace {

// The five levels, gentlest first; the only place their names and allowances live. Beginners
// may take back as often as they like, the master level once.
constexpr PlayerLevel kPlayerLevels[] = {
    {1, "Nhập môn", "beginner", kUnlimitedTakebacks},
    {2, "Sơ cấp", "novice", kUnlimitedTakebacks},
    {3, "Trung cấp", "intermediate", 3},
    {4, "Cao cấp", "advanced", 3},
    {5, "Đại sư", "master", 1},
};
static_assert(std::size(kPlayerLevels) == search::kLevelMax - search::kLevelMin + 1);

}  // namespace

const PlayerLevel& player_level(int level) {
  return kPlayerLevels[std::clamp(level, search::kLevelMin, search::kLevelMax) - search::kLevelMin];
}

const char* level_name(int level) { return player_level(level).name; }

std::string level_text(int level) {
  return absl::StrCat("level ", level, " (", level_name(level), ")");
}

double book_variety(int level) {
  constexpr double kVariety[] = {4.0, 3.0, 2.0, 1.5, 1.0};  // levels 1..5
  return kVariety[std::clamp(level, search::kLevelMin, search::kLevelMax) - search::kLevelMin];
}

std::optional<book::BookChoice> book_move(book::BookService& books, const Position& pos,
                                          int level) {
  return books.pick(pos, book_variety(level));
}

std::string level_list() {
  std::string list;
  for (const PlayerLevel& l : kPlayerLevels)
    absl::StrAppend(&list, list.empty() ? "" : ", ", l.level, " ", l.name);
  return list;
}

}  // namespace cotuong::play
