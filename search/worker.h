// One search thread's state and the alpha-beta search itself (principal variation search with
// quiescence). All threads of a search share the transposition table and the stop flag
// (Lazy SMP); each keeps its own board copy, root moves and move-ordering histories.
#pragma once

#include <algorithm>
#include <atomic>
#include <memory>
#include <vector>

#include "core/position.h"
#include "eval/eval.h"
#include "eval/evaluator.h"
#include "eval/nnue/accumulator.h"
#include "eval/nnue/evaluate.h"
#include "eval/params.h"
#include "rules/rule_set.h"
#include "search/history.h"
#include "search/levels.h"
#include "search/search.h"
#include "search/search_stats.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "search/tunables.h"

namespace cotuong::search {

class Worker;

// One root move with its latest score and principal variation.
struct RootMove {
  explicit RootMove(Move m) : move(m), pv{m} {}
  Move move;
  Value score = -VALUE_INFINITE;       // this iteration (-VALUE_INFINITE: not searched yet)
  Value prev_score = -VALUE_INFINITE;  // the previous iteration
  int sel_depth = 0;
  int depth = 0;         // the iteration that last set score and pv
  std::vector<Move> pv;  // starts with `move`
};

// State of one search shared by its threads. Written before the threads start, except the
// atomics.
struct SharedState {
  TranspositionTable* tt = nullptr;
  Limits limits;
  TimeManager time;
  std::atomic<bool> stop{false};
  std::atomic<bool> pondering{false};
  std::vector<Worker*> workers;
  Callbacks callbacks;
  rules::RuleSet rule_set = rules::RuleSet::kAsian;  // the Searcher's rules, set at each start
  int no_capture_plies = 0;  // draw after this many plies without a capture (0: never): likewise
  // The evaluation of this search: owned by the Searcher, unchanged while it runs.
  const eval::Evaluator* evaluator = nullptr;
  // The tunable constants (a tuning build's search reads these): owned by the Searcher.
  const Tunables* tunables = &kDefaultTunables;
  // A level's beginner's blindness (levels.h): the captures its search overlooks; none at full
  // strength.
  Blindness blindness;
  // Returns the nodes searched by all threads so far.
  uint64_t nodes() const;
};

// Sentinel plies below the root in the search stack, for (ss - 2) look-ups.
constexpr int kStackOffset = 4;

// Per-ply search data; the stack has a few sentinel entries below ply 0.
struct Stack {
  Move* pv = nullptr;
  int ply = 0;
  Move current_move = MOVE_NONE;
  Move excluded_move = MOVE_NONE;
  Move killers[2] = {MOVE_NONE, MOVE_NONE};
  Value static_eval = VALUE_NONE;
  bool in_check = false;
  // The node is on a principal variation, was on one (the table entry's mark), or failed low
  // under a marked node (the move into it may start the next one); the others are reduced by
  // the tunable LmrOffPv more plies (0 in the engine).
  bool tt_pv = false;
  // The value this node returned rests on a perpetual-rule verdict somewhere on its path: it
  // depends on how the position was reached, so it is never stored as a table value.
  bool rule_dependent = false;
  int16_t (*cont)[SQUARE_NB] = nullptr;  // continuation row [piece][to] of current_move
};

class Worker {
 public:
  explicit Worker(int id);
  // Prepares a search of pos over `root_moves` (non-empty) with the shared state.
  void prepare(const Position& pos, const std::vector<Move>& root_moves, SharedState* shared);
  // Runs iterative deepening until stopped or a limit is reached.
  void iterate();
  // Clears the move-ordering statistics (new game).
  void clear();

  int id() const { return id_; }
  bool is_main() const { return id_ == 0; }
  uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  int completed_depth() const { return completed_depth_; }
  const std::vector<RootMove>& root_moves() const { return root_moves_; }
  // Returns this thread's statistics since it was made (all zero unless a statistics build).
  const SearchStats& stats() const { return stats_; }

