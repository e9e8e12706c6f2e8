// The network's score (FORMAT.md's integer arithmetic): accumulators clamped to 8 bits, two
// int8 hidden layers and one output of the output bucket the position's piece count picks,
// scaled to centipawns from the side to move's point of view.
#pragma once

#include "core/position.h"
#include "core/types.h"
#include "eval/nnue/accumulator.h"
#include "eval/nnue/network.h"

namespace cotuong::eval::nnue {

// Returns the score in centipawns of pos (side to move's view), whose accumulators acc is; pos
// gives the side to move and the piece count that picks the output bucket.
int evaluate(const Network& net, const Accumulator& acc, const Position& pos);

// Returns the score of pos (side to move's view) from a full refresh of its accumulators.
int evaluate(const Network& net, const Position& pos);

}  // namespace cotuong::eval::nnue
