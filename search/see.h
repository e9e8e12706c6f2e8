// Static exchange evaluation: the material balance of the capture sequence on one square.
#pragma once

#include "core/position.h"
#include "core/types.h"

namespace cotuong::search {

// Returns whether the exchange started by move m wins at least `threshold` centi-pawns
// for the side to move (pins are ignored; kings capture last).
bool see_ge(const Position& pos, Move m, Value threshold);

}  // namespace cotuong::search
