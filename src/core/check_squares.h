// Which moves of one position give check, worked out once for the position so that each move
// costs a couple of mask tests: the move picker asks it of every remaining quiet move once
// move-count pruning starts, where Position::gives_check would redo the king's lines per move.
#pragma once

#include "core/bitboard.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong {

class CheckSquares {
 public:
  // Invariant: `pos` outlives this object and is not moved while it is asked.
  explicit CheckSquares(const Position& pos);

  // Returns whether the legal move m gives check; always equals pos.gives_check(m).
  bool gives_check(Move m) const;

 private:
  const Position& pos_;
  // Squares a move may leave to change a line or a leg aimed at the enemy king: its file, its
  // rank and the four horse legs next to it. A move from there goes to Position::gives_check.
  Bitboard uncovering_from_;
  // For each piece type of the side to move, the squares where it would attack the enemy king
  // with today's occupancy (empty for king, advisor and elephant).
  Bitboard direct_[PIECE_TYPE_NB];
  // Empty squares strictly between the enemy king and one of our cannons with nothing between
  // them: any piece landing there becomes the cannon's screen.
  Bitboard screens_;
};

}  // namespace cotuong
