// The search's facade, the Searcher: one per engine, used by the protocol front, the console and
// the tools. It owns its transposition table and threads; it is asked with limits.h's Limits,
// reports through its Callbacks and never prints. (Implementation: search/*.cpp.)
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/position.h"
#include "core/types.h"
#include "eval/evaluator.h"
#include "rules/rule_set.h"
#include "search/limits.h"
#include "search/search_stats.h"
#include "search/tunables.h"

namespace cotuong::search {

// The searcher: one instance per engine. Thread-safe for the calls documented as such.
class Searcher {
 public:
  Searcher();
  ~Searcher();
  Searcher(const Searcher&) = delete;
  Searcher& operator=(const Searcher&) = delete;

  bool set_hash_mb(int mb);  // idle only; false: no memory for it, the old table is kept
  void set_threads(int n);   // idle only
  // Idle only: the rules the tree judges by (repetitions by the rule set; the no-capture limit,
  // the rule set's or the override of a GUI's Sixty Move Rule / Rule60MaxPly).
  void set_rules(const rules::Rules& rules);
  // Idle only: the evaluation of the following searches (its network and parameters are shared
  // and immutable); eval::Evaluator::build_default() until set.
  void set_evaluator(eval::Evaluator evaluator);
  // The evaluation of the searches (the one the protocol's `eval` reports too).
  const eval::Evaluator& evaluator() const;
  // Idle only: restarts the random choices of the levels (Limits::level) from `seed`: the same
  // seed, positions and limits give the same moves. A new Searcher starts from a random seed.
  void set_seed(uint64_t seed);
  // Idle only: the tunable constants of the following searches (a copy). Returns false, and
  // changes nothing, in a normal build, whose search is compiled with kDefaultTunables.
  bool set_tunables(const Tunables& tunables);
  void clear();  // new game: TT and histories; idle only

  // Starts searching pos (its history counts for repetition) on a background thread and returns
  // at once, at limits.level (search/levels.h: a level's caps, mate guard and choice all run in
  // this one search; of the lines a level weighs, only limits.multipv are reported);
  // callbacks.on_bestmove is called exactly once when it ends, after ponderhit (not infinite) or
  // stop when limits.ponder or limits.infinite.
  void start(const Position& pos, const Limits& limits, Callbacks callbacks);
  // Thread-safe, any time: stop now (on_bestmove follows promptly); the ponder move was played.
  void stop();
  void ponderhit();
  // Blocks until the current search (if any) has ended and on_bestmove has returned.
  void wait();
  bool searching() const;

  // Convenience for tools and tests: searches synchronously and returns the result.
  Result search_sync(const Position& pos, const Limits& limits,
                     std::function<void(const Info&)> on_info = nullptr);

  // Idle only: the search statistics summed over the threads since they were made; all zero
  // unless a statistics build (search/search_stats.h).
  SearchStats stats() const;

  // Returns the TT's stored bound and best move for pos, if it holds a bound (UCCI `probe`).
  struct Probe {
    bool found = false;
    Move move = MOVE_NONE;
    Value value = 0;
    int depth = 0;
    bool lower = false, upper = false;
  };
  Probe probe(const Position& pos) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cotuong::search
