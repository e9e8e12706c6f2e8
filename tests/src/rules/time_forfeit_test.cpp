// A flag fall: a loss on time, or a draw when the side with time left cannot mate, in every rule
// set (rules.md: "one side runs out of time while the other has no attacking piece left").
#include "rules/time_forfeit.h"

#include <gtest/gtest.h>

#include "rules/game.h"
#include "tests/fen_position.h"

namespace cotuong::rules {
namespace {

TEST(TimeForfeit, TheSideOutOfTimeLoses) {
  const Game game;
  const Verdict v = time_forfeit_verdict(game, BLACK, "Black ran out of time");
  EXPECT_EQ(v.result, GameResult::kRedWins);
  EXPECT_EQ(v.rule, "loses on time");
  EXPECT_EQ(v.termination, "time forfeit");
  EXPECT_EQ(v.at_fault, BLACK);
  EXPECT_EQ(v.explanation, "Black ran out of time and loses");
  EXPECT_EQ(time_forfeit_verdict(game, RED, "Red ran out of time").result, GameResult::kBlackWins);
}

TEST(TimeForfeit, TheVerdictIsAMessageInBothLanguages) {
  const Game game;
  const Verdict v = time_forfeit_verdict(
      game, BLACK,
      messages::Message("verdict.time.ran_out").with("side", messages::Message("color.black")));
  EXPECT_EQ(v.explanation, "Black ran out of time and loses");
  EXPECT_EQ(messages::render(v.message, messages::Lang::kVi), "Đen hết giờ và bị xử thua");
}

TEST(TimeForfeit, ADrawWhenTheSideWithTimeCannotMateInEveryRuleSet) {
  // Red has its king and advisors only; Black has a rook.
  const Position bare = cotuong::testing::fen_position("3k5/9/9/9/9/9/9/r8/4A4/3AK4 b - - 0 1");
  for (RuleSet r : kRuleSets) {
    ASSERT_TRUE(limits_of(r).flag_draws_without_mating_material) << rule_set_name(r);
    const Game game(bare, r);
    Verdict v = time_forfeit_verdict(game, BLACK, "Black ran out of time");
    EXPECT_EQ(v.result, GameResult::kDraw) << rule_set_name(r);
    EXPECT_EQ(v.explanation, "Black ran out of time; Red has nothing left to mate with: draw");
    // Black, with its rook, can mate: Red's flag loses.
    v = time_forfeit_verdict(game, RED, "Red ran out of time");
    EXPECT_EQ(v.result, GameResult::kBlackWins) << rule_set_name(r);
    EXPECT_EQ(v.explanation, "Red ran out of time and loses");
  }
}

}  // namespace
}  // namespace cotuong::rules
