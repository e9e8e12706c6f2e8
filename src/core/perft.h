// Perft: counts the leaf nodes of the legal move tree (the move generator's correctness check).
#pragma once

#include <atomic>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/position.h"

namespace cotuong {

// Returns the number of legal move sequences of length `depth` from pos (bulk-counted leaves).
// When *stop turns true the count is abandoned (a partial, meaningless number is returned).
uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop = nullptr);

// Returns, for each legal root move, the perft count of depth - 1 below it; stops early (fewer
// moves, the last count partial) when *stop turns true.
std::vector<std::pair<Move, uint64_t>> perft_divide(Position& pos, int depth,
                                                    const std::atomic<bool>* stop = nullptr);

}  // namespace cotuong
