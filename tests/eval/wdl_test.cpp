// The win/draw/loss model behind UCI_ShowWDL: per-mille figures that sum to 1000, rise with the
// score, read a level score as even chances, and a mate as a result.
#include "eval/wdl.h"

#include <gtest/gtest.h>

#include "eval/eval.h"
#include "tests/fen_position.h"

namespace cotuong::eval {
namespace {

TEST(Wdl, SumsToOneThousandEverywhere) {
  for (int phase = -5; phase <= kPhaseMax + 5; ++phase)
    for (Value x = -3000; x <= 3000; x += 7) {
      Wdl r = wdl(x, phase);
      EXPECT_EQ(r.win + r.draw + r.loss, 1000) << x << " at phase " << phase;
      EXPECT_GE(r.win, 0);
      EXPECT_GE(r.draw, 0);
      EXPECT_GE(r.loss, 0);
    }
}

TEST(Wdl, WinRisesAndLossFallsWithTheScore) {
  for (int phase = 0; phase <= kPhaseMax; ++phase) {
    Wdl before = wdl(-3000, phase);
    for (Value x = -2999; x <= 3000; ++x) {
      Wdl r = wdl(x, phase);
      EXPECT_GE(r.win, before.win) << x << " at phase " << phase;
      EXPECT_LE(r.loss, before.loss) << x << " at phase " << phase;
      before = r;
    }
    // The figures span the whole range: a rook up is nearly won, a rook down nearly lost.
    EXPECT_GE(wdl(2000, phase).win, 950) << phase;
    EXPECT_GE(wdl(-2000, phase).loss, 950) << phase;
  }
}

TEST(Wdl, AnEvenScoreGivesEvenChancesMostlyADraw) {
  for (int phase = 0; phase <= kPhaseMax; ++phase) {
    Wdl r = wdl(0, phase);
    EXPECT_EQ(r.win, r.loss) << phase;
    EXPECT_GT(r.draw, r.win) << phase;  // self-play draws most level games
    // Colour symmetry: the other side's view of a score is its mirror.
    for (Value x : {13, 50, 120, 333, 800}) {
      Wdl up = wdl(x, phase), down = wdl(-x, phase);
      EXPECT_EQ(up.win, down.loss) << x;
      EXPECT_EQ(up.loss, down.win) << x;
    }
  }
}

TEST(Wdl, MateScoresAreResults) {
  EXPECT_EQ(wdl(mate_in(5), 20), (Wdl{1000, 0, 0}));
  EXPECT_EQ(wdl(mated_in(4), 20), (Wdl{0, 0, 1000}));
}

TEST(Wdl, ThePositionGivesThePhase) {
  const Position start = Position::start();
  EXPECT_EQ(wdl(150, start), wdl(150, phase(start)));
  const Position bare = testing::fen_position("3k5/9/9/4P4/9/9/9/9/9/4K4 w - - 0 1");
  EXPECT_EQ(wdl(150, bare), wdl(150, 0));
}

}  // namespace
}  // namespace cotuong::eval
