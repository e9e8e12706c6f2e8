#include "search/see.h"

#include "core/attacks.h"
#include "eval/eval.h"

namespace cotuong::search {

namespace {

// Returns every piece of either colour still on the board (in occ) that can capture on s
// through occupancy occ: the shared formula, inlined, with both colours' pawns in one call.
Bitboard all_attackers(const Position& pos, Square s, Bitboard occ) {
  return attacks::capturers(
             s, occ, [&pos](PieceType pt) { return pos.pieces(pt); }, pos.pieces(RED, PAWN),
             pos.pieces(BLACK, PAWN)) &
         occ;
}

constexpr PieceType kCheapestFirst[] = {PAWN, ADVISOR, ELEPHANT, HORSE, CANNON, ROOK, KING};

}  // namespace

bool see_ge(const Position& pos, Move m, Value threshold) {
  const Square from = from_sq(m), to = to_sq(m);
  int swap = eval::kSeeValue[type_of(pos.piece_on(to))] - threshold;
  if (swap < 0) return false;
  swap = eval::kSeeValue[type_of(pos.piece_on(from))] - swap;
  if (swap <= 0) return true;

  Bitboard occ = pos.pieces() ^ from;  // `to` stays occupied by the capturer
  Color stm = pos.side_to_move();
  int res = 1;
  while (true) {
    stm = ~stm;
    // Recomputed each round: removing a piece can open a rook line or add a cannon screen.
    Bitboard attackers = all_attackers(pos, to, occ) & ~Bitboard::square(to);
    Bitboard ours = attackers & pos.pieces(stm);
    if (!ours) break;
    res ^= 1;
    PieceType pt = KING;
    Bitboard b;
    for (PieceType candidate : kCheapestFirst)
      if ((b = ours & pos.pieces(candidate))) {
        pt = candidate;
        break;
      }
    if (pt == KING) {
      // The king may not recapture into an attack, nor onto a file facing the other king.
      Bitboard facing = attacks::rook_attacks(to, occ) & pos.pieces(~stm, KING) & occ;
      return ((attackers & pos.pieces(~stm)) || facing) ? res ^ 1 : res;
    }
    if ((swap = eval::kSeeValue[pt] - swap) < res) break;
    occ ^= b.lsb();
  }
  return bool(res);
}

}  // namespace cotuong::search
