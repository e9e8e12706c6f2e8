// The arbiter's verdicts under the Asian rules (default), asian-50 and casual.
#include "core/movegen.h"
#include "gtest/gtest.h"
#include "rules/chase.h"
#include "rules/repetition.h"
#include "tests/src/rules/test_game.h"

namespace cotuong::rules {
namespace {

using testing::play_game;

// Red's rook checks the lone black king on ranks 9 and 8 while the king steps e9-e8-e9.
constexpr const char* kRookChecks = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
constexpr const char* kRookChecksMoves = "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9";

TEST(Arbiter, StartPositionIsOngoing) {
  Arbiter game(Position::start());
  Verdict v = game.verdict();
  EXPECT_EQ(v.result, GameResult::kNone);
  EXPECT_FALSE(v.over());
  EXPECT_FALSE(v.repetition_warning);
}

TEST(Arbiter, RejectsAnIllegalMoveAndChangesNothing) {
  Arbiter game(Position::start());
  std::string before = game.position().fen();
  EXPECT_FALSE(game.play(make_move(SQ_E0, Square(SQ_E0 + 18))).ok());  // king two steps
  EXPECT_FALSE(game.play("h2h8").ok());                                // cannon through a piece
  EXPECT_FALSE(game.play("zz").ok());
  EXPECT_EQ(game.position().fen(), before);
  EXPECT_TRUE(game.flags().empty());
}

TEST(Arbiter, PerpetualCheckLoses) {
  Arbiter game = play_game(kRookChecks, kRookChecksMoves);
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "0-1");
  EXPECT_EQ(v.rule, "perpetual-check");
  ASSERT_TRUE(v.at_fault.has_value());
  EXPECT_EQ(*v.at_fault, RED);
  EXPECT_EQ(v.explanation, "Red checked perpetually and loses");
}

TEST(Arbiter, WarnsTheCheckerAtTheSecondOccurrence) {
  Arbiter game = play_game(kRookChecks, "a7a9 e9e8 a9a8 e8e9 a8a9");
  Verdict v = game.verdict();
  EXPECT_EQ(v.result, GameResult::kNone);
  EXPECT_TRUE(v.repetition_warning);
  ASSERT_TRUE(v.at_fault.has_value());
  EXPECT_EQ(*v.at_fault, RED);
  // One ply earlier the position had occurred only once: no warning.
  game.undo();
  EXPECT_FALSE(game.verdict().repetition_warning);
}

TEST(Arbiter, PerpetualChaseOfAnUnprotectedCannonLoses) {
  // Red's rook follows the black cannon between the a and b files.
  Arbiter game =
      play_game("3k5/9/9/1c7/9/9/9/9/R8/4K4 w - - 0 1", "a1b1 b6a6 b1a1 a6b6 a1b1 b6a6 b1a1 a6b6");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "0-1");
  EXPECT_EQ(v.rule, "perpetual-chase");
  EXPECT_EQ(v.at_fault, RED);
  EXPECT_EQ(v.explanation, "Red chased the black cannon on b6 perpetually and loses");
}

TEST(Arbiter, ChasingAProtectedPieceIsAllowed) {
  // The same, but the black rook on i6 protects the cannon on either file.
  Arbiter game =
      play_game("3k5/9/9/1c6r/9/9/9/9/R8/4K4 w - - 0 1", "a1b1 b6a6 b1a1 a6b6 a1b1 b6a6 b1a1 a6b6");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.rule, "repetition");
  EXPECT_FALSE(v.at_fault.has_value());
}

TEST(Arbiter, RookChasedByHorseLosesForTheHorsesSide) {
  // The black rook is protected on d8 (by the king) and on d7 (by the advisor), yet a horse
  // attacking a rook always chases it.
  Arbiter game = play_game("3k5/3ra4/9/9/4N4/9/9/9/9/4K4 w - - 0 1",
                           "e5c6 d8d7 c6e5 d7d8 e5c6 d8d7 c6e5 d7d8");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "0-1");
  EXPECT_EQ(v.rule, "perpetual-chase");
  EXPECT_EQ(v.at_fault, RED);
}

