#include "rules/chase.h"

namespace cotuong::rules {

namespace {

// Returns whether the piece on s (colour c) shields its own king: taking it off the board would
// expose the king to an attack that is not there now.
bool pinned_to_own_king(const BoardView& v, Square s, Color c) {
  Square k = v.king_square(c);
  if (k == SQ_NONE) return false;
  Bitboard occ = v.occupied();
  Bitboard now = king_attackers(v, k, ~c, occ);
  return bool(king_attackers(v, k, ~c, occ ^ s) & ~now);
}

// Returns whether the enemy of c can legally take back on x after c's piece from `a` took there.
bool protected_after_capture(const BoardView& v, Square a, Square x, Color c) {
  BoardView after = v;
  after.move(a, x);
  Bitboard defenders = capturers(after, x, ~c, after.occupied());
  while (defenders) {
    Square d = defenders.pop_lsb();
    if (capture_keeps_king_safe(after, d, x)) return true;
  }
  return false;
}

// Returns whether x may be chased at all (not a king, not a pawn at home).
bool chase_target(const BoardView& v, Square x, Color owner, PieceType pt) {
  if (pt == KING || pt == NO_PIECE_TYPE) return false;
  if (pt == PAWN && on_own_side(owner, x)) return false;
  return true;
}

// The mover's pieces whose attacks can be chases, and the enemy pieces that can be chased.
Bitboard chasing_pieces(const BoardView& v, Color c) {
  return v.by_color[c] & ~(v.by_type[KING] | v.by_type[PAWN]);
}
Bitboard chase_targets(const BoardView& v, Color c) {
  Color them = ~c;
  Bitboard home_pawns = v.pieces(them, PAWN) & kHalfBB[them];
  return v.by_color[them] & ~v.by_type[KING] & ~home_pawns;
}

// Returns every square that colour c's chasing pieces attack (captures only matter).
Bitboard chasing_attacks(const BoardView& v, Color c) {
  Bitboard occ = v.occupied(), att;
  Bitboard b = v.pieces(c, ROOK);
  while (b) att |= attacks::rook_attacks(b.pop_lsb(), occ);
  b = v.pieces(c, CANNON);
  while (b) att |= attacks::cannon_attacks(b.pop_lsb(), occ);
  b = v.pieces(c, HORSE);
  while (b) att |= attacks::horse_attacks(b.pop_lsb(), occ);
  b = v.pieces(c, ELEPHANT);
  while (b) att |= attacks::elephant_attacks(b.pop_lsb(), occ);
  b = v.pieces(c, ADVISOR);
  while (b) att |= attacks::advisor_attacks(b.pop_lsb());
  return att;
}

}  // namespace

Bitboard winners(const BoardView& v, Square x, Color c, bool all) {
  PieceType target = v.type_on(x);
  if (!chase_target(v, x, ~c, target)) return Bitboard();
  Bitboard occ = v.occupied(), found;
  Bitboard attackers = capturers(v, x, c, occ) & chasing_pieces(v, c);
  while (attackers) {
    Square a = attackers.pop_lsb();
    // A pinned attacker never chases, even one that could take its pinner (repetition.tsv D39);
    // otherwise the capture exposes nothing new, so it is legal up to an existing check.
    if (pinned_to_own_king(v, a, c)) continue;
    PieceType attacker = v.type_on(a);
    bool wins;
    if (target == ROOK && (attacker == HORSE || attacker == CANNON)) {
      wins = true;
    } else if (attacker == target && capturers(v, a, ~c, occ).test(x) &&
               capture_keeps_king_safe(v, x, a)) {
      wins = false;  // an offer to exchange
    } else {
      wins = !protected_after_capture(v, a, x, c);
    }
    if (wins) {
      found |= a;
      if (!all) break;
    }
  }
  return found;
}

Bitboard chased_by_last_move(const Position& after, Bitboard* chasers) {
  Move m = after.last_move();
  if (chasers) *chasers = Bitboard();
  if (m == MOVE_NONE || m == MOVE_NULL) return Bitboard();
  Color c = ~after.side_to_move();
  BoardView now = BoardView::of(after);
  Bitboard candidates = chasing_attacks(now, c) & chase_targets(now, c);
  if (!candidates) return Bitboard();

  // The board before the move: the mover back on `from`, the captured piece back on `to`.
  BoardView before = now;
  before.move(to_sq(m), from_sq(m));
  if (Piece cap = after.captured_piece(); cap != NO_PIECE)
    before.put(color_of(cap), type_of(cap), to_sq(m));

  Bitboard chased;
  while (candidates) {
    Square x = candidates.pop_lsb();
    Bitboard w = winners(now, x, c, chasers != nullptr);
    if (w && !winners(before, x, c, false)) {
      chased |= x;
      if (chasers) *chasers |= w;
    }
  }
  return chased;
}

PlyFlags ply_flags(const Position& after) {
  PlyFlags f;
  f.move = after.last_move();
  if (f.move == MOVE_NONE || f.move == MOVE_NULL) return f;
  f.check = after.in_check();
  f.chased = chased_by_last_move(after);
  return f;
}

}  // namespace cotuong::rules
