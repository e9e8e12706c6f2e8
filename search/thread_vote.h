// Lazy SMP's answer: which thread's best move the search plays when several threads searched.
#pragma once

#include <cstddef>
#include <vector>

#include "core/types.h"

namespace cotuong::search {

// One thread's answer. Invariant: depth 0 means the thread completed no iteration (no vote).
struct ThreadAnswer {
  Move move = MOVE_NONE;
  Value score = VALUE_NONE;
  int depth = 0;
};

// Returns the index of the answer to play. The threads vote: each one that completed an
// iteration votes for its move with weight (its score above the lowest score, plus a floor)
// times its completed depth, so a move that deep searches agree on wins over one thread's
// shallow optimism; equal votes go to the heavier thread. Proven results override the vote: a
// proven win takes the fastest mate, and a thread that sees its side mated gives way to any
// that does not. Index 0 (the main thread) answers when no other one is better.
size_t vote_best_thread(const std::vector<ThreadAnswer>& answers);

}  // namespace cotuong::search