TEST(Arbiter, RookBlockingHorseChecksOnTheLegChasesPerpetually) {
  // The motif of issue 16 (Fairy-Stockfish's referee agrees): the black horse checks from d2,
  // the red rook blocks on the horse's leg d1 and attacks the loose horse, the horse steps back
  // to b3, the rook follows to b1. Black alternates check and idle; Red chases on every move.
  Arbiter game =
      play_game("5k3/9/9/9/9/9/1n7/9/1R7/4K4 b - - 0 1", "b3d2 b1d1 d2b3 d1b1 b3d2 b1d1 d2b3 d1b1");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "0-1");
  EXPECT_EQ(v.rule, "perpetual-chase");
  EXPECT_EQ(v.at_fault, RED);
}

TEST(Arbiter, ACheckDoesNotChaseWhatOnlyItsCheckLeavesUnprotected) {
  // From a soak game: the black rook checks from d5, so the advisor on e1 may not take back on
  // f0 while the check stands; from e5 it pins that advisor. The check is judged with the check
  // fictionally resolved: the advisor could take back, so that move chases nothing. Black gives
  // one check and one chase: not perpetual, a draw (ffish rules the same).
  Arbiter game = play_game("2bR1a3/C4k3/9/p1pNpr3/4r4/P8/6P2/9/4A4/R1B1KA3 w - - 0 1",
                           "e0d0 e5d5 d0e0 d5e5 e0d0 e5d5 d0e0 d5e5");
  std::vector<PlyFlags> f = game.flags();
  ASSERT_EQ(f.size(), 8u);
  EXPECT_TRUE(f[5].check);
  EXPECT_FALSE(f[5].chased);
  EXPECT_EQ(f[7].chased, Bitboard::square(parse_square("f0")));
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.rule, "repetition");
}

TEST(Arbiter, APerpetualKillRenewedByACheckIsAllowed) {
  // Issue 29 (WXF/AXF: threatening mate again and again is allowed). Red's rooks on d8 and e7
  // hold the black king: d8-d9 checks, the king steps to f8, d9-d8 pins the advisor on e8 and
  // threatens mate in two (e7-f7+), the king steps back, and again. On the way the rooks attack
  // the advisor on d7: the quiet move chases it (its defender on e8 is pinned), the check does
  // not (the advisor on e8 could take back but for the check). One check, one chase: a draw;
  // cotuong used to count the check as a chase too and ruled a perpetual chase.
  Arbiter game = play_game("5k3/3Ra4/3aR4/9/9/9/9/9/4K4/9 w - - 0 1",
                           "d8d9 f9f8 d9d8 f8f9 d8d9 f9f8 d9d8 f8f9");
  std::vector<PlyFlags> f = game.flags();
  ASSERT_EQ(f.size(), 8u);
  EXPECT_TRUE(f[4].check);
  EXPECT_FALSE(f[4].chased);
  EXPECT_EQ(f[6].chased, Bitboard::square(parse_square("d7")));
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2") << v.explanation;
  EXPECT_EQ(v.rule, "repetition");
  EXPECT_FALSE(v.at_fault.has_value());
}

