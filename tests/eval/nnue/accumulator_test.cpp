// Incremental accumulators: along random games with captures and takebacks, the stack's lazily
// updated accumulators equal a full refresh of the position at every step.
#include "eval/nnue/accumulator.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "core/movegen.h"
#include "eval/nnue/evaluate.h"
#include "eval/nnue/features.h"
#include "tests/eval/nnue/network_writer.h"

namespace cotuong::eval::nnue {
namespace {

// Returns whether two accumulators hold the same entries.
bool same(const Accumulator& a, const Accumulator& b) {
  return std::memcmp(a.v, b.v, sizeof a.v) == 0;
}

TEST(NnueFeatures, IndicesFollowTheFormat) {
  // Red's view: own pieces first, by type, then the square as it is.
  EXPECT_EQ(feature_index(RED, R_KING, Square(4)), 4);
  EXPECT_EQ(feature_index(RED, R_PAWN, Square(89)), 6 * 90 + 89);
  EXPECT_EQ(feature_index(RED, B_KING, Square(85)), 7 * 90 + 85);
  EXPECT_EQ(feature_index(RED, B_PAWN, Square(0)), 13 * 90);
  // Black's view flips the ranks only: i9 (89) is i0 (8) seen from Black.
  EXPECT_EQ(feature_index(BLACK, B_ROOK, Square(89)), 4 * 90 + 8);
  EXPECT_EQ(feature_index(BLACK, R_HORSE, Square(10)), (7 + 3) * 90 + 72 + 1);  // b1 -> b8
  EXPECT_EQ(feature_index(BLACK, B_PAWN, Square(0)), 6 * 90 + 81);
}

TEST(NnueAccumulator, IncrementalUpdatesEqualAFullRefreshAlongRandomGames) {
  std::shared_ptr<const Network> net =
      testing::load(testing::random_weights(11, 8));  // buckets too
  std::mt19937 rng(2026);
  AccumulatorStack stack;
  Accumulator fresh;
  int captures = 0, undos = 0, checked = 0;
  for (int game = 0; game < 24; ++game) {
    Position pos = Position::start();
    stack.reset(*net, pos);
    for (int step = 0; step < 160; ++step) {
      MoveList<LEGAL> moves(pos);
      if ((stack.depth() > 0 && rng() % 5 == 0) || moves.size() == 0) {
        if (stack.depth() == 0) break;
        pos.undo_move();
        stack.pop();
        ++undos;
      } else {
        Move m = *(moves.begin() + rng() % moves.size());
        captures += pos.is_capture(m);
        stack.push(pos, m);
        pos.do_move(m);
      }
      // Evaluate only some plies, so that several moves are brought up to date at once.
      if (rng() % 3 == 0) {
        refresh(*net, pos, fresh);
        ASSERT_TRUE(same(stack.current(), fresh))
            << "game " << game << " step " << step << " " << pos.fen();
        ASSERT_EQ(evaluate(*net, stack.current(), pos), evaluate(*net, pos));
        ++checked;
      }
    }
  }
  EXPECT_GT(captures, 100);
  EXPECT_GT(undos, 100);
  EXPECT_GT(checked, 500);
}

TEST(NnueAccumulator, RefreshIsTheBiasPlusTheActiveFeatureRows) {
  std::shared_ptr<const Network> net = testing::load(testing::random_weights(5));
  Position pos = Position::start();
  Accumulator acc;
  refresh(*net, pos, acc);
  for (Color p : {RED, BLACK})
    for (int j : {0, 77, 255}) {
      int sum = net->ft_bias[j];
      for (int s = 0; s < SQUARE_NB; ++s)
        if (pos.piece_on(Square(s)) != NO_PIECE)
          sum += net->ft_weight[feature_index(p, pos.piece_on(Square(s)), Square(s))][j];
      EXPECT_EQ(acc.v[p][j], int16_t(sum));
    }
}

}  // namespace
}  // namespace cotuong::eval::nnue
