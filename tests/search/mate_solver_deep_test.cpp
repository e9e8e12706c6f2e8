// The whole cờ thế set of tests/data/cothe.tsv, each puzzle proven with the right N and the
// complete set of mating first moves (deep suite: the longest take seconds each).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "core/movegen.h"
#include "search/mate_solver.h"

namespace cotuong::search {
namespace {

TEST(CotheSetDeep, EveryPuzzleIsProven) {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/cothe.tsv");
  std::string line;
  int count = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols = absl::StrSplit(line, '\t');
    int n = 0;
    ASSERT_TRUE(absl::SimpleAtoi(cols.at(1), &n)) << line;
    std::vector<std::string> expected = absl::StrSplit(cols.at(3), ' ');
    std::sort(expected.begin(), expected.end());
    MateProblem problem;
    problem.max_moves = 12;
    problem.checks_only = cols.at(2) == "1";
    MateSolution s = solve_mate(*Position::from_fen(cols[0]), problem);
    ASSERT_TRUE(s.complete) << line;
    EXPECT_EQ(s.moves, n) << line;
    std::vector<std::string> got;
    for (Move m : s.mating_moves) got.push_back(to_ucci(m));
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, expected) << line;
    ++count;
  }
  EXPECT_GE(count, 30);
}

}  // namespace
}  // namespace cotuong::search
