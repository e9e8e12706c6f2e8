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

// A plan: the soft limit before scaling and the hard limit, in milliseconds; 0 when nothing
// limits the time. Invariant: 0 < optimum <= maximum, or both 0.
struct Plan {
  int64_t optimum = 0, maximum = 0;
  bool fixed = false;  // a fixed think (optimum == maximum): a movetime, a level's share
};

// Returns a plan that thinks `ms` less the overhead (at least 1 ms): a movetime, or a level's
// share.
Plan fixed_think(int64_t ms, int64_t overhead) {
  const int64_t think = std::max<int64_t>(1, ms - overhead);
  return {think, think, true};
}

// Returns full strength's plan on the clock of `us` at game ply `game_ply`.
Plan clock_plan(const Limits& limits, Color us, int game_ply, int64_t overhead) {
  // A clock at or below zero (a GUI's report after an overrun) still limits: think minimally.
  const int64_t time = std::max<int64_t>(0, limits.time[us]), inc = limits.inc[us];
  // Never plan to use more than what is left after the overhead; keep a small reserve too.
  const int64_t usable = std::max<int64_t>(1, time - overhead - std::min<int64_t>(time / 50, 200));
  Plan plan;
  if (limits.movestogo == 1) {
    // Byo-yomi or the last move before a time control: unused time is lost, so use most of it.
    plan.maximum = std::max<int64_t>(1, shrink_at_small_clocks(usable, time));
    plan.optimum = std::max<int64_t>(1, plan.maximum * 8 / 10);
    return plan;
  }
  // Moves still to play with this clock: the control's, or a horizon shrinking as the game
  // goes on (xiangqi games last 40-80 moves).
  const int mtg =
      limits.movestogo > 0 ? std::min(limits.movestogo, 40) : std::max(20, 40 - game_ply / 8);
  const int64_t budget = std::max<int64_t>(1, time + inc * (mtg - 1) - overhead * (mtg + 1));
  const int64_t optimum =
      std::min(budget / mtg + (limits.movestogo > 0 ? 0 : inc / 2), usable * 2 / 5);
  plan.maximum = std::min<int64_t>(optimum * 5, shrink_at_small_clocks(usable * 4 / 5, time));
  plan.optimum = std::max<int64_t>(1, std::min(optimum, plan.maximum));
  plan.maximum = std::max<int64_t>(1, plan.maximum);
  return plan;
}

// Returns a level's plan: a small, steady share of the clock (1/level_time_scale of the time
// left plus half the increment, never under the overhead + 10 ms), or the caller's movetime if
// shorter, as a fixed think; nothing when neither limits (the level's cap per move then does).
// The level's answer of a ponder or infinite search is held after it, so these limit it too.
Plan level_plan(const Limits& limits, Color us, int64_t overhead) {
  int64_t think = limits.movetime;
  if (limits.time[us] > 0) {
    const int64_t share = std::max<int64_t>(
        limits.move_overhead + 10,
        (limits.time[us] - limits.move_overhead) / limits.level_time_scale + limits.inc[us] / 2);
    think = think > 0 ? std::min(think, share) : share;
  }
  return think > 0 ? fixed_think(think, overhead) : Plan{};
}

}  // namespace

void TimeManager::init(const Limits& limits, Color us, int game_ply) {
  restart();
  const int64_t overhead = std::max<int64_t>(0, limits.move_overhead);
  // A cap per move on full strength's clock plans as a clock of at most half the cap (what an
  // unsettled search adds, soft_limit, still fits under it); every cap is its plan's hard limit.
  // (A level's share is already far below its cap.)
  Limits planned = limits;
  if (limits.move_cap > 0 && limits.level_time_scale == 0 && planned.time[us] > 0)
    planned.time[us] = std::min<int64_t>(planned.time[us], limits.move_cap / 2);
  Plan plan;
  if (planned.level_time_scale > 0)
    plan = level_plan(planned, us, overhead);
  else if (planned.movetime > 0)
    plan = fixed_think(planned.movetime, overhead);
  else if (!planned.infinite && (planned.time[us] != 0 || planned.inc[us] != 0))
    plan = clock_plan(planned, us, game_ply, overhead);
  if (limits.move_cap > 0) {
    // With nothing else to limit it, the search thinks up to the cap.
    const Plan cap = fixed_think(limits.move_cap, overhead);
    if (plan.maximum == 0) {
      plan = cap;
    } else {
      plan.maximum = std::min(plan.maximum, cap.maximum);
      plan.optimum = std::min(plan.optimum, plan.maximum);
    }
  }
  active_ = plan.maximum > 0;
  optimum_ = plan.optimum;
  maximum_ = plan.maximum;
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
