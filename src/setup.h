// Set-up validation: whether a position (handicap or composed) could arise in a game.
#pragma once

#include "absl/status/status.h"

namespace cotuong {

class Position;

// Returns OK if pos could be reached in a game, otherwise an error naming the first problem:
// piece counts, kings/advisors/elephants off their points, pawns behind their start or on
// files they cannot reach, kings facing, the side not to move in check. Missing pieces
// (handicaps) are fine.
absl::Status validate_setup(const Position& pos);

}  // namespace cotuong