TEST(Arbiter, CounterChasingByTakingProtectionAwayIsNoAnswerToAPerpetualChase) {
  // Issue 29 (WXF/AXF rule 15: a cannon may not chase a rook perpetually even when the rook's
  // side answers each move by attacking an unprotected piece). The red cannon on h6 attacks the
  // black rook on c6 over a screen: the cannon from f2 (f2-f6), then the black horse (f6-f2,
  // with the horse on g6). The horse goes back and forth (h8-g6, g6-h8) to block the attack and
  // so also takes the protection of the cannon on h6 away from the red pawn on a6, which the
  // rook keeps attacking. Only the cannon's side chases; cotuong used to call it a mutual chase
  // and a draw. ffish rules the same.
  Arbiter game = play_game("4k4/7n1/9/P1r4C1/9/9/9/5C3/9/3K5 w - - 0 1",
                           "f2f6 h8g6 f6f2 g6h8 f2f6 h8g6 f6f2 g6h8");
  std::vector<PlyFlags> f = game.flags();
  ASSERT_EQ(f.size(), 8u);
  EXPECT_EQ(f[4].chased, Bitboard::square(parse_square("c6")));
  EXPECT_EQ(f[5].chased, Bitboard::square(parse_square("a6")));
  EXPECT_EQ(f[5].unprotected, Bitboard::square(parse_square("a6")));
  EXPECT_EQ(violation_of(std::span(f).subspan(4), BLACK, BLACK), Violation::kUnprotectingChase);
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "0-1") << v.explanation;
  EXPECT_EQ(v.rule, "perpetual-chase");
  EXPECT_EQ(v.at_fault, RED);
  EXPECT_EQ(v.explanation,
            "Red chased the black rook on c6 perpetually and loses (Black's replies only took "
            "protection away from a piece it kept attacking: no answer to a perpetual chase)");
}

TEST(Arbiter, TwoRooksTakingTurnsAtTwoCannonsIsADraw) {
  // Issue 29 (the rule book: two chariots alternately chasing two cannons is a draw). The rook on
  // the a file attacks the loose cannon on c5/c4, the rook on the i file the one on g7/g8, one
  // after the other; each cannon steps off the rank. Every red move chases, but no cannon is
  // chased by every move: no perpetual chase, a draw by repetition.
  Arbiter game = play_game("5k3/8R/6c2/9/2c6/R8/9/9/9/3K5 w - - 0 1",
                           "a4a5 c5c4 i8i7 g7g8 a5a4 c4c5 i7i8 g8g7 "
                           "a4a5 c5c4 i8i7 g7g8 a5a4 c4c5 i7i8 g8g7");
  std::vector<PlyFlags> f = game.flags();
  ASSERT_EQ(f.size(), 16u);
  for (int i = 8; i < 16; i += 2) EXPECT_TRUE(f[i].chased) << "red move " << i;
  EXPECT_EQ(f[8].chased, Bitboard::square(parse_square("c5")));
  EXPECT_EQ(f[10].chased, Bitboard::square(parse_square("g7")));
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2") << v.explanation;
  EXPECT_EQ(v.rule, "repetition");
  EXPECT_FALSE(v.at_fault.has_value());
}

TEST(Arbiter, OneRookAtATimeOverAndOverIsStillTwoRooksAtTwoCannons) {
  // The rooks of the test above, but each shuttles twice before the other takes its turn: the
  // position of ply 4 comes back at plies 8 and 12, and the last cycle alone (plies 8-12) is
  // the a-file rook chasing one cannon. The book judges the whole repetition, every ply since
  // the first of the three occurrences: two pieces chasing two pieces in turn, a draw (WXF/AXF
  // rule 32, diagram 80).
  Arbiter game = play_game("5k3/8R/6c2/9/2c6/R8/9/9/9/3K5 w - - 0 1",
                           "a4a5 c5c4 i8i7 g7g8 i7i8 g8g7 i8i7 g7g8 a5a4 c4c5 a4a5 c5c4");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2") << v.explanation;
  EXPECT_EQ(v.rule, "repetition");
  // Red's chase in turn is no perpetual chase: no side broke a rule.
  EXPECT_EQ(v.explanation,
            "The position occurred three times and neither side checked or chased perpetually: "
            "draw");
}

