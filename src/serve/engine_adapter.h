// The seam between the page's sessions and the engine: the page's game (a rules::Game, the one
// game every front holds, with the console's texts and records of it) and the engine (a level's
// move with its opening book, an endless analysis, the review of a game) behind one small class.
// The search is the one Searcher the console and the protocol use: a level is Limits::level,
// its random choices are seeded with Searcher::set_seed.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "analysis/review.h"
#include "notation/notation.h"
#include "notation/pgn.h"
#include "position.h"
#include "rules/game.h"
#include "rules/rule_set.h"
#include "search/search.h"

namespace cotuong::serve {

class EngineAdapter {
 public:
  // seed: the levels' and the book's random choices (0: from the system).
  explicit EngineAdapter(uint64_t seed);
  ~EngineAdapter();
  EngineAdapter(const EngineAdapter&) = delete;
  EngineAdapter& operator=(const EngineAdapter&) = delete;

  // The game. Not thread-safe: the caller serialises these calls.
  // Returns the page's game: start, moves, position, rule set and the arbiter's verdict.
  const rules::Game& game() const;
  // Returns the legal moves of the current position.
  std::vector<Move> legal_moves() const;
  // Returns the name of the opening the game is in, or "".
  std::string opening() const;
  // Starts a new game from `start` under `rules`.
  void new_game(const Position& start, rules::RuleSet rules);
  // Plays a legal move; an illegal one changes nothing and says why.
  absl::Status play(Move m);
  // Takes back the last `plies` moves; an error (and nothing changes) when fewer were played.
  absl::Status undo(int plies);
  // Replaces the game with a record's moves judged under `rules`, or says why it cannot.
  absl::Status load(const notation::GameRecord& record, rules::RuleSet rules);
  // Returns the game as a PGN record (result and termination from the arbiter).
  notation::GameRecord record(const std::string& red, const std::string& black) const;
  // Returns the moves written in style s.
  std::vector<std::string> move_texts(notation::Style s) const;

  // The engine: one search at a time, started by one thread (the session's engine thread).
  // Idle only: the rule set the search plays by, and (clear) a new game's empty tables.
  void prepare(rules::RuleSet rules, bool clear);
  // Returns the opening book's move for pos at a level, if the book knows pos.
  std::optional<Move> book_move(const Position& pos, int level);
  // Starts choosing the level's move for pos (limits.level is set to `level`) on the search's
  // thread; `done` is called there exactly once with the choice (MOVE_NONE when there is no
  // legal move).
  void start_level_move(const Position& pos, int level, search::Limits limits,
                        std::function<void(const search::Result&)> done);
  // Starts an endless analysis of pos with `multipv` lines at full strength on the search's
  // thread; `on_info` gets each line of each iteration, until stop().
  void start_analysis(const Position& pos, int multipv,
                      std::function<void(const search::Info&)> on_info);
  // Thread-safe: ends the started search (or the review's current position) promptly.
  void stop();
  // Blocks until the started search has ended.
  void wait();
  // Returns the review of a game searched to `depth` per position (synchronous, on the calling
  // thread; on_position(n) after n positions), or nothing when `cancel` was set (stop() then
  // cuts the position being searched short).
  std::optional<analysis::GameReview> review(const notation::GameRecord& game, int depth,
                                             const std::atomic<bool>& cancel,
                                             const std::function<void(int)>& on_position);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cotuong::serve
