// Correction history of the static evaluation: how far, on average, searches of positions with
// the same pawn structure ended from the static evaluation. The search adds that average error
// to the static evaluation it prunes with, so an evaluation that keeps misjudging a structure
// stops misleading the pruning there. One table per thread, learnt during the search.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "core/position.h"

namespace cotuong::search {

class CorrectionHistory {
 public:
  // Entries hold the average error times kGrain (sub-centipawn precision for small weights).
  static constexpr int kGrain = 256;
  // The largest correction, in evaluation units: a structure is never worth more than this.
  static constexpr int kMaxCorrection = 96;
  static constexpr int kSize = 16384;  // entries per side to move (a power of two)

  // Returns the table index of pos's pawn structure (both sides' pawns).
  static int index(const Position& pos) {
    const Bitboard red = pos.pieces(RED, PAWN), black = pos.pieces(BLACK, PAWN);
    uint64_t k = red.lo() * 0x9E3779B97F4A7C15ull ^ red.hi() * 0xC2B2AE3D27D4EB4Full ^
                 black.lo() * 0x165667B19E3779F9ull ^ black.hi() * 0xD6E8FEB86659FD93ull;
    k ^= k >> 31;
    k *= 0x94D049BB133111EBull;
    return int(k >> 50) & (kSize - 1);
  }

  // Returns raw (a static evaluation of pos, side to move's view) corrected by the average
  // error learnt for pos's structure, kept out of the mate band.
  Value corrected(const Position& pos, Value raw) const {
    const int c = table_[pos.side_to_move()][index(pos)] / kGrain;
    return std::clamp(raw + c, VALUE_MATED_IN_MAX_PLY + 1, VALUE_MATE_IN_MAX_PLY - 1);
  }

  // Learns that a search of pos to `depth` returned `error` above its static evaluation:
  // the entry moves toward it by a weight that grows with the depth (deeper: more reliable).
  void update(const Position& pos, int error, int depth) {
    int16_t& entry = table_[pos.side_to_move()][index(pos)];
    const int weight = std::min(depth + 1, 16);
    const int target = std::clamp(error, -kMaxCorrection, kMaxCorrection) * kGrain;
    const int value = (entry * (256 - weight) + target * weight) / 256;
    entry = int16_t(std::clamp(value, -kMaxCorrection * kGrain, kMaxCorrection * kGrain));
  }

  // Zeroes the table (new game / bench).
  void clear() { std::memset(table_, 0, sizeof(table_)); }

 private:
  int16_t table_[COLOR_NB][kSize];  // [side to move][structure]: error * kGrain, |.| bounded
};

}  // namespace cotuong::search
