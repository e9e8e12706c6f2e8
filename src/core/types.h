// Vocabulary of the whole engine: colours, pieces, squares, moves, scores.
// Everything here is a plain integer type so that tables index directly by it.
#pragma once

#include <cassert>
#include <cstdint>

namespace cotuong {

using Key = uint64_t;

// Red moves first and sits at ranks 0-4; Black at ranks 5-9.
enum Color : uint8_t { RED = 0, BLACK = 1, COLOR_NB = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// NO_PIECE_TYPE is 0 so that a zeroed board is empty.
enum PieceType : uint8_t {
  NO_PIECE_TYPE = 0,
  KING = 1,
  ADVISOR = 2,
  ELEPHANT = 3,
  HORSE = 4,
  ROOK = 5,
  CANNON = 6,
  PAWN = 7,
  PIECE_TYPE_NB = 8
};

// Piece = colour * 8 + type; 0 is empty, 8 is unused.
enum Piece : uint8_t {
  NO_PIECE = 0,
  R_KING = 1,
  R_ADVISOR,
  R_ELEPHANT,
  R_HORSE,
  R_ROOK,
  R_CANNON,
  R_PAWN,
  B_KING = 9,
  B_ADVISOR,
  B_ELEPHANT,
  B_HORSE,
  B_ROOK,
  B_CANNON,
  B_PAWN,
  PIECE_NB = 16
};

constexpr Piece make_piece(Color c, PieceType pt) { return Piece((c << 3) | pt); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }

constexpr int FILE_NB = 9;   // files a..i, left to right from Red's side
constexpr int RANK_NB = 10;  // ranks 0..9, from Red's back rank
constexpr int SQUARE_NB = 90;

// Square = 9 * rank + file: a0 = 0, i0 = 8, a1 = 9, ..., i9 = 89. North (towards Black) is +9.
enum Square : uint8_t { SQ_A0 = 0, SQ_E0 = 4, SQ_E9 = 85, SQ_I9 = 89, SQ_NONE = 90 };

constexpr Square make_square(int file, int rank) { return Square(rank * FILE_NB + file); }
constexpr int file_of(Square s) { return s % FILE_NB; }
constexpr int rank_of(Square s) { return s / FILE_NB; }
constexpr bool is_ok(Square s) { return s < SQUARE_NB; }

// Returns the rank as seen from colour c's side (0 = own back rank).
constexpr int relative_rank(Color c, Square s) { return c == RED ? rank_of(s) : 9 - rank_of(s); }
// Returns whether square s lies on colour c's own half of the board.
constexpr bool on_own_side(Color c, Square s) { return relative_rank(c, s) <= 4; }

// Move = from | to << 7. MOVE_NONE (a0a0) and MOVE_NULL (b0b0) can never be real moves.
enum Move : uint16_t { MOVE_NONE = 0, MOVE_NULL = 1 | (1 << 7) };

constexpr Move make_move(Square from, Square to) { return Move(from | (to << 7)); }
constexpr Square from_sq(Move m) { return Square(m & 0x7F); }
constexpr Square to_sq(Move m) { return Square(m >> 7); }
constexpr bool is_ok(Move m) { return from_sq(m) != to_sq(m); }

// Scores are in centi-pawns from the side to move's point of view.
using Value = int;
constexpr Value VALUE_ZERO = 0;
constexpr Value VALUE_DRAW = 0;
constexpr Value VALUE_MATE = 30000;
constexpr Value VALUE_INFINITE = 30001;
constexpr Value VALUE_NONE = 30002;
constexpr int MAX_PLY = 246;
constexpr Value VALUE_MATE_IN_MAX_PLY = VALUE_MATE - MAX_PLY;
constexpr Value VALUE_MATED_IN_MAX_PLY = -VALUE_MATE_IN_MAX_PLY;

// Returns the score for mating the opponent in `ply` plies / being mated in `ply` plies.
constexpr Value mate_in(int ply) { return VALUE_MATE - ply; }
constexpr Value mated_in(int ply) { return -VALUE_MATE + ply; }

}  // namespace cotuong
