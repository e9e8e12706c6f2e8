// Elo, error bars, LOS and SPRT against hand-computed values and published tool outputs.
#include "stats.h"

#include <cmath>

#include "gtest/gtest.h"

namespace cotuong::match {
namespace {

TEST(Stats, EloOfAScoreFollowsTheLogisticCurve) {
  // Hand-computed: 60% -> -400*log10(1/0.6 - 1) = 70.44; 75% -> 400*log10(3) = 190.85.
  EXPECT_NEAR(elo_from_score(0.6), 70.44, 0.01);
  EXPECT_NEAR(elo_from_score(0.75), 190.85, 0.01);
  EXPECT_NEAR(elo_from_score(0.5), 0.0, 1e-9);
  EXPECT_NEAR(score_from_elo(elo_from_score(0.3)), 0.3, 1e-12);
}

TEST(Stats, HandComputedTrinomialInterval) {
  // 6 wins, 2 draws, 2 losses: score 0.7; per-game variance
  // (6*0.09 + 2*0.04 + 2*0.49)/10 = 0.16; stderr sqrt(0.016) = 0.12649;
  // interval 0.7 -+ 1.96*0.12649 = [0.45208, 0.94792] -> Elo [-33.40, 504.03], half 268.72.
  Trinomial t{6, 2, 2};
  EloEstimate e = estimate(t);
  EXPECT_NEAR(e.elo, 147.19, 0.01);
  EXPECT_NEAR(e.margin, 268.72, 0.01);
  // LOS = 0.5 * (1 + erf((6 - 2) / sqrt(2 * 8))) = 0.5 * (1 + erf(1)) = 0.92135.
  EXPECT_NEAR(e.los, 0.92135, 1e-5);
}

TEST(Stats, MatchesCutechessOutput) {
  // Published cutechess-cli result (github.com/JoAnnP38/Pedantic pull request 8):
  // "Score of Pedantic 0.2A vs Pedantic 0.2B: 332 - 316 - 352 [0.508] 1000
  //  Elo difference: 5.6 +/- 17.3, LOS: 73.5 %".
  EloEstimate e = estimate(Trinomial{332, 352, 316});
  EXPECT_NEAR(e.elo, 5.6, 0.05);
  EXPECT_NEAR(e.margin, 17.3, 0.05);
  EXPECT_NEAR(100 * e.los, 73.5, 0.05);
}

TEST(Stats, MatchesFastchessPentanomialOutput) {
  // Published fastchess result (github.com/Disservin/fastchess issue 807):
  // "Elo: -168.40 +/- 73.37 ... Games: 120, Wins: 30, Losses: 84, Draws: 6,
  //  Ptnml(0-2): [30, 6, 18, 0, 6]".
  Pentanomial p;
  p.pairs = {30, 6, 18, 0, 6};
  EloEstimate e = estimate(p);
  EXPECT_NEAR(e.elo, -168.40, 0.005);
  EXPECT_NEAR(e.margin, 73.37, 0.005);
}

TEST(Stats, PentanomialCountsPairsByPairScore) {
  Pentanomial p;
  p.add(1, 1);      // WW
  p.add(1, 0);      // WL
  p.add(0.5, 0.5);  // DD
  p.add(0, 0.5);    // LD
  EXPECT_EQ(p.pairs, (std::array<int, 5>{0, 1, 2, 0, 1}));
}

TEST(Stats, SprtMatchesCutechessLogisticLlr) {
  // Published in github.com/cutechess/cutechess issue 543: 880 - 759 - 1863 with
  // -sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 gives "llr 2.95, lbound -2.94, ubound 2.94 -
  // H1 was accepted" (confirmed there by sprt_elo.py --logistic: 2.95).
  SprtSettings s{0, 5, 0.05, 0.05, true};
  SprtState st = sprt(Trinomial{880, 1863, 759}, s);
  EXPECT_NEAR(st.llr, 2.95, 0.005);
  EXPECT_NEAR(st.lower, -2.94, 0.005);
  EXPECT_NEAR(st.upper, 2.94, 0.005);
  EXPECT_EQ(st.decision, SprtState::Decision::kAcceptH1);
}

TEST(Stats, HandComputedPentanomialSprt) {
  // Pairs [0, 10, 20, 30, 0]: mean pair score (10*0.25 + 20*0.5 + 30*0.75)/60 = 0.58333;
  // variance (10*0.1111 + 20*0.00694 + 30*0.02778)/60 = 0.034722.
  // s0 = 0.5, s1 = 1/(1+10^(-10/400)) = 0.514387; LLR = 60*(s1-s0)*(2m-s0-s1)/(2 var)
  // = 60*0.0143872*0.1522795/0.0694444 = 1.8929; with Fishtest's regularisation (empty
  // cells count 1e-3) 1.8924.
  Pentanomial p;
  p.pairs = {0, 10, 20, 30, 0};
  SprtState st = sprt(p, SprtSettings{0, 10, 0.05, 0.05, true});
  EXPECT_NEAR(st.llr, 1.8924, 0.0001);
  EXPECT_EQ(st.decision, SprtState::Decision::kContinue);
  // Three times the data at the same rate crosses the upper bound.
  p.pairs = {0, 30, 60, 90, 0};
  EXPECT_EQ(sprt(p, SprtSettings{0, 10, 0.05, 0.05, true}).decision,
            SprtState::Decision::kAcceptH1);
  // A clearly losing record accepts H0.
  p.pairs = {30, 60, 30, 0, 0};
  EXPECT_EQ(sprt(p, SprtSettings{0, 10, 0.05, 0.05, true}).decision,
            SprtState::Decision::kAcceptH0);
}

}  // namespace
}  // namespace cotuong::match
