// The network's forward pass: a hand-computed case pins the integer arithmetic to FORMAT.md,
// colour-flipped positions score the same, and every kernel set the machine runs matches the
// scalar reference; the start-up choice of the set.
#include "eval/nnue/evaluate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "core/movegen.h"
#include "eval/nnue/kernel_choice.h"
#include "eval/nnue/kernels.h"
#include "tests/eval/nnue/network_writer.h"

namespace cotuong::eval::nnue {
namespace {

using testing::NetworkWeights;

// Kings only: Red's on d0 (square 3), Black's on e9 (square 85). Their features:
// Red's view: red king 3, black king 7*90 + 85 = 715; Black's view (ranks flipped): red king
// on d9 -> (7*90) + 84 = 714, black king on e0 -> 4.
constexpr const char* kKingsRed = "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
constexpr const char* kKingsBlack = "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1";

// Returns the weights of the hand-computed case (expected values worked out in the test).
NetworkWeights hand_weights() {
  NetworkWeights w;
  auto ft = [&](int feature, int j) -> int16_t& { return w.ft_weight[feature * 256 + j]; };
  w.ft_bias[0] = 10;
  ft(3, 0) = 50;
  ft(715, 0) = -20;
  ft(715, 1) = 200;  // clamps to 127
  ft(714, 0) = 30;
  ft(4, 0) = 5;
  ft(4, 2) = -7;  // clamps to 0
  testing::StackWeights& s = w.stacks[0];
  auto l1 = [&](int i, int k) -> int8_t& { return s.l1_weight[i * 512 + k]; };
  l1(0, 0) = 2, l1(0, 1) = 1, l1(0, 256) = -1, s.l1_bias[0] = 1000;
  l1(1, 256) = -100;                            // negative: clamps to 0
  l1(2, 1) = 127, s.l1_bias[2] = 2 * 127 * 64;  // saturates at 127
  auto l2 = [&](int i, int k) -> int8_t& { return s.l2_weight[i * 32 + k]; };
  l2(0, 0) = 64, l2(0, 2) = 10, s.l2_bias[0] = -100;
  l2(1, 2) = -3;
  l2(3, 0) = 1, s.l2_bias[3] = 5;  // 23 >> 6 = 0
  s.out_weight[0] = 100;
  s.out_bias = 7;
  return w;
}

TEST(NnueEvaluate, AHandComputedNetworkScoresAsTheFormatSays) {
  NetworkWeights w = hand_weights();
  std::shared_ptr<const Network> net = testing::load(w);
  // Red to move: acc_red = (40, 200, 0), acc_black = (45, 0, -7); x = 40, 127, 0 | 45, 0, 0.
  // h1[0] = (1000 + 80 + 127 - 45) >> 6 = 1162 >> 6 = 18; h1[1] = 0; h1[2] = min(32385 >> 6,
  // 127) = 127. h2[0] = (18 * 64 + 1270 - 100) >> 6 = 2322 >> 6 = 36; the others 0.
  // o = 7 + 100 * 36 = 3607; cp = 3607 * 400 / 8128 = 177 (177.5 truncated).
  EXPECT_EQ(evaluate(*net, *Position::from_fen(kKingsRed)), 177);
  // Black to move: x = 45, 0, 0 | 40, 127, 0. h1[0] = (1000 + 90 - 40) >> 6 = 16, h1[2] = 127;
  // h2[0] = (1024 + 1270 - 100) >> 6 = 34; o = 3407; cp = 1362800 / 8128 = 167 (167.67).
  EXPECT_EQ(evaluate(*net, *Position::from_fen(kKingsBlack)), 167);
  // Negative outputs truncate toward zero: o = -7 - 100 * 36 = -3607 -> -177 (not -178).
  w.stacks[0].out_weight[0] = -100;
  w.stacks[0].out_bias = -7;
  EXPECT_EQ(evaluate(*testing::load(w), *Position::from_fen(kKingsRed)), -177);
}

// Returns the one-stack network of w's feature transformer and its stack `bucket`.
NetworkWeights only_stack(const NetworkWeights& w, int bucket) {
  NetworkWeights one = w;
  one.version = 1;
  one.stacks = {w.stacks[size_t(bucket)]};
  return one;
}

TEST(NnueEvaluate, TheKingsAloneScoreWithTheFirstBucketsStack) {
  // Eight buckets: two pieces are bucket 0, which holds the hand-computed stack; the others hold
  // that stack with another output bias, so a wrong choice changes the score.
  NetworkWeights w = hand_weights();
  w.version = 2;
  w.stacks.resize(8, w.stacks[0]);
  for (int b = 1; b < 8; ++b) w.stacks[b].out_bias = 7 + 8128 * b;
  std::shared_ptr<const Network> net = testing::load(w);
  EXPECT_EQ(evaluate(*net, *Position::from_fen(kKingsRed)), 177);
  EXPECT_EQ(evaluate(*net, *Position::from_fen(kKingsBlack)), 167);
  // Both kings and three rooks: 5 pieces, bucket (5 - 1) / 4 = 1.
  Position five = *Position::from_fen("4k4/9/9/9/9/9/9/9/r8/R2K4R w - - 0 1");
  const int cp = evaluate(*net, five);
  EXPECT_EQ(cp, evaluate(*testing::load(only_stack(w, 1)), five));
  EXPECT_NE(cp, evaluate(*testing::load(only_stack(w, 0)), five));
  Accumulator acc;
  refresh(*net, five, acc);
  EXPECT_EQ(evaluate(*net, acc, five), cp);
}

TEST(NnueEvaluate, EachPositionScoresWithThePieceCountsBucket) {
  // Eight random stacks: every position scores as the one-stack network of its bucket's stack,
  // along games that capture often, so that every bucket comes up.
  const NetworkWeights w = testing::random_weights(31, 8);
  std::shared_ptr<const Network> net = testing::load(w);
  std::vector<std::shared_ptr<const Network>> single;
  for (int b = 0; b < 8; ++b) single.push_back(testing::load(only_stack(w, b)));
  std::mt19937 rng(8);
  bool seen[8] = {};
  int differ = 0;
  for (int game = 0; game < 12; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 300; ++ply) {
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      std::vector<Move> captures;
      for (Move m : moves)
        if (pos.is_capture(m)) captures.push_back(m);
      pos.do_move(!captures.empty() && rng() % 4 != 0 ? captures[rng() % captures.size()]
                                                      : *(moves.begin() + rng() % moves.size()));
      const int bucket = (pos.pieces().count() - 1) / 4;
      seen[bucket] = true;
      const int cp = evaluate(*net, pos);
      ASSERT_EQ(cp, evaluate(*single[size_t(bucket)], pos)) << pos.fen();
      differ += cp != evaluate(*single[size_t((bucket + 1) % 8)], pos);
      if (pos.pieces().count() <= 3) break;
    }
  }
  for (int b = 0; b < 8; ++b) EXPECT_TRUE(seen[b]) << "bucket " << b << " never came up";
  EXPECT_GT(differ, 100);  // the stacks differ: the check is not vacuous
}

// Returns the FEN of pos with colours swapped and ranks flipped (the same game seen by the
// other side).
std::string colour_flipped_fen(const Position& pos) {
  std::vector<std::string> fields = absl::StrSplit(pos.fen(), ' ');
  std::vector<std::string> ranks = absl::StrSplit(fields[0], '/');
  std::reverse(ranks.begin(), ranks.end());
  for (std::string& r : ranks)
    for (char& c : r) c = std::isupper(c) ? char(std::tolower(c)) : char(std::toupper(c));
  fields[0] = absl::StrJoin(ranks, "/");
  fields[1].assign(1, fields[1] == "w" ? 'b' : 'w');  // (not = "b": GCC 12 -Wrestrict noise)
  return absl::StrJoin(fields, " ");
}

TEST(NnueEvaluate, AColourFlippedPositionScoresTheSame) {
  std::shared_ptr<const Network> net = testing::load(testing::random_weights(21, 8));
  std::mt19937 rng(15);
  int compared = 0, nonzero = 0;
  for (int game = 0; game < 8; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 80; ++ply) {
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      pos.do_move(*(moves.begin() + rng() % moves.size()));
      absl::StatusOr<Position> flipped = Position::from_fen(colour_flipped_fen(pos));
      ASSERT_TRUE(flipped.ok()) << flipped.status() << " " << pos.fen();
      const int cp = evaluate(*net, pos);
      ASSERT_EQ(evaluate(*net, *flipped), cp) << pos.fen();
      ++compared;
      nonzero += cp != 0;
    }
  }
  EXPECT_GT(compared, 400);
  EXPECT_GT(nonzero, compared / 2);  // the check is not vacuous
  // A position and its flip differ as positions: the network does see the side to move.
  Position start = Position::start();
  EXPECT_NE(start.fen(), colour_flipped_fen(start));
}

