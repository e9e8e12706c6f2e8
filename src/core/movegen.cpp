#include "core/movegen.h"

namespace cotuong {

namespace {

// What moving a piece can do to its own king, when not in check.
struct KingLines {
  Bitboard blockers;  // our pieces whose leaving may expose the king: moves tested one by one
  Bitboard hollow;    // empty squares between the king and an enemy cannon: entering is illegal
};

// Returns the pin and hollow-cannon masks for the side to move (not in check).
template <Color Us>
KingLines king_lines(const Position& pos) {
  constexpr Color Them = ~Us;
  const Square ksq = pos.king_square(Us);
  const Bitboard occ = pos.pieces();
  KingLines kl;
  Bitboard snipers = attacks::kLine[ksq] & pos.pieces(Them) &
                     (pos.pieces(ROOK) | pos.pieces(KING) | pos.pieces(CANNON));
  while (snipers) {
    Square s = snipers.pop_lsb();
    Bitboard between = attacks::between_bb(ksq, s);
    Bitboard b = between & occ;
    if (pos.piece_on(s) == make_piece(Them, CANNON)) {
      if (!b)
        kl.hollow |= between;
      else if (b.count() == 2)
        kl.blockers |= b;  // exactly two screens: removing either gives check
    } else if (b && !b.more_than_one()) {
      kl.blockers |= b;
    }
  }
  // A piece on one of the king's diagonal neighbours is a horse leg if an enemy horse waits there.
  const Bitboard horses = pos.pieces(Them, HORSE);
  for (int i = 0; i < 4; ++i) {
    Square d = attacks::kDiag[ksq][i];
    if (d != SQ_NONE && occ.test(d) && (attacks::kHorseFrom[ksq][0xF ^ (1u << i)] & horses))
      kl.blockers |= d;
  }
  kl.blockers &= pos.pieces(Us);
  return kl;
}

// Where a move of a piece other than the king can answer a check: every checker must be captured
// or blocked (a rook's or cannon's line, a horse's leg), or be a cannon that loses its screen.
// A necessary condition only: the moves it lets through are still tested one by one, the others
// cannot be legal and are not even tested.
struct Evasions {
  Bitboard landing;  // squares that capture or block every checker
  Bitboard screens;  // screens of checking cannons: their moves may answer by leaving the line
};

// Returns the evasion masks for the side to move (in check).
template <Color Us>
Evasions evasions(const Position& pos) {
  const Square ksq = pos.king_square(Us);
  const int kf = file_of(ksq), kr = rank_of(ksq);
  Evasions ev{kAllBB, kEmptyBB};
  for (Bitboard c = pos.checkers(); c;) {
    const Square s = c.pop_lsb();
    Bitboard answer = Bitboard::square(s) | attacks::between_bb(ksq, s);
    const PieceType pt = type_of(pos.piece_on(s));
    if (pt == HORSE) {
      // The leg of a horse that checks is the king's diagonal neighbour on the horse's side.
      const int df = file_of(s) - kf, dr = rank_of(s) - kr;
      answer |= make_square(kf + (df > 0) - (df < 0), kr + (dr > 0) - (dr < 0));
    } else if (pt == CANNON) {
      ev.screens |= attacks::between_bb(ksq, s) & pos.pieces();
    }
    ev.landing &= answer;
  }
  return ev;
}

// Returns the pseudo-legal targets of the piece on `from` for generation type T.
template <Color Us, GenType T>
inline Bitboard targets_of(const Position& pos, Square from, PieceType pt, Bitboard occ,
                           Bitboard them) {
  Bitboard t;
  switch (pt) {
    case ROOK:
      t = attacks::rook_attacks(from, occ);
      break;
    case CANNON: {
      Bitboard rook, cannon;
      attacks::slider_attacks(from, occ, rook, cannon);
      if constexpr (T == CAPTURES) return cannon & them;
      if constexpr (T == QUIETS) return rook & ~occ;
      return (rook & ~occ) | (cannon & them);
    }
    case HORSE:
      t = attacks::horse_attacks(from, occ);
      break;
    case PAWN:
      t = attacks::pawn_attacks(Us, from);
      break;
    case ELEPHANT:
      t = attacks::elephant_attacks(from, occ);
      break;
    case ADVISOR:
      t = attacks::advisor_attacks(from);
      break;
    case KING:
      t = attacks::king_attacks(from);
      break;
    default:
      break;
  }
  if constexpr (T == CAPTURES) return t & them;
  if constexpr (T == QUIETS) return t & ~occ;
  return t & ~pos.pieces(Us);
}

// Calls emit(from, targets, must_test) for each of our pieces.
template <Color Us, GenType T, typename Emit>
inline void for_each_piece(const Position& pos, Emit&& emit) {
  const Bitboard occ = pos.pieces(), them = pos.pieces(~Us);
  if (pos.in_check()) {
    const Evasions ev = evasions<Us>(pos);
    for (Bitboard b = pos.pieces(Us); b;) {
      Square from = b.pop_lsb();
      const PieceType pt = type_of(pos.piece_on(from));
      Bitboard t = targets_of<Us, T>(pos, from, pt, occ, them);
      if (pt != KING && !ev.screens.test(from)) t &= ev.landing;
      if (t) emit(from, t, true);
    }
    return;
  }
  const KingLines kl = king_lines<Us>(pos);
  const Square ksq = pos.king_square(Us);
  for (Bitboard b = pos.pieces(Us) ^ ksq; b;) {
    Square from = b.pop_lsb();
    Bitboard t = targets_of<Us, T>(pos, from, type_of(pos.piece_on(from)), occ, them);
    if (kl.blockers.test(from))
      emit(from, t, true);
    else
      emit(from, t & ~kl.hollow, false);
  }
  emit(ksq, targets_of<Us, T>(pos, ksq, KING, occ, them), true);
}

template <Color Us, GenType T>
Move* generate_all(const Position& pos, Move* list) {
  for_each_piece<Us, T>(pos, [&](Square from, Bitboard targets, bool must_test) {
    while (targets) {
      Move m = make_move(from, targets.pop_lsb());
      if (!must_test || pos.is_king_safe_after(m)) *list++ = m;
    }
  });
  return list;
}

template <Color Us>
int count_all(const Position& pos) {
  int n = 0;
  for_each_piece<Us, LEGAL>(pos, [&](Square from, Bitboard targets, bool must_test) {
    if (!must_test) {
      n += targets.count();
      return;
    }
    while (targets) n += pos.is_king_safe_after(make_move(from, targets.pop_lsb()));
  });
  return n;
}

}  // namespace

template <GenType T>
Move* generate(const Position& pos, Move* list) {
  constexpr GenType G = T == EVASIONS ? LEGAL : T;
  assert(T != EVASIONS || pos.in_check());
  return pos.side_to_move() == RED ? generate_all<RED, G>(pos, list)
                                   : generate_all<BLACK, G>(pos, list);
}

template Move* generate<CAPTURES>(const Position&, Move*);
template Move* generate<QUIETS>(const Position&, Move*);
template Move* generate<EVASIONS>(const Position&, Move*);
template Move* generate<LEGAL>(const Position&, Move*);

int count_legal_moves(const Position& pos) {
  return pos.side_to_move() == RED ? count_all<RED>(pos) : count_all<BLACK>(pos);
}

}  // namespace cotuong
