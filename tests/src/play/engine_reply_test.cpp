// The engine's reply in a person's game: the book's variety per level, and the budget of the
// level's search (untimed, on a clock, at a fixed depth).
#include "play/engine_reply.h"

#include <gtest/gtest.h>

#include "notation/notation.h"
#include "search/levels.h"
#include "search/timeman.h"

namespace cotuong::play {
namespace {

TEST(EngineReply, LowerLevelsChooseMoreWidelyInTheBook) {
  EXPECT_EQ(search::book_variety(5), 1.0);
  for (int level = 1; level < 5; ++level)
    EXPECT_GT(search::book_variety(level), search::book_variety(level + 1));
  // At the start the heaviest move (h2e2) is played less often at level 1 than at level 5.
  auto share_of_heaviest = [](int level) {
    book::BookService books(7);
    int heaviest = 0;
    for (int i = 0; i < 1000; ++i)
      heaviest +=
          to_ucci(books.pick(Position::start(), search::book_variety(level))->move) == "h2e2";
    return heaviest;
  };
  EXPECT_LT(share_of_heaviest(1) + 100, share_of_heaviest(5));
}

TEST(EngineReply, TheLevelsBudgetUntimedOnAClockAndAtAFixedDepth) {
  ReplySettings settings;
  settings.master_movetime_ms = 1500;
  const rules::SteadyTime now{};
  search::Limits l = EngineReply::limits(3, settings, nullptr, now);
  EXPECT_EQ(l.level, 3);
  EXPECT_EQ(l.movetime, 0);  // the level's own depth and nodes
  l = EngineReply::limits(5, settings, nullptr, now);
  EXPECT_EQ(l.move_cap, 1500);  // untimed, level 5 thinks up to its cap per move
  search::TimeManager tm;
  tm.init(l, RED, 0);
  EXPECT_EQ(tm.maximum(), 1500 - l.move_overhead);
  EXPECT_EQ(tm.optimum(), tm.maximum());
  const rules::GameClock clock(*rules::parse_clock("3+3", rules::ClockUnit::kMinutes).value());
  l = EngineReply::limits(5, settings, &clock, now);
  EXPECT_EQ(l.movetime, 0);  // the engine's share of its own clock
  EXPECT_GT(l.time[RED], 0);
  settings.depth = 4;
  EXPECT_EQ(EngineReply::limits(2, settings, nullptr, now).depth, 4);
}

}  // namespace
}  // namespace cotuong::play
