// The board: piece placement, side to move, incremental Zobrist key, checkers, and the history
// of states since the position was set up (for undo and repetition detection).
// Game-result adjudication lives in rules/, not here.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/attacks.h"
#include "core/bitboard.h"
#include "core/setup.h"
#include "core/types.h"

namespace cotuong {

// What do_move must remember to undo a move; one per ply, newest last.
struct StateInfo {
  Key key = 0;                      // Zobrist key of the position after `move`
  Bitboard checkers;                // pieces giving check to the side to move
  Move move = MOVE_NONE;            // the move that led here (MOVE_NONE for the set-up position)
  Piece captured = NO_PIECE;        // piece captured by `move`
  int16_t plies_since_capture = 0;  // reset by captures; counts null moves too
};

constexpr const char* kStartFen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

class Position {
 public:
  Position();  // the empty board; use from_fen or start

  // Returns the position of a FEN, checked for syntax and for a reachable set-up (setup.h), or
  // with SetupCheck::kComposed for one the rules can judge.
  static absl::StatusOr<Position> from_fen(absl::string_view fen,
                                           SetupCheck check = SetupCheck::kReachable);
  // Returns the position of a FEN checked for syntax only (for set-up validation itself).
  static absl::StatusOr<Position> parse_fen(absl::string_view fen);
  // Returns the standard start position.
  static Position start();
  // Returns the FEN of the current position (move counters derived from the history).
  std::string fen() const;

  Color side_to_move() const { return side_; }
  Piece piece_on(Square s) const { return board_[s]; }
  bool empty(Square s) const { return board_[s] == NO_PIECE; }
  Bitboard pieces() const { return by_color_[RED] | by_color_[BLACK]; }
  Bitboard pieces(Color c) const { return by_color_[c]; }
  Bitboard pieces(PieceType pt) const { return by_type_[pt]; }
  Bitboard pieces(Color c, PieceType pt) const { return by_color_[c] & by_type_[pt]; }
  Bitboard pieces(Color c, PieceType a, PieceType b) const {
    return by_color_[c] & (by_type_[a] | by_type_[b]);
  }
  int count(Color c, PieceType pt) const { return pieces(c, pt).count(); }
  // Returns the king square of colour c (SQ_NONE if that king is missing).
  Square king_square(Color c) const;

  Key key() const { return st().key; }
  Bitboard checkers() const { return st().checkers; }
  bool in_check() const { return bool(st().checkers); }
  int plies_since_capture() const { return st().plies_since_capture; }
  Piece captured_piece() const { return st().captured; }
  Move last_move() const { return st().move; }
  // Returns the full-move number of the FEN (1-based) at the current ply.
  int fullmove_number() const {
    return start_fullmove_ + (start_side_ == BLACK ? game_ply() + 1 : game_ply()) / 2;
  }
  // Returns the plies played since the position was set up.
  int game_ply() const { return int(history_.size()) - 1; }
  // Returns the states from the set-up position (index 0) to now (last): the undo stack, for
  // repetition detection by key (history_), not a game's record of moves.
  std::span<const StateInfo> history() const { return history_; }

  // Returns the pieces of colour `by` attacking square s with occupancy occ.
  // Kings count as rooks here: that is the whole flying-general rule.
  Bitboard attackers_to(Square s, Color by, Bitboard occ) const;
  // Returns whether colour `by` attacks square s.
  bool attacked(Square s, Color by) const { return bool(attackers_to(s, by, pieces())); }

  // Returns whether m is a legal move here (any 16-bit value is safe to ask about).
  bool is_legal(Move m) const;
  // Returns whether m follows the piece's movement rules, ignoring king safety.
  bool is_pseudo_legal(Move m) const;
  // Returns whether the pseudo-legal move m leaves the mover's king safe.
  bool is_king_safe_after(Move m) const;
  // Returns whether the legal move m checks the opponent.
  bool gives_check(Move m) const;
  // Returns the Zobrist key of the position after the pseudo-legal move m (to prefetch its
  // hash entry while the move is being made).
  Key key_after(Move m) const;
  bool is_capture(Move m) const { return board_[to_sq(m)] != NO_PIECE; }

  // Plays a legal move / takes back the last one.
  void do_move(Move m);
  void undo_move();
  // Passes the turn (search only; never while in check).
  void do_null_move();
  void undo_null_move();

 private:
  const StateInfo& st() const { return history_.back(); }
  void put_piece(Piece p, Square s);
  void remove_piece(Square s);
  void move_piece(Square from, Square to);
  Key compute_key() const;
  Bitboard compute_checkers() const;

  Piece board_[SQUARE_NB];
  Bitboard by_color_[COLOR_NB];
  Bitboard by_type_[PIECE_TYPE_NB];
  Color side_ = RED;
  Color start_side_ = RED;
  int start_fullmove_ = 1;
  // The search's undo stack: what undo_move needs (the move, the captured piece) and the keys
  // that repetition detection reads, set-up position first. It is not a game's record: a game's
  // start and moves are the arbiter's (rules/arbiter.h, read through rules::Game), and nothing
  // outside the position should read moves off this stack as the game played.
  std::vector<StateInfo> history_;
};

// Returns the board field of a FEN (rank 9 first, '/' between ranks, digits for empty runs) for
// the pieces of `board`, indexed by square (NO_PIECE where empty).
std::string fen_board(const Piece (&board)[SQUARE_NB]);

// Returns the UCCI coordinate text of a move, e.g. "h2e2" ("0000" for none).
std::string to_ucci(Move m);
// Returns the move that the UCCI text names, if it is legal in pos; otherwise why not.
absl::StatusOr<Move> parse_ucci(const Position& pos, absl::string_view text);
// Returns the square named like "e9", or SQ_NONE.
Square parse_square(absl::string_view text);
std::string square_name(Square s);

}  // namespace cotuong
