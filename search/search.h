// The search: what it is asked (Limits: when to stop, which root moves, at which level), what it
// answers (Info lines on the way, one Result) with the callbacks that carry them, and its facade,
// the Searcher: one per engine, used by the protocol front, the console and the tools. The
// Searcher owns its transposition table and threads, is asked with Limits, reports through its
// Callbacks and never prints. The search's parts (worker.h, timeman.h, levels.h) and the fronts
// speak the same Limits, Info and Result. (Implementation: search/*.cpp.)
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
#include "search/search_stats.h"
#include "search/tunables.h"

namespace cotuong::search {

// The difficulty levels (search/levels.h): kLevelMax is full strength.
constexpr int kLevelMin = 1;
constexpr int kLevelMax = 5;

// What to search and when to stop. All times in milliseconds. Zero means "no such limit".
struct Limits {
  int depth = 0;  // plies
  uint64_t nodes = 0;
  int64_t movetime = 0;             // fixed time for this move
  int64_t time[COLOR_NB] = {0, 0};  // remaining clock per colour
  int64_t inc[COLOR_NB] = {0, 0};   // increment per move per colour
  int movestogo = 0;                // moves to the next time control (0 = sudden death)
  int mate = 0;                     // search for a mate in this many moves
  bool infinite = false;            // until stop
  bool ponder = false;              // pondering: clock starts at ponderhit
  int multipv = 1;
  std::vector<Move> searchmoves;  // restrict the root to these (empty = all)
  std::vector<Move> banmoves;     // never play these at the root
  int64_t move_overhead = 30;     // safety margin per move for I/O and process latency
  // The most one move may take (a rule's cap per move, a level's safety cap), read only by the
  // time plan (timeman.h): no plan goes past it, less the overhead (a clock's plan aims at half
  // of it at most), and a search with no other time limit thinks up to it.
  int64_t move_cap = 0;
  // A level's time scale (search/levels.h), read only by the time plan: > 0 below full strength,
  // where a move on a clock takes a steady 1/level_time_scale of the time left plus half the
  // increment, as a fixed think; 0: full strength's plan.
  int level_time_scale = 0;
  // The difficulty level, kLevelMin..kLevelMax: below kLevelMax the search plays as
  // search/levels.h describes (the level's caps, its mate guard, a choice among near-best lines).
  int level = kLevelMax;
  // A strength on the levels' calibrated Elo scale (search/levels.h, kEloMin..kEloMax), set by
  // UCI_Elo or Skill Level; it replaces `level` when > 0.
  int elo = 0;
  // Only the static evaluation (UCCI `go depth 0`): one info line, then no move; like any answer
  // it waits for ponderhit or stop when pondering or infinite.
  bool evaluate_only = false;
};

// Returns the legal moves of pos that limits allow at the root (searchmoves, banmoves), in
// generation order.
std::vector<Move> allowed_root_moves(const Position& pos, const Limits& limits);

// One line of output during the search (one per PV line per iteration).
struct Info {
  int depth = 0;
  int seldepth = 0;
  int multipv = 1;  // 1-based index of this PV line
  Value score = 0;  // side-to-move point of view; mate scores per types.h
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int64_t time_ms = 0;
  int hashfull = 0;  // per mille
  std::vector<Move> pv;
};

// The final answer of a search.
struct Result {
  Move best = MOVE_NONE;  // MOVE_NONE: no legal move (or evaluate_only)
  Move ponder = MOVE_NONE;
  Value score = 0;
  int depth = 0;
  uint64_t nodes = 0;
  std::vector<Move> pv;
  // A level's choice (search/levels.h) among near-best lines: the first line's move, which
  // `best` replaced (MOVE_NONE: `best` is the first line's move).
  Move passed_over = MOVE_NONE;
};

struct Callbacks {
  std::function<void(const Info&)> on_info;                           // iteration results
  std::function<void(int depth, Move move, int number)> on_currmove;  // optional
  std::function<void(const Result&)> on_bestmove;  // exactly once per go, from the search thread
};

// Returns whether v is a mate score, and the signed moves to mate ("score mate N").
constexpr bool is_mate_score(Value v) {
  return v >= VALUE_MATE_IN_MAX_PLY || v <= VALUE_MATED_IN_MAX_PLY;
}
constexpr int mate_moves(Value v) {
  return v > 0 ? (VALUE_MATE - v + 1) / 2 : -(VALUE_MATE + v) / 2;
}

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
