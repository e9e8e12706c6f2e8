// The search statistics' report: every counter on a line of its own, and the ratios that
// compare searches computed from them (a wrong ratio would mislead a comparison with another
// engine); in a normal build the search counts nothing.
#include "search/search_stats.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/position.h"
#include "search/search.h"

namespace cotuong::search {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;

TEST(SearchStats, TheReportHasEveryCounterAndTheRatiosBetweenThem) {
  SearchStats s;
  s.add(Stat::PvNodes, 10);
  s.add(Stat::CutNodes, 60);
  s.add(Stat::AllNodes, 30);
  s.add(Stat::QsNodes, 300);  // 300 of 400 nodes
  s.add(Stat::TtProbes, 100);
  s.add(Stat::TtHits, 40);
  s.add(Stat::TtCutoffs, 20);
  s.add(Stat::MoveLoops, 50);
  s.add(Stat::FailHighs, 40);
  s.add(Stat::FailHighs1, 36);
  s.add(Stat::FailHighs2, 4);
  s.add(Stat::FailLows, 8);
  s.add(Stat::MovesSearched, 175);
  s.add(Stat::LmrSearches, 70);
  s.add(Stat::LmrPlies, 105);
  s.add(Stat::NullTries, 8);
  s.add(Stat::NullCutoffs, 6);
  const std::vector<std::string> lines = format_stats(s);
  EXPECT_EQ(lines.size(), size_t(Stat::kCount) + 11);
  EXPECT_THAT(lines[int(Stat::QsNodes)], HasSubstr("300"));
  EXPECT_THAT(lines, Contains(HasSubstr("quiescence share of nodes     75.0%")));
  EXPECT_THAT(lines, Contains(HasSubstr("table hits, main / quiescence 40.0% / -")));
  EXPECT_THAT(lines, Contains(HasSubstr("fail-highs on the first move  90.0% (later: 10.0%)")));
  EXPECT_THAT(lines, Contains(HasSubstr("moves searched per move loop  3.50 (fail-high 80.0%, "
                                        "fail-low 16.0%)")));
  EXPECT_THAT(lines, Contains(HasSubstr("null-move success             75.0%")));
  EXPECT_THAT(lines, Contains(HasSubstr("reduced moves, mean reduction 40.0%, 1.50 plies")));
  // 6 null-move cut-offs among the 80 nodes that went past the table.
  EXPECT_THAT(lines, Contains(HasSubstr("pruned before the move loop   7.5% of nodes")));
}

TEST(SearchStats, ASearchCountsItsNodesOnlyInAStatisticsBuild) {
  Searcher searcher;
  searcher.set_threads(1);
  Limits limits;
  limits.depth = 6;
  const Result r = searcher.search_sync(Position::start(), limits);
  const SearchStats s = searcher.stats();
  const uint64_t counted =
      s[Stat::PvNodes] + s[Stat::CutNodes] + s[Stat::AllNodes] + s[Stat::QsNodes];
  if (!kSearchStatsBuild) {
    EXPECT_EQ(counted, 0u);
    return;
  }
  // Every node the search reports is entered at least once; a node is entered again by the
  // searches that repeat it (the root's iterations, re-searches, the singular and ProbCut ones).
  EXPECT_GE(counted, r.nodes);
  EXPECT_LE(counted, r.nodes + s[Stat::LmrResearches] + s[Stat::PvResearches] +
                         s[Stat::SingularSearches] + s[Stat::ProbcutTries] + 50);
  EXPECT_GT(s[Stat::FailHighs1], s[Stat::FailHighs] / 2);  // the move ordering works
}

}  // namespace
}  // namespace cotuong::search
