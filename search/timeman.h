// Time management: every time plan, the one place that decides how long to think about one
// move, from the search's Limits: a movetime; full strength's plan on the clock (time,
// increment, moves to go); a level's steady share of the clock (Limits::level_time_scale); the
// cap per move (Limits::move_cap: a rule's, a level's, an untimed game's), which no plan passes
// (a clock's plan aims at half of it at most) and which a search with no other limit thinks up
// to; all less the move overhead. The soft
// limit (optimum) is checked between iterations and scaled by how unsettled the search is; the
// hard limit (maximum) stops the search wherever it is, once depth 1 is done (worker.h: every
// answer comes from a finished search). Below two seconds on the clock the share of it one move
// may take shrinks with the clock, so that a busy machine's pauses do not overrun a tiny clock;
// from two seconds up the plan does not depend on it.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>

#include "search/search.h"

namespace cotuong::search {

using Clock = std::chrono::steady_clock;

// What the last completed iteration says about how settled the search is, for the soft limit.
struct IterationSignals {
  int best_move_changes = 0;               // root best-move changes, halved each iteration
  Value previous_score = -VALUE_INFINITE;  // the iteration before's score (-inf: none yet)
  Value score = 0;                         // this iteration's score
  int stable_iterations = 0;               // iterations in a row with the same best move
  bool single_move = false;                // only one legal root move
};

class TimeManager {
 public:
  // Plans the move of the side `us` at game ply `game_ply` by `limits`; the clock starts now.
  void init(const Limits& limits, Color us, int game_ply);
  // Restarts the clock (pondering: the clock starts at ponderhit). Safe while another thread
  // calls elapsed(): ponderhit runs on the I/O thread while the search thread reads the clock.
  void restart() { start_.store(now_ticks(), std::memory_order_release); }
  // Returns the milliseconds since the clock started.
  int64_t elapsed() const {
    // The start first: read after it, the (monotonic) clock is never behind it.
    const Clock::rep start = start_.load(std::memory_order_acquire);
    const Clock::duration since(now_ticks() - start);
    return std::chrono::duration_cast<std::chrono::milliseconds>(since).count();
  }
  // Returns how many of `threads` search threads the clock can pay to start: starting and
  // joining one costs about kThreadStartMs on a busy machine (64 threads took 70-140 ms on two
  // loaded cores), so with 100 ms left Threads 64 must not start them all.
  static constexpr int64_t kThreadStartMs = 4;
  size_t affordable_threads(size_t threads) const {
    if (!active_) return threads;
    return std::clamp<size_t>(size_t(maximum_ / kThreadStartMs), 1, std::max<size_t>(threads, 1));
  }
  // Returns whether the clock limits this search at all.
  bool active() const { return active_; }
  int64_t optimum() const { return optimum_; }
  // Returns the milliseconds after which no new iteration starts: the optimum, longer when the
  // best move keeps changing or the score falls, shorter when the best move has held for
  // several iterations or is the only one; never beyond maximum().
  int64_t soft_limit(const IterationSignals& signals) const;
  int64_t maximum() const { return maximum_; }

 private:
  // Returns the clock's current tick count.
  static Clock::rep now_ticks() { return Clock::now().time_since_epoch().count(); }

  std::atomic<Clock::rep> start_{now_ticks()};  // ticks of the clock start (atomic: restart)
  bool active_ = false;
  int64_t optimum_ = 0, maximum_ = 0;
};

}  // namespace cotuong::search
