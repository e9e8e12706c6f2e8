#include "core/check_squares.h"

#include "core/attacks.h"

namespace cotuong {

CheckSquares::CheckSquares(const Position& pos) : pos_(pos) {
  const Color us = pos.side_to_move();
  const Square ksq = pos.king_square(~us);
  const Bitboard occ = pos.pieces();
  uncovering_from_ = file_bb(file_of(ksq)) | rank_bb(rank_of(ksq));
  for (Square s : attacks::kDiag[ksq])
    if (s != SQ_NONE) uncovering_from_ |= s;

  // Up to the first piece each way: where a rook checks. Past it up to the second: where a
  // cannon does (exactly one screen between).
  const Bitboard to_first = attacks::rook_attacks(ksq, occ);
  const Bitboard first = to_first & occ;
  const Bitboard to_second = attacks::rook_attacks(ksq, occ ^ first);
  for (Bitboard& d : direct_) d = kEmptyBB;
  direct_[ROOK] = to_first;
  direct_[CANNON] = to_second & ~to_first;
  direct_[HORSE] = attacks::horse_attackers_from(ksq, occ);
  direct_[PAWN] = attacks::pawn_attackers_from(us, ksq);

  screens_ = kEmptyBB;
  for (Bitboard cannons = first & pos.pieces(us, CANNON); cannons;)
    screens_ |= attacks::between_bb(ksq, cannons.pop_lsb());
}

// Why the answer equals Position::gives_check for a move from f to t with f outside
// uncovering_from_. Leaving f changes no square of the king's file or rank and no horse leg
// (the legs of horses aimed at the king are its diagonal neighbours), so no line or leg opens
// and no other piece starts to attack. Landing on t can only block lines, except for making t
// the one screen of a cannon that had nothing before the king: screens_. The moved piece itself
// checks from t exactly when t is in direct_ of its type: for a rook or cannon the pieces
// between t and the king are today's (f is off the lines, t is the moved piece); for a horse
// its leg is a diagonal neighbour of the king, neither f nor t; a pawn's attack needs no
// occupancy. A capture on t changes no occupancy on any line. Kings facing each other are not
// a check but an illegal move, which legal moves never are.
bool CheckSquares::gives_check(Move m) const {
  const Square from = from_sq(m), to = to_sq(m);
  if (uncovering_from_.test(from)) return pos_.gives_check(m);
  return direct_[type_of(pos_.piece_on(from))].test(to) || screens_.test(to);
}

}  // namespace cotuong
