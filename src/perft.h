// Perft: counts the leaf nodes of the legal move tree (the move generator's correctness check).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "position.h"

namespace cotuong {

// Returns the number of legal move sequences of length `depth` from pos (bulk-counted leaves).
uint64_t perft(Position& pos, int depth);

// Returns, for each legal root move, the perft count of depth - 1 below it.
std::vector<std::pair<Move, uint64_t>> perft_divide(Position& pos, int depth);

}  // namespace cotuong
