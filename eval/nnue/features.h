// The PS1260 feature set (FORMAT.md): one feature per piece and square, seen from a perspective.
// Black's perspective flips the ranks, so a position and its colour-flipped twin share features.
#pragma once

#include "core/types.h"

namespace cotuong::eval::nnue {

// Returns square s as perspective p sees it (Black's view: ranks flipped, files kept).
constexpr Square orient(Color p, Square s) {
  return p == RED ? s : make_square(file_of(s), 9 - rank_of(s));
}

// Returns the index (0..1259) of piece pc on square s from perspective p.
constexpr int feature_index(Color p, Piece pc, Square s) {
  const int rel = color_of(pc) == p ? 0 : 1;
  return (rel * 7 + (type_of(pc) - 1)) * 90 + orient(p, s);
}

}  // namespace cotuong::eval::nnue
