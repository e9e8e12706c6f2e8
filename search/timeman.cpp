#include "search/timeman.h"

#include <algorithm>
#include <cmath>

namespace cotuong::search {

namespace {

// From this clock up, one move may take as much of the time left as the plan allows (4/5 of it,
// all of a byo-yomi period); below it, a share that shrinks with the square root of the clock.
// A process that gets no CPU for a while (a busy machine) loses tens of milliseconds at once,
// which a clock of a few hundred milliseconds cannot spare: at 500 ms one move takes at most
// half the share, at 50 ms a sixth of it.
constexpr int64_t kFullShareClockMs = 2000;

// Returns `longest` (the most one move may take by the plan's share of the clock) with `time`
// left: as it is from kFullShareClockMs up, shrunk below.
int64_t shrink_at_small_clocks(int64_t longest, int64_t time) {
  if (time >= kFullShareClockMs) return longest;
  return int64_t(double(longest) * std::sqrt(double(time) / kFullShareClockMs));
}

}  // namespace

void TimeManager::init(const Limits& limits, Color us, int game_ply) {
  restart();
  const int64_t overhead = std::max<int64_t>(0, limits.move_overhead);
  if (limits.movetime > 0) {
    active_ = true;
    optimum_ = maximum_ = std::max<int64_t>(1, limits.movetime - overhead);
    return;
  }
  // A clock at or below zero (a GUI's report after an overrun) still limits: think minimally.
  const int64_t time = std::max<int64_t>(0, limits.time[us]), inc = limits.inc[us];
  if ((limits.time[us] == 0 && inc == 0) || limits.infinite) {
    active_ = false;
    return;
  }
  active_ = true;
  // Never plan to use more than what is left after the overhead; keep a small reserve too.
  const int64_t usable = std::max<int64_t>(1, time - overhead - std::min<int64_t>(time / 50, 200));
  if (limits.movestogo == 1) {
    // Byo-yomi or the last move before a time control: unused time is lost, so use most of it.
    maximum_ = std::max<int64_t>(1, shrink_at_small_clocks(usable, time));
    optimum_ = std::max<int64_t>(1, maximum_ * 8 / 10);
    return;
  }
  // Moves still to play with this clock: the control's, or a horizon shrinking as the game
  // goes on (xiangqi games last 40-80 moves).
  const int mtg =
      limits.movestogo > 0 ? std::min(limits.movestogo, 40) : std::max(20, 40 - game_ply / 8);
  const int64_t budget = std::max<int64_t>(1, time + inc * (mtg - 1) - overhead * (mtg + 1));
  optimum_ = std::min(budget / mtg + (limits.movestogo > 0 ? 0 : inc / 2), usable * 2 / 5);
  maximum_ = std::min<int64_t>(optimum_ * 5, shrink_at_small_clocks(usable * 4 / 5, time));
  optimum_ = std::max<int64_t>(1, std::min(optimum_, maximum_));
  maximum_ = std::max<int64_t>(1, maximum_);
}

int64_t TimeManager::level_share(const Limits& limits, Color us) {
  if (limits.time[us] <= 0) return 0;
  const int64_t share = (limits.time[us] - limits.move_overhead) / 40 + limits.inc[us] / 2;
  return std::max<int64_t>(limits.move_overhead + 10, share);
}

int64_t TimeManager::soft_limit(const IterationSignals& s) const {
  const double instability = 1.0 + 0.6 * s.best_move_changes;
  const double falling = s.previous_score == -VALUE_INFINITE
                             ? 1.0
                             : std::clamp(1.0 + (s.previous_score - s.score) / 120.0, 0.8, 1.6);
  const double stability = s.stable_iterations >= 6 ? 0.7 : s.stable_iterations >= 3 ? 0.85 : 1.0;
  double soft = optimum_ * instability * falling * stability;
  if (s.single_move) soft = std::min(soft, optimum_ * 0.2);
  return int64_t(std::min<double>(soft, maximum_));
}

}  // namespace cotuong::search
