// The levels' safety net: an exact short-mate search and the mate-in-1 threat check that run at
// every level before its limited search, so that even the gentlest level plays a forced mate it
// sees and does not walk into a mate in one. A "mate" is a position whose side to move has no
// legal move: checkmate, or stalemate, which also loses in xiangqi.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "position.h"
#include "types.h"

namespace cotuong::search {

// A forced mate found from the root: `move` mates in `moves` moves (of the side to move).
struct ForcedMate {
  Move move = MOVE_NONE;  // MOVE_NONE: none found within the bounds
  int moves = 0;
};

// Bounds of the quick mate search. Invariant: max_moves >= 1.
struct MateSearchLimits {
  int max_moves = 3;                 // mates in 1..max_moves are searched, shortest first
  int full_width_moves = 3;          // attacker tries every move while this many remain; beyond
                                     // that only checks (deeper mates are check sequences)
  uint64_t node_budget = 4'000'000;  // do_move calls before giving up (a bound on time)
  const std::atomic<bool>* stop = nullptr;  // optional: ends the search early when set
};

// Returns the shortest forced mate of the side to move among `root_moves` (all legal moves when
// empty) within the limits. Exact up to limits.full_width_moves: a mate it reports is forced
// against every defence; a mate it misses lies beyond the bounds.
ForcedMate find_forced_mate(const Position& pos, const MateSearchLimits& limits,
                            const std::vector<Move>& root_moves = {});

// Returns whether the side to move has a move that leaves the opponent without a legal move.
bool has_mate_in_one(const Position& pos);

// Returns the moves among `root_moves` (all legal moves when empty) after which the opponent
// mates in one.
std::vector<Move> moves_allowing_mate_in_one(const Position& pos,
                                             const std::vector<Move>& root_moves = {});

}  // namespace cotuong::search
