// Insufficient material (tests/data/insufficient-material.tsv): per side, and the game draw
// when neither side can win.
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "rules/material.h"
#include "tests/src/rules/test_game.h"

namespace cotuong::rules {
namespace {

TEST(MaterialData, EveryRowGivesTheExpectedDrawOrNoDraw) {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/insufficient-material.tsv");
  std::string line;
  int rows = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = absl::StrSplit(line, '\t');
    ASSERT_GE(f.size(), 3u) << line;
    SCOPED_TRACE(line);
    // Syntax only: the "K vs K" row has the kings facing, which no game can reach.
    absl::StatusOr<Position> pos = Position::parse_fen(f[0]);
    ASSERT_TRUE(pos.ok()) << pos.status();
    bool red = f[1] == "true", black = f[2] == "true";
    EXPECT_EQ(has_insufficient_material(*pos, RED), red);
    EXPECT_EQ(has_insufficient_material(*pos, BLACK), black);
    EXPECT_EQ(neither_side_can_win(*pos), red && black);
    ++rows;
    if (!Position::from_fen(f[0]).ok()) continue;
    Arbiter game(*pos);
    Verdict v = game.verdict();
    if (red && black) {
      EXPECT_EQ(v.result, GameResult::kDraw);
      EXPECT_EQ(v.rule, "insufficient-material");
    } else {
      EXPECT_NE(v.rule, "insufficient-material");
    }
  }
  EXPECT_EQ(rows, 7);
}

}  // namespace
}  // namespace cotuong::rules
