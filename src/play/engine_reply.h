// The engine's move in a person's game, whichever front it is played in (the console, the play
// page): the opening book first, at the level's variety, then the level's search (search/levels.h)
// with the level's budget: on a clock the engine's share of its own time (clock_limits.h), at
// level 5 untimed a cap per move that its search thinks up to, else the level's own depth and
// nodes; how long is the time plan's (search/timeman.h). One Searcher and one book, seeded
// alike: the same seed plays the same moves on every front.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "book/book_service.h"
#include "core/position.h"
#include "rules/game_clock.h"
#include "rules/rule_set.h"
#include "search/limits.h"
#include "search/search.h"

namespace cotuong::play {

// How the engine is asked for its move, beside the level.
struct ReplySettings {
  bool use_book = true;               // the opening book answers first where it knows the position
  int64_t master_movetime_ms = 3000;  // level 5's cap per move untimed (it thinks up to it)
  int depth = 0;                      // > 0: a fixed depth instead of the level's budget (tests)
};

class EngineReply {
 public:
  // seed: the book's and the levels' random choices (none: from the system).
  explicit EngineReply(std::optional<uint64_t> seed);

  // Returns the searcher (idle only: its rules, its tables; analysis and hints use it too).
  search::Searcher& searcher() { return searcher_; }
  // Returns the opening book's move for pos at `level`, if the book knows pos.
  std::optional<book::BookChoice> book_move(const Position& pos, int level);
  // Returns the search limits of the level's move at `now` (the rule above; clock: the game's).
  static search::Limits limits(int level, const ReplySettings& settings,
                               const rules::GameClock* clock, rules::SteadyTime now);
  // Starts the level's search of pos with `limits` on the search's thread; `done` is called
  // there exactly once (best MOVE_NONE when there is no legal move).
  void start(const Position& pos, const search::Limits& limits,
             std::function<void(const search::Result&)> done);
  // Returns the level's search of pos with `limits`, on the calling thread's time.
  search::Result search(const Position& pos, const search::Limits& limits);

 private:
  search::Searcher searcher_;
  book::BookService books_;
};

}  // namespace cotuong::play
