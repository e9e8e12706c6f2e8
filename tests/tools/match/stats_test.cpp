// Elo, error bars, LOS and SPRT against hand-computed values and published tool outputs.
#include "tools/match/stats.h"

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

TEST(Stats, HandComputedTrinomialSprt) {
  // 2 wins, 1 draw, 1 loss: observed p = (L 1/4, D 1/4, W 1/2), mean 0.625.
  // H0 elo 0 (s0 = 1/2): the closest distribution p_i / (1 + l (v_i - 1/2)) with mean 1/2 needs
  // -1/8 / (1 - l/2) + 1/4 / (1 + l/2) = 0 -> l = 2/3 -> p0 = (3/8, 1/4, 3/8).
  // H1 at the observed mean (elo1 = 400 log10(5/3) = 88.736): p1 = p.
  // LLR = 4 * (1/4 log(2/3) + 1/4 log 1 + 1/2 log(4/3)) = log(32/27) = 0.169899.
  SprtState st =
      sprt(Trinomial{2, 1, 1}, SprtSettings{0, 400 * std::log10(5.0 / 3), 0.05, 0.05, true});
  EXPECT_NEAR(st.llr, std::log(32.0 / 27), 1e-6);
  // Equal hypotheses carry no evidence.
  EXPECT_NEAR(sprt(Trinomial{2, 1, 1}, SprtSettings{50, 50, 0.05, 0.05, true}).llr, 0.0, 1e-9);
}

TEST(Stats, PentanomialSprt) {
  // Pairs [0, 10, 20, 30, 0] against elo 0 / 10: mean pair score 0.5833. Value from an
  // independent script of the same method (Fishtest's LLRcalc.LLR_logistic: regularised
  // counts, MLE distributions by the secular equation): 1.5869.
  Pentanomial p;
  p.pairs = {0, 10, 20, 30, 0};
  SprtState st = sprt(p, SprtSettings{0, 10, 0.05, 0.05, true});
  EXPECT_NEAR(st.llr, 1.5869, 0.001);
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

TEST(Stats, OneSidedRecordsNeedManyPairs) {
  // All pairs won: the normal approximation would see zero variance and decide at once;
  // the likelihood method gains log(s1/s0) per pair at most (0.0575 for elo -10 / +10).
  Pentanomial p;
  p.pairs = {0, 0, 0, 0, 1};
  SprtSettings s{-10, 10, 0.05, 0.05, true};
  EXPECT_NEAR(sprt(p, s).llr, 0.0574, 0.001);
  p.pairs = {0, 0, 0, 0, 30};
  EXPECT_EQ(sprt(p, s).decision, SprtState::Decision::kContinue);
  p.pairs = {0, 0, 0, 0, 60};
  EXPECT_EQ(sprt(p, s).decision, SprtState::Decision::kAcceptH1);
}

}  // namespace
}  // namespace cotuong::match
