// The five levels as the search plays them: speed, variety, and at every level a forced mate
// played and a mate-in-1 threat parried (names and takebacks: tests/src/levels).
#include "search/levels.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <thread>

#include "tests/search/levels/test_positions.h"

namespace cotuong::search {
namespace {

using testing::load_tsv;

TEST(Levels, LowerLevelsSeeLessAndThinkShorterUnderAClock) {
  Limits clock;
  clock.time[RED] = clock.time[BLACK] = 600'000;
  clock.inc[RED] = clock.inc[BLACK] = 1'000;
  for (int level = 1; level < 4; ++level) {
    Limits lower = level_limits(level, clock, RED), higher = level_limits(level + 1, clock, RED);
    EXPECT_LT(lower.movetime, higher.movetime) << level;
    EXPECT_LT(lower.depth, higher.depth) << level;
    EXPECT_GT(lower.movetime, 0) << level;
    EXPECT_FALSE(lower.infinite);
  }
  // Full strength keeps the caller's clock.
  EXPECT_EQ(level_limits(5, clock, RED).time[RED], 600'000);
  // A short clock shortens a level's think too: never more than a small share of it.
  Limits short_clock;
  short_clock.time[RED] = 2'000;
  EXPECT_LE(level_limits(4, short_clock, RED).movetime, 200);
}

TEST(Levels, EveryLevelPlaysTheMateInOneAndTwoOfTheMateSet) {
  Searcher searcher;
  LevelSearch levels(searcher, 7);
  int checked = 0;
  for (const auto& c : load_tsv("mates.tsv")) {
    if (c.number > 2) continue;
    for (int level = kLevelMin; level <= kLevelMax; ++level) {
      Position pos = *Position::from_fen(c.fen);
      Limits limits;
      limits.movetime = 300;  // bounds level 5, whose own preset has no cap
      Result r = levels.choose(pos, level, limits);
      ASSERT_TRUE(pos.is_legal(r.best)) << c.fen << " level " << level;
      EXPECT_TRUE(is_mate_score(r.score) && r.score > 0) << c.fen << " level " << level;
      pos.do_move(r.best);
      EXPECT_TRUE(testing::mated_within(pos, c.number - 1))
          << c.fen << " level " << level << " played " << to_ucci(r.best);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 5 * 48);
}

TEST(Levels, LevelOneParriesEveryMateInOneThreatOfTheDefendSet) {
  std::vector<testing::TsvCase> cases = load_tsv("level-defend.tsv");
  ASSERT_GE(cases.size(), 20u);
  Searcher searcher;
  for (uint64_t seed : {1, 2, 3}) {
    LevelSearch levels(searcher, seed);
    for (const auto& c : cases) {
      Position pos = *Position::from_fen(c.fen);
      Move m = levels.choose(pos, 1, Limits{}).best;
      ASSERT_TRUE(pos.is_legal(m)) << c.fen;
      pos.do_move(m);
      EXPECT_FALSE(testing::can_mate_in_one(pos)) << c.fen << " played " << to_ucci(m);
    }
  }
}

TEST(Levels, LevelOneVariesItsOpeningMovesButLevelFiveDoesNot) {
  Searcher searcher;
  std::set<Move> level_one, level_five;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    LevelSearch levels(searcher, seed);
    searcher.clear();
    level_one.insert(levels.choose(Position::start(), 1, Limits{}).best);
    searcher.clear();
    Limits fixed;
    fixed.depth = 5;
    level_five.insert(levels.choose(Position::start(), 5, fixed).best);
  }
  EXPECT_GE(level_one.size(), 3u);
  EXPECT_EQ(level_five.size(), 1u);
}

// A GUI pondering or analysing at a level gets the answer only after ponderhit or stop, as at
// full strength: here a mate in one, which the level finds at once and then holds.
TEST(Levels, StartedPonderingOrInfiniteTheAnswerWaitsForPonderhitOrStop) {
  const Position mate_in_one = *Position::from_fen("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
  Searcher searcher;
  LevelSearch levels(searcher, 7);
  std::atomic<int> answers{0};
  Callbacks callbacks;
  callbacks.on_bestmove = [&answers](const Result& r) {
    EXPECT_EQ(to_ucci(r.best), "b0b9");
    ++answers;
  };
  Limits ponder;
  ponder.ponder = true;
  levels.start(mate_in_one, 1, ponder, callbacks);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));  // the mate is long found
  EXPECT_EQ(answers, 0);
  levels.ponderhit();
  levels.wait();
  EXPECT_EQ(answers, 1);

  Limits infinite;
  infinite.infinite = true;
  levels.start(mate_in_one, 1, infinite, callbacks);
  levels.ponderhit();  // not pondering: an infinite answer still waits
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(answers, 1);
  levels.stop();
  levels.wait();
  EXPECT_EQ(answers, 2);
}

TEST(Levels, EveryLevelBelowFiveIsBoundedWithoutAClock) {
  // A console game has no clock: each level still stops by itself, level 1 soonest.
  for (int level = 1; level < 5; ++level) {
    Limits l = level_limits(level, Limits{}, RED);
    EXPECT_GT(l.movetime, 0) << level;
    EXPECT_GT(l.depth, 0) << level;
    EXPECT_GT(l.nodes, 0u) << level;
    EXPECT_FALSE(l.infinite) << level;
  }
  EXPECT_LE(level_limits(1, Limits{}, RED).movetime, 200);
}

TEST(LevelSearch, StopEndsAnEndlessFullStrengthSearchWithALegalMove) {
  Searcher searcher;
  LevelSearch levels(searcher, 1);
  Limits endless;
  endless.infinite = true;
  Result got;
  bool answered = false;
  Callbacks cb;
  cb.on_bestmove = [&](const Result& r) {
    got = r;
    answered = true;
  };
  levels.start(Position::start(), 5, endless, cb);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  levels.stop();
  levels.wait();
  EXPECT_TRUE(answered);
  EXPECT_TRUE(Position::start().is_legal(got.best));
}

}  // namespace
}  // namespace cotuong::search
