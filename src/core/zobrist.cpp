#include "core/zobrist.h"

#include <mutex>

namespace cotuong::zobrist {

Key kPieceSquare[PIECE_NB][SQUARE_NB];
Key kSide;

namespace {

// Returns the next value of a xorshift64* generator (fixed, portable sequence).
uint64_t next(uint64_t& s) {
  s ^= s >> 12;
  s ^= s << 25;
  s ^= s >> 27;
  return s * 2685821657736338717ULL;
}

void build() {
  uint64_t seed = 0x636f74756f6e6731ULL;  // "cotuong1"
  for (int p = 0; p < PIECE_NB; ++p)
    for (int s = 0; s < SQUARE_NB; ++s) kPieceSquare[p][s] = next(seed);
  kSide = next(seed);
}

}  // namespace

void init() {
  static std::once_flag once;
  std::call_once(once, build);
}

}  // namespace cotuong::zobrist
