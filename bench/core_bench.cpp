// Core speed: attack lookups, move generation, make/unmake, perft.
#include <benchmark/benchmark.h>

#include "movegen.h"
#include "perft.h"
#include "position.h"

namespace cotuong {
namespace {

void BM_PerftStart4(benchmark::State& state) {
  Position pos = Position::start();
  for (auto _ : state) benchmark::DoNotOptimize(perft(pos, 4));
  state.counters["nodes/s"] = benchmark::Counter(3290240.0 * state.iterations(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PerftStart4)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cotuong
