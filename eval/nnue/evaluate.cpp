#include "eval/nnue/evaluate.h"

#include "eval/nnue/kernel_choice.h"

namespace cotuong::eval::nnue {

int evaluate(const Network& net, const Accumulator& acc, const Position& pos) {
  const Color us = pos.side_to_move();
  // One stack: no piece count (the default network's path is the same as before buckets).
  const LayerStack& stack = net.buckets == 1 ? net.stack[0] : net.stack_for(pos.pieces().count());
  alignas(64) uint8_t x[kInputs];
  const Kernels& kernels = active_kernels();
  kernels.clamp_inputs(acc.v[us], acc.v[~us], x);
  int32_t sums[kHidden1];
  kernels.first_layer(stack, x, sums);
  return kernels.hidden_layers(stack, sums);
}

int evaluate(const Network& net, const Position& pos) {
  Accumulator acc;
  refresh(net, pos, acc);
  return evaluate(net, acc, pos);
}

}  // namespace cotuong::eval::nnue
