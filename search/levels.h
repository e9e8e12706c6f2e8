// The five difficulty levels, as the search plays them when Limits::level is below kLevelMax
// (full strength): each a preset of the ordinary search limits (depth, nodes, time) plus bounded
// randomness at the root (a choice among near-best MultiPV lines, the margin shrinking with the
// level; a mate score is never randomised). Before its own search, every level below full
// strength runs the quick mate search and the mate-in-1 threat check (the mate prover,
// mate_solver.h): it plays a forced mate it sees and never walks into a mate in one when another
// move avoids it. Full strength is the ordinary search: it finds those itself.
// All of this runs inside the one search run of search::Searcher (search.cpp): one thread, one
// wait for ponderhit or stop, whatever the level and whichever front asks.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <vector>

#include "position.h"
#include "search/limits.h"

namespace cotuong::search {

// The quick mate search: mates in up to kQuickMateMoves moves, proven against every defence,
// within kQuickMateNodes positions (a bound on its time).
constexpr int kQuickMateMoves = 3;
constexpr uint64_t kQuickMateNodes = 4'000'000;

// One level as search limits (its name and takebacks are the fronts': src/levels/player_levels.h).
// Invariant: 0 means "no cap of this kind"; margin > 0 only with multipv > 1.
struct LevelPreset {
  int level;
  int depth;         // plies
  uint64_t nodes;    // nodes of the level's search
  int64_t think_ms;  // longest think per move (lower levels play faster)
  int multipv;       // candidate lines considered for the random choice
  Value margin;      // a candidate may be this many centipawns below the best
};

// Returns the preset of a level (clamped to 1..5).
const LevelPreset& level_preset(int level);
// Returns the limits the level's own search runs with, given the caller's limits (clock, depth,
// movetime, searchmoves, banned moves): the tighter of the two for every cap, never endless
// (a ponder or infinite caller's answer is still held: those flags stay). Full strength: the
// caller's limits as they are.
Limits level_limits(int level, const Limits& caller, Color us);

// Returns a level's answer found before its search, if any: the first mate of the quick mate
// search among root_moves. Otherwise removes from root_moves (non-empty, more than one) the
// moves that allow a mate in one, unless every move does, and returns nothing. A mate found is
// reported through on_info. `stop` ends the mate search early.
std::optional<Result> answer_before_search(const Position& pos, std::vector<Move>& root_moves,
                                           const std::atomic<bool>* stop,
                                           const std::function<void(const Info&)>& on_info);

// Returns the level's move: one of `lines` (the PV lines of the last complete iteration, best
// first) within `margin` of the best, drawn with rng weighted towards the best. A mate score
// either way, or a best move that changed in an unfinished iteration, is played as searched.
// A move other than the best line's names that line's move in Result::passed_over.
Result choose_line(const Result& searched, const std::vector<Info>& lines, Value margin,
                   std::mt19937_64& rng);

}  // namespace cotuong::search
