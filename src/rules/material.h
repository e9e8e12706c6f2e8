// Material that can still force a win.
#pragma once

#include "position.h"
#include "types.h"

namespace cotuong::rules {

// Returns whether colour c has no rook, horse, cannon or pawn (only king, advisors, elephants:
// pieces that never cross the river, so c can never mate).
bool has_insufficient_material(const Position& pos, Color c);

// Returns whether neither side can ever win (the game is a draw).
inline bool neither_side_can_win(const Position& pos) {
  return has_insufficient_material(pos, RED) && has_insufficient_material(pos, BLACK);
}

}  // namespace cotuong::rules
