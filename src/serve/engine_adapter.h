// The seam between the page's sessions and the engine: a level's move (play/engine_reply.h:
// the opening book, then the level's search, as every front plays it), an endless analysis and
// the review of a game, behind one small class. The game itself is the session's
// (play::PersonGame).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

#include "analysis/review.h"
#include "core/position.h"
#include "notation/pgn.h"
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

  // One search at a time, started by one thread (the session's engine thread).
  // Idle only: the rule set the search plays by, and (clear) a new game's empty tables.
  void prepare(rules::RuleSet rules, bool clear);
  // Returns the opening book's move for pos at a level, if the book knows pos.
  std::optional<Move> book_move(const Position& pos, int level);
  // Starts the level's move for pos with `limits` (play::EngineReply::limits) on the search's
  // thread; `done` is called there exactly once with the choice (MOVE_NONE when there is no
  // legal move).
  void start_level_move(const Position& pos, const search::Limits& limits,
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
