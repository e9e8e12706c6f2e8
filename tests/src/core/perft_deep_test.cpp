// Slow perft checks (ctest -L deep): depth 5 for every row, and the start position at depth 6.
#include "core/perft.h"
#include "gtest/gtest.h"
#include "tests/src/core/perft_rows.h"

namespace cotuong {
namespace {

class DeepPerftRow : public ::testing::TestWithParam<PerftCase> {};

TEST_P(DeepPerftRow, MatchesPublishedCount) {
  const PerftCase& c = GetParam();
  absl::StatusOr<Position> pos = Position::from_fen(c.fen);
  ASSERT_TRUE(pos.ok()) << pos.status();
  EXPECT_EQ(perft(*pos, c.depth), c.nodes) << c.fen;
}

INSTANTIATE_TEST_SUITE_P(Depth5, DeepPerftRow, ::testing::ValuesIn(load_perft_rows(5, 5)),
                         [](const auto& info) { return info.param.name; });

TEST(DeepPerft, StartPositionDepth6) {
  Position pos = Position::start();
  EXPECT_EQ(perft(pos, 6), 5392831844ULL);
}

}  // namespace
}  // namespace cotuong
