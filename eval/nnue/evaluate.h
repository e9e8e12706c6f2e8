// The network's score (FORMAT.md's integer arithmetic): accumulators clamped to 8 bits, two
// int8 hidden layers, one output, scaled to centipawns from the side to move's point of view.
#pragma once

#include "eval/nnue/accumulator.h"
#include "eval/nnue/network.h"
#include "position.h"
#include "types.h"

namespace cotuong::eval::nnue {

// Returns the score in centipawns, for side `us` to move, of the position acc is for.
int evaluate(const Network& net, const Accumulator& acc, Color us);

// Returns the score of pos (side to move's view) from a full refresh of its accumulators.
int evaluate(const Network& net, const Position& pos);

// The hidden layers and the output from the first layer's 512 inputs x (kernels.h's inputs),
// with the first layer computed by `first_layer`; shared by evaluate() and the kernel tests.
using FirstLayer = void (*)(const Network&, const uint8_t*, int32_t*);
// Returns the score in centipawns of the inputs x.
int propagate(const Network& net, const uint8_t* x, FirstLayer first_layer);

}  // namespace cotuong::eval::nnue
