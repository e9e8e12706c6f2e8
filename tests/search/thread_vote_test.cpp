// Lazy SMP's answer: with several threads, the move the search plays comes from their vote.
#include "search/thread_vote.h"

#include <gtest/gtest.h>

namespace cotuong::search {
namespace {

// Three opening moves: cannon b2-e2, cannon h2-e2, horse b0-c2.
constexpr Move kA = make_move(make_square(1, 2), make_square(4, 2)),
               kB = make_move(make_square(7, 2), make_square(4, 2)),
               kC = make_move(make_square(1, 0), make_square(2, 2));

TEST(ThreadVote, OneThreadAnswersAlone) { EXPECT_EQ(vote_best_thread({{kA, 30, 12}}), 0u); }

TEST(ThreadVote, ThreadsThatAgreeOutvoteOneDeeperThread) {
  // Two threads at depth 14 agree on A; one reached depth 15 with B and a slightly better score.
  EXPECT_EQ(vote_best_thread({{kA, 20, 14}, {kB, 24, 15}, {kA, 20, 14}}), 0u);
  // Alone against one of them, the deeper and better thread wins.
  EXPECT_EQ(vote_best_thread({{kA, 20, 14}, {kB, 24, 15}}), 1u);
}

TEST(ThreadVote, AMuchBetterScoreOutweighsNumbers) {
  // B found a win of material the others have not seen yet.
  EXPECT_EQ(vote_best_thread({{kA, 10, 14}, {kA, 12, 14}, {kB, 300, 14}}), 2u);
}

TEST(ThreadVote, ThreadsWithoutACompletedIterationDoNotVote) {
  EXPECT_EQ(vote_best_thread({{kA, VALUE_NONE, 0}, {kB, 5, 3}}), 1u);
  EXPECT_EQ(vote_best_thread({{kA, 5, 3}, {kB, 900, 0}, {kB, 900, 0}}), 0u);
}

TEST(ThreadVote, AProvenWinTakesTheFastestMate) {
  EXPECT_EQ(
      vote_best_thread({{kA, 50, 20}, {kB, mate_in(9), 12}, {kC, mate_in(5), 10}, {kA, 50, 20}}),
      2u);
}

TEST(ThreadVote, AThreadThatSeesItselfMatedGivesWay) {
  EXPECT_EQ(vote_best_thread({{kA, mated_in(6), 18}, {kB, -400, 12}}), 1u);
}

TEST(ThreadVote, EqualVotesGoToTheHeavierThread) {
  // Both vote for A; the deeper one's line is the one to report.
  EXPECT_EQ(vote_best_thread({{kA, 20, 13}, {kA, 20, 14}}), 1u);
}

}  // namespace
}  // namespace cotuong::search