TEST(Arbiter, RooksAndCannonsChasingEachOtherInTurnIsAMutualChase) {
  // The rule book's mutual chase (issue 70; rulebook-motifs.tsv has it too): the red rooks on d8
  // and f8 attack the black cannons on a8 and i8, and each cannon attacks a rook through the
  // other rook. The d rook steps off and back while an advisor steps in and out, then the f rook
  // and the other advisor. Every red move chases the cannon on a8 (attacking it, or taking its
  // protection away); every black move attacks a rook, the f rook in the first cycle and the d
  // rook in the second. Over the whole repetition no one rook is chased by every black move, but
  // each cycle is a perpetual chase of one rook: a chase in turn, which answers Red's chase. The
  // book rules a draw; judged on the whole repetition alone, Red lost.
  Arbiter game = play_game("3akab2/c2R1R2c/4b4/9/9/9/9/4B4/4K4/2B6 w - - 0 1",
                           "d8d6 d9e8 d6d8 e8d9 f8f6 f9e8 f6f8 e8f9");
  std::vector<PlyFlags> f = game.flags();
  ASSERT_EQ(f.size(), 8u);
  EXPECT_EQ(f[1].chased, Bitboard::square(parse_square("f8")));
  EXPECT_EQ(f[5].chased, Bitboard::square(parse_square("d8")));
  const int second_cycle[] = {4};  // the position of ply 0 occurs again at ply 4
  EXPECT_EQ(violation_of(f, BLACK, BLACK), Violation::kNone);
  EXPECT_EQ(repetition_violation(f, second_cycle, BLACK, BLACK), Violation::kChaseInTurn);
  EXPECT_EQ(repetition_violation(f, second_cycle, BLACK, RED), Violation::kChase);
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2") << v.explanation;
  EXPECT_EQ(v.rule, "repetition");
  EXPECT_FALSE(v.at_fault.has_value());
  EXPECT_EQ(v.explanation, "Both sides chased perpetually: draw by repetition");
}

TEST(Arbiter, ChasingTwoPiecesAlternatelyIsNoAnswerToAPerpetualChase) {
  // WXF/AXF rules 18 and 32 (diagrams 36 and 79): the black rook follows the red cannon c2-g2 and
  // attacks it on every move; each cannon move attacks a loose black pawn, g0 and c0 in turn
  // (over the red horses). Red chases two pieces alternately, which is allowed but answers
  // nothing (unlike a chase in turn, one piece per cycle): Black loses.
  Arbiter game = play_game("3k5/2r6/9/9/9/9/9/2C6/2N3N2/2p1K1p2 w - - 0 1",
                           "c2g2 c8g8 g2c2 g8c8 c2g2 c8g8 g2c2 g8c8");
  std::vector<PlyFlags> f = game.flags();
  ASSERT_EQ(f.size(), 8u);
  EXPECT_EQ(f[0].chased, Bitboard::square(parse_square("g0")));
  EXPECT_EQ(f[2].chased, Bitboard::square(parse_square("c0")));
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1-0") << v.explanation;
  EXPECT_EQ(v.rule, "perpetual-chase");
  EXPECT_EQ(v.explanation, "Black chased the red cannon on c2 perpetually and loses");
}

TEST(Arbiter, TwoPiecesTakingTurnsAtOnePieceChaseIt) {
  // WXF/AXF rule 33: two or more pieces cannot take turns to perpetually chase a piece. The
  // horse on d3 attacks the loose black rook on c5; stepping to c1 it leaves the rook but screens
  // the cannon on c0, which now attacks it; stepping back it attacks the rook again and unscreens
  // the cannon. The rook never moves (the black king does): chased by every red move, by the
  // horse and the cannon in turn, so Red loses at the third occurrence.
  Arbiter game = play_game("4k4/9/9/9/2r6/9/3N5/9/9/2CK5 w - - 0 1",
                           "d3c1 e9f9 c1d3 f9e9 d3c1 e9f9 c1d3 f9e9");
  std::vector<PlyFlags> f = game.flags();
  ASSERT_EQ(f.size(), 8u);
  for (int i = 0; i < 8; i += 2) EXPECT_EQ(f[i].chased, Bitboard::square(parse_square("c5")));
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "0-1") << v.explanation;
  EXPECT_EQ(v.rule, "perpetual-chase");
}

