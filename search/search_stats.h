// Where a search's nodes go: node kinds, transposition-table hits and replacements, cut-offs by
// move number, pruning, reductions and extensions. For comparing the search with other engines
// and with its own variants (tools/match/depth_vs.py gives the other half: nodes per depth).
// Counted only in a statistics build (cmake -DCOTUONG_SEARCH_STATS=ON), whose bench prints them;
// in a normal build every count folds away and the search is unchanged, bench nodes included.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cotuong::search {

// X(Name, what it counts).
#define COTUONG_SEARCH_STAT_LIST(X)                                                          \
  X(PvNodes, "main-search nodes on the principal variation (the root included)")             \
  X(CutNodes, "main-search nodes off it, expected to fail high")                             \
  X(AllNodes, "main-search nodes off it, expected to fail low")                              \
  X(QsNodes, "quiescence nodes")                                                             \
  X(TtProbes, "main-search table probes")                                                    \
  X(TtHits, "main-search probes that found their position")                                  \
  X(TtCutoffs, "main-search nodes answered by the table")                                    \
  X(QsTtProbes, "quiescence table probes")                                                   \
  X(QsTtHits, "quiescence probes that found their position")                                 \
  X(QsTtCutoffs, "quiescence nodes answered by the table")                                   \
  X(TtStores, "stores")                                                                      \
  X(TtStoresKept, "stores dropped: a deeper entry of the position kept")                     \
  X(TtEvictions, "stores that overwrote another position's bound of this search")            \
  X(TtEvictionsEval, "stores that overwrote another position's evaluation-only entry")       \
  X(TtEvictionsOld, "stores that overwrote another position's entry of an earlier search")   \
  X(RfpCutoffs, "reverse futility cut-offs")                                                 \
  X(NullTries, "null-move searches")                                                         \
  X(NullCutoffs, "null-move cut-offs")                                                       \
  X(NullVerifyFails, "null-move fail-highs that the verification search refuted")            \
  X(ProbcutTries, "ProbCut captures searched")                                               \
  X(ProbcutCutoffs, "ProbCut cut-offs")                                                      \
  X(IirReductions, "internal iterative reductions (no hash move)")                           \
  X(MoveLoops, "main-search nodes that searched at least one move")                          \
  X(FailHighs, "main-search nodes that failed high in the move loop")                        \
  X(FailHighs1, "... on their first move")                                                   \
  X(FailHighs2, "... on their second move")                                                  \
  X(FailHighs3To4, "... on their third or fourth move")                                      \
  X(FailHighs5To8, "... on moves five to eight")                                             \
  X(FailHighsLater, "... on a later move")                                                   \
  X(FailLows, "main-search nodes whose moves all failed low")                                \
  X(MovesSearched, "main-search moves searched")                                             \
  X(MoveCountSkips, "nodes whose remaining quiet moves were skipped by move count")          \
  X(FutilityPrunes, "quiet moves pruned by futility")                                        \
  X(HistoryPrunes, "quiet moves pruned by history")                                          \
  X(SeeQuietPrunes, "quiet moves pruned by exchange loss")                                   \
  X(SeeCapturePrunes, "captures pruned by exchange loss")                                    \
  X(SingularSearches, "singular-extension verification searches")                            \
  X(SingularExtensions, "singular extensions")                                               \
  X(MultiCuts, "multi-cut returns of the singular search")                                   \
  X(CheckExtensions, "check extensions")                                                     \
  X(LmrSearches, "reduced searches")                                                         \
  X(LmrPlies, "plies of reduction, summed")                                                  \
  X(LmrResearches, "reduced searches that beat alpha and were searched again at full depth") \
  X(LmrResearchesHeld, "... whose full-depth search beat alpha too")                         \
  X(PvResearches, "null-window searches at PV nodes searched again with the full window")    \
  X(QsStandPats, "quiescence nodes that stood pat at or above beta")                         \
  X(QsDeltaPrunes, "quiescence captures pruned by delta")                                    \
  X(QsSeePrunes, "quiescence captures pruned by exchange loss")                              \
  X(QsEvasionPrunes, "quiescence quiet evasions pruned past the second")

// One counter per statistic.
enum class Stat {
#define COTUONG_STAT_ENUM(name, what) name,
  COTUONG_SEARCH_STAT_LIST(COTUONG_STAT_ENUM)
#undef COTUONG_STAT_ENUM
      kCount
};

// Whether this build counts (cmake -DCOTUONG_SEARCH_STATS=ON).
#ifdef COTUONG_SEARCH_STATS
inline constexpr bool kSearchStatsBuild = true;
#else
inline constexpr bool kSearchStatsBuild = false;
#endif

// Counters of one thread or summed over several; all zero in a normal build.
struct SearchStats {
  uint64_t count[int(Stat::kCount)] = {};

  uint64_t operator[](Stat s) const { return count[int(s)]; }
  void add(Stat s, uint64_t n = 1) { count[int(s)] += n; }
  SearchStats& operator+=(const SearchStats& other) {
    for (int i = 0; i < int(Stat::kCount); ++i) count[i] += other.count[i];
    return *this;
  }
};

// Returns a report of `stats`, one line each: every counter, then the ratios that compare
// searches (quiescence share, table hit and eviction rates, first-move cut-off rate, pruning and
// reductions per node, the branching of the move loop).
std::vector<std::string> format_stats(const SearchStats& stats);

}  // namespace cotuong::search
