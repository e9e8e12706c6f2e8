#include "play/player_levels.h"

#include "absl/strings/str_cat.h"
#include "messages/catalogue.h"

namespace cotuong::play {

std::string level_name(int level) {
  return messages::text(search::level_row(level).name_key, messages::kDefaultLang);
}

std::string level_text(int level) {
  return absl::StrCat("level ", level, " (", level_name(level), ")");
}

std::optional<book::BookChoice> book_move(book::BookService& books, const Position& pos,
                                          int level) {
  return books.pick(pos, search::book_variety(level));
}

std::string level_list() {
  std::string list;
  for (int level = search::kLevelMin; level <= search::kLevelMax; ++level)
    absl::StrAppend(&list, list.empty() ? "" : ", ", level, " ", level_name(level));
  return list;
}

}  // namespace cotuong::play
