#include "play/clock_limits.h"

#include <algorithm>

namespace cotuong::play {

search::Limits clock_limits(const rules::GameClock& clock, rules::SteadyTime now) {
  search::Limits limits;
  for (Color c : {RED, BLACK}) {
    limits.time[c] = std::max<int64_t>(1, clock.remaining_ms(c, now));
    limits.inc[c] = clock.preset().increment_ms;
  }
  limits.move_cap = clock.move_cap_ms();
  return limits;
}

}  // namespace cotuong::play
