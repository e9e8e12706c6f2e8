// The engine's budget in a game a person plays on a clock (rules/game_clock.h), whichever front
// it is played in (the console, the page): both sides' time and increment as the search's clock
// limits (as a GUI's wtime/btime/winc/binc), so that the engine spends its own clock at every
// level (each level takes its own share of it: search/levels.h).
#pragma once

#include "rules/game_clock.h"
#include "search/search.h"

namespace cotuong::play {

// Returns search limits holding both sides' time left at `now` (at least 1 ms), the increment
// and the clock's cap per move (room: 120 s), which the time plan (search/timeman.h) never
// passes.
search::Limits clock_limits(const rules::GameClock& clock, rules::SteadyTime now);

}  // namespace cotuong::play
