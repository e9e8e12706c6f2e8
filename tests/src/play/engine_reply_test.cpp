// The engine's reply in a person's game: the one call (the book first unless the settings say
// no, else the level's search by the game's rules; blocking and on the search's thread alike),
// the book's variety per level, and the budget of the level's search (untimed, on a clock, at a
// fixed depth).
#include "play/engine_reply.h"

#include <gtest/gtest.h>

#include "notation/notation.h"
#include "play/player_levels.h"
#include "search/levels.h"
#include "search/timeman.h"

namespace cotuong::play {
namespace {

// Returns a game at the start in which the engine plays Red at `level`.
PersonGame engine_opens(int level, rules::RuleSet rules = rules::RuleSet::kAsian) {
  PersonGameSettings settings;
  settings.human = BLACK;
  settings.level = level;
  settings.rules = rules;
  return PersonGame(settings);
}

TEST(EngineReply, TheBookAnswersFirstUnlessTheSettingsSayNo) {
  const PersonGame game = engine_opens(5);
  EngineReply reply(1);
  const EngineMove book = reply.move(game, rules::SteadyTime{});
  EXPECT_TRUE(book.from_book);
  EXPECT_TRUE(game.position().is_legal(book.move()));
  EXPECT_EQ(book.search.pv, std::vector<Move>{book.move()});  // the book move alone, as its line
  EXPECT_FALSE(book.opening.empty());  // every first move of the book opens a named line
  reply.settings().use_book = false;
  reply.settings().depth = 2;
  const EngineMove searched = reply.move(game, rules::SteadyTime{});
  EXPECT_FALSE(searched.from_book);
  EXPECT_TRUE(game.position().is_legal(searched.move()));
  EXPECT_TRUE(searched.opening.empty());
}

TEST(EngineReply, TheBlockingAndTheThreadedFormsPlayTheSameMove) {
  ReplySettings settings;
  settings.depth = 3;
  settings.use_book = false;
  const PersonGame game = engine_opens(2);  // level 2 chooses at random: by the seed
  EngineReply blocking(9, settings), threaded(9, settings);
  const EngineMove expected = blocking.move(game, rules::SteadyTime{});
  std::optional<EngineMove> got;
  EXPECT_TRUE(threaded.start(game, rules::SteadyTime{}, [&](const EngineMove& m) { got = m; }));
  threaded.wait();
  ASSERT_TRUE(got);
  EXPECT_EQ(got->move(), expected.move());
  // The book answers at once, on the calling thread, before start returns.
  threaded.settings().use_book = true;
  got.reset();
  EXPECT_FALSE(threaded.start(game, rules::SteadyTime{}, [&](const EngineMove& m) { got = m; }));
  ASSERT_TRUE(got);
  EXPECT_TRUE(got->from_book);
}

TEST(EngineReply, TheBookMoveOfALevelIsTheProtocolsToo) {
  // One choice of a book move at a level (play::book_move): the same seed gives the same moves.
  book::BookService a(3), b(3);
  for (int level = 1; level <= 5; ++level)
    EXPECT_EQ(book_move(a, Position::start(), level)->move,
              b.pick(Position::start(), search::book_variety(level))->move);
}

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
