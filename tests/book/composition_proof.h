// The mate prover's check of a composition's stated win, shared by the default suite (the short
// wins) and the deep suite (the rest).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>

#include "book/compositions.h"
#include "search/mate_solver.h"

namespace cotuong::book {

// Wins this short are proven in the default suite (each well under a second), longer ones in the
// deep suite.
constexpr int kQuickMateMoves = 5;

// Expects the mate prover to find the attacker's shortest mate in exactly c.mate_in moves, with
// the solution's first move among the moves that mate in that many.
inline void expect_win_proven(const Composition& c) {
  SCOPED_TRACE(c.title());
  search::MateProblem problem;
  problem.max_moves = c.mate_in;
  search::MateSolution s = search::solve_mate(c.position, problem);
  ASSERT_TRUE(s.complete);
  EXPECT_EQ(s.moves, c.mate_in);
  EXPECT_NE(std::find(s.mating_moves.begin(), s.mating_moves.end(), c.solution.at(0)),
            s.mating_moves.end());
}

}  // namespace cotuong::book
