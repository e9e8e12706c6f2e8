// The incremental int16 accumulators: for each perspective, the feature transformer's bias plus
// the rows of the active features. The search keeps one per ply in an AccumulatorStack that
// it pushes and pops with its moves; a ply's accumulator is computed only when evaluated,
// from the nearest computed one below it. PS1260 never needs a refresh after the root's.
#pragma once

#include <cassert>
#include <vector>

#include "core/position.h"
#include "core/types.h"
#include "eval/nnue/network.h"

namespace cotuong::eval::nnue {

// Both perspectives' first-layer sums. Invariant: equals refresh() of the position it is for.
struct alignas(64) Accumulator {
  int16_t v[COLOR_NB][kHalfWidth];  // v[RED], v[BLACK]
};

// What one move changes on the board: the mover leaves `from` for `to`, and `captured` (or
// NO_PIECE) leaves `to`.
struct DirtyPieces {
  Piece moved = NO_PIECE;
  Square from = SQ_NONE, to = SQ_NONE;
  Piece captured = NO_PIECE;
};

// Returns into acc the accumulators of pos computed from scratch.
void refresh(const Network& net, const Position& pos, Accumulator& acc);

// Returns into after the accumulators of the position `before` is for, with `dirty` applied.
void update(const Network& net, const Accumulator& before, const DirtyPieces& dirty,
            Accumulator& after);

// One search thread's accumulators along the current line. Invariant: entry 0 (the root) is
// computed; every entry above it is computed or has its move's DirtyPieces.
class AccumulatorStack {
 public:
  AccumulatorStack();
  // Starts a line at pos (a full refresh) with network net (which must outlive the line).
  void reset(const Network& net, const Position& pos);
  // Records the legal move m about to be played in pos (call before pos.do_move(m)).
  void push(const Position& pos, Move m) {
    assert(top_ + 1 < int(entries_.size()));
    Entry& e = entries_[++top_];
    e.dirty = {pos.piece_on(from_sq(m)), from_sq(m), to_sq(m), pos.piece_on(to_sq(m))};
    e.computed = false;
  }
  // Forgets the last pushed move (with pos.undo_move()).
  void pop() { --top_; }
  // Returns the accumulators of the line's current position, computing those not yet done.
  const Accumulator& current();
  // Returns the number of moves pushed since reset().
  int depth() const { return top_; }

 private:
  struct Entry {
    Accumulator acc;
    DirtyPieces dirty;  // the move from the entry below
    bool computed = false;
  };
  const Network* net_ = nullptr;
  std::vector<Entry> entries_;  // MAX_PLY + a margin: the search's deepest line fits
  int top_ = 0;
};

}  // namespace cotuong::eval::nnue
