// The reference kernels (kernels.h): plain loops, the definition the AVX2 ones must match.
#include <algorithm>

#include "eval/nnue/kernels.h"
#include "eval/nnue/kernels_hidden.h"

namespace cotuong::eval::nnue::scalar {

void add_row(int16_t* acc, const int16_t* row) {
  for (int j = 0; j < kHalfWidth; ++j) acc[j] = int16_t(acc[j] + row[j]);
}

void move_rows(const int16_t* in, int16_t* out, const int16_t* add, const int16_t* sub,
               const int16_t* sub2) {
  for (int j = 0; j < kHalfWidth; ++j) {
    int v = in[j] + add[j] - sub[j] - (sub2 ? sub2[j] : 0);
    out[j] = int16_t(v);  // modular (C++20), as the vector adds wrap
  }
}

void clamp_inputs(const int16_t* us, const int16_t* them, uint8_t* x) {
  for (int k = 0; k < kHalfWidth; ++k) {
    x[k] = uint8_t(std::clamp<int>(us[k], 0, kActivationMax));
    x[kHalfWidth + k] = uint8_t(std::clamp<int>(them[k], 0, kActivationMax));
  }
}

void first_layer(const LayerStack& stack, const uint8_t* x, int32_t* out) {
  for (int i = 0; i < kHidden1; ++i) {
    int32_t dot = 0;  // |dot| <= 512 * 127 * 128: no overflow
    for (int k = 0; k < kInputs; ++k) dot += int32_t(stack.l1_weight[i][k]) * x[k];
    out[i] = int32_t(uint32_t(stack.l1_bias[i]) + uint32_t(dot));
  }
}

int hidden_layers(const LayerStack& stack, const int32_t* sums) {
  return hidden_layers_loops(stack, sums);
}

}  // namespace cotuong::eval::nnue::scalar