// Asserts that `simd` gives the scalar reference's results bit for bit on random rows, the whole
// int8 weight range, wrapping biases and extreme inputs, with each stack of an eight-bucket
// network in turn.
void expect_matches_scalar(const Kernels& simd) {
  std::mt19937 rng(99);
  auto net = std::make_shared<Network>();
  net->buckets = 8;
  for (int b = 0; b < net->buckets; ++b) {
    LayerStack& s = net->stack[b];
    for (auto& row : s.l1_weight)
      for (int8_t& v : row) v = int8_t(int(rng() % 256) - 128);  // the whole int8 range
    for (int32_t& v : s.l1_bias) v = int32_t(rng());             // wraps on the add
    for (auto& row : s.l2_weight)
      for (int8_t& v : row) v = int8_t(int(rng() % 256) - 128);
    for (int32_t& v : s.l2_bias) v = int32_t(rng() % 65536) - 32768;
    for (int8_t& v : s.out_weight) v = int8_t(int(rng() % 256) - 128);
    s.out_bias = int32_t(rng() % 65536) - 32768;
  }
  for (int trial = 0; trial < 200; ++trial) {
    const LayerStack& stack = net->stack[trial % net->buckets];
    alignas(64) int16_t in[kHalfWidth], add[kHalfWidth], sub[kHalfWidth], sub2[kHalfWidth];
    for (int j = 0; j < kHalfWidth; ++j) {
      in[j] = int16_t(rng()), add[j] = int16_t(rng()), sub[j] = int16_t(rng());
      sub2[j] = int16_t(rng());
    }
    alignas(64) int16_t a[kHalfWidth], b[kHalfWidth];
    scalar::move_rows(in, a, add, sub, trial % 2 ? sub2 : nullptr);
    simd.move_rows(in, b, add, sub, trial % 2 ? sub2 : nullptr);
    ASSERT_TRUE(std::equal(a, a + kHalfWidth, b));
    scalar::add_row(a, add);
    simd.add_row(b, add);
    ASSERT_TRUE(std::equal(a, a + kHalfWidth, b));

    alignas(64) uint8_t xa[kInputs], xb[kInputs];
    scalar::clamp_inputs(in, sub, xa);
    simd.clamp_inputs(in, sub, xb);
    ASSERT_TRUE(std::equal(xa, xa + kInputs, xb));
    // Extreme inputs (all 127) against extreme weights, and then random clamped ones.
    if (trial == 0) std::fill(xa, xa + kInputs, uint8_t(127));
    int32_t ya[kHidden1], yb[kHidden1];
    scalar::first_layer(stack, xa, ya);
    simd.first_layer(stack, xa, yb);
    ASSERT_TRUE(std::equal(ya, ya + kHidden1, yb)) << "trial " << trial;
    // The small layers after it, on those sums and on sums spread over the whole activation range.
    ASSERT_EQ(scalar::hidden_layers(stack, ya), simd.hidden_layers(stack, ya)) << "trial " << trial;
    for (int32_t& v : ya) v = int32_t(rng() % 20000) - 5000;
    ASSERT_EQ(scalar::hidden_layers(stack, ya), simd.hidden_layers(stack, ya)) << "trial " << trial;
  }
}

