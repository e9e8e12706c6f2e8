// The room rule set (seeds 002/004): check/chase allowances, progress, effective-move and
// total move limits.
#include <algorithm>

#include "core/movegen.h"
#include "gtest/gtest.h"
#include "rules/chase.h"
#include "tests/src/rules/test_game.h"

namespace cotuong::rules {
namespace {

using testing::play_game;

constexpr const char* kRookGivesChecks = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";

TEST(RoomRules, RepetitionWithinTheAllowanceOnlyWarns) {
  Verdict v =
      play_game(kRookGivesChecks, "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9", RuleSet::kRoom)
          .verdict();
  EXPECT_EQ(v.result, GameResult::kNone);  // 5 checks: the room allows 6 with one piece
  EXPECT_TRUE(v.repetition_warning);
  EXPECT_EQ(v.at_fault, RED);
}

TEST(RoomRules, SeventhConsecutiveCheckWithOnePieceLoses) {
  std::string moves = "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8";  // 6 checks
  EXPECT_EQ(play_game(kRookGivesChecks, moves, RuleSet::kRoom).verdict().result, GameResult::kNone);
  Verdict v = play_game(kRookGivesChecks, moves + " e8e9 a8a9", RuleSet::kRoom).verdict();
  EXPECT_EQ(result_text(v.result), "0-1");
  EXPECT_EQ(v.rule, "perpetual-check");
  EXPECT_EQ(v.explanation, "Red checked 7 moves in a row with 1 piece (room limit 6) and loses");
}

TEST(RoomRules, TwoCheckingPiecesAreAllowedTwelveChecks) {
  // Two rooks check in turn (ranks 8/7 and files e/d) while the king walks round the palace.
  const char* fen = "9/4k4/R8/9/9/9/7R1/9/9/5K3 w - - 0 1";
  std::string lap = " a7a8 e8e7 d3e3 e7d7 a8a7 d7d8 e3d3 d8e8";
  std::string twelve =
      "a7a8 e8e7 h3e3 e7d7 a8a7 d7d8 e3d3 d8e8" + lap + lap;  // 12 checks by 2 rooks
  Verdict v = play_game(fen, twelve, RuleSet::kRoom).verdict();
  EXPECT_FALSE(v.over()) << v.explanation;
  EXPECT_TRUE(v.repetition_warning);
  v = play_game(fen, twelve + " a7a8", RuleSet::kRoom).verdict();
  EXPECT_EQ(result_text(v.result), "0-1");
  EXPECT_EQ(v.rule, "perpetual-check");
  EXPECT_EQ(v.explanation, "Red checked 13 moves in a row with 2 pieces (room limit 12) and loses");
  // Under the Asian rules the same checks lose at the third occurrence already.
  EXPECT_EQ(play_game(fen, twelve).verdict().rule, "perpetual-check");
}

TEST(RoomRules, AnIdleMoveRestartsTheCount) {
  // Five checks, one quiet rook move, then six more checks: never over the allowance.
  std::string moves =
      "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a7 e8e9 "
      "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8";
  Verdict v = play_game(kRookGivesChecks, moves, RuleSet::kRoom).verdict();
  EXPECT_FALSE(v.over()) << v.rule << ": " << v.explanation;
}

TEST(RoomRules, MutualPerpetualCheckIsADraw) {
  std::string cycle = " e3d3 d6e6 d3e3 e6d6";
  std::string moves = cycle + cycle + cycle + " e3d3";  // both sides check every move
  Verdict v =
      play_game("9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1", moves, RuleSet::kRoom).verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.rule, "repetition");
}

TEST(RoomRules, ProgressRuleDrawsAfter30MovesWithoutCaptureOrPawnAdvance) {
  const char* fen = "3k5/9/9/9/4P4/9/9/R8/9/4K4 w - - 58 1";
  EXPECT_EQ(play_game(fen, "a2a1", RuleSet::kRoom).verdict().result, GameResult::kNone);
  Verdict v = play_game(fen, "a2a1 d9d8", RuleSet::kRoom).verdict();
  EXPECT_EQ(v.rule, "progress-limit");
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  // A crossed pawn stepping forward is progress.
  EXPECT_EQ(play_game(fen, "e5e6 d9d8", RuleSet::kRoom).verdict().result, GameResult::kNone);
  // Under the Asian rules the same position is far from any limit.
  EXPECT_EQ(play_game(fen, "a2a1 d9d8").verdict().result, GameResult::kNone);
}

TEST(RoomRules, DrawAt300Moves) {
  const char* fen = "3k5/9/9/9/4P4/9/9/R8/9/4K4 w - - 0 300";
  Verdict v = play_game(fen, "e5e6 d9d8", RuleSet::kRoom).verdict();
  EXPECT_EQ(v.rule, "move-limit");
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(play_game(fen, "e5e6 d9d8").verdict().result, GameResult::kNone);
}

TEST(RoomRules, EffectiveMoveRuleDrawsAfter120QuietMoves) {
  // A long game of quiet moves, never repeating a position, with a pawn step forward often
  // enough for the progress rule: it ends by the effective-move rule at ply 240.
  absl::StatusOr<Position> start =
      Position::from_fen("rnbakabnr/9/9/P1P1P1P1P/9/9/p1p1p1p1p/9/9/RNBAKABNR w - - 0 1");
  ASSERT_TRUE(start.ok());
  Arbiter game(*start, RuleSet::kRoom);
  std::vector<Key> seen{game.position().key()};
  int plies = 0;
  while (!game.verdict().over() && plies < 400) {
    const Position& pos = game.position();
    Color us = pos.side_to_move();
    // Each side steps a pawn forward once every 40 plies; otherwise pieces shuffle.
    bool want_pawn = plies % 40 >= 36;
    Move chosen = MOVE_NONE, fallback = MOVE_NONE;
    for (Move m : MoveList<LEGAL>(pos)) {
      if (pos.is_capture(m) || pos.gives_check(m)) continue;
      Position next = pos;
      next.do_move(m);
      if (ply_flags(next).chased) continue;
      if (std::find(seen.begin(), seen.end(), next.key()) != seen.end()) continue;
      bool pawn = type_of(pos.piece_on(from_sq(m))) == PAWN;
      bool pawn_step = pawn && relative_rank(us, to_sq(m)) > relative_rank(us, from_sq(m));
      if (fallback == MOVE_NONE && !pawn) fallback = m;
      if (want_pawn ? pawn_step : !pawn) {
        chosen = m;
        break;
      }
    }
    if (chosen == MOVE_NONE) chosen = fallback;
    ASSERT_NE(chosen, MOVE_NONE) << "no quiet move at ply " << plies << " in " << pos.fen();
    ASSERT_TRUE(game.play(chosen).ok());
    seen.push_back(game.position().key());
    ++plies;
  }
  Verdict v = game.verdict();
  EXPECT_EQ(v.rule, "effective-move-limit") << v.explanation;
  EXPECT_EQ(plies, 240);
}

}  // namespace
}  // namespace cotuong::rules
