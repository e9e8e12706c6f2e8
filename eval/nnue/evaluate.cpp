#include "eval/nnue/evaluate.h"

#include <algorithm>

#include "eval/nnue/kernel_choice.h"

namespace cotuong::eval::nnue {

namespace {

// Returns clamp(sum >> 6, 0, 127): a hidden activation (>> is arithmetic in C++20).
inline uint8_t activate(int32_t sum) {
  return uint8_t(std::clamp<int32_t>(sum >> kWeightShift, 0, kActivationMax));
}

}  // namespace

int propagate(const Network& net, const uint8_t* x, FirstLayer first_layer) {
  int32_t sums[kHidden1];
  first_layer(net, x, sums);
  uint8_t h1[kHidden1];
  for (int i = 0; i < kHidden1; ++i) h1[i] = activate(sums[i]);
  uint8_t h2[kHidden2];
  for (int i = 0; i < kHidden2; ++i) {
    int32_t dot = 0;
    for (int k = 0; k < kHidden1; ++k) dot += int32_t(net.l2_weight[i][k]) * h1[k];
    h2[i] = activate(int32_t(uint32_t(net.l2_bias[i]) + uint32_t(dot)));
  }
  int32_t dot = 0;
  for (int k = 0; k < kHidden2; ++k) dot += int32_t(net.out_weight[k]) * h2[k];
  const int32_t o = int32_t(uint32_t(net.out_bias) + uint32_t(dot));
  // 64-bit product: o * 400 fits there for every int32 o; the division truncates as in C++.
  return int(int64_t(o) * kOutputScale / kOutputDivisor);
}

int evaluate(const Network& net, const Accumulator& acc, Color us) {
  alignas(64) uint8_t x[kInputs];
  const Kernels& kernels = active_kernels();
  kernels.clamp_inputs(acc.v[us], acc.v[~us], x);
  return propagate(net, x, kernels.first_layer);
}

int evaluate(const Network& net, const Position& pos) {
  Accumulator acc;
  refresh(net, pos, acc);
  return evaluate(net, acc, pos.side_to_move());
}

}  // namespace cotuong::eval::nnue
