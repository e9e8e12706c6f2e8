// The five difficulty levels, one table of everything a level is (kLevels: its name, Elo, search,
// book variety and takebacks; the fronts read its rows), and the levels as the search plays them
// when Limits::level is below kLevelMax (full strength): each a preset of the ordinary search
// limits (a depth and a node budget, which bind whatever the machine's load; a think time that is
// only a generous safety cap) plus, at the two lowest levels, a beginner's blindness (Blindness:
// some captures, its own and the opponent's, go unseen, the more often the farther the capturing
// piece stands) and a little randomness at the root (a choice among near-best MultiPV lines within
// a small margin; a mate score is never randomised). Weaker levels look less far ahead, search
// fewer positions and overlook more, as a weaker player does. Before its own search, every level
// below full strength runs the quick mate search and the mate-in-1 threat check (the mate prover,
// mate_solver.h): it plays a forced mate it sees and never walks into a mate in one when another
// move avoids it. Full strength is the ordinary search: it finds those itself.
// Each level's strength is measured on one Elo scale with fixed reference players
// (tools/levels/calibrate.py, tools/levels/README.md); a strength between two levels
// (Limits::elo: UCI_Elo, Skill Level) interpolates their limits, the node budget on a log scale.
// All of this runs inside the one search run of search::Searcher (search.cpp): one thread, one
// wait for ponderhit or stop, whatever the level and whichever front asks.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <iterator>
#include <optional>
#include <random>
#include <vector>

#include "core/position.h"
#include "search/search.h"

namespace cotuong::search {

// The quick mate search: mates in up to kQuickMateMoves moves, proven against every defence,
// within kQuickMateNodes positions (a bound on its time).
constexpr int kQuickMateMoves = 3;
constexpr uint64_t kQuickMateNodes = 4'000'000;

// One level as search limits (a row's preset: Level below).
// Invariant: 0 means "no cap of this kind"; margin > 0 only with multipv > 1;
// 0 <= blind_near <= blind_far <= 100.
struct LevelPreset {
  int level;         // for a strength between levels: the level below it (its mate guards)
  int depth;         // plies
  uint64_t nodes;    // nodes of the level's search
  int64_t think_ms;  // the cap per move (Limits::move_cap): a safety cap, far above what the
                     // nodes take
  int multipv;       // candidate lines considered for the random choice
  Value margin;      // a candidate may be this many centipawns below the best
  // The blindness (Blindness): the percentage of captures overlooked from the next square
  // (distance 1) and from the farthest (kBlindFarthest squares or more), in a straight line
  // between. 0 and 0: sees every capture.
  int blind_near;
  int blind_far;
};

// A beginner's blindness: the level's search does not see some captures, its own and the
// opponent's (so it leaves a piece hanging, misses a threat, or passes over a piece it could
// take), and misses them the more often the farther the capturing piece stands from its target,
// as a person who has just learnt the moves watches the pieces next to each other and overlooks
// the rook down an open file or the cannon behind its screen. A capture's distance is the
// larger of its file and rank distances; a cannon's counts kBlindCannonExtra squares more (its
// screen hides it). Which captures go unseen is drawn once per search (a salt from the level's
// random generator, so a seed repeats it): the same capture (from, to) is overlooked everywhere
// in that search's tree, which stays consistent within one move. Evasions of a check are always
// seen, and the mate guards (answer_before_search) run before and above it: a level still plays
// the mate it sees and parries a mate in one. Full strength has none, and its search does not
// pay for it: the worker's blind search is a separate instantiation (worker.h).
class Blindness {
 public:
  static constexpr int kBlindFarthest = 8;
  static constexpr int kBlindCannonExtra = 2;

  Blindness() = default;  // sees every capture
  // near, far: LevelPreset::blind_near and blind_far; salt: which captures (a random number).
  Blindness(int near_percent, int far_percent, uint64_t salt);

  // Returns whether the search overlooks some captures.
  bool active() const { return active_; }
  // Returns whether m, a legal move of pos, is a capture this search overlooks.
  bool overlooks(const Position& pos, Move m) const {
    const Piece victim = pos.piece_on(to_sq(m));
    if (victim == NO_PIECE) return false;
    const Square from = from_sq(m), to = to_sq(m);
    int distance =
        std::max(std::abs(file_of(from) - file_of(to)), std::abs(rank_of(from) - rank_of(to)));
    if (type_of(pos.piece_on(from)) == CANNON) distance += kBlindCannonExtra;
    return draw(m) < threshold_[std::min(distance, kBlindFarthest)];
  }
  // Removes from moves the captures this search overlooks, unless every move is one; none
  // when pos is in check (every evasion is seen).
  void filter(const Position& pos, std::vector<Move>& moves) const;
  // Returns a salt for the transposition table's keys: a blind search keeps its own entries,
  // which no other search (full sight, or another blindness) must trust. 0 when not active.
  Key table_salt() const { return active_ ? salt_ | 1 : 0; }

 private:
  // Returns a number in [0, 65536) fixed for (salt, m): uniform over the moves.
  uint32_t draw(Move m) const {
    uint64_t z = salt_ + uint64_t(m) * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return uint32_t((z ^ (z >> 31)) >> 48);
  }

