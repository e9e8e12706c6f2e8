// Precomputed attack tables, built once at start-up (attacks::init), about 250 KB in all.
// Sliders use split tables: one per rank (9 files -> 7 inner occupancy bits) and one per file
// (10 ranks -> 8 inner bits); one entry holds both the rook's and the cannon's result.
#pragma once

#include <cstdint>

#include "core/bitboard.h"
#include "core/types.h"

namespace cotuong::attacks {

// Rook moves and cannon captures along one line, as masks over the line's positions.
struct LineAttacks {
  uint16_t rook;    // empty squares up to and including the first piece each way
  uint16_t cannon;  // the first piece beyond exactly one screen each way (may name an empty
                    // end point of the line: callers mask with the occupancy)
};

extern LineAttacks kRankLine[FILE_NB][128];  // [file][inner rank occupancy]
extern LineAttacks kFileLine[RANK_NB][256];  // [rank][inner file occupancy]
extern Bitboard kFileSpread[1024];           // 10-bit rank mask -> bitboard on file a
extern Bitboard kHorse[SQUARE_NB][16];       // [from][leg occupancy N,E,S,W]
extern Bitboard kHorseFrom[SQUARE_NB][16];   // [target][diagonal occupancy NE,SE,SW,NW]
extern Bitboard kElephant[SQUARE_NB][16];    // [from][eye occupancy NE,SE,SW,NW]; own half only
extern Bitboard kAdvisor[SQUARE_NB];         // palace diagonals
extern Bitboard kKing[SQUARE_NB];            // palace orthogonals
extern Bitboard kPawn[COLOR_NB][SQUARE_NB];  // [colour][from]
extern Bitboard kPawnFrom[COLOR_NB]
                         [SQUARE_NB];  // [colour][target]: squares its pawns attack it from
extern Bitboard kBetween[SQUARE_NB][SQUARE_NB];  // squares strictly between two squares on a line
extern Bitboard kLine[SQUARE_NB];                // rook lines through a square (without it)
extern Square kOrtho[SQUARE_NB + 1][4];          // N,E,S,W neighbours (SQ_NONE off board)
extern Square kDiag[SQUARE_NB + 1][4];           // NE,SE,SW,NW neighbours (SQ_NONE off board)

// Builds every table; idempotent and cheap to call again.
void init();

// Returns the 4-bit occupancy of the four squares in `nb` (SQ_NONE reads as empty).
inline unsigned occupancy4(Bitboard occ, const Square nb[4]) {
  return unsigned(occ.test(nb[0])) | unsigned(occ.test(nb[1])) << 1 |
         unsigned(occ.test(nb[2])) << 2 | unsigned(occ.test(nb[3])) << 3;
}

// Returns the rank and file line entries for square s.
inline LineAttacks rank_line(Square s, Bitboard occ) {
  return kRankLine[file_of(s)][(rank_bits(occ, rank_of(s)) >> 1) & 0x7F];
}
inline LineAttacks file_line(Square s, Bitboard occ) {
  return kFileLine[rank_of(s)][(file_bits(occ, file_of(s)) >> 1) & 0xFF];
}

// Returns the squares a rook on s attacks (moves to, including the first blocker each way).
inline Bitboard rook_attacks(Square s, Bitboard occ) {
  return Bitboard((unsigned __int128)rank_line(s, occ).rook << (9 * rank_of(s))) |
         (kFileSpread[file_line(s, occ).rook] << file_of(s));
}
// Returns the squares a cannon on s captures on (the first piece behind one screen);
// may include empty squares at the board's edge, so mask with the pieces captured.
inline Bitboard cannon_attacks(Square s, Bitboard occ) {
  return Bitboard((unsigned __int128)rank_line(s, occ).cannon << (9 * rank_of(s))) |
         (kFileSpread[file_line(s, occ).cannon] << file_of(s));
}
// Returns rook attacks and cannon captures together (one pair of lookups).
inline void slider_attacks(Square s, Bitboard occ, Bitboard& rook, Bitboard& cannon) {
  LineAttacks r = rank_line(s, occ), f = file_line(s, occ);
  rook =
      Bitboard((unsigned __int128)r.rook << (9 * rank_of(s))) | (kFileSpread[f.rook] << file_of(s));
  cannon = Bitboard((unsigned __int128)r.cannon << (9 * rank_of(s))) |
           (kFileSpread[f.cannon] << file_of(s));
}
// Returns the squares a horse on s attacks, given its legs.
inline Bitboard horse_attacks(Square s, Bitboard occ) {
  return kHorse[s][occupancy4(occ, kOrtho[s])];
}
// Returns the squares from which a horse would attack s.
inline Bitboard horse_attackers_from(Square s, Bitboard occ) {
  return kHorseFrom[s][occupancy4(occ, kDiag[s])];
}
// Returns the squares an elephant on s attacks, given its eyes.
inline Bitboard elephant_attacks(Square s, Bitboard occ) {
  return kElephant[s][occupancy4(occ, kDiag[s])];
}
inline Bitboard advisor_attacks(Square s) { return kAdvisor[s]; }
inline Bitboard king_attacks(Square s) { return kKing[s]; }
inline Bitboard pawn_attacks(Color c, Square s) { return kPawn[c][s]; }
inline Bitboard pawn_attackers_from(Color c, Square s) { return kPawnFrom[c][s]; }
inline Bitboard between_bb(Square a, Square b) { return kBetween[a][b]; }

// The attackers of a square, written once for every board that answers `of_type(pt)` with the
// bitboard of a piece type (a Position, the rules' BoardView, a board after a move). Both
// return pieces of any colour: the caller masks them with the colour (and occupancy) it asks
// about, which costs one AND and lets SEE take both colours in one call.

// Returns the pieces that attack a king of colour ~by on s through occupancy occ, by's pawns
// counted by their direction and kings as rooks (the flying-general rule): the king-safety test.
template <class OfType>
inline Bitboard king_attackers(Square s, Color by, Bitboard occ, const OfType& of_type) {
  Bitboard rook, cannon;
  slider_attacks(s, occ, rook, cannon);
  return (rook & (of_type(ROOK) | of_type(KING))) | (cannon & of_type(CANNON)) |
         (horse_attackers_from(s, occ) & of_type(HORSE)) |
         (pawn_attackers_from(by, s) & of_type(PAWN));
}

// Returns the pieces that could move onto s through occupancy occ, each by its own movement
// (kings one step in the palace, elephants on their own half, ...), pawns of each colour by
// their direction (red_pawns and black_pawns: the pawns that count): who can capture on s.
template <class OfType>
inline Bitboard capturers(Square s, Bitboard occ, const OfType& of_type, Bitboard red_pawns,
                          Bitboard black_pawns) {
  Bitboard rook, cannon;
  slider_attacks(s, occ, rook, cannon);
  return (rook & of_type(ROOK)) | (cannon & of_type(CANNON)) |
         (horse_attackers_from(s, occ) & of_type(HORSE)) |
         (pawn_attackers_from(RED, s) & red_pawns) | (pawn_attackers_from(BLACK, s) & black_pawns) |
         (elephant_attacks(s, occ) & of_type(ELEPHANT)) | (advisor_attacks(s) & of_type(ADVISOR)) |
         (king_attacks(s) & of_type(KING));
}

// Palace points and elephant points of colour c.
Bitboard palace_bb(Color c);
Bitboard advisor_points_bb(Color c);
Bitboard elephant_points_bb(Color c);

}  // namespace cotuong::attacks
