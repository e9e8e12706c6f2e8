// The AVX-512 kernels (kernels.h), built only when the compiler targets AVX-512BW and VNNI. Each
// matches the scalar reference bit for bit: int16 adds wrap like the scalar modular conversion,
// and the first layer's vpdpbusd sums four exact u8 * s8 products into int32 without saturation
// (|dot| <= 512 * 127 * 128 never overflows), where AVX2 needs maddubs + madd for the same sum.
#include <immintrin.h>

#include "eval/nnue/kernels.h"
#include "eval/nnue/kernels_fold.h"
#include "eval/nnue/kernels_hidden.h"

namespace cotuong::eval::nnue::avx512 {

namespace {

constexpr int kLanes16 = 32;  // int16 entries per 512-bit register
constexpr int kBytes = 64;    // bytes per 512-bit register

// Returns a pointer's 512-bit load (the network and accumulators are 64-byte aligned).
inline __m512i load(const void* p) { return _mm512_load_si512(p); }

}  // namespace

void add_row(int16_t* acc, const int16_t* row) {
  for (int j = 0; j < kHalfWidth; j += kLanes16)
    _mm512_store_si512(acc + j, _mm512_add_epi16(load(acc + j), load(row + j)));
}

void move_rows(const int16_t* in, int16_t* out, const int16_t* add, const int16_t* sub,
               const int16_t* sub2) {
  for (int j = 0; j < kHalfWidth; j += kLanes16) {
    __m512i v = _mm512_sub_epi16(_mm512_add_epi16(load(in + j), load(add + j)), load(sub + j));
    if (sub2) v = _mm512_sub_epi16(v, load(sub2 + j));
    _mm512_store_si512(out + j, v);
  }
}

void clamp_inputs(const int16_t* us, const int16_t* them, uint8_t* x) {
  const __m512i zero = _mm512_setzero_si512();
  const __m512i top = _mm512_set1_epi16(kActivationMax);
  // packus interleaves the four 128-bit lanes of its two sources: a, b -> a0 b0 a1 b1 a2 b2 a3
  // b3; this permutation of 64-bit words puts them back in order.
  const __m512i order = _mm512_setr_epi64(0, 2, 4, 6, 1, 3, 5, 7);
  for (int half = 0; half < 2; ++half) {
    const int16_t* acc = half == 0 ? us : them;
    uint8_t* dst = x + half * kHalfWidth;
    for (int j = 0; j < kHalfWidth; j += 2 * kLanes16) {
      __m512i a = _mm512_min_epi16(_mm512_max_epi16(load(acc + j), zero), top);
      __m512i b = _mm512_min_epi16(_mm512_max_epi16(load(acc + j + kLanes16), zero), top);
      __m512i packed = _mm512_permutexvar_epi64(order, _mm512_packus_epi16(a, b));
      _mm512_storeu_si512(dst + j, packed);
    }
  }
}

void first_layer(const LayerStack& stack, const uint8_t* x, int32_t* out) {
  __m512i in[kInputs / kBytes];
  for (int c = 0; c < kInputs / kBytes; ++c) in[c] = _mm512_loadu_si512(x + kBytes * c);
  // Four outputs at a time: each 512-bit sum folded to 256 bits, then the four folded together
  // by horizontal adds.
  for (int i = 0; i < kHidden1; i += 4) {
    __m256i sum[4];
    for (int r = 0; r < 4; ++r) {
      __m512i s = _mm512_setzero_si512();
      for (int c = 0; c < kInputs / kBytes; ++c)
        s = _mm512_dpbusd_epi32(s, in[c], load(stack.l1_weight[i + r] + kBytes * c));
      sum[r] = _mm256_add_epi32(_mm512_castsi512_si256(s), _mm512_extracti64x4_epi64(s, 1));
    }
    fold_four_with_bias(sum, stack.l1_bias + i, out + i);
  }
}

int hidden_layers(const LayerStack& stack, const int32_t* sums) {
  return hidden_layers_loops(stack, sums);
}

}  // namespace cotuong::eval::nnue::avx512
