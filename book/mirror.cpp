#include "book/mirror.h"

#include "core/zobrist.h"

namespace cotuong::book {

Key mirror_key(const Position& pos) {
  Key k = pos.side_to_move() == BLACK ? zobrist::kSide : 0;
  for (Bitboard b = pos.pieces(); b;) {
    Square s = b.pop_lsb();
    k ^= zobrist::kPieceSquare[pos.piece_on(s)][mirror(s)];
  }
  return k;
}

}  // namespace cotuong::book
