// The engine's move in a person's game, asked for once, whichever front it is played in (the
// console, the play page): EngineReply::move (blocking) or EngineReply::start (on the search's
// thread) take the person's game (person_game.h) and the time now and return the reply. It is
// the opening book's move first, when the settings allow the book and it knows the position, at
// the game's level's variety (book_move, player_levels.h: the one choice of a book move, the
// protocol's too); else the level's search (search/levels.h) judging by the game's rules, with
// the level's budget: on a clock the engine's share of its own time (clock_limits.h), at level 5
// untimed a cap per move that its search thinks up to, else the level's own depth and nodes; how
// long is the time plan's (search/timeman.h). The game's settings (level, rules, clock) are read
// from the game alone: no front passes them. One Searcher and one book, seeded alike: the same
// seed plays the same moves on every front.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "book/book_service.h"
#include "core/position.h"
#include "play/person_game.h"
#include "rules/game_clock.h"
#include "search/search.h"

namespace cotuong::play {

// How the engine is asked for its move, beside the game's settings (person_game.h).
struct ReplySettings {
  bool use_book = true;               // the opening book answers first where it knows the position
  int64_t master_movetime_ms = 3000;  // level 5's cap per move untimed (it thinks up to it)
  int depth = 0;                      // > 0: a fixed depth instead of the level's budget (tests)
};

// The engine's move in a game.
struct EngineMove {
  bool from_book = false;
  std::string opening;    // a book move's opening, as book::BookChoice::name ("" when unnamed)
  search::Result search;  // the search's answer (a book move: the move alone, as its line)

  // MOVE_NONE: no legal move (the game's verdict says why).
  Move move() const { return search.best; }
};

class EngineReply {
 public:
  // seed: the book's and the levels' random choices (none: from the system).
  explicit EngineReply(std::optional<uint64_t> seed, const ReplySettings& settings = {});

  // The settings of the following moves (a front's options: no book, a fixed depth...).
  ReplySettings& settings() { return settings_; }

  // Returns the engine's move in `game` at `now` (the rule above), on the calling thread's time.
  // Precondition: the searcher is idle.
  EngineMove move(const PersonGame& game, rules::SteadyTime now);
  // The same, the search on the search's thread: returns false when the book answered (`done`
  // has then been called, on this thread, before start returns), true when the search started
  // (`done` is called on its thread exactly once; stop() ends it promptly, wait() for it). The
  // game may change once start returns. Precondition: the searcher is idle.
  bool start(const PersonGame& game, rules::SteadyTime now,
             std::function<void(const EngineMove&)> done);
  // Thread-safe: ends the started search promptly (its `done` follows).
  void stop() { searcher_.stop(); }
  // Blocks until the started search has ended and its `done` has returned.
  void wait() { searcher_.wait(); }
  // Idle only: a new game's empty tables.
  void new_game() { searcher_.clear(); }

  // Returns the searcher judging by the game's rules, for a search of the game that is not the
  // engine's move (a hint, an analysis, a review). Idle only.
  search::Searcher& searcher_for(const PersonGame& game);

  // Returns the search limits of the level's move at `now` (the rule above; clock: the game's).
  static search::Limits limits(int level, const ReplySettings& settings,
                               const rules::GameClock* clock, rules::SteadyTime now);

 private:
  // Returns the book's move in the game, when the settings allow it and the book knows it.
  std::optional<EngineMove> book_reply(const PersonGame& game);
  // Returns the limits of the game's search at `now`.
  search::Limits search_limits(const PersonGame& game, rules::SteadyTime now) const;

  ReplySettings settings_;
  search::Searcher searcher_;
  book::BookService books_;
};

}  // namespace cotuong::play
