// The model shared by the file-relative notations (Vietnamese, WXF, Chinese): a move is a piece,
// the file it stands on (counted 1-9 from the mover's right), a direction and a number. This file
// computes those facts for a legal move and resolves a written description back to the move.
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong::notation {

enum class Direction : uint8_t { kForward, kBack, kSideways };

// Which of several like pieces standing on one file is meant. Each kind is resolved against the
// number k of like pieces on that file; a kind that does not fit k is an error, never a guess.
enum class Selector : uint8_t {
  kNone,        // only the file is written
  kFront,       // WXF '+', Vietnamese 't': the foremost of 2-3, the second of 4-5
  kRear,        // WXF '-', Vietnamese 's': the rearmost of 2-3, the second-rearmost of 4-5
  kMiddle,      // WXF file digit, Vietnamese 'g', Chinese 中: the middle one of 3 or 5
  kOuterFront,  // WXF '++', Vietnamese 'tt': the foremost of 4-5
  kOuterRear,   // WXF '--', Vietnamese 'ss': the rearmost of 4-5
  kIndex,       // the index-th from the front (Fairy-Stockfish digits, Chinese 前 二 三 四 五)
  kLast,        // Chinese 后: the rearmost of any number
};

// A move as a file-relative notation writes it, before it is matched against a position.
struct MoveText {
  PieceType type = NO_PIECE_TYPE;
  int file = 0;  // 1-9 from the mover's right; 0 when only a selector names the piece
  Selector selector = Selector::kNone;
  int index = 0;  // for Selector::kIndex: 1 = foremost
  Direction direction = Direction::kForward;
  int number = 0;  // steps (straight movers going forward/back), else the destination file
};

// What every file-relative notation needs to know about a legal move.
struct MoveFacts {
  Color us = RED;
  PieceType type = NO_PIECE_TYPE;
  int file = 0;           // 1-9 from the mover's right
  int count_on_file = 0;  // like pieces (same colour and type) on that file, >= 1
  int index = 0;          // 1-based position of the mover among them, 1 = nearest the enemy
  int crowded_files = 0;  // files holding two or more like pieces
  Direction direction = Direction::kForward;
  int number = 0;  // steps or destination file, as MoveText::number
};

// Returns the facts of the legal move m in pos.
MoveFacts move_facts(const Position& pos, Move m);

// Returns the selector of the WXF standard (which the Vietnamese and Chinese forms mirror for up
// to three pieces): none for kings, advisors, elephants and lone pieces; front/rear for two;
// front/middle/rear for three pawns; ++/+/(middle)/-/-- for four or five pawns.
Selector standard_selector(const MoveFacts& facts);

// Returns whether a pawn's file is written next to its marker because two files hold tandem
// pawns (WXF "3+.4", Vietnamese "B3t-4", Chinese 前七平六).
inline bool file_needed_with_marker(const MoveFacts& f) {
  return f.type == PAWN && f.crowded_files >= 2;
}

// Returns the file number (1-9, from colour c's right) of board column `column` (0 = a).
constexpr int file_number(Color c, int column) { return c == RED ? 9 - column : column + 1; }
// Returns the board column of file number n (1-9) for colour c.
constexpr int column_of_file(Color c, int n) { return c == RED ? 9 - n : n - 1; }

// Returns whether pieces of this type move diagonally (their number is a destination file).
constexpr bool moves_diagonally(PieceType pt) {
  return pt == ADVISOR || pt == ELEPHANT || pt == HORSE;
}

// How a bare file digit reads when several like pieces share the file.
enum class BareFile : uint8_t {
  kByLegality,           // the one piece there that can make the move; several = ambiguous
  kMiddlePawnOrLegality  // WXF: a bare digit on a file of 3 or 5 pawns is the middle pawn
};

// Returns the legal move that `text` describes in pos, or an error saying why there is none:
// no such piece on that file, a selector that does not fit, ambiguous, or illegal.
absl::StatusOr<Move> resolve(const Position& pos, const MoveText& text, BareFile bare_file);

// The error for a text that is not a move of `style` ("Vietnamese", "WXF", "Chinese"):
// malformed <style> move "<text>": <why>, the text quoted readably (at most max_chars).
absl::Status malformed_move(absl::string_view style, absl::string_view text, absl::string_view why,
                            size_t max_chars = 24);

// Returns the English name of a piece type ("cannon"), for messages.
const char* piece_type_name(PieceType pt);
// Returns "red" or "black".
const char* color_name(Color c);

}  // namespace cotuong::notation
