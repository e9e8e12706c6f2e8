// The search's tunable constants as options (search/tunables.h): the tuning engine's protocol
// announces them in both dialects, takes values within their ranges only, and its searches follow
// them; the engine's announces none and refuses them as unknown options (its search is compiled
// with the defaults). Built twice: protocol_tuning_tests and protocol_tuning_engine_tests.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "protocol/engine.h"
#include "search/tunables.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;

// Returns the line of `lines` starting with prefix, or "".
std::string line_starting(const Lines& lines, const std::string& prefix) {
  for (const std::string& l : lines)
    if (absl::StartsWith(l, prefix)) return l;
  return "";
}

// Returns the node count of the last `info depth` line of a search's output.
std::string last_nodes(const Lines& lines) {
  std::string nodes;
  for (const std::string& l : lines) {
    size_t at = l.find(" nodes ");
    if (absl::StartsWith(l, "info depth") && at != std::string::npos)
      nodes = l.substr(at + 7, l.find(' ', at + 7) - at - 7);
  }
  return nodes;
}

// Returns the nodes of a fixed-depth search of a middlegame position (no book).
std::string search_nodes(Harness& h) {
  h.exchange("position fen r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w");
  return last_nodes(h.exchange("go depth 8", "bestmove"));
}

// Returns the "total nodes" line of a depth-6 bench (waiting for its last line, "nps").
std::string bench_nodes(Harness& h) {
  return line_starting(h.exchange("bench 6", "nps "), "total nodes");
}

TEST(TuningOptions, AnnouncedAndSetOnlyInATuningBuild) {
  Harness u(make_search_backend());
  Lines uci = u.exchange("uci");
  Harness c(make_search_backend());
  Lines ucci = c.exchange("ucci");
  for (const search::TunableDef& t : search::kTunableDefs) {
    const std::string name(t.name);
    const std::string uci_line = absl::StrCat("option name ", name, " type spin default ",
                                              t.default_value, " min ", t.min, " max ", t.max);
    const std::string ucci_line = absl::StrCat("option ", name, " type spin min ", t.min, " max ",
                                               t.max, " default ", t.default_value);
    if (search::kTuningBuild) {
      EXPECT_NE(line_starting(uci, uci_line), "") << name;
      EXPECT_NE(line_starting(ucci, ucci_line), "") << name;
    } else {
      EXPECT_EQ(line_starting(uci, "option name " + name + " "), "") << name;
      EXPECT_EQ(line_starting(ucci, "option " + name + " "), "") << name;
    }
  }
  const Lines set = u.exchange("setoption name RfpMargin value 100");
  if (search::kTuningBuild) {
    EXPECT_TRUE(set.empty());
    EXPECT_EQ(u.session().engine().options().tunables.RfpMargin, 100);
    // Out of range: an error naming the range, and the value stays.
    Lines bad = u.exchange("setoption name rfpmargin value 999");
    ASSERT_EQ(bad.size(), 1u);
    EXPECT_TRUE(absl::StrContains(bad[0], "is not a number from 30 to 200")) << bad[0];
    EXPECT_EQ(u.session().engine().options().tunables.RfpMargin, 100);
  } else {
    ASSERT_EQ(set.size(), 1u);
    EXPECT_TRUE(absl::StrContains(set[0], "unknown option")) << set[0];
  }
}

TEST(TuningOptions, ATuningBuildsSearchFollowsTheValues) {
  if (!search::kTuningBuild) GTEST_SKIP() << "a normal build's search has the defaults built in";
  Harness h(make_search_backend());
  h.exchange("uci");
  h.exchange("setoption name OwnBook value false");
  const std::string defaults = search_nodes(h);
  ASSERT_NE(defaults, "");
  const std::string bench_defaults = bench_nodes(h);
  ASSERT_NE(bench_defaults, "");
  h.exchange("setoption name Clear Hash");
  EXPECT_EQ(search_nodes(h), defaults);  // deterministic with a cleared table
  // Almost no pruning margins: the same search takes a different number of nodes.
  h.exchange("setoption name RfpMargin value 200");
  h.exchange("setoption name FutilityBase value 250");
  h.exchange("setoption name SeeCaptureMargin value 400");
  h.exchange("setoption name Clear Hash");
  EXPECT_NE(search_nodes(h), defaults);
  // bench runs a searcher of its own: it follows the values too.
  EXPECT_NE(bench_nodes(h), bench_defaults);
  // Back to the defaults: back to the same search.
  const search::Tunables d = search::kDefaultTunables;
  h.exchange(absl::StrCat("setoption name RfpMargin value ", d.RfpMargin));
  h.exchange(absl::StrCat("setoption name FutilityBase value ", d.FutilityBase));
  h.exchange(absl::StrCat("setoption name SeeCaptureMargin value ", d.SeeCaptureMargin));
  h.exchange("setoption name Clear Hash");
  EXPECT_EQ(search_nodes(h), defaults);
  EXPECT_EQ(bench_nodes(h), bench_defaults);
}

}  // namespace
}  // namespace cotuong::protocol::testing
