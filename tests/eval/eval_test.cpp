// The evaluation's promises: colour and mirror symmetry, the seed's piece values, and the
// classic xiangqi judgements (a crossed pawn is worth more, missing defenders hurt).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "eval/eval.h"
#include "eval/params.h"
#include "tests/fen_position.h"

namespace cotuong::eval {
namespace {

using testing::fen_position;

// Returns the FEN with colours swapped and the board turned (ranks reversed).
std::string colour_flipped(const std::string& fen) {
  std::vector<std::string> fields = absl::StrSplit(fen, ' ');
  std::vector<std::string> ranks = absl::StrSplit(fields[0], '/');
  std::reverse(ranks.begin(), ranks.end());
  for (std::string& r : ranks)
    for (char& ch : r)
      if (std::isalpha(static_cast<unsigned char>(ch)))
        ch = std::isupper(static_cast<unsigned char>(ch)) ? std::tolower(ch) : std::toupper(ch);
  fields[0] = absl::StrJoin(ranks, "/");
  fields[1] = fields[1] == "w" ? "b" : "w";
  return absl::StrJoin(fields, " ");
}

// Returns the FEN mirrored left to right.
std::string mirrored(const std::string& fen) {
  std::vector<std::string> fields = absl::StrSplit(fen, ' ');
  std::vector<std::string> ranks = absl::StrSplit(fields[0], '/');
  for (std::string& r : ranks) std::reverse(r.begin(), r.end());
  fields[0] = absl::StrJoin(ranks, "/");
  return absl::StrJoin(fields, " ");
}

const char* const kPositions[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1bakabr1/9/1cn3nc1/p3p2Rp/2p3p2/9/P1P1P1P1P/1CN1C1N2/R8/2BAKAB2 b - - 0 6",
    "2bak4/4a1R2/2n1ccn1b/p3p1C1p/9/2p3P2/P1r1P3P/2N1BCN2/4A4/2BAK4 w - - 0 1",
    "3ak4/3Pa4/4b3b/5r3/1R3N3/9/9/B8/2p1A4/2B1KA3 w - - 0 1",
};

TEST(Eval, ColourFlippedPositionGetsTheSameScore) {
  for (const char* fen : kPositions)
    EXPECT_EQ(evaluate(fen_position(fen)), evaluate(fen_position(colour_flipped(fen)))) << fen;
}

TEST(Eval, MirroredPositionGetsTheSameScore) {
  for (const char* fen : kPositions)
    EXPECT_EQ(evaluate(fen_position(fen)), evaluate(fen_position(mirrored(fen)))) << fen;
}

TEST(Eval, StartPositionIsNearlyEqual) {
  // Only the side to move's tempo separates the sides.
  EXPECT_LT(std::abs(evaluate(Position::start())), 80);
}

TEST(Eval, AnExtraRookIsWorthAboutNinePawns) {
  Position with =
      fen_position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  Position without =
      fen_position("rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  int diff = evaluate(without) - evaluate(with);
  EXPECT_GT(diff, 700);
  EXPECT_LT(diff, 1200);
}

TEST(Eval, ACrossedPawnIsWorthMoreThanAnUncrossedOne) {
  Position home = fen_position("4k4/9/9/9/9/4P4/9/9/9/3K5 w - - 0 1");
  Position crossed = fen_position("4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1");
  EXPECT_GT(evaluate(crossed), evaluate(home) + 50);
}

TEST(Eval, PieceValuesKeepTheClassicOrder) {
  Params p = default_params();
  for (int phase = 0; phase < 2; ++phase) {
    EXPECT_GT(p.v[P_ROOK_MG + phase], p.v[P_CANNON_MG + phase]);
    EXPECT_GT(p.v[P_CANNON_MG + phase], p.v[P_PAWN_MG + phase]);
    EXPECT_GT(p.v[P_HORSE_MG + phase], p.v[P_PAWN_MG + phase]);
  }
  EXPECT_EQ(param_name(P_ROOK_MG), "rook_mg");
  EXPECT_EQ(param_name(pst_index(HORSE, 1, 0)), "pst_horse_eg_0_0");
}

// The built-in parameters, which the expectations below read.
const Params& params = builtin_params();

// Returns how much parameter i adds to Red's score in the position: the score with the
// parameters `base` minus the score with parameter i zeroed too.
int red_gain_from(int i, const std::string& fen, const Params& base = builtin_params()) {
  Position pos = fen_position(fen);
  const int sign = pos.side_to_move() == RED ? 1 : -1;
  Params without_i = base;
  without_i.v[i] = 0;
  return sign * evaluate(pos, base) - sign * evaluate(pos, without_i);
}

TEST(Eval, MissingAdvisorsHurtWhenTheEnemyAttacks) {
  // Black lost both advisors: beyond their material, its king's safety costs it, and the more
  // the enemy can attack the more (a rook and a cannon against a cannon alone). With the term
  // zeroed every gain below is 0 (the material of the advisors alone passed the old threshold).
  const char* full = "3akab2/9/4b4/9/9/9/9/2R1C4/9/3K5 b - - 0 1";
  const char* bare = "4k1b2/9/4b4/9/9/9/9/2R1C4/9/3K5 b - - 0 1";
  const char* bare_cannon_only = "4k1b2/9/4b4/9/9/9/9/4C4/9/3K5 b - - 0 1";
  EXPECT_EQ(red_gain_from(P_MISSING_ADVISOR, full), 0);
  const int gain = red_gain_from(P_MISSING_ADVISOR, bare);
  EXPECT_GT(gain, 0);
  EXPECT_GT(gain, red_gain_from(P_MISSING_ADVISOR, bare_cannon_only));
  EXPECT_GT(red_gain_from(P_MISSING_ADVISOR, bare_cannon_only), 0);
}

TEST(Eval, AnUndefendedHorseUnderAttackCountsAsHanging) {
  // The red rook on c0 attacks the black horse on c5, which nothing defends.
  EXPECT_EQ(red_gain_from(P_HANGING_MINOR, "4k4/9/9/9/2n6/9/9/9/9/2RK5 w - - 0 1"),
            params.v[P_HANGING_MINOR]);
  // Black's rook on c9 defends it: a rook attacking a defended horse threatens nothing.
  EXPECT_EQ(red_gain_from(P_HANGING_MINOR, "2r1k4/9/9/9/2n6/9/9/9/9/2RK5 w - - 0 1"), 0);
  EXPECT_EQ(red_gain_from(P_THREAT_ON_MINOR, "2r1k4/9/9/9/2n6/9/9/9/9/2RK5 w - - 0 1"), 0);
}

TEST(Eval, ARookAttackedByAHorseIsThreatenedEvenWhenDefended) {
  // The red horse on d6 attacks the black rook on c8, which the black rook on a8 defends.
  EXPECT_EQ(red_gain_from(P_THREAT_ON_ROOK, "4k4/r1r6/9/3N5/9/9/9/9/9/3K5 w - - 0 1"),
            params.v[P_THREAT_ON_ROOK]);
  EXPECT_EQ(red_gain_from(P_HANGING_ROOK, "4k4/r1r6/9/3N5/9/9/9/9/9/3K5 w - - 0 1"), 0);
}

// Returns the king-danger penalty for `units` of danger: it grows faster than its parts.
int danger_penalty(int units) { return units + units * units / 128; }

TEST(Eval, SafeChecksAgainstABareKingCountAsDanger) {
  // The red rook on a5 can check from a9 and from e5; no black piece guards either square.
  EXPECT_EQ(red_gain_from(P_SAFE_CHECK_ROOK, "4k4/9/9/9/R8/9/9/9/9/3K5 b - - 0 1"),
            danger_penalty(2 * params.v[P_SAFE_CHECK_ROOK]));
  // Two safe checks weigh more than twice one.
  EXPECT_GT(danger_penalty(2 * params.v[P_SAFE_CHECK_ROOK]),
            2 * danger_penalty(params.v[P_SAFE_CHECK_ROOK]));
  // The red cannon on a4 can check from e4 over the black pawn on e6.
  EXPECT_EQ(red_gain_from(P_SAFE_CHECK_CANNON, "4k4/9/9/4p4/9/C8/9/9/9/3K5 b - - 0 1"),
            danger_penalty(params.v[P_SAFE_CHECK_CANNON]));
  // Black advisors guard nothing on e4, but a black rook on the fourth rank does.
  EXPECT_EQ(red_gain_from(P_SAFE_CHECK_CANNON, "4k4/9/9/4p4/9/C7r/9/9/9/3K5 b - - 0 1"), 0);
}

TEST(Eval, PalacePointsUnderAttackAddToKingDanger) {
  // The red rook on a8 attacks d8, e8 and f8 of Black's palace (its safe check from a9 is
  // switched off here so that the palace term is measured alone).
  Params no_safe_checks = params;
  no_safe_checks.v[P_SAFE_CHECK_ROOK] = no_safe_checks.v[P_SAFE_CHECK_HORSE] =
      no_safe_checks.v[P_SAFE_CHECK_CANNON] = 0;
  const int gain =
      red_gain_from(P_PALACE_SQUARE_ATTACKED, "4k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1", no_safe_checks);
  EXPECT_EQ(gain, danger_penalty(3 * params.v[P_PALACE_SQUARE_ATTACKED]));
}

}  // namespace
}  // namespace cotuong::eval
