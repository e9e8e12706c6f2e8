// The network's vector loops: accumulator rows added and subtracted, the clamp to 8 bits, and
// the 512 -> 32 int8 layer, and the small layers after it (both of one output bucket's stack). The
// scalar versions are the reference and always built; the AVX2 ones (kernels_avx2.cpp) and the
// AVX-512 VNNI ones (kernels_avx512.cpp) are built when the compiler can target them
// (COTUONG_NNUE_AVX2, COTUONG_NNUE_AVX512; only those sources get the instruction-set flags), and
// kernel_choice.h picks one set at start-up from what the CPU runs. Every set gives bit-identical
// results: int16 sums wrap in all, and no intermediate can saturate.
#pragma once

#include <cstdint>

#include "eval/nnue/network.h"

namespace cotuong::eval::nnue {

namespace scalar {
// acc[j] += row[j] for the kHalfWidth entries (wrapping int16).
void add_row(int16_t* acc, const int16_t* row);
// out = in + add - sub - sub2 entrywise (wrapping int16); sub2 may be null.
void move_rows(const int16_t* in, int16_t* out, const int16_t* add, const int16_t* sub,
               const int16_t* sub2);
// x[k] = clamp(us[k], 0, 127), then clamp(them[k], 0, 127): the first layer's 512 inputs.
void clamp_inputs(const int16_t* us, const int16_t* them, uint8_t* x);
// out[i] = l1_bias[i] + sum_k l1_weight[i][k] * x[k] (int32, wrapping on the bias add), with the
// weights of the position's output bucket (Network::stack_for).
void first_layer(const LayerStack& stack, const uint8_t* x, int32_t* out);
// Returns the score in centipawns from the first layer's kHidden1 sums: activations, the second
// layer and the output (kernels_hidden.h: the same loops in every set).
int hidden_layers(const LayerStack& stack, const int32_t* sums);
}  // namespace scalar

#if COTUONG_NNUE_AVX2
// The same contracts as the scalar versions, with 256-bit vectors (32-byte aligned rows).
namespace avx2 {
void add_row(int16_t* acc, const int16_t* row);
void move_rows(const int16_t* in, int16_t* out, const int16_t* add, const int16_t* sub,
               const int16_t* sub2);
void clamp_inputs(const int16_t* us, const int16_t* them, uint8_t* x);
void first_layer(const LayerStack& stack, const uint8_t* x, int32_t* out);
int hidden_layers(const LayerStack& stack, const int32_t* sums);
}  // namespace avx2
#endif

#if COTUONG_NNUE_AVX512
// The same contracts again, with 512-bit vectors (64-byte aligned rows) and VNNI dot products.
namespace avx512 {
void add_row(int16_t* acc, const int16_t* row);
void move_rows(const int16_t* in, int16_t* out, const int16_t* add, const int16_t* sub,
               const int16_t* sub2);
void clamp_inputs(const int16_t* us, const int16_t* them, uint8_t* x);
void first_layer(const LayerStack& stack, const uint8_t* x, int32_t* out);
int hidden_layers(const LayerStack& stack, const int32_t* sums);
}  // namespace avx512
#endif

// One set of the four kernels above, called through these pointers (kernel_choice.h).
struct Kernels {
  void (*add_row)(int16_t* acc, const int16_t* row);
  void (*move_rows)(const int16_t* in, int16_t* out, const int16_t* add, const int16_t* sub,
                    const int16_t* sub2);
  void (*clamp_inputs)(const int16_t* us, const int16_t* them, uint8_t* x);
  void (*first_layer)(const LayerStack& stack, const uint8_t* x, int32_t* out);
  int (*hidden_layers)(const LayerStack& stack, const int32_t* sums);
};

}  // namespace cotuong::eval::nnue