// Every set this build has and this CPU runs (the others skip, saying so): the start-up choice
// may pick any of them on some machine.
class EveryKernelSet : public ::testing::TestWithParam<KernelSet> {};

TEST_P(EveryKernelSet, MatchesTheScalarReferenceBitForBit) {
  if (!kernel_set_available(GetParam()))
    GTEST_SKIP() << "this build or CPU has no " << kernel_set_name(GetParam()) << " kernels";
  expect_matches_scalar(kernels_of(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(NnueKernels, EveryKernelSet, ::testing::ValuesIn(kAllKernelSets),
                         [](const ::testing::TestParamInfo<KernelSet>& info) {
                           return std::string(kernel_set_word(info.param));
                         });

TEST(NnueKernelChoice, ARequestIsClampedToTheWidestSetTheMachineRuns) {
  // Without a request: the widest set the machine runs.
  const KernelSet widest = choose_kernel_set(std::nullopt);
  EXPECT_TRUE(kernel_set_available(widest));
  for (KernelSet set : kAllKernelSets)
    if (set > widest) EXPECT_FALSE(kernel_set_available(set)) << kernel_set_word(set);
  EXPECT_EQ(choose_kernel_set(KernelSet::kScalar), KernelSet::kScalar);
  EXPECT_EQ(choose_kernel_set(KernelSet::kAvx512Vnni), widest);
  for (KernelSet set : kAllKernelSets) {
    EXPECT_LE(choose_kernel_set(set), set);
    EXPECT_TRUE(kernel_set_available(choose_kernel_set(set)));
  }
  // The process runs one of them, and runs it with the scalar results (the test above).
  EXPECT_TRUE(kernel_set_available(active_kernel_set()));
}

TEST(NnueKernelChoice, TheEnvironmentWordsNameEachSetAndNothingElse) {
  for (KernelSet set : kAllKernelSets) EXPECT_EQ(*parse_kernel_set(kernel_set_word(set)), set);
  absl::StatusOr<KernelSet> bad = parse_kernel_set("avx-512");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(), "unknown kernel set \"avx-512\" (scalar, avx2 or avx512)");
  EXPECT_STREQ(kernel_set_name(KernelSet::kAvx512Vnni), "AVX-512 VNNI");
}

}  // namespace
}  // namespace cotuong::eval::nnue
