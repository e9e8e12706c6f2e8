// The mate prover: an exact mate search, for composed endgame puzzles (cờ thế: `cotuong solve`,
// `cotuong epd`) and for the levels' quick mate search and mate-in-one check (levels.h). It
// proves "mate in N" by exhaustive AND/OR search (every attacking move up to the bound, every
// defence), shortest first, finds every first move that mates in the minimum (or the first one
// only) and the line where the defender resists longest. With checks_only, the traditional rule
// of cờ thế applies: every attacking move must give check. A "mate" is a position whose side to
// move has no legal move (checkmate, or stalemate, which also loses in xiangqi).
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "core/position.h"
#include "core/types.h"

namespace cotuong::search {

// What to prove. Invariant: 1 <= max_moves <= 30.
struct MateProblem {
  int max_moves = 12;         // mates in 1..max_moves moves (of the side to move) are tried
  bool checks_only = false;   // every attacking move must give check
  uint64_t node_limit = 0;    // positions visited before giving up (0 = none)
  int64_t time_limit_ms = 0;  // wall-clock bound (0 = none)
  const std::atomic<bool>* stop = nullptr;  // optional: ends the search early when set
  std::vector<Move> root_moves;             // the first moves to try (empty: every legal move)
  // Stop at the first move proven to mate in the minimum: no other mating moves, no main line
  // (what a player needs, not a puzzle's whole solution).
  bool first_move_only = false;
};

// The answer. When `complete` is false a limit ended the search: no mate was proven shorter
// than `searched_moves + 1`, and nothing is claimed beyond.
struct MateSolution {
  int moves = 0;                   // N of the shortest mate; 0: none within the bound
  std::vector<Move> mating_moves;  // every first move that mates in N (search order)
  std::vector<Move> main_line;     // best attack against the longest resistance, to the mate
  int searched_moves = 0;          // every mate in <= this many moves was ruled out or found
  bool complete = true;            // false: the node or time limit, or stop, cut it short
  uint64_t nodes = 0;
  int64_t time_ms = 0;
};

// Returns the shortest forced mate of the side to move in pos within the problem's bounds.
MateSolution solve_mate(const Position& pos, const MateProblem& problem);

// Returns whether the side to move has a move that leaves the opponent without a legal move.
bool has_mate_in_one(const Position& pos);

// Returns the moves among `root_moves` (all legal moves when empty) after which the opponent
// mates in one.
std::vector<Move> moves_allowing_mate_in_one(const Position& pos,
                                             const std::vector<Move>& root_moves = {});

}  // namespace cotuong::search
