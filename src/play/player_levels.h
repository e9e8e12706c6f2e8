// The five levels as a person reads them, whichever front they play through (the console, the
// page, a GUI over the protocol): a level's name, "level 3 (Trung cấp)" and the list of levels,
// and the choice of a book move at a level. Everything a level is (its name's key, its Elo, its
// search, its book variety, its takebacks) is one row of search/levels.h's table (search::kLevels);
// this only writes it out.
#pragma once

#include <optional>
#include <string>

#include "book/book_service.h"
#include "core/position.h"
#include "search/levels.h"

namespace cotuong::play {

using search::kUnlimitedTakebacks;

// Returns the name users see for a level (clamped to 1..5), e.g. "Trung cấp": the catalogue's
// text of its row's name key (a proper name, the same in every language).
std::string level_name(int level);
// Returns a level as the fronts name it to the person: "level 3 (Trung cấp)".
std::string level_text(int level);
// Returns every level with its name, "1 Nhập môn, 2 Sơ cấp, ..., 5 Đại sư", for help and usage.
std::string level_list();
// Returns the book's move for pos at a level's variety (search::book_variety), with the opening's
// name, or nothing when no book knows pos: the one choice of a book move, the engine's reply in a
// person's game (engine_reply.h) and the protocol's book probe alike.
std::optional<book::BookChoice> book_move(book::BookService& books, const Position& pos, int level);

}  // namespace cotuong::play
