#include "rules/chase.h"

#include <cstdlib>

namespace cotuong::rules {

namespace {

// Returns the pieces in `mask` (all of colour `by`) that attack the king square k with occupancy
// occ; kings count as rooks (flying general).
Bitboard king_attackers_in(const BoardView& v, Square k, Color by, Bitboard mask, Bitboard occ) {
  return attacks::king_attackers(k, by, occ, v.type_boards()) & mask;
}

}  // namespace

Bitboard king_shields(const BoardView& v, Color c) {
  Square k = v.king_square(c);
  if (k == SQ_NONE) return Bitboard();
  Bitboard occ = v.occupied(), enemies = v.by_color[~c], shields;
  Bitboard liners = attacks::kLine[k] & enemies;
  Bitboard rooks = liners & (v.by_type[ROOK] | v.by_type[KING]);
  while (rooks) {
    Bitboard between = attacks::between_bb(k, rooks.pop_lsb()) & occ;
    if (between && !between.more_than_one()) shields |= between;
  }
  Bitboard cannons = liners & v.by_type[CANNON];
  while (cannons) {
    Bitboard between = attacks::between_bb(k, cannons.pop_lsb()) & occ;
    if (between.count() == 2) shields |= between;
  }
  // A horse's leg next to the king (diagonally) shields it when an enemy horse stands behind.
  Bitboard horses = v.pieces(~c, HORSE) & attacks::kHorseFrom[k][0];
  for (int i = 0; horses && i < 4; ++i) {
    Square leg = attacks::kDiag[k][i];
    if (leg != SQ_NONE && occ.test(leg) && (horses & ~attacks::kHorseFrom[k][1u << i]))
      shields |= leg;
  }
  return shields;
}

namespace {

// Returns whether the piece on `mover` may capture the piece on `victim` without leaving its
// own king attacked (movement is the caller's business). `victim` stays occupied. The enemy
// pieces in `checking` (their check fictionally resolved, see winners()) attack nothing here.
bool capture_is_safe(const BoardView& v, Square mover, Square victim, Color us, bool king,
                     Bitboard checking = Bitboard()) {
  Square k = king ? victim : v.king_square(us);
  if (k == SQ_NONE) return true;
  Bitboard occ = v.occupied() ^ mover;
  Bitboard enemies = v.by_color[~us] & ~Bitboard::square(victim) & ~checking;
  return !king_attackers_in(v, k, ~us, enemies, occ);
}

// Returns whether the enemy of c can legally take back on x after c's piece on `a` took there,
// the check of c's pieces in `checking` fictionally resolved (a recapture by the king itself
// still may not step into any attack).
bool protected_after_capture(const BoardView& v, Square a, Square x, Color c, Bitboard checking) {
  // The board after a x x: a's square empties, x now holds c's piece (a's bits are not moved:
  // only colour masks below decide who is who).
  Color them = ~c;
  Bitboard occ = v.occupied() ^ a;
  Bitboard defenders = capturers(v, x, them, occ) & ~Bitboard::square(x);
  if (!defenders) return false;
  Square k = v.king_square(them);
  Bitboard ours = v.by_color[c] ^ a;  // x's new occupant is about to be taken back
  while (defenders) {
    Square d = defenders.pop_lsb();
    Square kd = d == k ? x : k;
    Bitboard attackers = d == k ? ours : ours & ~checking;
    if (kd == SQ_NONE || !king_attackers_in(v, kd, c, attackers, occ ^ d)) return true;
  }
  return false;
}

// Returns whether x may be chased at all (not a king, not a pawn at home).
bool chase_target(Square x, Color owner, PieceType pt) {
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

// Squares within two files and two ranks of each square: every horse, elephant, advisor, king
// and pawn relation (attacker, leg, eye) of a square lies inside this box.
constexpr Bitboard kFiles[FILE_NB] = {file_bb(0), file_bb(1), file_bb(2), file_bb(3), file_bb(4),
                                      file_bb(5), file_bb(6), file_bb(7), file_bb(8)};

// ring[] holds the eight neighbours (horse legs, pawn and king steps).
struct NearTable {
  Bitboard box[SQUARE_NB];
  Bitboard ring[SQUARE_NB];
  NearTable() {
    for (int s = 0; s < SQUARE_NB; ++s)
      for (int t = 0; t < SQUARE_NB; ++t) {
        int df = std::abs(file_of(Square(s)) - file_of(Square(t)));
        int dr = std::abs(rank_of(Square(s)) - rank_of(Square(t)));
        if (df <= 2 && dr <= 2) box[s] |= Square(t);
        if (df <= 1 && dr <= 1 && s != t) ring[s] |= Square(t);
      }
  }
};
const NearTable kNear;

// Returns the squares whose contents can change whether a piece on s can be won: its rank and
// file, and the box around it.
Bitboard influence(Square s) { return attacks::kLine[s] | kNear.box[s]; }

// Returns whether a move that touched `touched` may change what the king on k allows: pins of
// its own pieces, or the legality of its side's captures. True when the move touched the king's
// neighbours, a square a horse checks from (when a horse moved or was taken: `horse_moved`), or
// the king's rank or file where a rook, cannon or the other king stands (or one moved or was
// taken: `liner_moved`).
bool touches_king(const BoardView& v, Square k, Bitboard touched, bool liner_moved,
                  bool horse_moved) {
  if (k == SQ_NONE) return false;
  if (kNear.ring[k] & touched) return true;
  if (horse_moved && (attacks::kHorseFrom[k][0] & touched)) return true;
  Bitboard liners = v.by_type[ROOK] | v.by_type[CANNON] | v.by_type[KING];
  for (Bitboard line : {rank_bb(rank_of(k)), kFiles[file_of(k)]})
    if ((line & touched) && (liner_moved || ((liners & line) ^ k))) return true;
  return false;
}

// Returns every square that colour c's chasing pieces attack (their captures).
Bitboard chasing_attacks(const BoardView& v, Color c) {
  Bitboard occ = v.occupied(), att, rook, cannon;
  Bitboard b = v.pieces(c, ROOK) | v.pieces(c, CANNON);
  while (b) {
    Square s = b.pop_lsb();
    attacks::slider_attacks(s, occ, rook, cannon);
    att |= v.by_type[ROOK].test(s) ? rook : cannon;
  }
  for (b = v.pieces(c, HORSE); b;) att |= attacks::horse_attacks(b.pop_lsb(), occ);
  for (b = v.pieces(c, ELEPHANT); b;) att |= attacks::elephant_attacks(b.pop_lsb(), occ);
  for (b = v.pieces(c, ADVISOR); b;) att |= attacks::advisor_attacks(b.pop_lsb());
  return att;
}

}  // namespace

Square moved_into_pin(Square from, Square to, Bitboard pinned_before, Bitboard pinned_now) {
  return pinned_now.test(to) && !pinned_before.test(from) ? to : SQ_NONE;
}

Bitboard winners(const BoardView& v, Square x, Color c, Bitboard pinned, bool all,
                 Square shield_mover) {
  PieceType target = v.type_on(x);
  if (!chase_target(x, ~c, target)) return Bitboard();
  Bitboard occ = v.occupied(), found;
  // A move that checks is judged with its check fictionally resolved (the enemy passes as if
  // not in check): a check is a check, and what it attacks on the way is chased only when the
  // enemy could not take back even without the check. Otherwise every checking move of a mating
  // attack would "chase" whatever its other pieces attack (AXF/WXF: one check and one chase, or
  // a perpetual threat of mate, is allowed).
  Square their_king = v.king_square(~c);
  Bitboard checking = their_king == SQ_NONE ? Bitboard() : king_attackers(v, their_king, c, occ);
  Bitboard attackers = capturers(v, x, c, occ) & chasing_pieces(v, c);
  while (attackers) {
    Square a = attackers.pop_lsb();
    // A pinned attacker does not chase (repetition.tsv D39; AXF: a chariot pinned on a line
    // chases nothing by moving along it), except the piece that just moved into the pin: seed
    // 004 calls a chase any move "to a position where it can capture" an enemy piece, and a rook
    // that blocks a horse's check on its leg can take the checking horse. Its captures count
    // when they are legal. Unpinned attackers expose nothing new: legal up to an existing check.
    if (pinned.test(a) && (a != shield_mover || !capture_is_safe(v, a, x, c, false))) continue;
    PieceType attacker = v.type_on(a);
    bool wins;
    if (target == ROOK && (attacker == HORSE || attacker == CANNON)) {
      wins = true;
    } else if (attacker == target && capturers(v, a, ~c, occ).test(x) &&
               capture_is_safe(v, x, a, ~c, false, checking)) {
      wins = false;  // an offer to exchange
    } else {
      wins = !protected_after_capture(v, a, x, c, checking);
    }
    if (wins) {
      found |= a;
      if (!all) break;
    }
  }
  return found;
}

Bitboard chased_by_last_move(const Position& after, Bitboard* chasers, Bitboard* unprotected) {
  Move m = after.last_move();
  if (chasers) *chasers = Bitboard();
  if (unprotected) *unprotected = Bitboard();
  if (m == MOVE_NONE || m == MOVE_NULL) return Bitboard();
  Color c = ~after.side_to_move();
  Square from = from_sq(m), to = to_sq(m);
  BoardView now = BoardView::of(after);

  // Whether a piece can be won depends only on the squares in its influence and on the kings:
  // the mover's king through pins of its attackers, the other king through the legality of
  // recaptures and exchanges. Pieces whose influence the move did not touch keep their status
  // unless it changed a pin or touched the other king: only the rest need the full test.
  Bitboard touched = Bitboard::square(from) | to;
  PieceType moved = now.type_on(to), taken = type_of(after.captured_piece());
  bool liner_moved =
      moved == ROOK || moved == CANNON || moved == KING || taken == ROOK || taken == CANNON;
  bool horse_moved = moved == HORSE || taken == HORSE;
  Bitboard candidates = chase_targets(now, c);
  Bitboard pinned_now, pinned_before;
  BoardView before;
  bool before_known = false, pinned_now_known = false;
  // Computes the pinned pieces of the board after the move (once).
  auto know_pinned_now = [&] {
    if (!pinned_now_known) pinned_now = king_shields(now, c);
    pinned_now_known = true;
  };
  // Returns the board before the move: the mover back on `from`, the captured piece on `to`.
  auto know_before = [&] {
    if (before_known) return;
    before = now;
    before.move(to, from);
    if (Piece cap = after.captured_piece(); cap != NO_PIECE)
      before.put(color_of(cap), type_of(cap), to);
    pinned_before = king_shields(before, c);
    before_known = true;
  };
  bool everything = touches_king(now, now.king_square(~c), touched, liner_moved, horse_moved);
  if (!everything && touches_king(now, now.king_square(c), touched, liner_moved, horse_moved)) {
    know_before();
    know_pinned_now();
    everything = pinned_before != pinned_now;
  }
  if (!everything) candidates &= influence(from) | influence(to);
  // Few candidates are cheaper to test one by one (winners() starts with their attackers).
  if (candidates.count() > 3) candidates &= chasing_attacks(now, c);
  if (!candidates) return Bitboard();

  know_pinned_now();
  Square shield_mover = SQ_NONE;
  if (pinned_now.test(to)) {
    know_before();
    shield_mover = moved_into_pin(from, to, pinned_before, pinned_now);
  }
  Bitboard chased;
  while (candidates) {
    Square x = candidates.pop_lsb();
    Bitboard w = winners(now, x, c, pinned_now, chasers != nullptr, shield_mover);
    if (!w) continue;
    know_before();
    // Not even attacked before (the usual case of a new attack): no need to test further.
    bool attacked_before =
        bool(capturers(before, x, c, before.occupied()) & chasing_pieces(before, c));
    Bitboard won_before = attacked_before ? winners(before, x, c, pinned_before) : Bitboard();
    if (won_before) {
      // Two or more pieces cannot take turns to perpetually chase a piece (WXF/AXF rule 33,
      // diagrams 81 and 82): the chase belongs to the side, not to one piece. A move that takes
      // one piece's attack away and gives the attack to another (a horse stepping off the
      // rook it attacked and becoming the screen of a cannon that now attacks it) renews the
      // chase. A piece that keeps its own attack (followed from `from` to `to`) renews nothing.
      if (won_before.test(from)) won_before = (won_before ^ from) | to;
      Bitboard won_now = chasers ? w : winners(now, x, c, pinned_now, true, shield_mover);
      if (won_before & won_now) continue;
    }
    chased |= x;
    if (chasers) *chasers |= w;
    if (unprotected && attacked_before && !won_before) *unprotected |= x;
  }
  return chased;
}

PlyFlags ply_flags(const Position& after) {
  PlyFlags f;
  f.move = after.last_move();
  if (f.move == MOVE_NONE || f.move == MOVE_NULL) return f;
  f.check = after.in_check();
  f.chased = chased_by_last_move(after, nullptr, &f.unprotected);
  return f;
}

}  // namespace cotuong::rules
