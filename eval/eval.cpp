#include "eval/eval.h"

#include <algorithm>

#include "core/attacks.h"
#include "eval/params.h"
#include "rules/material.h"

namespace cotuong::eval {

namespace {

// A middle-game / end-game pair.
struct Score {
  int mg = 0, eg = 0;
  void add(const Params& params, int index_mg, int index_eg, int times = 1) {
    mg += params.v[index_mg] * times;
    eg += params.v[index_eg] * times;
  }
};

constexpr int kPhaseWeight[PIECE_TYPE_NB] = {0, 0, 0, 0, 3, 6, 3, 0};

// Returns the index of the mg piece value of pt (eg is the next index).
constexpr int value_index(PieceType pt) {
  switch (pt) {
    case ADVISOR:
      return P_ADVISOR_MG;
    case ELEPHANT:
      return P_ELEPHANT_MG;
    case HORSE:
      return P_HORSE_MG;
    case ROOK:
      return P_ROOK_MG;
    case CANNON:
      return P_CANNON_MG;
    default:
      return P_PAWN_MG;
  }
}

// Returns the half-board PST square of s for colour c.
inline int half_square(Color c, Square s) {
  int f = file_of(s);
  return relative_rank(c, s) * 5 + std::min(f, 8 - f);
}

// What each side attacks, gathered while scoring its pieces. A cannon attacks the squares it
// could capture on; `reach` adds where each piece could move (for the safe-check count).
struct AttackMaps {
  Bitboard by[COLOR_NB][PIECE_TYPE_NB];  // squares attacked by colour c's pieces of type pt
  Bitboard all[COLOR_NB];                // squares attacked by colour c
  Bitboard cannon_reach[COLOR_NB];       // squares colour c's cannons could move or capture to
};

// Returns colour c's material, placement and mobility score; counts its attackers near the
// enemy palace into `palace_attackers` and its attacking weight into `attack_weight`, and fills
// colour c's part of `am`.
Score pieces_score(const Params& params, const Position& pos, Color c, int& palace_attackers,
                   int& attack_weight, AttackMaps& am) {
  Score s;
  const Bitboard occ = pos.pieces(), own = pos.pieces(c), them = pos.pieces(~c);
  const Bitboard enemy_palace = attacks::palace_bb(~c);
  // Mobility counts squares the enemy's pawns do not attack.
  Bitboard pawn_guarded;
  for (Bitboard p = pos.pieces(~c, PAWN); p;)
    pawn_guarded |= attacks::pawn_attacks(~c, p.pop_lsb());
  const Bitboard area = ~own & ~pawn_guarded;
  for (Bitboard b = own; b;) {
    Square sq = b.pop_lsb();
    PieceType pt = type_of(pos.piece_on(sq));
    int hs = half_square(c, sq);
    s.add(params, pst_index(pt, 0, hs), pst_index(pt, 1, hs));
    Bitboard reach;
    bool near_palace = false;
    switch (pt) {
      case KING:
        reach = attacks::king_attacks(sq);
        break;
      case ADVISOR:
        reach = attacks::advisor_attacks(sq);
        break;
      case ELEPHANT:
        reach = attacks::elephant_attacks(sq, occ);
        break;
      case HORSE: {
        reach = attacks::horse_attacks(sq, occ);
        int mob = (reach & area).count();
        s.add(params, P_MOB_HORSE_MG, P_MOB_HORSE_EG, mob);
        if (mob == 0) s.add(params, P_HORSE_TRAPPED_MG, P_HORSE_TRAPPED_EG, -1);
        attack_weight += 2;
        near_palace = bool(reach & enemy_palace);
        break;
      }
      case ROOK: {
        reach = attacks::rook_attacks(sq, occ);
        s.add(params, P_MOB_ROOK_MG, P_MOB_ROOK_EG, (reach & area).count());
        if (!(file_bb(file_of(sq)) & pos.pieces(c, PAWN))) s.mg += params.v[P_ROOK_OPEN_FILE];
        attack_weight += 4;
        near_palace = bool(reach & enemy_palace);
        break;
      }
      case CANNON: {
        Bitboard slide, capture;
        attacks::slider_attacks(sq, occ, slide, capture);
        capture &= occ;
        s.add(params, P_MOB_CANNON_MG, P_MOB_CANNON_EG,
              (slide & ~occ & area).count() + (capture & them).count());
        attack_weight += 2;
        near_palace = bool((slide | capture) & enemy_palace);
        am.cannon_reach[c] |= (slide & ~occ) | (capture & them);
        reach = capture;
        break;
      }
      default:  // PAWN
        reach = attacks::pawn_attacks(c, sq);
        if (!on_own_side(c, sq)) {
          attack_weight += 1;
          near_palace = bool(reach & enemy_palace);
        }
        break;
    }
    am.by[c][pt] |= reach;
    am.all[c] |= reach;
    if (pt != KING) s.add(params, value_index(pt), value_index(pt) + 1);
    if (near_palace) ++palace_attackers;
  }
  return s;
}

// Returns colour c's bonus for threats against the enemy: pieces it attacks that nothing
// defends, and valuable pieces it attacks with lesser ones.
Score threats(const Params& params, const Position& pos, Color c, const AttackMaps& am) {
  Score s;
  const Color them = ~c;
  const Bitboard lesser_than_rook =
      am.by[c][HORSE] | am.by[c][CANNON] | am.by[c][PAWN] | am.by[c][ADVISOR] | am.by[c][ELEPHANT];
  const Bitboard lesser_than_minor = am.by[c][PAWN] | am.by[c][ADVISOR] | am.by[c][ELEPHANT];
  for (Bitboard b = pos.pieces(them) & ~pos.pieces(them, KING) & am.all[c]; b;) {
    Square sq = b.pop_lsb();
    PieceType pt = type_of(pos.piece_on(sq));
    const bool major = pt == ROOK, minor = pt == HORSE || pt == CANNON;
    if (!am.all[them].test(sq)) {
      int w = params.v[major ? P_HANGING_ROOK : minor ? P_HANGING_MINOR : P_HANGING_OTHER];
      s.mg += w, s.eg += w;
    } else if ((major && lesser_than_rook.test(sq)) || (minor && lesser_than_minor.test(sq))) {
      int w = params.v[major ? P_THREAT_ON_ROOK : P_THREAT_ON_MINOR];
      s.mg += w, s.eg += w;
    }
  }
  return s;
}

// Returns the squares from which a cannon would check a king on ksq: behind exactly one screen.
// king_lines = rook_attacks(ksq, occ), which the caller has already.
Bitboard cannon_check_squares(Square ksq, Bitboard occ, Bitboard king_lines) {
  Bitboard result;
  const Bitboard line = attacks::kLine[ksq];
  for (Bitboard screens = king_lines & occ; screens;) {
    Square screen = screens.pop_lsb();
    // Along the screen's own line through the king: the squares beyond it, up to the next piece.
    result |= attacks::rook_attacks(screen, occ) & line & ~attacks::between_bb(ksq, screen) &
              ~Bitboard::square(ksq);
  }
  return result;
}

// Returns colour c's king-safety score (negative = danger) given the enemy's attack figures.
Score king_safety(const Params& params, const Position& pos, Color c, int enemy_palace_attackers,
                  int enemy_weight, const AttackMaps& am) {
  Score s;
  const Color them = ~c;
  const Square ksq = pos.king_square(c);
  const int missing_advisors = std::max(0, 2 - pos.count(c, ADVISOR));
  const int missing_elephants = std::max(0, 2 - pos.count(c, ELEPHANT));
  const int weight = std::min(enemy_weight, 16);
  s.mg -= (missing_advisors * params.v[P_MISSING_ADVISOR] +
           missing_elephants * params.v[P_MISSING_ELEPHANT]) *
          weight / 8;
  s.mg -= enemy_palace_attackers * enemy_palace_attackers * params.v[P_PALACE_ATTACKER] / 2;
  // Enemy sliders on the king's file.
  const Bitboard occ = pos.pieces();
  const Bitboard kfile = file_bb(file_of(ksq));
  for (Bitboard b = kfile & pos.pieces(them, CANNON); b;) {
    Square sq = b.pop_lsb();
    int screens = (attacks::between_bb(sq, ksq) & occ).count();
    if (screens == 0)
      s.mg -= params.v[P_HOLLOW_CANNON];
    else if (screens == 1)
      s.mg -= params.v[P_CANNON_FACING_KING];
  }
  for (Bitboard b = kfile & pos.pieces(them, ROOK); b;) {
    Square sq = b.pop_lsb();
    if ((attacks::between_bb(sq, ksq) & occ).count() <= 1) s.mg -= params.v[P_ROOK_ON_KING_FILE];
  }
  // Safe checks: the enemy can check from there next move and nothing of ours guards the square.
  const Bitboard safe = ~am.all[c] & ~pos.pieces(them);
  const Bitboard king_lines = attacks::rook_attacks(ksq, occ);
  int danger = 0;
  if (pos.pieces(them, ROOK))
    danger += (king_lines & am.by[them][ROOK] & safe).count() * params.v[P_SAFE_CHECK_ROOK];
  if (pos.pieces(them, HORSE))
    danger += (attacks::horse_attackers_from(ksq, occ) & am.by[them][HORSE] & safe).count() *
              params.v[P_SAFE_CHECK_HORSE];
  if (pos.pieces(them, CANNON))
    danger += (cannon_check_squares(ksq, occ, king_lines) & am.cannon_reach[them] & safe).count() *
              params.v[P_SAFE_CHECK_CANNON];
  // Palace points the enemy attacks; the total danger grows faster than its parts.
  danger += (am.all[them] & attacks::palace_bb(c)).count() * params.v[P_PALACE_SQUARE_ATTACKED];
  danger += danger * danger / 128;
  s.mg -= danger;
  s.eg -= danger;
  return s;
}

// Returns colour c's pawn-structure score.
Score pawn_structure(const Params& params, const Position& pos, Color c) {
  Score s;
  const Bitboard pawns = pos.pieces(c, PAWN);
  for (Bitboard b = pawns; b;) {
    Square sq = b.pop_lsb();
    if (!on_own_side(c, sq) && file_of(sq) < 8 && pawns.test(Square(sq + 1)))
      s.add(params, P_PAWN_CONNECTED_MG, P_PAWN_CONNECTED_EG);
  }
  for (int f = 0; f < FILE_NB; ++f) {
    int n = (pawns & file_bb(f)).count();
    if (n > 1)
      s.mg -= (n - 1) * params.v[P_PAWN_DOUBLED], s.eg -= (n - 1) * params.v[P_PAWN_DOUBLED];
  }
  return s;
}

}  // namespace

int phase(const Position& pos) {
  int p = 0;
  for (PieceType pt : {HORSE, ROOK, CANNON}) p += kPhaseWeight[pt] * pos.pieces(pt).count();
  return std::min(p, kPhaseMax);
}

Value evaluate(const Position& pos, const Params& params) {
  int palace_attackers[COLOR_NB] = {0, 0}, weight[COLOR_NB] = {0, 0};
  AttackMaps am{};
  Score red = pieces_score(params, pos, RED, palace_attackers[RED], weight[RED], am);
  Score black = pieces_score(params, pos, BLACK, palace_attackers[BLACK], weight[BLACK], am);
  Score ks_red = king_safety(params, pos, RED, palace_attackers[BLACK], weight[BLACK], am);
  Score ks_black = king_safety(params, pos, BLACK, palace_attackers[RED], weight[RED], am);
  Score ps_red = pawn_structure(params, pos, RED), ps_black = pawn_structure(params, pos, BLACK);
  Score th_red = threats(params, pos, RED, am), th_black = threats(params, pos, BLACK, am);
  int mg = red.mg - black.mg + ks_red.mg - ks_black.mg + ps_red.mg - ps_black.mg + th_red.mg -
           th_black.mg;
  int eg = red.eg - black.eg + ks_red.eg - ks_black.eg + ps_red.eg - ps_black.eg + th_red.eg -
           th_black.eg;
  const int ph = phase(pos);
  int v = (mg * ph + eg * (kPhaseMax - ph)) / kPhaseMax;
  // A side without rook, horse, cannon or pawn cannot win: shrink its advantage.
  if ((v > 0 && rules::has_insufficient_material(pos, RED)) ||
      (v < 0 && rules::has_insufficient_material(pos, BLACK)))
    v /= 16;
  v = pos.side_to_move() == RED ? v : -v;
  return v + params.v[P_TEMPO];
}

Value evaluate(const Position& pos) { return evaluate(pos, builtin_params()); }

}  // namespace cotuong::eval
