// 128-bit bitboard over the 90 squares; bits 90..127 are always zero.
// Red's palace lies in the low 64-bit word, Black's in the high word.
#pragma once

#include <cstdint>

#include "types.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace cotuong {

class Bitboard {
 public:
  constexpr Bitboard() : v_(0) {}
  constexpr explicit Bitboard(unsigned __int128 v) : v_(v) {}
  static constexpr Bitboard from_words(uint64_t lo, uint64_t hi) {
    return Bitboard((unsigned __int128)hi << 64 | lo);
  }
  static constexpr Bitboard square(Square s) { return Bitboard((unsigned __int128)1 << s); }

  constexpr uint64_t lo() const { return uint64_t(v_); }
  constexpr uint64_t hi() const { return uint64_t(v_ >> 64); }
  constexpr unsigned __int128 raw() const { return v_; }

  constexpr explicit operator bool() const { return v_ != 0; }
  constexpr bool empty() const { return v_ == 0; }
  constexpr bool test(Square s) const { return (v_ >> s) & 1; }

  constexpr Bitboard operator&(Bitboard b) const { return Bitboard(v_ & b.v_); }
  constexpr Bitboard operator|(Bitboard b) const { return Bitboard(v_ | b.v_); }
  constexpr Bitboard operator^(Bitboard b) const { return Bitboard(v_ ^ b.v_); }
  constexpr Bitboard operator&(Square s) const { return *this & square(s); }
  constexpr Bitboard operator|(Square s) const { return *this | square(s); }
  constexpr Bitboard operator^(Square s) const { return *this ^ square(s); }
  constexpr Bitboard& operator&=(Bitboard b) {
    v_ &= b.v_;
    return *this;
  }
  constexpr Bitboard& operator|=(Bitboard b) {
    v_ |= b.v_;
    return *this;
  }
  constexpr Bitboard& operator^=(Bitboard b) {
    v_ ^= b.v_;
    return *this;
  }
  constexpr Bitboard& operator|=(Square s) { return *this |= square(s); }
  constexpr Bitboard& operator^=(Square s) { return *this ^= square(s); }
  // Complement within the 90 board squares.
  constexpr Bitboard operator~() const { return Bitboard(~v_ & kAll); }
  constexpr Bitboard operator<<(int n) const { return Bitboard(v_ << n); }
  constexpr Bitboard operator>>(int n) const { return Bitboard(v_ >> n); }
  constexpr bool operator==(const Bitboard&) const = default;

  // Returns the number of set squares.
  int count() const { return __builtin_popcountll(lo()) + __builtin_popcountll(hi()); }
  // Returns whether more than one square is set.
  constexpr bool more_than_one() const { return (v_ & (v_ - 1)) != 0; }
  // Returns the lowest set square; the board must not be empty.
  Square lsb() const {
    assert(v_);
    return lo() ? Square(__builtin_ctzll(lo())) : Square(64 + __builtin_ctzll(hi()));
  }
  // Returns and clears the lowest set square.
  Square pop_lsb() {
    Square s = lsb();
    v_ &= v_ - 1;
    return s;
  }

  static constexpr unsigned __int128 kAll = ((unsigned __int128)1 << SQUARE_NB) - 1;

 private:
  unsigned __int128 v_;
};

constexpr Bitboard kEmptyBB{};
constexpr Bitboard kAllBB{Bitboard::kAll};

constexpr Bitboard file_bb(int f) {
  Bitboard b;
  for (int r = 0; r < RANK_NB; ++r) b |= make_square(f, r);
  return b;
}
constexpr Bitboard rank_bb(int r) { return Bitboard((unsigned __int128)0x1FF << (9 * r)); }

// Squares on colour c's own half of the board.
constexpr Bitboard kHalfBB[COLOR_NB] = {
    Bitboard(((unsigned __int128)1 << 45) - 1),
    Bitboard(Bitboard::kAll ^ (((unsigned __int128)1 << 45) - 1))};

// Returns the 9 occupancy bits of rank r (bit i = file i).
constexpr unsigned rank_bits(Bitboard occ, int r) { return unsigned(occ.raw() >> (9 * r)) & 0x1FF; }

namespace detail {
struct FileWords {
  uint64_t lo, hi;
  int lo_ranks;
};
constexpr FileWords file_words(int f) {
  Bitboard b = file_bb(f);
  return {b.lo(), b.hi(), f == 0 ? 8 : 7};
}
constexpr FileWords kFileWords[FILE_NB] = {file_words(0), file_words(1), file_words(2),
                                           file_words(3), file_words(4), file_words(5),
                                           file_words(6), file_words(7), file_words(8)};
}  // namespace detail

// Returns the 10 occupancy bits of file f (bit i = rank i).
inline unsigned file_bits(Bitboard occ, int f) {
  const detail::FileWords& w = detail::kFileWords[f];
#if defined(__BMI2__)
  return unsigned(_pext_u64(occ.lo(), w.lo) | (_pext_u64(occ.hi(), w.hi) << w.lo_ranks));
#else
  unsigned bits = 0;
  for (int r = 0; r < RANK_NB; ++r) bits |= unsigned(occ.test(make_square(f, r))) << r;
  return bits;
#endif
}

}  // namespace cotuong
