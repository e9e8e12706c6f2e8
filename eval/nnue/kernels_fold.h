// The end of the first layer shared by the AVX2 and AVX-512 kernels (kernels.h): four outputs'
// 256-bit lane sums folded to four int32 dot products, plus their biases. Included only by those
// kernels' sources, which the build compiles for AVX2 or wider.
#pragma once

#include <immintrin.h>

#include <cstdint>

namespace cotuong::eval::nnue {
// Internal linkage: each kernel source keeps its own copy, compiled with its own flags. (A shared
// inline copy could be the AVX-512 one, linked into the AVX2 path of a CPU without AVX-512.)
namespace {

// Writes out[r] = bias[r] + (the sum of sum[r]'s eight int32 lanes) for r = 0..3; the adds wrap,
// as the scalar reference's unsigned bias add does.
inline void fold_four_with_bias(const __m256i sum[4], const int32_t* bias, int32_t* out) {
  __m256i folded =
      _mm256_hadd_epi32(_mm256_hadd_epi32(sum[0], sum[1]), _mm256_hadd_epi32(sum[2], sum[3]));
  __m128i dots = _mm_add_epi32(_mm256_castsi256_si128(folded), _mm256_extracti128_si256(folded, 1));
  __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bias));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_add_epi32(dots, b));
}

}  // namespace
}  // namespace cotuong::eval::nnue
