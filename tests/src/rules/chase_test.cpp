// What counts as a chase (rules.md, seed 004), move by move.
#include "rules/chase.h"
#include "core/movegen.h"
#include "gtest/gtest.h"
#include "tests/src/rules/test_game.h"

namespace cotuong::rules {
namespace {

// Returns the flags of `move` played from `fen`.
PlyFlags flags_after(const std::string& fen, const std::string& move) {
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  EXPECT_TRUE(pos.ok()) << pos.status();
  absl::StatusOr<Move> m = parse_ucci(*pos, move);
  EXPECT_TRUE(m.ok()) << m.status();
  pos->do_move(*m);
  return ply_flags(*pos);
}

Bitboard at(const char* square) { return Bitboard::square(parse_square(square)); }

TEST(Chase, RookAttackingAnUnprotectedHorseChasesIt) {
  PlyFlags f = flags_after("3k5/9/9/9/9/9/9/3n5/4K4/7R1 w - - 0 1", "h0h2");
  EXPECT_EQ(f.chased, at("d2"));
  EXPECT_FALSE(f.check);
  EXPECT_EQ(to_ucci(f.move), "h0h2");
}

TEST(Chase, KingAttacksAreNotChases) {
  PlyFlags f = flags_after("3k5/9/9/9/9/9/9/3n5/4K4/9 w - - 0 1", "e1d1");
  EXPECT_FALSE(f.chased);
}

TEST(Chase, PawnAttacksAreNotChases) {
  // The red pawn steps next to the loose black horse: no chase.
  PlyFlags f = flags_after("4k4/9/9/9/3nP4/9/9/9/9/3K5 w - - 0 1", "e5e6");
  EXPECT_FALSE(f.chased);
  PlyFlags g = flags_after("4k4/9/9/9/4P4/3n5/9/9/9/3K5 w - - 0 1", "e5d5");
  EXPECT_FALSE(g.chased);
}

TEST(Chase, PawnsAtHomeAreNotTargetsButCrossedPawnsAre) {
  // Black pawn on e6 (its own side) vs on e4 (crossed), attacked by a red rook from the a file.
  EXPECT_FALSE(flags_after("3k5/9/9/4p4/9/9/9/9/R8/4K4 w - - 0 1", "a1a6").chased);
  EXPECT_EQ(flags_after("3k5/9/9/9/9/4p4/9/9/R8/4K4 w - - 0 1", "a1a4").chased, at("e4"));
}

TEST(Chase, AnOfferToExchangeIsNotAChase) {
  // Red's rook attacks the black rook on c5, which can take back: an exchange offer.
  EXPECT_FALSE(flags_after("3k5/9/9/9/2r6/9/9/9/9/R3K4 w - - 0 1", "a0a5").chased);
}

TEST(Chase, AHorseAttackingAProtectedRookChasesIt) {
  // The black rook on d8 is protected by the king, yet a horse attacking a rook chases.
  EXPECT_EQ(flags_after("3k5/3ra4/9/9/4N4/9/9/9/9/4K4 w - - 0 1", "e5c6").chased, at("d8"));
  // A rook attacking the same protected rook is no chase (it could be taken back).
  EXPECT_FALSE(flags_after("3k5/3ra4/9/9/9/9/9/9/9/4K1R2 w - - 0 1", "g0g8").chased);
}

TEST(Chase, AnAttackPassedToAnotherPieceIsANewChase) {
  // The horse on d3 attacks the loose black rook on c5; on c1 it no longer does, but it screens
  // the cannon on c0, which now does. The rook could be won before and after, by different
  // pieces: the chase belongs to the side, and the move renews it (WXF/AXF rule 33).
  EXPECT_EQ(flags_after("4k4/9/9/9/2r6/9/3N5/9/9/2CK5 w - - 0 1", "d3c1").chased, at("c5"));
  // A piece that keeps its own attack renews nothing: the rook slides along the rank and still
  // attacks the loose cannon on a5.
  EXPECT_FALSE(flags_after("5k3/9/9/9/c3R4/9/9/9/9/3K5 w - - 0 1", "e5d5").chased);
}

TEST(Chase, APinnedDefenderGivesNoProtection) {
  // The cannon on d5 is protected by the rook on d9 ...
  EXPECT_FALSE(flags_after("3rk4/9/9/9/3c5/9/9/9/7R1/3K5 w - - 0 1", "h1h5").chased);
  // ... unless that rook is pinned to its king by the red rook on a9.
  EXPECT_EQ(flags_after("R2rk4/9/9/9/3c5/9/9/9/7R1/3K5 w - - 0 1", "h1h5").chased, at("d5"));
}

TEST(Chase, ARookBlockingAHorseCheckOnItsLegChasesTheLooseHorse) {
  // The black horse on d2 checks the red king over its leg d1; the red rook blocks there and
  // attacks the horse, which it can legally take (seed 004: a move "to a position where it can
  // capture" an enemy piece). Pinned on the leg, the rook's other captures would be illegal.
  PlyFlags f = flags_after("5k3/9/9/9/9/9/9/3n5/1R7/4K4 w - - 0 1", "b1d1");
  EXPECT_EQ(f.chased, at("d2"));
  EXPECT_FALSE(f.check);
  // A rook already pinned chases nothing by moving along its line (AXF): the red rook on e3,
  // pinned by the black cannon on e7 over the screen e5, steps to e4 next to the loose horse.
  EXPECT_FALSE(flags_after("3k5/9/4c4/9/4p4/3n5/4R4/9/9/4K4 w - - 0 1", "e3e4").chased);
}

TEST(Chase, AnAttackThatWasAlreadyThereIsNotNew) {
  // The rook already attacked the loose horse on d2 from h2; moving along the rank keeps it.
  EXPECT_FALSE(flags_after("3k5/9/9/9/9/9/9/3n3R1/4K4/9 w - - 0 1", "h2g2").chased);
}

TEST(Chase, ACheckChasesWhatItAttacksOnlyWithItsCheckResolved) {
  // The horse checks from d7 and attacks the loose cannon on b8: a check and a chase.
  PlyFlags f = flags_after("4k4/1c7/9/1N7/9/9/9/9/9/3K5 w - - 0 1", "b6d7");
  EXPECT_TRUE(f.check);
  EXPECT_EQ(f.chased, at("b8"));
  // The rook on d8 checks from d9; the rook on e7 attacks the advisor on d7, which the advisor on
  // e8 could take back but for the check: with the check fictionally resolved, no chase.
  PlyFlags g = flags_after("5k3/3Ra4/3aR4/9/9/9/9/9/4K4/9 w - - 0 1", "d8d9");
  EXPECT_TRUE(g.check);
  EXPECT_FALSE(g.chased);
}

TEST(Chase, CheckIsFlagged) {
  PlyFlags f = flags_after("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1", "a7a9");
  EXPECT_TRUE(f.check);
  EXPECT_FALSE(f.chased);
}

TEST(Chase, NullMoveIsIdle) {
  Position pos = *Position::from_fen("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1");
  pos.do_null_move();
  PlyFlags f = ply_flags(pos);
  EXPECT_EQ(f.move, MOVE_NULL);
  EXPECT_FALSE(f.check);
  EXPECT_FALSE(f.chased);
}

}  // namespace
}  // namespace cotuong::rules