 private:
  enum NodeType { NON_PV, PV, ROOT };
  // Blind: the search overlooks the captures of shared_->blindness (levels 1 and 2). A separate
  // instantiation, so that the search at full sight has not a single test more for it.
  template <NodeType NT, bool Blind>
  Value search(Value alpha, Value beta, int depth, bool cut_node, Stack* ss);
  template <NodeType NT, bool Blind>
  Value qsearch(Value alpha, Value beta, Stack* ss);
  // Returns a draw/rule verdict score if the position at ply is decided by repetition or
  // move limits, else VALUE_NONE. A repetition decides when the earlier occurrence is after the
  // root, or when the position occurred twice at or before the root (the game's third time).
  // Perpetual check/chase verdicts score in the mate band, and set *path_dependent.
  Value rule_verdict(int ply, bool* path_dependent);
  // Returns the plies left before the no-capture draw (MAX_PLY when there is no such rule).
  int plies_to_no_capture_draw() const;
  // Returns the static evaluation v scaled down as the no-capture draw nears (to half at the
  // limit): a lead that has not turned into captures may end in that draw.
  Value damped(Value v) const;
  // Stores a node's result, keeping only the move and static evaluation of one whose value
  // rests on a perpetual-rule verdict (another path to the same position may not repeat).
  void store(Key key, Value value, bool rule_dependent, Bound bound, int depth, Move move,
             Value static_eval, int ply, bool pv);
  // Moves the continuation-history entries of `piece` to `to` after the moves 1 and 2 plies
  // before ss toward `bonus`.
  void update_continuation(const Stack* ss, Piece piece, Square to, int bonus);
  // Rewards the cut-off move and punishes the quiets and captures tried before it.
  void update_stats(Stack* ss, Move best, int depth, const Move* quiets, int quiet_count,
                    const Move* captures, int capture_count);
  // Returns whether this thread must end its search now: a stop was asked (by the caller or a
  // limit), and this thread may stop: the main thread first finishes depth 1, so that every
  // answer comes from a finished search (a depth-1 search costs about a millisecond).
  bool stopping() const {
    return shared_->stop.load(std::memory_order_relaxed) && (completed_depth_ >= 1 || !is_main());
  }
  // Stops the search if a limit is reached (main thread only).
  void check_limits();
  // Reports the current PV lines through the callbacks (main thread only).
  void report(int depth);
  // Returns the reduction of the move_count-th move at depth.
  int reduction(bool improving, int depth, int move_count) const;
  // Adds n to a statistics counter; nothing unless a statistics build.
  void count(Stat s, uint64_t n = 1) {
    if constexpr (kSearchStatsBuild) stats_.add(s, n);
  }
  // Counts what a table store did.
  void count_store(StoreOutcome outcome);
  // Counts a fail-high of the move loop on its move_count-th move.
  void count_fail_high(int move_count);
  // Returns the search constants: the compile-time defaults, or in a tuning build the set the
  // Searcher was given.
  const Tunables& tuned() const {
    if constexpr (kTuningBuild) return *shared_->tunables;
    return kDefaultTunables;
  }

  // NNUE hooks: the search's moves go through these so that the accumulators follow the board.
  // Plays m on pos_ (and records it on the accumulator stack when a network evaluates).
  void do_move(Move m) {
    if (network_) accumulators_->push(pos_, m);
    pos_.do_move(m);
  }
  // Takes back pos_'s last move (and the accumulator stack's).
  void undo_move() {
    pos_.undo_move();
    if (network_) accumulators_->pop();
  }
  // Returns the static evaluation of pos_: the network's (kept out of the mate band) when one
  // is set, else the hand-written one.
  Value evaluate() {
    if (!network_) return eval::evaluate(pos_, *eval_params_);
    return eval::outside_mate_band(eval::nnue::evaluate(*network_, accumulators_->current(), pos_));
  }

  const int id_;
  Position pos_;
  SharedState* shared_ = nullptr;
  // The evaluation's parameters and network (null: hand-written), from shared_->evaluator; and
  // this thread's accumulators (made on the first use of a network).
  const eval::Params* eval_params_ = &eval::builtin_params();
  const eval::nnue::Network* network_ = nullptr;
  std::unique_ptr<eval::nnue::AccumulatorStack> accumulators_;
  std::vector<RootMove> root_moves_;
  std::unique_ptr<Histories> hist_;
  std::atomic<uint64_t> nodes_{0};
  int sel_depth_ = 0;
  int root_depth_ = 0;
  int pv_index_ = 0;
  int completed_depth_ = 0;
  int calls_to_check_ = 0;
  int nmp_min_ply_ = 0;    // null move forbidden below this ply (verification search)
  int root_game_ply_ = 0;  // pos_.game_ply() at the root: history before it is the game's
  Key key_salt_ = 0;       // `go mate` keeps its own table entries (no pruned bounds)
  int best_move_changes_ = 0;
  SearchStats stats_;  // counted only in a statistics build
};

}  // namespace cotuong::search
