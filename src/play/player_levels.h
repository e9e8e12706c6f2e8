// The five levels as a person meets them in a game, whichever front they play through (the
// console, or a GUI over the protocol): the name shown, the takebacks allowed per game and the
// opening book's variety and the choice of a book move at a level. How each level searches
// (depth, nodes, time, the random choice) is the search's: search/levels.h.
//
// It lives here, in a folder of its own below the fronts, because it is about the person, not
// the search, and both fronts may show or enforce it without either depending on the other:
// src/console uses it now; src/protocol may (a GUI's level names) and must not reach into the
// console for it. It depends only on the level numbers of search/levels.h and the book.
#pragma once

#include <optional>
#include <string>

#include "book/book_service.h"
#include "core/position.h"
#include "search/levels.h"

namespace cotuong::play {

constexpr int kUnlimitedTakebacks = -1;

// One level as a person meets it. Invariant: takebacks >= 0 or kUnlimitedTakebacks.
struct PlayerLevel {
  int level;            // search::kLevelMin .. search::kLevelMax
  const char* name;     // the name shown to users (Vietnamese)
  const char* name_en;  // an English gloss, in ASCII (for protocol text, which is ASCII)
  int takebacks;        // default takebacks per game (kUnlimitedTakebacks = no limit)
};

// Returns what a person is allowed at a level (clamped to 1..5).
const PlayerLevel& player_level(int level);
// Returns the name users see for a level, e.g. "Trung cấp".
const char* level_name(int level);
// Returns a level as the fronts name it to the person: "level 3 (Trung cấp)".
std::string level_text(int level);
// Returns every level with its name, "1 Nhập môn, 2 Sơ cấp, ..., 5 Đại sư", for help and usage.
std::string level_list();
// Returns how widely the engine chooses among book moves at a difficulty level (1 = weakest .. 5 =
// full strength; book::Book::pick's variety): 1.0 (in proportion to the weights) at level 5,
// flatter odds at lower levels. The one rule for every front: the console's and the page's level,
// and the protocol's (the level its Elo or skill options play).
double book_variety(int level);
// Returns the book's move for pos at a level's variety (book_variety), with the opening's name,
// or nothing when no book knows pos: the one choice of a book move, the engine's reply in a
// person's game (engine_reply.h) and the protocol's book probe alike.
std::optional<book::BookChoice> book_move(book::BookService& books, const Position& pos, int level);

}  // namespace cotuong::play
