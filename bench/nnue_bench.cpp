// Evaluation speed (issue 15): the network's forward pass, its accumulator update for one move,
// a full refresh, and the hand-written evaluation as the peer in the same run; then the vector
// kernels against the scalar ones. The network is
// the embedded one, or the file named by COTUONG_NNUE_BENCH_FILE.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <random>
#include <vector>

#include "core/movegen.h"
#include "core/position.h"
#include "eval/eval.h"
#include "eval/nnue/accumulator.h"
#include "eval/nnue/embedded.h"
#include "eval/nnue/evaluate.h"
#include "eval/nnue/kernel_choice.h"
#include "eval/nnue/kernels.h"

namespace cotuong {
namespace {

namespace nnue = eval::nnue;

// Returns the network to measure, or null (the benchmarks then report why they skip).
const nnue::Network* bench_network() {
  static const absl::StatusOr<std::shared_ptr<const nnue::Network>> net = [] {
    const char* file = std::getenv("COTUONG_NNUE_BENCH_FILE");
    return file ? nnue::load_network_file(file) : nnue::embedded_network();
  }();
  return net.ok() ? net->get() : nullptr;
}

// Positions from seeded random play with one legal move each (a fixed, realistic mix).
struct Sample {
  Position pos;
  Move move;
};
const std::vector<Sample>& samples() {
  static const std::vector<Sample> out = [] {
    std::vector<Sample> s;
    std::mt19937 rng(7);
    for (int game = 0; game < 32; ++game) {
      Position pos = Position::start();
      for (int ply = 0; ply < 80; ++ply) {
        MoveList<LEGAL> moves(pos);
        if (moves.size() == 0) break;
        Move m = *(moves.begin() + rng() % moves.size());
        if (ply % 8 == 7) s.push_back({*Position::from_fen(pos.fen()), m});
        pos.do_move(m);
      }
    }
    return s;
  }();
  return out;
}

void BM_NnueForwardPass(benchmark::State& state) {
  const nnue::Network* net = bench_network();
  if (!net)
    return state.SkipWithError(
        "no network: build with eval/nnue/default.ctnn or set "
        "COTUONG_NNUE_BENCH_FILE");
  std::vector<nnue::Accumulator> accs(samples().size());
  for (size_t i = 0; i < accs.size(); ++i) nnue::refresh(*net, samples()[i].pos, accs[i]);
  size_t i = 0;
  for (auto _ : state) {
    size_t k = i++ % accs.size();
    benchmark::DoNotOptimize(nnue::evaluate(*net, accs[k], samples()[k].pos));
  }
}
BENCHMARK(BM_NnueForwardPass);

void BM_NnueMoveUpdate(benchmark::State& state) {
  const nnue::Network* net = bench_network();
  if (!net) return state.SkipWithError("no network");
  nnue::AccumulatorStack stack;
  size_t i = 0;
  for (auto _ : state) {
    const Sample& s = samples()[i++ % samples().size()];
    state.PauseTiming();
    stack.reset(*net, s.pos);
    state.ResumeTiming();
    stack.push(s.pos, s.move);
    benchmark::DoNotOptimize(stack.current().v[RED][0]);
  }
}
BENCHMARK(BM_NnueMoveUpdate);

void BM_NnueRefresh(benchmark::State& state) {
  const nnue::Network* net = bench_network();
  if (!net) return state.SkipWithError("no network");
  nnue::Accumulator acc;
  size_t i = 0;
  for (auto _ : state) {
    nnue::refresh(*net, samples()[i++ % samples().size()].pos, acc);
    benchmark::DoNotOptimize(acc.v[BLACK][0]);
  }
}
BENCHMARK(BM_NnueRefresh);

// The kernels one by one, each set this build has and this CPU runs against the scalar reference
// in the same run: the first layer on the clamped inputs of the sample positions, and a move's
// row update.
void BM_FirstLayer(benchmark::State& state, nnue::KernelSet set) {
  const nnue::Network* net = bench_network();
  if (!net) return state.SkipWithError("no network");
  if (!nnue::kernel_set_available(set)) return state.SkipWithError("not on this build or CPU");
  const auto first_layer = nnue::kernels_of(set).first_layer;
  struct alignas(64) Inputs {
    uint8_t x[nnue::kInputs];
  };
  std::vector<Inputs> inputs(samples().size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    nnue::Accumulator acc;
    nnue::refresh(*net, samples()[i].pos, acc);
    nnue::scalar::clamp_inputs(acc.v[RED], acc.v[BLACK], inputs[i].x);
  }
  alignas(64) int32_t out[nnue::kHidden1];
  size_t i = 0;
  for (auto _ : state) {
    first_layer(net->stack[0], inputs[i++ % inputs.size()].x, out);
    benchmark::DoNotOptimize(out);
  }
}

void BM_MoveRows(benchmark::State& state, nnue::KernelSet set) {
  const nnue::Network* net = bench_network();
  if (!net) return state.SkipWithError("no network");
  if (!nnue::kernel_set_available(set)) return state.SkipWithError("not on this build or CPU");
  const auto move_rows = nnue::kernels_of(set).move_rows;
  nnue::Accumulator acc;
  nnue::refresh(*net, samples()[0].pos, acc);
  size_t i = 0;
  for (auto _ : state) {
    // Three feature rows, as a capture moves one piece and removes another.
    const size_t f = (i++ * 37) % (nnue::kFeatures - 2);
    move_rows(acc.v[RED], acc.v[BLACK], net->ft_weight[f], net->ft_weight[f + 1],
              net->ft_weight[f + 2]);
    benchmark::DoNotOptimize(acc.v[BLACK][0]);
  }
}

BENCHMARK_CAPTURE(BM_FirstLayer, scalar, nnue::KernelSet::kScalar);
BENCHMARK_CAPTURE(BM_MoveRows, scalar, nnue::KernelSet::kScalar);
BENCHMARK_CAPTURE(BM_FirstLayer, avx2, nnue::KernelSet::kAvx2);
BENCHMARK_CAPTURE(BM_MoveRows, avx2, nnue::KernelSet::kAvx2);
BENCHMARK_CAPTURE(BM_FirstLayer, avx512_vnni, nnue::KernelSet::kAvx512Vnni);
BENCHMARK_CAPTURE(BM_MoveRows, avx512_vnni, nnue::KernelSet::kAvx512Vnni);

void BM_HandWrittenEvaluate(benchmark::State& state) {
  size_t i = 0;
  for (auto _ : state)
    benchmark::DoNotOptimize(eval::evaluate(samples()[i++ % samples().size()].pos));
}
BENCHMARK(BM_HandWrittenEvaluate);

}  // namespace
}  // namespace cotuong
