// Perft as data: every row of tests/data/perft.tsv (published, cross-checked counts).
#include "core/perft.h"

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/movegen.h"
#include "gtest/gtest.h"
#include "tests/src/core/perft_rows.h"

namespace cotuong {
namespace {

class PerftRow : public ::testing::TestWithParam<PerftCase> {};

TEST_P(PerftRow, MatchesPublishedCount) {
  const PerftCase& c = GetParam();
  absl::StatusOr<Position> pos = Position::from_fen(c.fen);
  ASSERT_TRUE(pos.ok()) << pos.status();
  const std::string before = pos->fen();
  EXPECT_EQ(perft(*pos, c.depth), c.nodes) << c.fen << " depth " << c.depth;
  EXPECT_EQ(pos->fen(), before) << "perft must leave the position unchanged";
}

INSTANTIATE_TEST_SUITE_P(UpToDepth4, PerftRow, ::testing::ValuesIn(load_perft_rows(1, 4)),
                         [](const auto& info) { return info.param.name; });

TEST(Perft, DivideSumsToTotal) {
  Position pos = Position::start();
  uint64_t sum = 0;
  auto rows = perft_divide(pos, 3);
  EXPECT_EQ(rows.size(), 44u);
  for (auto [m, n] : rows) sum += n;
  EXPECT_EQ(sum, 79666u);
}

}  // namespace
}  // namespace cotuong