TEST(Arbiter, TwoRooksTakingTurnsAtOneCannonOverChangingSquaresLose) {
  // WXF/AXF rule 33, diagram 81: the rooks take turns at the cannon, which flees along the i file,
  // and Red never stands as it stood before: no position occurs three times. The black pieces
  // stand as they stood twice before, though, and every red move since chased the same cannon: a
  // perpetual chase over changing squares, which loses.
  Arbiter game = play_game("4k4/9/9/9/6R2/8c/7R1/9/9/3K5 w - - 0 1",
                           "h3h4 i4i6 g5g6 i6i5 h4h5 i5i4 g6g4 i4i6 h5h6 i6i5 g4g5 i5i4");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "0-1") << v.explanation;
  EXPECT_EQ(v.rule, "perpetual-chase");
  EXPECT_NE(v.explanation.find("over changing squares"), std::string::npos) << v.explanation;
  // A check is judged on the position's repetition only: the rook checking from a new square at
  // first is no perpetual check before the position itself occurs three times (ply 9, not 8).
  int ply = -1;
  game = play_game(kRookChecks, std::string(kRookChecksMoves) + " e9e8 a9a8");
  EXPECT_EQ(game.first_ending(&ply).rule, "perpetual-check");
  EXPECT_EQ(ply, 9);
}

TEST(Arbiter, AKingWorkingWithAHorseMayChase) {
  // WXF/AXF rule 28, diagrams 67 and 68: the king may chase perpetually, and may work with another
  // piece to chase (a draw). The red king shuttles f1-e1 after the loose black pawn on rank 0;
  // stepping to e1 it uncovers the horse on g1 (its leg is f1), whose attack on e0 counts as the
  // horse's chase; stepping back it attacks f0 alone, which is no chase. Not every red move
  // chases: a draw by repetition.
  Arbiter one_horse =
      play_game("3k5/9/9/9/9/9/9/9/5KN2/4p4 w - - 0 1", "f1e1 e0f0 e1f1 f0e0 f1e1 e0f0 e1f1 f0e0");
  std::vector<PlyFlags> f = one_horse.flags();
  EXPECT_EQ(f[0].chased, Bitboard::square(parse_square("e0")));
  EXPECT_FALSE(f[2].chased);
  Verdict v = one_horse.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2") << v.explanation;
  // With a second horse on d1 (its leg is e1) every king move uncovers a horse's attack: the
  // horses take turns at the pawn, and the king's part does not excuse them (repetition.tsv has
  // the published case: a black king uncovering two horses in turn loses).
  Arbiter two_horses = play_game("3k5/9/9/9/9/9/9/9/3N1KN2/4p4 w - - 0 1",
                                 "f1e1 e0f0 e1f1 f0e0 f1e1 e0f0 e1f1 f0e0");
  v = two_horses.verdict();
  EXPECT_EQ(result_text(v.result), "0-1") << v.explanation;
  EXPECT_EQ(v.rule, "perpetual-chase");
}

TEST(Arbiter, AnUnprotectingChaseIsAChaseExceptAsAnAnswer) {
  // Alone, or against a check or another unprotecting chase, it counts as a chase (AXF appendix:
  // a pawn that keeps a knight unprotected makes the rook that attacks it chase perpetually).
  Color loser = RED;
  const Violation kNone = Violation::kNone, kCheck = Violation::kCheck, kChase = Violation::kChase,
                  kUnprot = Violation::kUnprotectingChase;
  EXPECT_TRUE(perpetual_loser(kUnprot, kNone, &loser));
  EXPECT_EQ(loser, RED);
  EXPECT_TRUE(perpetual_loser(kCheck, kUnprot, &loser));
  EXPECT_EQ(loser, RED);
  EXPECT_TRUE(perpetual_loser(kUnprot, kChase, &loser));
  EXPECT_EQ(loser, BLACK);
  EXPECT_TRUE(perpetual_loser(kChase, kUnprot, &loser));
  EXPECT_EQ(loser, RED);
  EXPECT_FALSE(perpetual_loser(kUnprot, kUnprot, &loser));
  EXPECT_FALSE(perpetual_loser(kChase, kChase, &loser));
}

