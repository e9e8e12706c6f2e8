// The network after the first layer (FORMAT.md): the 32 sums activated, the 32 -> 32 layer, the
// output, scaled to centipawns. Plain loops, compiled by every kernel source with that source's
// flags (kernels_scalar.cpp, kernels_avx2.cpp, kernels_avx512.cpp), so the compiler vectorizes
// them for each set's CPU: in a portable build the rest of the engine targets a baseline without
// AVX2, and these loops alone took twice as long there. The arithmetic is integer, so every copy
// gives the same result.
#pragma once

#include <algorithm>
#include <cstdint>

#include "eval/nnue/network.h"

namespace cotuong::eval::nnue {
// Internal linkage: each kernel source keeps its own copy, compiled with its own flags. (A shared
// inline copy could be the AVX-512 one, linked into another set's path on a CPU without AVX-512.)
namespace {

// Returns clamp(sum >> 6, 0, 127): a hidden activation (>> is arithmetic in C++20).
inline uint8_t activate(int32_t sum) {
  return uint8_t(std::clamp<int32_t>(sum >> kWeightShift, 0, kActivationMax));
}

// Returns the score in centipawns of the first layer's sums (kernels.h's hidden_layers).
inline int hidden_layers_loops(const LayerStack& stack, const int32_t* sums) {
  uint8_t h1[kHidden1];
  for (int i = 0; i < kHidden1; ++i) h1[i] = activate(sums[i]);
  uint8_t h2[kHidden2];
  for (int i = 0; i < kHidden2; ++i) {
    int32_t dot = 0;
    for (int k = 0; k < kHidden1; ++k) dot += int32_t(stack.l2_weight[i][k]) * h1[k];
    h2[i] = activate(int32_t(uint32_t(stack.l2_bias[i]) + uint32_t(dot)));
  }
  int32_t dot = 0;
  for (int k = 0; k < kHidden2; ++k) dot += int32_t(stack.out_weight[k]) * h2[k];
  const int32_t o = int32_t(uint32_t(stack.out_bias) + uint32_t(dot));
  // 64-bit product: o * 400 fits there for every int32 o; the division truncates as in C++.
  return int(int64_t(o) * kOutputScale / kOutputDivisor);
}

}  // namespace
}  // namespace cotuong::eval::nnue
