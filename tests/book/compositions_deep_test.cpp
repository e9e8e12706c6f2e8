// The cờ thế collection, the slow checks of its verdicts (deep suite): the wins too long for the
// default suite proven by the mate prover with the stated N, and each draw held: the engine at
// full strength playing the attacker against the engine defending, a fixed node count a move,
// does not win.
#include <gtest/gtest.h>

#include <iostream>

#include "book/compositions.h"
#include "rules/game.h"
#include "search/search.h"
#include "tests/book/composition_proof.h"

namespace cotuong::book {
namespace {

// The engine's budget in a draw: nodes a move (1 thread: the same moves every run) and plies.
constexpr uint64_t kDrawNodesPerMove = 200'000;
constexpr int kDrawPlies = 120;

TEST(CompositionsDeep, LongWinsAreProvenWithTheStatedLength) {
  int proven = 0;
  for (const Composition& c : builtin_compositions()) {
    if (c.is_draw() || c.mate_in <= kQuickMateMoves) continue;
    expect_win_proven(c);
    ++proven;
  }
  EXPECT_GE(proven, 10);
}

TEST(CompositionsDeep, EveryDrawIsHeldAgainstTheEngine) {
  search::Searcher engine;
  engine.set_threads(1);
  for (const Composition& c : builtin_compositions()) {
    if (!c.is_draw()) continue;
    SCOPED_TRACE(c.title());
    engine.clear();
    rules::Game game(c.position);
    search::Limits limits;
    limits.nodes = kDrawNodesPerMove;
    while (int(game.moves().size()) < kDrawPlies && !game.verdict().over()) {
      search::Result r = engine.search_sync(game.position(), limits);
      ASSERT_NE(r.best, MOVE_NONE);
      ASSERT_TRUE(game.play(r.best).ok());
    }
    const rules::Verdict v = game.verdict();
    std::cout << c.number << ". " << c.title() << ": " << rules::result_text(v.result) << " "
              << v.rule << " after " << game.moves().size() << " plies\n";
    EXPECT_NE(v.result, rules::win_for(c.attacker)) << v.explanation;
  }
}

}  // namespace
}  // namespace cotuong::book
