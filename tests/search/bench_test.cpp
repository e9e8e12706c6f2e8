// The bench must be reproducible: the same binary gives the same node count every run, and the
// count recorded here changes only with a deliberate change of search or evaluation (commit
// messages quote it as "Bench: <nodes>" of `cotuong bench`).
#include <gtest/gtest.h>

#include "search/bench.h"

namespace cotuong::search {
namespace {

// Node count of the bench at depth 6; update together with search/eval changes.
constexpr uint64_t kBenchDepth6Nodes = 32146;

TEST(Bench, SameNodeCountEveryRunAndAsRecorded) {
  uint64_t first = bench(6);
  uint64_t second = bench(6);
  EXPECT_EQ(first, second);
  EXPECT_EQ(first, kBenchDepth6Nodes) << "bench changed: update kBenchDepth6Nodes if intended";
}

}  // namespace
}  // namespace cotuong::search