TEST(Arbiter, AChaseInTurnAnswersAChaseButNotACheck) {
  // A chase in turn (one piece per cycle) breaks no rule, but it is a chase on every move: it
  // answers the other side's perpetual chase of either kind, not a perpetual check.
  Color loser = BLACK;
  const Violation kNone = Violation::kNone, kCheck = Violation::kCheck, kChase = Violation::kChase,
                  kUnprot = Violation::kUnprotectingChase, kInTurn = Violation::kChaseInTurn;
  EXPECT_FALSE(perpetual_loser(kChase, kInTurn, &loser));
  EXPECT_FALSE(perpetual_loser(kInTurn, kUnprot, &loser));
  EXPECT_FALSE(perpetual_loser(kInTurn, kNone, &loser));
  EXPECT_FALSE(perpetual_loser(kInTurn, kInTurn, &loser));
  EXPECT_TRUE(perpetual_loser(kCheck, kInTurn, &loser));
  EXPECT_EQ(loser, RED);
  EXPECT_TRUE(perpetual_loser(kInTurn, kCheck, &loser));
  EXPECT_EQ(loser, BLACK);
  EXPECT_FALSE(violates(kInTurn));
  EXPECT_TRUE(violates(kUnprot));
}

TEST(Arbiter, MutualPerpetualCheckIsADraw) {
  Arbiter game = play_game("9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1",
                           "e3d3 d6e6 d3e3 e6d6 e3d3 d6e6 d3e3 e6d6");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.rule, "repetition");
  EXPECT_EQ(v.explanation, "Both sides checked perpetually: draw by repetition");
}

TEST(Arbiter, OneCheckOneChaseIsNotAViolation) {
  // Red's rook checks from a9, then attacks the loose cannon on c6 from a6, and again.
  Arbiter game =
      play_game("4k4/9/9/R1c6/9/9/9/9/9/3K5 w - - 0 1", "a6a9 e9e8 a9a6 e8e9 a6a9 e9e8 a9a6 e8e9");
  std::vector<PlyFlags> f = game.flags();
  ASSERT_EQ(f.size(), 8u);
  EXPECT_TRUE(f[4].check);
  EXPECT_FALSE(f[4].chased);
  EXPECT_FALSE(f[6].check);
  EXPECT_TRUE(f[6].chased);
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.rule, "repetition");
}

TEST(Arbiter, StalemateLoses) {
  // Black's king and advisors are boxed in by red pawns and the horse's legs are blocked.
  Arbiter game = play_game("3aka3/3PnP3/4P4/9/9/9/9/9/9/4K4 b - - 0 1", "");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1-0");
  EXPECT_EQ(v.rule, "stalemate");
  EXPECT_EQ(v.at_fault, BLACK);
}

TEST(Arbiter, CheckmateLoses) {
  Arbiter game = play_game("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1", "b1b9");
  Verdict v = game.verdict();
  EXPECT_EQ(result_text(v.result), "1-0");
  EXPECT_EQ(v.rule, "checkmate");
  EXPECT_EQ(v.explanation, "Black is checkmated");
}

// The verdict in a person's words: the catalogue message, in Vietnamese (the fronts' default)
// and in English (the explanation, word for word).
TEST(Arbiter, TheVerdictIsAMessageInBothLanguages) {
  using messages::Lang;
  Verdict mate = play_game("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1", "b1b9").verdict();
  EXPECT_EQ(render(mate.message, Lang::kVi), "Đen bị chiếu bí");
  EXPECT_EQ(render(mate.message, Lang::kEn), mate.explanation);
  Verdict stalemate = play_game("3aka3/3PnP3/4P4/9/9/9/9/9/9/4K4 b - - 0 1", "").verdict();
  EXPECT_EQ(render(stalemate.message, Lang::kVi), "Đen hết nước đi và bị xử thua");
  Verdict chase =
      play_game("3k5/9/9/1c7/9/9/9/9/R8/4K4 w - - 0 1", "a1b1 b6a6 b1a1 a6b6 a1b1 b6a6 b1a1 a6b6")
          .verdict();
  EXPECT_EQ(render(chase.message, Lang::kVi), "Đỏ đuổi mãi Pháo đen ở b6 và bị xử thua");
  EXPECT_EQ(render(chase.message, Lang::kEn), chase.explanation);
  Verdict warning = play_game(kRookChecks, "a7a9 e9e8 a9a8 e8e9 a8a9").verdict();
  EXPECT_EQ(render(warning.message, Lang::kVi),
            "Đỏ đang chiếu mãi: lặp lại thế cờ lần nữa sẽ bị xử thua");
  EXPECT_EQ(render(warning.message, Lang::kEn), warning.explanation);
  EXPECT_EQ(render(Verdict().message, Lang::kVi), "Ván cờ đang tiếp diễn");
}

