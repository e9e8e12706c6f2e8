// The five difficulty levels: each a preset of the ordinary search limits (depth, nodes, time)
// plus bounded randomness at the root (a choice among near-best MultiPV lines, the margin
// shrinking with the level; a mate score is never randomised). Before the level's own search,
// every level runs the quick mate search and the mate-in-1 threat check (the mate prover,
// mate_solver.h): it plays a forced mate it sees and never walks into a mate in one when another
// move avoids it.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <random>
#include <string>
#include <thread>

#include "search/search.h"

namespace cotuong::search {

constexpr int kLevelMin = 1;
constexpr int kLevelMax = 5;  // full strength

// The quick mate search: mates in up to kQuickMateMoves moves, proven against every defence,
// within kQuickMateNodes positions (a bound on its time).
constexpr int kQuickMateMoves = 3;
constexpr uint64_t kQuickMateNodes = 4'000'000;

// One level as search limits (its name and takebacks are the fronts': src/levels/player_levels.h).
// Invariant: 0 means "no cap of this kind"; margin > 0 only with multipv > 1.
struct LevelPreset {
  int level;
  int depth;         // plies
  uint64_t nodes;    // nodes of the level's search
  int64_t think_ms;  // longest think per move (lower levels play faster)
  int multipv;       // candidate lines considered for the random choice
  Value margin;      // a candidate may be this many centipawns below the best
};

// Returns the preset of a level (clamped to 1..5).
const LevelPreset& level_preset(int level);
// Returns the limits the level's own search runs with, given the caller's limits (clock, depth,
// movetime, searchmoves, banned moves): the tighter of the two for every cap, never endless.
Limits level_limits(int level, const Limits& caller, Color us);
// Returns the caller's limits with every legal move of pos banned: Searcher::start then searches
// nothing and answers MOVE_NONE, after ponderhit or stop when the caller ponders or runs
// infinite. It is the searcher's answer hold on its own, for answers found without a search.
Limits no_move_limits(const Position& pos, const Limits& caller);

// Plays at a level with a Searcher: quick mate search, mate-in-1 threat check, the level's
// limited MultiPV search, then the random choice. Synchronous (choose) or on its own thread
// (start, like Searcher::start, ponder and infinite included: the answer then waits for
// ponderhit or stop). stop() and ponderhit() may be called from any thread.
class LevelSearch {
 public:
  // The searcher must outlive this object and is used only while a level search runs.
  explicit LevelSearch(Searcher& searcher, uint64_t seed = std::random_device{}());
  ~LevelSearch();
  LevelSearch(const LevelSearch&) = delete;
  LevelSearch& operator=(const LevelSearch&) = delete;

  // Returns the level's move for pos under the caller's limits; reports info lines on the way.
  Result choose(const Position& pos, int level, const Limits& limits,
                const std::function<void(const Info&)>& on_info = nullptr);
  // Starts choose() on a background thread; callbacks.on_bestmove is called exactly once. The
  // level's own search never ponders or runs endless; with limits.ponder or limits.infinite its
  // answer is held until ponderhit() (not infinite) or stop(), as Searcher::start holds one.
  void start(const Position& pos, int level, const Limits& limits, Callbacks callbacks);
  // Thread-safe: ends the current choice promptly (its best answer so far follows).
  void stop();
  // Thread-safe: the ponder move was played; a started pondering choice answers once it is made.
  void ponderhit();
  // Blocks until a started choice has ended and on_bestmove has returned.
  void wait();
  // Restarts the random choices from a seed (tests and reproducible matches).
  void reseed(uint64_t seed) { rng_.seed(seed); }

 private:
  // Returns the level's move (choose() without resetting the stop flag).
  Result run(const Position& pos, int level, const Limits& limits,
             const std::function<void(const Info&)>& on_info);
  // Returns one of the near-best lines of the last complete iteration, weighted towards the best.
  Result pick(const Result& searched, const std::vector<Info>& lines, Value margin);
  // Returns once a started choice's answer may go out: at once, or (pondering or infinite) after
  // ponderhit()/stop(), waiting in the searcher's hold (no_move_limits).
  void hold(const Position& pos, const Limits& limits);

  Searcher& searcher_;
  std::mt19937_64 rng_;
  std::atomic<bool> stop_{false};
  std::mutex hold_mutex_;   // orders stop() and ponderhit() against hold() starting its wait
  bool pondering_ = false;  // guarded by hold_mutex_: started pondering, no ponderhit yet
  std::thread thread_;      // joinable from start() until the next start()/wait() joins it
};

}  // namespace cotuong::search
