#include "eval/nnue/evaluate.h"

#include "eval/nnue/kernel_choice.h"

namespace cotuong::eval::nnue {

int evaluate(const Network& net, const Accumulator& acc, Color us) {
  alignas(64) uint8_t x[kInputs];
  const Kernels& kernels = active_kernels();
  kernels.clamp_inputs(acc.v[us], acc.v[~us], x);
  int32_t sums[kHidden1];
  kernels.first_layer(net, x, sums);
  return kernels.hidden_layers(net, sums);
}

int evaluate(const Network& net, const Position& pos) {
  Accumulator acc;
  refresh(net, pos, acc);
  return evaluate(net, acc, pos.side_to_move());
}

}  // namespace cotuong::eval::nnue