TEST(Arbiter, NoCaptureLimitIs120PliesUnderAsianRules) {
  const char* fen = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 118 1";
  EXPECT_EQ(play_game(fen, "a8a7").verdict().result, GameResult::kNone);  // 119 plies
  Verdict v = play_game(fen, "a8a7 d9d8").verdict();                      // 120 plies
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.rule, "no-capture-limit");
  EXPECT_EQ(v.explanation, "60 moves without a capture: draw");
}

TEST(Arbiter, NoCaptureLimitIs100PliesUnderAsian50) {
  const char* fen = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 98 1";
  EXPECT_EQ(play_game(fen, "a8a7 d9d8", RuleSet::kAsian).verdict().result, GameResult::kNone);
  Verdict v = play_game(fen, "a8a7 d9d8", RuleSet::kAsian50).verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.rule, "no-capture-limit");
}

TEST(Arbiter, MateOnTheLastPlyBeforeTheLimitBeatsTheLimit) {
  // The mating move is the 120th ply without a capture.
  const char* fen = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 119 1";
  EXPECT_EQ(play_game(fen, "a8a7").verdict().rule, "no-capture-limit");
  Verdict v = play_game(fen, "b1b9").verdict();
  EXPECT_EQ(result_text(v.result), "1-0");
  EXPECT_EQ(v.rule, "checkmate");
}

TEST(Arbiter, OptionalNoCaptureLimitCountsOnlyMovesWithoutACapture) {
  // Two moves without a capture, the FEN's clock at 0: a capture on the way starts the count
  // again, and the limit is reached two full moves after it.
  absl::StatusOr<Position> pos = Position::from_fen("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 40");
  ASSERT_TRUE(pos.ok());
  Arbiter game(*pos, Rules(RuleSet::kAsian, 4));
  for (const char* m : {"a8a7", "d9d8", "a7a6"}) {
    ASSERT_TRUE(game.play(m).ok()) << m;
    EXPECT_EQ(game.verdict().result, GameResult::kNone) << m;
  }
  ASSERT_TRUE(game.play("d8d9").ok());  // the 4th ply without a capture
  Verdict v = game.verdict();
  EXPECT_EQ(v.rule, "no-capture-limit");
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.explanation, "2 moves without a capture: draw");
}

TEST(Arbiter, NoCaptureLimitCanBeLongerOrNone) {
  // Rule60MaxPly 150 and Sixty Move Rule off: past the rule set's 120 plies the game goes on.
  const char* fen = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 119 1";
  for (std::optional<int> plies : {std::optional<int>(150), std::optional<int>(0)}) {
    absl::StatusOr<Position> pos = Position::from_fen(fen);
    ASSERT_TRUE(pos.ok());
    Arbiter game(*pos, Rules(RuleSet::kAsian, plies));
    Arbiter own(*pos, RuleSet::kAsian);  // the rule set's own limit
    for (const char* m : {"a8a7", "d9d8", "a7a6"}) {
      ASSERT_TRUE(game.play(m).ok()) << m;
      ASSERT_TRUE(own.play(m).ok()) << m;
    }
    EXPECT_EQ(game.verdict().result, GameResult::kNone) << *plies;
    EXPECT_EQ(own.verdict().rule, "no-capture-limit") << *plies;
  }
}

