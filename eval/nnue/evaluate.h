// The network's score (FORMAT.md's integer arithmetic): accumulators clamped to 8 bits, two
// int8 hidden layers, one output, scaled to centipawns from the side to move's point of view.
#pragma once

#include "core/position.h"
#include "core/types.h"
#include "eval/nnue/accumulator.h"
#include "eval/nnue/network.h"

namespace cotuong::eval::nnue {

// Returns the score in centipawns, for side `us` to move, of the position acc is for.
int evaluate(const Network& net, const Accumulator& acc, Color us);

// Returns the score of pos (side to move's view) from a full refresh of its accumulators.
int evaluate(const Network& net, const Position& pos);

}  // namespace cotuong::eval::nnue
