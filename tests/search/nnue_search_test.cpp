// The search with a network: it evaluates with the network (the tree changes), deterministically
// (bench twice gives the same nodes), and its accumulators follow the board through the search.
#include <gtest/gtest.h>

#include <cstdlib>

#include "core/movegen.h"
#include "eval/nnue/evaluate.h"
#include "search/bench.h"
#include "search/search.h"
#include "tests/eval/nnue/network_writer.h"

namespace cotuong::search {
namespace {

namespace nnue = eval::nnue;

TEST(NnueSearch, BenchWithANetworkIsDeterministicAndDiffersFromTheHandWrittenEvaluation) {
  std::shared_ptr<const nnue::Network> net = nnue::testing::load(nnue::testing::random_weights(4));
  const uint64_t with_network = bench(5, nullptr, eval::Evaluator::network(net));
  EXPECT_EQ(bench(5, nullptr, eval::Evaluator::network(net)), with_network);
  EXPECT_NE(bench(5, nullptr, eval::Evaluator()), with_network);
  // Without an evaluator argument the bench runs the build's default evaluation.
  EXPECT_EQ(bench(5), bench(5, nullptr, eval::Evaluator::build_default()));
}

TEST(NnueSearch, ADepthOneSearchScoresWithTheNetwork) {
  // At depth 1 from a quiet position (no captures for either side, pawns so that it is no
  // material draw) the move is the child the network likes best, and the score is that child's
  // network evaluation (the search damps it by 1/240 a ply without capture, hence the margin).
  std::shared_ptr<const nnue::Network> net = nnue::testing::load(nnue::testing::random_weights(8));
  Searcher searcher;
  searcher.set_evaluator(eval::Evaluator::network(net));
  Position pos = *Position::from_fen("3ak4/9/4b4/8p/9/9/P8/4B4/9/4K4 w - - 0 1");
  Limits limits;
  limits.depth = 1;
  Result r = searcher.search_sync(pos, limits);
  ASSERT_NE(r.best, MOVE_NONE);
  Position after = pos;
  after.do_move(r.best);
  int best = -VALUE_INFINITE;
  for (Move m : MoveList<LEGAL>(pos)) {
    Position child = pos;
    child.do_move(m);
    best = std::max(best, -nnue::evaluate(*net, child));
  }
  EXPECT_EQ(-nnue::evaluate(*net, after), best);
  EXPECT_NEAR(r.score, best, std::abs(best) / 100 + 1);
}

TEST(NnueSearch, ThreadsShareOneNetworkWithAccumulatorsOfTheirOwn) {
  std::shared_ptr<const nnue::Network> net = nnue::testing::load(nnue::testing::random_weights(9));
  Searcher searcher;
  searcher.set_threads(3);
  searcher.set_evaluator(eval::Evaluator::network(net));
  Position pos = Position::start();
  Limits limits;
  // Deep enough that the main thread alone passes 1000 nodes (at depth 7 it searched about 850,
  // so the count depended on the helpers being scheduled on a loaded machine).
  limits.depth = 9;
  Result r = searcher.search_sync(pos, limits);
  EXPECT_TRUE(pos.is_legal(r.best));
  EXPECT_GT(r.nodes, 1000u);
  EXPECT_GE(net.use_count(), 2);  // the searcher holds it while it may search
}

}  // namespace
}  // namespace cotuong::search