  uint32_t threshold_[kBlindFarthest + 1] = {};  // by distance: overlooked below it (of 65536)
  uint64_t salt_ = 0;
  bool active_ = false;
};

// The node budget full strength (level 5) had in the calibration: its Elo is measured at this
// budget, and a strength asked at the top of the range (UCI_Elo = kEloMax) plays with it.
constexpr uint64_t kCalibrationNodes = 10'000;

// Takebacks per game without a limit (Level::takebacks).
constexpr int kUnlimitedTakebacks = -1;

// One level, everything about it: what a person meets (its name, the takebacks allowed, how
// widely the engine picks its book moves), what it plays (the search's preset) and what that
// measured. Invariant: takebacks >= 0 or kUnlimitedTakebacks; book_variety >= 1.
struct Level {
  // Its name's message key (src/messages, "level.name.N"): a proper name, the same in every
  // language, which the fronts show ("Trung cấp").
  const char* name_key;
  // Its measured Elo (tools/levels/README.md: anchor ElephantEye at depth 3 = 1500), level 5 at
  // kCalibrationNodes: the range of UCI_Elo and the scale of Skill Level (strength_preset).
  int elo;
  LevelPreset preset;   // how it searches; preset.level is its number
  double book_variety;  // book::Book::pick's variety: 1.0 in proportion to the weights, larger
                        // flatter (a weaker level varies its openings more)
  int takebacks;        // default takebacks per game (kUnlimitedTakebacks: no limit)
};

// The five levels, gentlest first: the one table of everything a level is, which the search, the
// person's game (src/play), the page and the protocols read. Lower levels see less far (depth)
// and fewer positions (nodes); the two lowest choose among a few near-best lines. The node budgets
// bind (a level plays the same on a loaded machine); the think time is only a safety cap.
// Levels 1 and 2 are weak the way a beginner is weak (Blindness), not by random moves: level 1,
// for a person who has just learnt the moves, overlooks 3% of the captures from the next square
// and 17% of those from 8 squares or more (a cannon's counted 2 farther), its own and the
// opponent's, so that it leaves pieces hanging and passes over pieces it could take about as a
// beginner does; level 2 overlooks 1% near and 10% far. Neither overlooks a mate in one or a
// mate-in-one threat (the mate guards). Each percentage point costs much strength at these depths
// (level 2 at 1% and 12% measured about 300 Elo below the same limits without blindness; level 1
// at 4% and 20% measured 657, at 3% and 17% 692): the percentages were set by short matches
// against ElephantEye at depth 1, then by the calibration on both opening sets
// (tools/levels/gentle.conf), which places level 1 at about 700 and level 2 at about 1000.
// Beginners may take back as often as they like, the master level once.
inline constexpr Level kLevels[] = {
    // name key, Elo,
    //   {level, depth, nodes, think ms, multipv, margin, blind near %, blind far %},
    //   book variety, takebacks
    {"level.name.1", 690, {1, 1, 300, 5'000, 3, 50, 3, 17}, 4.0, kUnlimitedTakebacks},
    {"level.name.2", 990, {2, 3, 400, 5'000, 2, 15, 1, 10}, 3.0, kUnlimitedTakebacks},
    {"level.name.3", 1560, {3, 5, 2'500, 5'000, 1, 0, 0, 0}, 2.0, 3},
    {"level.name.4", 1890, {4, 7, 10'000, 10'000, 1, 0, 0, 0}, 1.5, 3},
    {"level.name.5", 2310, {5, 0, 0, 0, 1, 0, 0, 0}, 1.0, 1},
};
static_assert(std::size(kLevels) == kLevelMax - kLevelMin + 1);
static_assert([] {
  for (int i = 0; i < kLevelMax - kLevelMin + 1; ++i)
    if (kLevels[i].preset.level != kLevelMin + i) return false;
  return true;
}());

// Returns a level's row (clamped to 1..5).
constexpr const Level& level_row(int level) {
  return kLevels[std::clamp(level, kLevelMin, kLevelMax) - kLevelMin];
}
// The range of UCI_Elo: level 1's Elo to full strength's.
constexpr int kEloMin = kLevels[0].elo;
constexpr int kEloMax = kLevels[kLevelMax - kLevelMin].elo;

// Returns the preset of a level (clamped to 1..5).
constexpr const LevelPreset& level_preset(int level) { return level_row(level).preset; }
// Returns how widely the engine chooses among book moves at a level (clamped to 1..5): the one
// rule for every front (the console's and the page's level, and the protocol's: the level its
// Elo or skill options play).
constexpr double book_variety(int level) { return level_row(level).book_variety; }
// Returns the limits of a strength on the calibrated scale (clamped to kEloMin..kEloMax): those of
// the two levels around it, interpolated (nodes on a log scale, depth, MultiPV, margin and
// blindness linearly; above level 4 towards full strength with kCalibrationNodes as level 5's
// budget and twice level 4's depth as its horizon, lifted at the top). Its level is the one below,
// so the level's mate guards apply.
LevelPreset strength_preset(int elo);
// Returns the preset a search runs with: its Elo's (Limits::elo > 0) or its level's.
LevelPreset preset_of(const Limits& limits);
// Returns the blindness of a search with these limits (those level_limits returned), its
// captures drawn with rng: none at full strength or where the preset has none (rng untouched).
Blindness blindness_of(const Limits& limits, std::mt19937_64& rng);
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
