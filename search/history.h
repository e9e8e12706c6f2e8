// Move-ordering statistics learnt during the search, one set per thread.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "core/types.h"
#include "search/correction.h"
#include "search/tunables.h"

namespace cotuong::search {

// Upper bound of any history entry's magnitude.
constexpr int kHistoryMax = 16384;

// Returns entry moved toward bonus with gravity, keeping |entry| <= kHistoryMax.
inline void update_history(int16_t& entry, int bonus) {
  bonus = bonus > kHistoryMax ? kHistoryMax : bonus < -kHistoryMax ? -kHistoryMax : bonus;
  entry += int16_t(bonus - entry * std::abs(bonus) / kHistoryMax);
}

// Returns the history bonus for a move that caused a cut-off at `depth`: linear in depth, so that
// shallow cut-offs, by far the most numerous, already teach the ordering something, then capped.
inline int history_bonus(int depth, const Tunables& t = kDefaultTunables) {
  return std::min(t.HistoryBonusPerDepth * (depth - 1) + 60, t.HistoryBonusMax);
}

// [piece][to] of the previous move, then [piece][to] of this one.
using ContinuationHistory = int16_t[PIECE_NB][SQUARE_NB][PIECE_NB][SQUARE_NB];

struct Histories {
  int16_t quiet[COLOR_NB][SQUARE_NB][SQUARE_NB];        // [side][from][to]
  int16_t capture[PIECE_NB][SQUARE_NB][PIECE_TYPE_NB];  // [mover][to][captured type]
  Move counter[PIECE_NB][SQUARE_NB];                    // reply to [piece][to] of last move
  ContinuationHistory continuation;
  CorrectionHistory correction;  // of the static evaluation, by pawn structure

  // Zeroes everything (new game / bench).
  void clear() { std::memset(this, 0, sizeof(*this)); }
};

}  // namespace cotuong::search
