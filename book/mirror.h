// The left-right mirror (file a <-> file i). The start position is symmetric, and a line played on
// one wing is the same opening on the other, so the book stores one side and looks up both.
#pragma once

#include "core/position.h"
#include "core/types.h"

namespace cotuong::book {

// Returns square s reflected across the middle file e.
constexpr Square mirror(Square s) { return make_square(FILE_NB - 1 - file_of(s), rank_of(s)); }
// Returns move m with both squares reflected.
constexpr Move mirror(Move m) { return make_move(mirror(from_sq(m)), mirror(to_sq(m))); }
// Returns the Zobrist key the reflected position would have (same side to move).
Key mirror_key(const Position& pos);

}  // namespace cotuong::book