namespace cotuong::rules {
namespace {

// The chase definition applied literally: every enemy piece the mover could win after the move
// and could not win before it (no shortcuts).
Bitboard chased_by_definition(const Position& after) {
  Move m = after.last_move();
  Color c = ~after.side_to_move();
  BoardView now = BoardView::of(after);
  BoardView before = now;
  before.move(to_sq(m), from_sq(m));
  if (Piece cap = after.captured_piece(); cap != NO_PIECE)
    before.put(color_of(cap), type_of(cap), to_sq(m));
  Bitboard pinned_now = king_shields(now, c), pinned_before = king_shields(before, c);
  Square shield_mover = moved_into_pin(from_sq(m), to_sq(m), pinned_before, pinned_now);
  Bitboard chased, enemies = now.by_color[~c];
  while (enemies) {
    Square x = enemies.pop_lsb();
    // Chased: the mover can win x now, and no piece that could win it before still can (the
    // moved piece followed to its new square): a new attack, or one passed to another piece.
    Bitboard won_now = winners(now, x, c, pinned_now, true, shield_mover);
    Bitboard won_before = winners(before, x, c, pinned_before);
    if (won_before.test(from_sq(m))) won_before = (won_before ^ from_sq(m)) | to_sq(m);
    if (won_now && !(won_now & won_before)) chased |= x;
  }
  return chased;
}

TEST(Chase, ShortcutsGiveTheSameFlagsAsTheDefinition) {
  // Every legal move of positions from seeded pseudo-random games.
  uint64_t seed = 987654321;
  int64_t moves_checked = 0, chases = 0;
  for (int game = 0; game < 30; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 80; ++ply) {
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      if (ply % 5 == 4) {
        for (Move m : moves) {
          pos.do_move(m);
          Bitboard fast = ply_flags(pos).chased;
          ASSERT_EQ(fast, chased_by_definition(pos)) << pos.fen() << " after " << to_ucci(m);
          chases += bool(fast);
          ++moves_checked;
          pos.undo_move();
        }
      }
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      pos.do_move(moves.begin()[(seed >> 33) % moves.size()]);
    }
  }
  EXPECT_GT(moves_checked, 10000);
  EXPECT_GT(chases, 500);  // the sample does contain chases
}

}  // namespace
}  // namespace cotuong::rules
