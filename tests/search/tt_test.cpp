// The transposition table as the search uses it: what is stored is found again with its move,
// bound, depth and scores; mates come back relative to the ply they are read at; a deeper entry
// survives a shallower store, and a full cluster gives up its shallowest entry; each store says
// what it did (the search statistics count it); a table takes the megabytes asked for, not the
// power of two below them.
#include "search/tt.h"

#include <gtest/gtest.h>

#include <vector>

namespace cotuong::search {
namespace {

constexpr Move kMove = make_move(Square(1), Square(20));
constexpr Move kOther = make_move(Square(2), Square(21));

// A 1 MB table: 2^14 clusters, so keys that differ only in their low bits share one.
class TranspositionTableTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(tt.resize(1)); }
  TranspositionTable tt;
};

TEST_F(TranspositionTableTest, AStoredEntryIsFoundWithEverythingItHolds) {
  const Key key = 0x123456789abcdef0ULL;
  TTData d;
  EXPECT_FALSE(tt.probe(key, d));
  tt.store(key, -321, BOUND_LOWER, 9, kMove, 45);
  ASSERT_TRUE(tt.probe(key, d));
  EXPECT_EQ(d.move, kMove);
  EXPECT_EQ(d.value, -321);
  EXPECT_EQ(d.eval, 45);
  EXPECT_EQ(d.depth, 9);
  EXPECT_EQ(d.bound, BOUND_LOWER);
  EXPECT_FALSE(tt.probe(key ^ 1, d));  // another key is not this entry
  tt.clear();
  EXPECT_FALSE(tt.probe(key, d));
}

// The search reduces nodes less whose entry says they were once on a principal variation: the
// mark must come back as stored, beside every other field, at either extreme of them.
TEST_F(TranspositionTableTest, ThePvMarkComesBackAsStored) {
  const Key marked = 0x0f0f0f0f12345678ULL, unmarked = 0x7070707087654321ULL;
  tt.store(marked, VALUE_MATE - 1, BOUND_EXACT, 127, kMove, -VALUE_MATE + 1, /*pv=*/true);
  tt.store(unmarked, -VALUE_MATE + 1, BOUND_LOWER, -100, kOther, VALUE_MATE - 1, /*pv=*/false);
  TTData d;
  ASSERT_TRUE(tt.probe(marked, d));
  EXPECT_TRUE(d.pv);
  EXPECT_EQ(d.value, VALUE_MATE - 1);
  EXPECT_EQ(d.eval, -VALUE_MATE + 1);
  EXPECT_EQ(d.depth, 127);
  EXPECT_EQ(d.bound, BOUND_EXACT);
  EXPECT_EQ(d.move, kMove);
  ASSERT_TRUE(tt.probe(unmarked, d));
  EXPECT_FALSE(d.pv);
  EXPECT_EQ(d.bound, BOUND_LOWER);
  EXPECT_EQ(d.depth, -100);
  // A later store of the position sets the mark again as the search says.
  tt.store(marked, 5, BOUND_EXACT, 10, kMove, 0, /*pv=*/false);
  ASSERT_TRUE(tt.probe(marked, d));
  EXPECT_FALSE(d.pv);
}

// The generation has five bits beside the mark: 31 searches later an entry is still of an older
// search, replaced first, and the mark has not leaked into its age.
TEST_F(TranspositionTableTest, TheGenerationWrapsWithoutTouchingTheMark) {
  const Key base = 0x3333333333330000ULL;  // base + i: the same cluster
  for (int i = 0; i < 4; ++i) tt.store(base + i + 1, 0, BOUND_EXACT, 20, kMove, 0, /*pv=*/true);
  for (int i = 0; i < 31; ++i) tt.new_search();
  EXPECT_EQ(tt.store(base + 5, 0, BOUND_EXACT, 1, kMove, 0), StoreOutcome::kEvictedOlder);
  TTData d;
  int marked = 0;
  for (int i = 1; i <= 4; ++i) marked += tt.probe(base + i, d) && d.pv;
  EXPECT_EQ(marked, 3);  // one of the four went, the others keep their mark
}

TEST_F(TranspositionTableTest, AMateIsReadBackRelativeToThePlyOfTheReader) {
  const Key key = 0xfeedfacecafebeefULL;
  // Found at ply 4: mate in 9 plies from the root, 5 from this node.
  tt.store(key, value_to_tt(mate_in(9), 4), BOUND_EXACT, 6, kMove, 0);
  TTData d;
  ASSERT_TRUE(tt.probe(key, d));
  EXPECT_EQ(value_from_tt(d.value, 4), mate_in(9));
  EXPECT_EQ(value_from_tt(d.value, 2), mate_in(7));  // the same node reached 2 plies earlier
  tt.store(key, value_to_tt(mated_in(6), 3), BOUND_EXACT, 6, kMove, 0);
  ASSERT_TRUE(tt.probe(key, d));
  EXPECT_EQ(value_from_tt(d.value, 5), mated_in(8));
}

