// The engine (engine.h): when it offers or accepts a draw and when it resigns
// (`bestmove m draw|resign`, DrawPolicy).
#include "protocol/engine.h"

#include <gtest/gtest.h>

namespace cotuong::protocol {
namespace {

// A search result with a best move and the given score and depth.
search::Result result(Value score, int depth) {
  search::Result r;
  r.best = *parse_ucci(Position::start(), "h2e2");
  r.score = score;
  r.depth = depth;
  return r;
}

const Position kStart = Position::start();

TEST(DrawPolicy, AnOfferedDrawIsAcceptedOnlyWhenTheScoreIsNoBetterThanEqual) {
  DrawPolicy p;
  EXPECT_TRUE(p.decide(kStart, result(kAcceptDrawScore, 12), true).draw);
  EXPECT_TRUE(p.decide(kStart, result(-300, 12), true).draw);
  EXPECT_FALSE(p.decide(kStart, result(kAcceptDrawScore + 1, 12), true).draw);
  EXPECT_FALSE(p.decide(kStart, result(-300, 12), false).draw);  // nobody offered
}

TEST(DrawPolicy, ADrawIsOfferedWhenNeitherSideCanMate) {
  DrawPolicy p;
  Position bare = *Position::from_fen("3akab2/9/4b4/9/9/9/9/4B4/4A4/3AK4 w - - 0 1");
  EXPECT_TRUE(p.decide(bare, result(150, 3), false).draw);
  // One pawn left is attacking material: no offer.
  Position pawn = *Position::from_fen("3akab2/9/4b4/9/9/9/4P4/4B4/4A4/3AK4 w - - 0 1");
  EXPECT_FALSE(p.decide(pawn, result(150, 3), false).draw);
}

TEST(DrawPolicy, AProvenDrawScoreLongAfterTheLastCaptureIsOffered) {
  DrawPolicy p;
  Position quiet = *Position::from_fen(
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 40 30");
  ASSERT_EQ(quiet.plies_since_capture(), kOfferDrawQuietPlies);
  EXPECT_TRUE(p.decide(quiet, result(VALUE_DRAW, kOfferDrawDepth), false).draw);
  EXPECT_FALSE(p.decide(quiet, result(VALUE_DRAW, kOfferDrawDepth - 1), false).draw);
  EXPECT_FALSE(p.decide(quiet, result(1, kOfferDrawDepth), false).draw);
  Position fresh = *Position::from_fen(
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 39 30");
  EXPECT_FALSE(p.decide(fresh, result(VALUE_DRAW, kOfferDrawDepth), false).draw);
}

TEST(DrawPolicy, AProvenMateAgainstUsResignsAtOnceAndNeverOffersADraw) {
  DrawPolicy p;
  DrawDecision d = p.decide(kStart, result(mated_in(6), 8), true);
  EXPECT_TRUE(d.resign);
  EXPECT_FALSE(d.draw);
}

TEST(DrawPolicy, ALostScoreResignsOnlyAfterEnoughDeepSearchesInARow) {
  DrawPolicy p;
  for (int i = 0; i < kResignMoves - 1; ++i)
    EXPECT_FALSE(p.decide(kStart, result(kResignScore, kResignDepth), false).resign);
  // A shallow search is not counted, whatever its score.
  EXPECT_FALSE(p.decide(kStart, result(kResignScore - 1000, kResignDepth - 1), false).resign);
  EXPECT_TRUE(p.decide(kStart, result(kResignScore, kResignDepth), false).resign);

  DrawPolicy q;  // one better score in between breaks the run
  q.decide(kStart, result(kResignScore, kResignDepth), false);
  q.decide(kStart, result(kResignScore + 1, kResignDepth), false);
  for (int i = 0; i < kResignMoves - 1; ++i)
    EXPECT_FALSE(q.decide(kStart, result(kResignScore, kResignDepth), false).resign);
  q.reset();  // a new game forgets the old one
  EXPECT_FALSE(q.decide(kStart, result(kResignScore, kResignDepth), false).resign);
}

TEST(DrawPolicy, NoMoveMeansNoDecision) {
  DrawPolicy p;
  search::Result none = result(mated_in(0), 1);
  none.best = MOVE_NONE;
  DrawDecision d = p.decide(kStart, none, true);
  EXPECT_FALSE(d.draw);
  EXPECT_FALSE(d.resign);
}

}  // namespace
}  // namespace cotuong::protocol