TEST(Arbiter, CasualRulesMakeThreefoldRepetitionADraw) {
  Verdict v = play_game(kRookChecks, kRookChecksMoves, RuleSet::kCasual).verdict();
  EXPECT_EQ(result_text(v.result), "1/2-1/2");
  EXPECT_EQ(v.rule, "repetition");
  EXPECT_FALSE(v.at_fault.has_value());
  Verdict twice = play_game(kRookChecks, "a7a9 e9e8 a9a8 e8e9 a8a9", RuleSet::kCasual).verdict();
  EXPECT_TRUE(twice.repetition_warning);
  EXPECT_FALSE(twice.over());
}

TEST(Arbiter, UndoIsExact) {
  Arbiter game = play_game(kRookChecks, kRookChecksMoves);
  std::vector<PlyFlags> full = game.flags();
  for (int i = 0; i < 4; ++i) game.undo();
  EXPECT_EQ(game.verdict().result, GameResult::kNone);
  for (const char* m : {"e9e8", "a9a8", "e8e9", "a8a9"}) ASSERT_TRUE(game.play(m).ok());
  EXPECT_EQ(game.verdict().rule, "perpetual-check");
  std::vector<PlyFlags> again = game.flags();
  ASSERT_EQ(again.size(), full.size());
  for (size_t i = 0; i < full.size(); ++i) {
    EXPECT_EQ(again[i].move, full[i].move);
    EXPECT_EQ(again[i].check, full[i].check);
    EXPECT_EQ(again[i].chased, full[i].chased);
  }
  for (int i = 0; i < 20; ++i) game.undo();  // more than played: stops at the start
  EXPECT_EQ(game.position().fen(), Position::from_fen(kRookChecks)->fen());
}

TEST(Arbiter, FirstEndingReportsThePlyTheGameEnded) {
  Arbiter game = play_game(kRookChecks, std::string(kRookChecksMoves) + " e9e8 a9a8");
  int ply = -1;
  Verdict v = game.first_ending(&ply);
  EXPECT_EQ(ply, 9);
  EXPECT_EQ(v.rule, "perpetual-check");
}

TEST(Arbiter, LongPseudoRandomGamesStayConsistent) {
  // Pseudo-random games: the arbiter's flags equal ply_flags on a plain position, every verdict
  // is well formed, and undoing everything returns the start position exactly.
  uint64_t seed = 12345;
  for (int game_no = 0; game_no < 20; ++game_no) {
    Arbiter game(Position::start(), RuleSet::kRoom);
    Position plain = Position::start();
    int plies = 0;
    for (; plies < 300; ++plies) {
      MoveList<LEGAL> moves(plain);
      if (moves.size() == 0) break;
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      Move m = moves.begin()[(seed >> 33) % moves.size()];
      ASSERT_TRUE(game.play(m).ok());
      plain.do_move(m);
      PlyFlags f = ply_flags(plain);
      PlyFlags g = game.flags().back();
      ASSERT_EQ(f.check, g.check);
      ASSERT_EQ(f.chased, g.chased);
      EXPECT_EQ(f.check, plain.in_check());
      Verdict v = game.verdict();
      EXPECT_EQ(v.over(), !v.rule.empty() && !v.repetition_warning) << v.rule;
      if (v.over()) {
        EXPECT_FALSE(v.explanation.empty());
        ++plies;
        break;
      }
    }
    for (int i = 0; i < plies; ++i) game.undo();
    EXPECT_EQ(game.position().fen(), Position::start().fen());
    EXPECT_EQ(game.position().key(), Position::start().key());
    EXPECT_FALSE(game.verdict().over());
  }
}

TEST(RuleSetNames, RoundTrip) {
  for (RuleSet r : {RuleSet::kAsian, RuleSet::kAsian50, RuleSet::kCasual, RuleSet::kRoom}) {
    absl::StatusOr<RuleSet> parsed = parse_rule_set(rule_set_name(r));
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(*parsed, r);
  }
  EXPECT_EQ(std::string(rule_set_name(RuleSet::kAsian50)), "asian-50");
  EXPECT_FALSE(parse_rule_set("fide").ok());
}

}  // namespace
}  // namespace cotuong::rules
