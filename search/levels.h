// The five difficulty levels, as the search plays them when Limits::level is below kLevelMax
// (full strength): each a preset of the ordinary search limits (a depth and a node budget, which
// bind whatever the machine's load; a think time that is only a generous safety cap) plus, at the
// two lowest levels, a little randomness at the root (a choice among near-best MultiPV lines
// within a small margin; a mate score is never randomised). Weaker levels look less far ahead
// and search fewer positions, as a weaker player does. Before its own search, every level below
// full strength runs the quick mate search and the mate-in-1 threat check (the mate prover,
// mate_solver.h): it plays a forced mate it sees and never walks into a mate in one when another
// move avoids it. Full strength is the ordinary search: it finds those itself.
// Each level's strength is measured on one Elo scale with fixed reference players
// (tools/levels/calibrate.py, tools/levels/README.md); a strength between two levels
// (Limits::elo: UCI_Elo, Skill Level) interpolates their limits, the node budget on a log scale.
// All of this runs inside the one search run of search::Searcher (search.cpp): one thread, one
// wait for ponderhit or stop, whatever the level and whichever front asks.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <vector>

#include "core/position.h"
#include "search/limits.h"

namespace cotuong::search {

// The quick mate search: mates in up to kQuickMateMoves moves, proven against every defence,
// within kQuickMateNodes positions (a bound on its time).
constexpr int kQuickMateMoves = 3;
constexpr uint64_t kQuickMateNodes = 4'000'000;

// One level as search limits (its name and takebacks are the fronts': src/play/player_levels.h).
// Invariant: 0 means "no cap of this kind"; margin > 0 only with multipv > 1.
struct LevelPreset {
  int level;         // for a strength between levels: the level below it (its mate guards)
  int depth;         // plies
  uint64_t nodes;    // nodes of the level's search
  int64_t think_ms;  // the cap per move (Limits::move_cap): a safety cap, far above what the
                     // nodes take
  int multipv;       // candidate lines considered for the random choice
  Value margin;      // a candidate may be this many centipawns below the best
};

// The node budget full strength (level 5) had in the calibration: its Elo is measured at this
// budget, and a strength asked at the top of the range (UCI_Elo = kEloMax) plays with it.
constexpr uint64_t kCalibrationNodes = 10'000;
// Each level's measured Elo (tools/levels/README.md: anchor ElephantEye at depth 3 = 1500),
// level 5 at kCalibrationNodes. The range of UCI_Elo and the scale of Skill Level.
constexpr int kLevelElo[kLevelMax - kLevelMin + 1] = {1060, 1300, 1560, 1890, 2310};
constexpr int kEloMin = kLevelElo[0];
constexpr int kEloMax = kLevelElo[kLevelMax - kLevelMin];

// Returns the preset of a level (clamped to 1..5).
const LevelPreset& level_preset(int level);
// Returns the limits of a strength on the calibrated scale (clamped to kEloMin..kEloMax): those of
// the two levels around it, interpolated (nodes on a log scale, depth, MultiPV and margin
// linearly; above level 4 towards full strength with kCalibrationNodes as level 5's budget and
// twice level 4's depth as its horizon, lifted at the top). Its level is the one below, so the
// level's mate guards apply.
LevelPreset strength_preset(int elo);
// Returns the preset a search runs with: its Elo's (Limits::elo > 0) or its level's.
LevelPreset preset_of(const Limits& limits);
// Returns the limits the level's own search runs with, given the caller's limits (clock, depth,
// movetime, searchmoves, banned moves, its cap per move): the caller's, with the tighter of the
// two for every cap (depth, nodes, the cap per move: the level's think time) and the level's
// time scale, so that the time plan (timeman.h) gives it its steady share of the clock; never
// endless (a ponder or infinite caller's answer is still held: those flags stay). A caller's Elo
// (Limits::elo > 0) replaces the level by strength_preset. Full strength: the caller's limits as
// they are.
Limits level_limits(int level, const Limits& caller);

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
// When ahead (the best score above 0), a line whose move returns to a position already played
// in the game (pos: the position searched, with its game) is passed over for one that does not.
// A move other than the best line's names that line's move in Result::passed_over.
Result choose_line(const Position& pos, const Result& searched, const std::vector<Info>& lines,
                   Value margin, std::mt19937_64& rng);

}  // namespace cotuong::search
