// The search's public contract, used by the protocol front, the console and the levels.
// The search owns its transposition table and threads; it reports through callbacks and never
// prints. (Implementation: search/*.cpp. Keep this API stable; extend, do not break.)
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "eval/nnue/embedded.h"
#include "eval/params.h"
#include "position.h"
#include "search/tunables.h"
#include "types.h"

namespace cotuong::search {

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
  Move best = MOVE_NONE;  // MOVE_NONE: no legal move (or depth 0)
  Move ponder = MOVE_NONE;
  Value score = 0;
  int depth = 0;
  uint64_t nodes = 0;
  std::vector<Move> pv;
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
  void set_rules(const std::string& rule_set);  // idle only; rules module names ("asian", ...)
  // Idle only: the evaluation parameters of the following searches (a copy, which they read
  // and nobody writes while they run); the built-in set by default.
  void set_eval_params(const eval::Params& params);
  // Idle only: the network that evaluates the following searches (shared and immutable), or
  // null for the hand-written evaluation. The default is eval::nnue::default_network().
  void set_network(std::shared_ptr<const eval::nnue::Network> network);
  // Idle only: the tunable constants of the following searches (a copy). Returns false, and
  // changes nothing, in a normal build, whose search is compiled with kDefaultTunables.
  bool set_tunables(const Tunables& tunables);
  void clear();  // new game: TT and histories; idle only

  // Starts searching pos (its history counts for repetition) on a background thread and returns
  // at once; callbacks.on_bestmove is called exactly once when it ends.
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

// Runs the deterministic bench (fixed positions, fixed depth, 1 thread, cleared state) and
// returns total nodes; prints per-position lines and the total through `out` if given. With a
// network, the network evaluates (null: the hand-written evaluation); by default the default
// evaluation of the build (eval::nnue::default_network()). The search constants are
// `tunables` (a tuning build's; a normal build's search has the defaults built in).
uint64_t bench(int depth, std::function<void(const std::string&)> out = nullptr,
               std::shared_ptr<const eval::nnue::Network> network = eval::nnue::default_network(),
               const Tunables& tunables = kDefaultTunables);

}  // namespace cotuong::search
