// The AVX2 kernels (kernels.h), built only when the compiler targets AVX2. Each matches the
// scalar reference bit for bit: int16 adds wrap like the scalar modular conversion, and in the
// first layer maddubs adds two products of at most 127 * 128, which never saturates int16.
#include <immintrin.h>

#include "eval/nnue/kernels.h"
#include "eval/nnue/kernels_fold.h"
#include "eval/nnue/kernels_hidden.h"

namespace cotuong::eval::nnue::avx2 {

namespace {

constexpr int kLanes16 = 16;  // int16 entries per 256-bit register

// Returns a pointer's 256-bit load (the network and accumulators are 32-byte aligned).
inline __m256i load(const void* p) { return _mm256_load_si256(static_cast<const __m256i*>(p)); }

}  // namespace

void add_row(int16_t* acc, const int16_t* row) {
  for (int j = 0; j < kHalfWidth; j += kLanes16)
    _mm256_store_si256(reinterpret_cast<__m256i*>(acc + j),
                       _mm256_add_epi16(load(acc + j), load(row + j)));
}

void move_rows(const int16_t* in, int16_t* out, const int16_t* add, const int16_t* sub,
               const int16_t* sub2) {
  for (int j = 0; j < kHalfWidth; j += kLanes16) {
    __m256i v = _mm256_sub_epi16(_mm256_add_epi16(load(in + j), load(add + j)), load(sub + j));
    if (sub2) v = _mm256_sub_epi16(v, load(sub2 + j));
    _mm256_store_si256(reinterpret_cast<__m256i*>(out + j), v);
  }
}

void clamp_inputs(const int16_t* us, const int16_t* them, uint8_t* x) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i top = _mm256_set1_epi16(kActivationMax);
  for (int half = 0; half < 2; ++half) {
    const int16_t* acc = half == 0 ? us : them;
    uint8_t* dst = x + half * kHalfWidth;
    for (int j = 0; j < kHalfWidth; j += 2 * kLanes16) {
      __m256i a = _mm256_min_epi16(_mm256_max_epi16(load(acc + j), zero), top);
      __m256i b = _mm256_min_epi16(_mm256_max_epi16(load(acc + j + kLanes16), zero), top);
      // packus interleaves 128-bit halves: put them back in order.
      __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(a, b), _MM_SHUFFLE(3, 1, 2, 0));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(dst + j), packed);
    }
  }
}

void first_layer(const LayerStack& stack, const uint8_t* x, int32_t* out) {
  const __m256i ones = _mm256_set1_epi16(1);
  __m256i in[kInputs / 32];
  for (int c = 0; c < kInputs / 32; ++c)
    in[c] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(x + 32 * c));
  // Four outputs at a time, their lane sums folded together by horizontal adds.
  for (int i = 0; i < kHidden1; i += 4) {
    __m256i sum[4];
    for (int r = 0; r < 4; ++r) {
      sum[r] = _mm256_setzero_si256();
      for (int c = 0; c < kInputs / 32; ++c) {
        __m256i pairs = _mm256_maddubs_epi16(in[c], load(stack.l1_weight[i + r] + 32 * c));
        sum[r] = _mm256_add_epi32(sum[r], _mm256_madd_epi16(pairs, ones));
      }
    }
    fold_four_with_bias(sum, stack.l1_bias + i, out + i);
  }
}

int hidden_layers(const LayerStack& stack, const int32_t* sums) {
  return hidden_layers_loops(stack, sums);
}

}  // namespace cotuong::eval::nnue::avx2
