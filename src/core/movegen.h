// Legal move generation. Every generator returns legal moves only: king safety is settled with
// pin and cannon-screen masks, so only the few moves that touch the king's lines are tested; in
// check, only the moves that capture or block every checker (or move a checking cannon's screen).
#pragma once

#include <cstdint>

#include "core/position.h"
#include "core/types.h"

namespace cotuong {

// Upper bound on legal moves in any position (the true maximum is below 120).
constexpr int MAX_MOVES = 128;

enum GenType {
  CAPTURES,  // legal captures
  QUIETS,    // legal non-captures
  EVASIONS,  // legal moves when in check (the side to move must be in check)
  LEGAL      // all legal moves
};

// Writes the legal moves of type T to `list` and returns the end pointer.
template <GenType T>
Move* generate(const Position& pos, Move* list);

// Returns the number of legal moves (used at perft leaves).
int count_legal_moves(const Position& pos);

// A fixed-capacity list of the legal moves of one position.
template <GenType T = LEGAL>
class MoveList {
 public:
  explicit MoveList(const Position& pos) : last_(generate<T>(pos, moves_)) {}
  const Move* begin() const { return moves_; }
  const Move* end() const { return last_; }
  int size() const { return int(last_ - moves_); }
  bool contains(Move m) const {
    for (Move x : *this)
      if (x == m) return true;
    return false;
  }

 private:
  Move moves_[MAX_MOVES];
  Move* last_;
};

}  // namespace cotuong
