// Material that can still force a win: the one "no attacking material" test, inline because
// the search asks it at every node.
#pragma once

#include "core/bitboard.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong::rules {

// Returns the pieces of either colour that can ever give mate: rooks, horses, cannons and pawns
// (kings, advisors and elephants never cross the river, so they alone can never mate).
inline Bitboard attacking_pieces(const Position& pos) {
  return pos.pieces(ROOK) | pos.pieces(HORSE) | pos.pieces(CANNON) | pos.pieces(PAWN);
}

// Returns whether colour c has no attacking piece, so that c can never mate.
inline bool has_insufficient_material(const Position& pos, Color c) {
  return !(attacking_pieces(pos) & pos.pieces(c));
}

// Returns whether neither side has an attacking piece: neither can win, the game is a draw.
inline bool neither_side_can_win(const Position& pos) { return !attacking_pieces(pos); }

}  // namespace cotuong::rules
