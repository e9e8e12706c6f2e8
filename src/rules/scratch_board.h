// A copy of a board's bitboards that the chase rules can change freely to ask "what if"
// questions (what if this piece captured that one; could the defender take back legally?).
#pragma once

#include "core/attacks.h"
#include "core/bitboard.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong::rules {

struct BoardView {
  // Invariant: by_color[RED] and by_color[BLACK] are disjoint; every occupied square is in
  // exactly one by_type[] board; by_type[NO_PIECE_TYPE] stays empty; board[] agrees with both.
  Bitboard by_color[COLOR_NB];
  Bitboard by_type[PIECE_TYPE_NB];
  Piece board[SQUARE_NB];

  // Returns the view of a position's current board.
  static BoardView of(const Position& pos) {
    BoardView v;
    v.by_color[RED] = pos.pieces(RED);
    v.by_color[BLACK] = pos.pieces(BLACK);
    for (int pt = KING; pt <= PAWN; ++pt) v.by_type[pt] = pos.pieces(PieceType(pt));
    for (int s = 0; s < SQUARE_NB; ++s) v.board[s] = pos.piece_on(Square(s));
    return v;
  }

  Bitboard occupied() const { return by_color[RED] | by_color[BLACK]; }
  Bitboard pieces(Color c, PieceType pt) const { return by_color[c] & by_type[pt]; }
  // Returns the view's boards by piece type, for the attack formulas of attacks.h.
  auto type_boards() const {
    return [this](PieceType pt) { return by_type[pt]; };
  }
  // Returns the type of the piece on s (NO_PIECE_TYPE if empty).
  PieceType type_on(Square s) const { return type_of(board[s]); }
  // Returns the king square of colour c (SQ_NONE if it has none).
  Square king_square(Color c) const {
    Bitboard k = pieces(c, KING);
    return k ? k.lsb() : SQ_NONE;
  }

  // Removes whatever stands on s.
  void clear(Square s) {
    if (Piece p = board[s]; p != NO_PIECE) {
      by_color[color_of(p)] ^= s;
      by_type[type_of(p)] ^= s;
      board[s] = NO_PIECE;
    }
  }
  // Puts a piece on the empty square s.
  void put(Color c, PieceType pt, Square s) {
    by_color[c] |= s;
    by_type[pt] |= s;
    board[s] = make_piece(c, pt);
  }
  // Moves the piece on `from` to `to`, removing anything on `to` first.
  void move(Square from, Square to) {
    Piece p = board[from];
    clear(to);
    clear(from);
    put(color_of(p), type_of(p), to);
  }
};

// Returns the pieces of colour `by` that attack the king square s with occupancy occ, kings
// counting as rooks (the flying-general rule): the test of king safety.
inline Bitboard king_attackers(const BoardView& v, Square s, Color by, Bitboard occ) {
  return attacks::king_attackers(s, by, occ, v.type_boards()) & v.by_color[by];
}

// Returns the pieces of colour `by` that could move onto s with occupancy occ (each piece by
// its own movement: kings one step in the palace, elephants on their own half, ...).
inline Bitboard capturers(const BoardView& v, Square s, Color by, Bitboard occ) {
  const Bitboard pawns = v.pieces(by, PAWN);
  return attacks::capturers(s, occ, v.type_boards(), by == RED ? pawns : Bitboard(),
                            by == BLACK ? pawns : Bitboard()) &
         v.by_color[by];
}

}  // namespace cotuong::rules