TEST_F(TranspositionTableTest, ADeeperEntryOfTheSameKeySurvivesAShallowBound) {
  const Key key = 0x0123456789abcdefULL;
  EXPECT_EQ(tt.store(key, 100, BOUND_LOWER, 12, kMove, 0), StoreOutcome::kEmpty);
  // Much shallower, not exact: ignored.
  EXPECT_EQ(tt.store(key, -50, BOUND_UPPER, 3, kOther, 0), StoreOutcome::kKept);
  TTData d;
  ASSERT_TRUE(tt.probe(key, d));
  EXPECT_EQ(d.depth, 12);
  EXPECT_EQ(d.move, kMove);
  // An exact score replaces it, keeping the move.
  EXPECT_EQ(tt.store(key, 7, BOUND_EXACT, 3, MOVE_NONE, 0), StoreOutcome::kSameKey);
  ASSERT_TRUE(tt.probe(key, d));
  EXPECT_EQ(d.depth, 3);
  EXPECT_EQ(d.value, 7);
  EXPECT_EQ(d.move, kMove);
  tt.new_search();  // a later search's result replaces an older search's entry
  tt.store(key, -9, BOUND_UPPER, 1, kOther, 0);
  ASSERT_TRUE(tt.probe(key, d));
  EXPECT_EQ(d.depth, 1);
  EXPECT_EQ(d.move, kOther);
}

TEST_F(TranspositionTableTest, AFullClusterGivesUpItsShallowestEntry) {
  const Key base = 0x5555555555550000ULL;  // base + i: the same cluster
  const int depths[4] = {10, 2, 8, 6};
  for (int i = 0; i < 4; ++i) tt.store(base + i + 1, 10 * i, BOUND_EXACT, depths[i], kMove, 0);
  EXPECT_EQ(tt.store(base + 5, 50, BOUND_EXACT, 5, kMove, 0), StoreOutcome::kEvicted);
  TTData d;
  EXPECT_FALSE(tt.probe(base + 2, d));  // depth 2 went
  for (Key k : {base + 1, base + 3, base + 4, base + 5}) EXPECT_TRUE(tt.probe(k, d)) << k - base;
  ASSERT_TRUE(tt.probe(base + 5, d));
  EXPECT_EQ(d.value, 50);
  // An entry holding only an evaluation goes first, and the store says so; in a later search
  // an entry of the earlier one goes, and the store says that.
  tt.store(base + 6, VALUE_NONE, BOUND_NONE, -100, MOVE_NONE, 30);  // evicts depth 5
  EXPECT_EQ(tt.store(base + 7, 70, BOUND_EXACT, 4, kMove, 0), StoreOutcome::kEvictedEvalOnly);
  tt.new_search();
  EXPECT_EQ(tt.store(base + 8, 80, BOUND_EXACT, 1, kMove, 0), StoreOutcome::kEvictedOlder);
}

TEST_F(TranspositionTableTest, HashfullCountsThisSearchsEntries) {
  EXPECT_EQ(tt.hashfull(), 0);
  // One entry in each of the first 1000 clusters (the sample hashfull reads) fills a quarter.
  for (Key c = 0; c < 1000; ++c) tt.store((c << 50) | 1, 0, BOUND_EXACT, 1, kMove, 0);
  EXPECT_EQ(tt.hashfull(), 250);
  tt.new_search();
  EXPECT_EQ(tt.hashfull(), 0);  // older entries do not count
}

// Returns how many of `count` distinct pseudo-random keys a table of mb megabytes still holds
// after storing them all.
int keys_kept(size_t mb, int count) {
  TranspositionTable table;
  EXPECT_TRUE(table.resize(mb));
  uint64_t x = 0x9e3779b97f4a7c15ULL;
  std::vector<Key> keys;
  for (int i = 0; i < count; ++i) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;  // xorshift64
    keys.push_back(x);
    table.store(x, 0, BOUND_EXACT, 1, kMove, 0);
  }
  TTData d;
  int kept = 0;
  for (Key k : keys) kept += table.probe(k, d);
  return kept;
}

TEST(TranspositionTableSize, EveryMegabyteAskedForIsUsedNotJustAPowerOfTwo) {
  TranspositionTable table;
  for (size_t mb : {1, 3, 100}) {
    ASSERT_TRUE(table.resize(mb));
    EXPECT_LE(table.bytes(), mb << 20);
    EXPECT_GT(table.bytes(), (mb << 20) - 64);
  }
  // 120,000 keys: a 3 MB table (196,608 entries) keeps clearly more than a 2 MB one (131,072).
  const int kept3 = keys_kept(3, 120000), kept2 = keys_kept(2, 120000);
  EXPECT_GT(kept3, kept2 + 5000) << kept3 << " against " << kept2;
}

}  // namespace
}  // namespace cotuong::search
