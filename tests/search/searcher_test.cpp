// The searcher's contract as the protocol front relies on it: limits, callbacks, threads.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "search/search.h"
#include "search/tt.h"
#include "tests/fen_position.h"

namespace cotuong::search {
namespace {

using testing::fen_position;

TEST(Searcher, DepthLimitedSearchOfStartPositionReturnsALegalMove) {
  Searcher s;
  Position pos = Position::start();
  Limits lim;
  lim.depth = 6;
  int infos = 0;
  Result r = s.search_sync(pos, lim, [&](const Info& info) {
    ++infos;
    EXPECT_FALSE(info.pv.empty());
  });
  EXPECT_TRUE(pos.is_legal(r.best));
  EXPECT_EQ(r.depth, 6);
  EXPECT_EQ(infos, 6);
  EXPECT_GT(r.nodes, 0u);
}

TEST(Searcher, FindsMateInOne) {
  // Red rook to the back rank mates: the other rook holds the king off rank 8.
  Searcher s;
  Position pos = fen_position("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
  Limits lim;
  lim.depth = 4;
  Result r = s.search_sync(pos, lim);
  EXPECT_EQ(to_ucci(r.best), "b0b9");
  EXPECT_TRUE(is_mate_score(r.score));
  EXPECT_EQ(mate_moves(r.score), 1);
}

TEST(Searcher, NoLegalMoveGivesNoneAndAMatedScore) {
  // Black is checkmated: bestmove is none, exactly once.
  Searcher s;
  Position pos = fen_position("R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1");
  std::atomic<int> calls{0};
  Callbacks cb;
  Result got;
  cb.on_bestmove = [&](const Result& r) {
    got = r;
    ++calls;
  };
  Limits lim;
  lim.depth = 3;
  s.start(pos, lim, cb);
  s.wait();
  EXPECT_EQ(calls.load(), 1);
  EXPECT_EQ(got.best, MOVE_NONE);
}

TEST(Searcher, NodeLimitIsDeterministicWithOneThread) {
  Searcher a, b;
  Limits lim;
  lim.nodes = 20000;
  Result ra = a.search_sync(Position::start(), lim);
  Result rb = b.search_sync(Position::start(), lim);
  EXPECT_EQ(ra.nodes, rb.nodes);
  EXPECT_EQ(ra.best, rb.best);
  EXPECT_LE(ra.nodes, 20000u + 64);  // stops within a few nodes of the limit
}

TEST(Searcher, InfiniteSearchAnswersOnlyAfterStop) {
  Searcher s;
  std::atomic<int> calls{0};
  Callbacks cb;
  cb.on_bestmove = [&](const Result& r) { ++calls; };
  Limits lim;
  lim.infinite = true;
  s.start(Position::start(), lim, cb);
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_TRUE(s.searching());
  EXPECT_EQ(calls.load(), 0);
  s.stop();
  s.wait();
  EXPECT_EQ(calls.load(), 1);
  EXPECT_FALSE(s.searching());
}

TEST(Searcher, PonderWaitsForPonderhitThenObeysTheClock) {
  Searcher s;
  std::atomic<int> calls{0};
  Callbacks cb;
  cb.on_bestmove = [&](const Result& r) { ++calls; };
  Limits lim;
  lim.ponder = true;
  lim.movetime = 100;
  s.start(Position::start(), lim, cb);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(calls.load(), 0);  // pondering past movetime: no answer before ponderhit
  s.ponderhit();
  s.wait();  // how soon after ponderhit: searcher_timing_deep_test.cpp
  EXPECT_EQ(calls.load(), 1);
}

TEST(Searcher, PonderhitWhileTheSearchReadsTheClockIsSafe) {
  // With a currmove callback the root reads the clock at every move, pondering or not, so
  // ponderhit restarts the clock while the search thread reads it (the ThreadSanitizer build
  // runs this test, label threads). The answer still comes once, soon after ponderhit.
  Searcher s;
  std::atomic<int> calls{0}, currmoves{0};
  Callbacks cb;
  cb.on_bestmove = [&](const Result&) { ++calls; };
  cb.on_currmove = [&](int, Move, int) { ++currmoves; };
  Limits lim;
  lim.ponder = true;
  lim.movetime = 100;
  s.start(Position::start(), lim, cb);
  std::this_thread::sleep_for(std::chrono::milliseconds(150));
  s.ponderhit();
  s.wait();
  EXPECT_EQ(calls.load(), 1);
}

TEST(Searcher, MovetimeEndsTheSearchWithAMove) {
  // That it ends in time is measured in searcher_timing_deep_test.cpp (label deep); the budget
  // movetime gives is TimeManager's (timeman_test.cpp).
  Searcher s;
  Limits lim;
  lim.movetime = 200;
  Result r = s.search_sync(Position::start(), lim);
  EXPECT_NE(r.best, MOVE_NONE);
  EXPECT_GE(r.depth, 1);
}

// Returns the answer of a search with `limits` stopped `stop_after` (negative: never stopped)
// after it started, and the depth of the first info line reported before it (0: none).
std::pair<Result, int> answer_and_first_depth(const Limits& limits, int stop_after_ms = -1,
                                              Position pos = Position::start()) {
  Searcher s;
  Result got;
  std::atomic<int> first_depth{0};
  Callbacks cb;
  cb.on_info = [&](const Info& info) {
    int none = 0;
    first_depth.compare_exchange_strong(none, info.depth);
  };
  cb.on_bestmove = [&](const Result& r) { got = r; };
  s.start(pos, limits, cb);
  if (stop_after_ms >= 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(stop_after_ms));
    s.stop();
  }
  s.wait();
  return {got, first_depth.load()};
}

TEST(Searcher, EveryAnswerComesFromAFinishedDepthOneWhateverTheBudget) {
  // Time trouble (issue 30): a clock of 1 ms, a node budget of 1, a stop before the search has
  // begun, at full strength or a level: the move is still a depth-1 search's, reported first.
  std::vector<std::pair<std::string, Limits>> budgets;
  Limits l;
  l.time[RED] = 1;
  l.inc[RED] = 3000;
  budgets.push_back({"1 ms + 3 s", l});
  l = Limits{};
  l.time[RED] = l.time[BLACK] = 10;
  budgets.push_back({"10 ms", l});
  l = Limits{};
  l.nodes = 1;
  budgets.push_back({"1 node", l});
  l = Limits{};
  l.movetime = 1;
  budgets.push_back({"movetime 1", l});
  for (const auto& [name, limits] : budgets) {
    SCOPED_TRACE(name);
    auto [r, depth] = answer_and_first_depth(limits);
    EXPECT_GE(r.depth, 1);
    EXPECT_EQ(depth, 1);
    EXPECT_TRUE(Position::start().is_legal(r.best));
  }
  for (int level : {kLevelMin, 3, kLevelMax})
    for (bool infinite : {false, true}) {
      SCOPED_TRACE(::testing::Message() << "level " << level << " infinite " << infinite);
      l = Limits{};
      l.level = level;
      l.infinite = infinite;
      l.movetime = infinite ? 0 : 1000;
      auto [r, depth] = answer_and_first_depth(l, 0);
      EXPECT_GE(r.depth, 1);
      EXPECT_EQ(depth, 1);
      EXPECT_TRUE(Position::start().is_legal(r.best));
    }
}

TEST(Searcher, ALevelSearchesEvenItsOnlyMove) {
  // Red's king in check from a rook on its file, one way out (a level played it unsearched).
  const Position pos = fen_position("5k3/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1");
  ASSERT_EQ(allowed_root_moves(pos, Limits{}).size(), 1u);
  Limits l;
  l.level = 2;
  l.movetime = 1000;
  auto [r, depth] = answer_and_first_depth(l, -1, pos);
  EXPECT_EQ(depth, 1);
  EXPECT_EQ(r.depth, 1);
}

TEST(Searcher, BanmovesAndSearchmovesRestrictTheRoot) {
  Searcher s;
  Position pos = Position::start();
  Limits lim;
  lim.depth = 4;
  Move only = *parse_ucci(pos, "h0g2");
  lim.searchmoves = {only};
  EXPECT_EQ(s.search_sync(pos, lim).best, only);
  Limits ban;
  ban.depth = 4;
  Result first = s.search_sync(pos, ban);
  ban.banmoves = {first.best};
  EXPECT_NE(s.search_sync(pos, ban).best, first.best);
}

TEST(Searcher, TheAllowedRootMovesAreTheLegalOnesLessTheBannedOnesWithinSearchmoves) {
  // One filter serves the searcher and the levels: a GUI's searchmoves and banmoves mean the
  // same at every level.
  Position pos = Position::start();
  Limits lim;
  EXPECT_EQ(allowed_root_moves(pos, lim).size(), 44u);
  const Move cannon = *parse_ucci(pos, "h2e2"), horse = *parse_ucci(pos, "h0g2");
  lim.banmoves = {cannon};
  std::vector<Move> moves = allowed_root_moves(pos, lim);
  EXPECT_EQ(moves.size(), 43u);
  EXPECT_EQ(std::count(moves.begin(), moves.end(), cannon), 0);
  lim.searchmoves = {cannon, horse};
  EXPECT_EQ(allowed_root_moves(pos, lim), std::vector<Move>{horse});
  lim.banmoves = {cannon, horse};
  EXPECT_TRUE(allowed_root_moves(pos, lim).empty());
}

TEST(Searcher, MultiPvReportsDistinctLines) {
  Searcher s;
  Limits lim;
  lim.depth = 5;
  lim.multipv = 3;
  std::vector<Info> last(4);
  s.search_sync(Position::start(), lim, [&](const Info& i) {
    if (i.depth == 5) last[i.multipv] = i;
  });
  for (int i = 1; i <= 3; ++i) ASSERT_FALSE(last[i].pv.empty()) << "no depth-5 line " << i;
  EXPECT_NE(last[1].pv[0], last[2].pv[0]);
  EXPECT_NE(last[2].pv[0], last[3].pv[0]);
  EXPECT_GE(last[1].score, last[2].score);
  EXPECT_GE(last[2].score, last[3].score);
}

TEST(Searcher, TwoThreadsSearchAndAgreeOnAMateInOne) {
  Searcher s;
  s.set_threads(2);
  Position pos = fen_position("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
  Limits lim;
  lim.depth = 6;
  Result r = s.search_sync(pos, lim);
  EXPECT_EQ(to_ucci(r.best), "b0b9");
}

TEST(Searcher, AStalemateOnTheLastPlyBeforeTheNoCaptureLimitStillWins) {
  // Issue 46: 117 plies without a capture; a0a8 e9f9 d0e0 leaves Black without a legal move on
  // ply 120. The arbiter judges the stalemate first (Red wins); the search used to call the
  // position a draw by the limit, scored 0 and played a0a2.
  const Position pos = fen_position("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 117 1");
  Searcher s;
  Limits lim;
  lim.depth = 10;
  Result r = s.search_sync(pos, lim);
  EXPECT_EQ(to_ucci(r.best), "a0a8");
  EXPECT_EQ(r.score, mate_in(3)) << r.score;
  // One ply before the limit: d0e0 (or a8e8) leaves Black without a move on ply 120, a win.
  Position late = fen_position("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 117 1");
  for (const char* m : {"a0a8", "e9f9"}) late.do_move(*parse_ucci(late, m));
  r = s.search_sync(late, lim);
  EXPECT_EQ(r.score, mate_in(1)) << to_ucci(r.best) << " " << r.score;
}

// Returns whether the last first line (multipv 1) a search reported starts with its answer's
// move and then its ponder move.
::testing::AssertionResult answer_is_last_line(const Position& pos, const Limits& lim,
                                               int threads) {
  Searcher s;
  s.set_threads(threads);
  std::vector<Move> last_pv;
  Result r = s.search_sync(pos, lim, [&](const Info& info) {
    if (info.multipv == 1) last_pv = info.pv;
  });
  if (last_pv.empty() || last_pv[0] != r.best)
    return ::testing::AssertionFailure()
           << "bestmove " << to_ucci(r.best) << ", last PV starts with "
           << (last_pv.empty() ? "nothing" : to_ucci(last_pv[0]));
  if (r.ponder != MOVE_NONE && (last_pv.size() < 2 || last_pv[1] != r.ponder))
    return ::testing::AssertionFailure() << "ponder " << to_ucci(r.ponder) << ", last PV's second "
                                         << (last_pv.size() < 2 ? "none" : to_ucci(last_pv[1]));
  return ::testing::AssertionSuccess();
}

TEST(Searcher, TheAnswerIsTheFirstMoveOfTheLastLineReported) {
  // Issue 46: stopped by nodes 3000 inside an iteration that changed the best move, the search
  // answered h0i2 while its last line began g3g4; a final line now reports the move returned.
  Position pos = Position::start();
  for (const char* m : {"b2e2", "h9g7", "h2g2", "f9e8", "b0c2", "b9a7", "a0b0", "a9b9"})
    pos.do_move(*parse_ucci(pos, m));
  Limits lim;
  lim.nodes = 3000;
  EXPECT_TRUE(answer_is_last_line(pos, lim, 1));
  // More node limits, one thread (deterministic).
  for (uint64_t nodes = 500; nodes <= 20000; nodes += 1500) {
    lim.nodes = nodes;
    EXPECT_TRUE(answer_is_last_line(Position::start(), lim, 1)) << "nodes " << nodes;
    EXPECT_TRUE(answer_is_last_line(pos, lim, 1)) << "nodes " << nodes;
  }
}

}  // namespace
}  // namespace cotuong::search

namespace cotuong::search {
namespace {

TEST(Searcher, MateSearchEndsWhenThereIsNoMate) {
  // `go mate 2` from the start position: full-width depth 5 proves no mate; it must answer.
  Searcher s;
  Limits lim;
  lim.mate = 2;
  Result r = s.search_sync(Position::start(), lim);
  EXPECT_NE(r.best, MOVE_NONE);
  EXPECT_FALSE(is_mate_score(r.score));
  EXPECT_LE(r.depth, 5);
}

TEST(TranspositionTable, ATableTooLargeForTheMemoryKeepsTheOldOne) {
  // Before: bad_alloc escaped after the old table had been freed, and the engine aborted.
  TranspositionTable tt;
  tt.store(0x123456789abcdefULL, 77, BOUND_EXACT, 5, MOVE_NONE, 10);
  EXPECT_FALSE(tt.resize(size_t(1) << 29));  // 512 TiB
  TTData d;
  ASSERT_TRUE(tt.probe(0x123456789abcdefULL, d));
  EXPECT_EQ(d.value, 77);
  EXPECT_TRUE(tt.resize(1));
}

TEST(Searcher, TheRulesNoCaptureOverrideReplacesTheRuleSets) {
  // A rook up, 119 plies without a capture and no mate in one: under the Asian rules' 120 every
  // move draws; with the GUI's Sixty Move Rule off (limit 0) or Rule60MaxPly at 200, Red mates.
  const Position late = fen_position("3k5/4a4/9/9/9/9/9/9/9/R3K4 w - - 119 1");
  for (int limit : {-1, 120, 0, 200}) {
    Searcher s;
    s.set_rules(limit < 0 ? rules::Rules() : rules::Rules(rules::RuleSet::kAsian, limit));
    Limits lim;
    lim.depth = 6;
    Result r = s.search_sync(late, lim);
    if (limit == -1 || limit == 120)
      EXPECT_EQ(r.score, VALUE_DRAW) << "limit " << limit;
    else
      EXPECT_TRUE(is_mate_score(r.score) && r.score > 0) << "limit " << limit << " " << r.score;
  }
}

}  // namespace
}  // namespace cotuong::search
