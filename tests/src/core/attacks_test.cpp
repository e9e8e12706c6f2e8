// Attack tables against direct, slow reasoning on the board.
#include "core/attacks.h"

#include <random>
#include <vector>

#include "gtest/gtest.h"

namespace cotuong {
namespace {

Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '0'); }

// Returns a ray walk for rook (screens == 0) or cannon (screens == 1) from s.
Bitboard slow_slider(Square s, Bitboard occ, bool cannon) {
  Bitboard out;
  const int d[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
  for (auto& dir : d) {
    int f = file_of(s), r = rank_of(s), screens = 0;
    for (f += dir[0], r += dir[1]; f >= 0 && f < 9 && r >= 0 && r < 10; f += dir[0], r += dir[1]) {
      Square t = make_square(f, r);
      if (!cannon) {
        out |= t;
        if (occ.test(t)) break;
      } else if (occ.test(t)) {
        if (screens++ == 1) {
          out |= t;
          break;
        }
      }
    }
  }
  return out;
}

Bitboard random_occupancy(std::mt19937_64& rng) {
  const uint64_t lo = rng() & rng(), hi = rng() & rng();
  return Bitboard((unsigned __int128)hi << 64 | lo) & kAllBB;
}

TEST(Attacks, SlidersMatchRayWalks) {
  attacks::init();
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    Bitboard occ = random_occupancy(rng);
    Square s = Square(rng() % SQUARE_NB);
    EXPECT_EQ(attacks::rook_attacks(s, occ), slow_slider(s, occ, false));
    EXPECT_EQ(attacks::cannon_attacks(s, occ) & occ, slow_slider(s, occ, true));
  }
}

// file_bits gathers every 9th bit with one multiply: every rank of every file, on random boards,
// the full board and single squares (a carry between the gathered bits would show here).
TEST(Attacks, FileBitsReadEveryRankOfEveryFile) {
  std::mt19937_64 rng(7);
  std::vector<Bitboard> boards = {kEmptyBB, kAllBB};
  for (int s = 0; s < SQUARE_NB; ++s) boards.push_back(Bitboard::square(Square(s)));
  for (int i = 0; i < 2000; ++i) boards.push_back(random_occupancy(rng));
  for (Bitboard occ : boards)
    for (int f = 0; f < FILE_NB; ++f) {
      unsigned expected = 0;
      for (int r = 0; r < RANK_NB; ++r) expected |= unsigned(occ.test(make_square(f, r))) << r;
      ASSERT_EQ(file_bits(occ, f), expected) << "file " << f;
    }
}

TEST(Attacks, HorseReverseLookupIsTheInverse) {
  attacks::init();
  std::mt19937_64 rng(11);
  for (int i = 0; i < 2000; ++i) {
    Bitboard occ = random_occupancy(rng);
    for (int s = 0; s < SQUARE_NB; ++s)
      for (Bitboard b = attacks::horse_attacks(Square(s), occ); b;) {
        Square t = b.pop_lsb();
        ASSERT_TRUE(attacks::horse_attackers_from(t, occ).test(Square(s)));
      }
  }
}

TEST(Attacks, PieceRules) {
  attacks::init();
  // Horse on b0 with its leg b1 blocked cannot reach a2 or c2; with d0 empty it reaches d1.
  Bitboard leg = Bitboard::square(sq("b1"));
  EXPECT_FALSE(attacks::horse_attacks(sq("b0"), leg).test(sq("a2")));
  EXPECT_TRUE(attacks::horse_attacks(sq("b0"), leg).test(sq("d1")));
  // Elephant: eye blocked, and never across the river.
  EXPECT_FALSE(attacks::elephant_attacks(sq("c0"), Bitboard::square(sq("d1"))).test(sq("e2")));
  EXPECT_TRUE(attacks::elephant_attacks(sq("c0"), Bitboard()).test(sq("e2")));
  EXPECT_FALSE(attacks::elephant_attacks(sq("c4"), Bitboard()).test(sq("e6")));
  // Advisor and king stay in the palace.
  EXPECT_EQ(attacks::advisor_attacks(sq("e1")).count(), 4);
  EXPECT_EQ(attacks::advisor_attacks(sq("d0")).count(), 1);
  EXPECT_EQ(attacks::king_attacks(sq("d0")).count(), 2);
  EXPECT_EQ(attacks::king_attacks(sq("e8")).count(), 4);
  // Pawns: forward only before the river, sideways after; never backward.
  EXPECT_EQ(attacks::pawn_attacks(RED, sq("e3")), Bitboard::square(sq("e4")));
  EXPECT_EQ(attacks::pawn_attacks(RED, sq("e5")).count(), 3);
  EXPECT_EQ(attacks::pawn_attacks(RED, sq("a9")).count(), 1);
  EXPECT_EQ(attacks::pawn_attacks(BLACK, sq("e4")).count(), 3);
  EXPECT_TRUE(attacks::pawn_attackers_from(RED, sq("e6")).test(sq("d6")));
}

}  // namespace
}  // namespace cotuong
