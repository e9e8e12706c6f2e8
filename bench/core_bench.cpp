// Core speed: attack lookups, move generation, make/unmake, perft(start, 4).
#include <benchmark/benchmark.h>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include <random>
#include <vector>

#include "core/attacks.h"
#include "core/movegen.h"
#include "core/perft.h"
#include "core/position.h"

namespace cotuong {
namespace {

// Positions from seeded random play, shared by the benchmarks (a fixed, realistic mix).
const std::vector<Position>& sample_positions() {
  static const std::vector<Position> positions = [] {
    std::vector<Position> out;
    std::mt19937 rng(99);
    for (int game = 0; game < 32; ++game) {
      Position pos = Position::start();
      for (int ply = 0; ply < 80; ++ply) {
        MoveList<LEGAL> moves(pos);
        if (moves.size() == 0) break;
        pos.do_move(*(moves.begin() + rng() % moves.size()));
        if (ply % 8 == 7) out.push_back(*Position::from_fen(pos.fen()));
      }
    }
    return out;
  }();
  return positions;
}

void BM_RookCannonLookup(benchmark::State& state) {
  const auto& positions = sample_positions();
  size_t i = 0;
  for (auto _ : state) {
    const Position& pos = positions[i++ % positions.size()];
    Bitboard rook, cannon;
    for (int s = 0; s < SQUARE_NB; s += 7) {
      attacks::slider_attacks(Square(s), pos.pieces(), rook, cannon);
      benchmark::DoNotOptimize(rook);
      benchmark::DoNotOptimize(cannon);
    }
  }
  state.SetItemsProcessed(state.iterations() * 13);
}
BENCHMARK(BM_RookCannonLookup);

// A file's occupancy bits (bitboard.h file_bits, one path for every build) for every file of
// the sample positions; on a BMI2 build also BMI2's pext, the way file_bits used to take there,
// for the comparison that chose the portable way.
template <typename FileBits>
void run_file_bits(benchmark::State& state, FileBits file_bits_of) {
  const auto& positions = sample_positions();
  size_t i = 0;
  for (auto _ : state) {
    const Bitboard occ = positions[i++ % positions.size()].pieces();
    unsigned sum = 0;
    for (int f = 0; f < FILE_NB; ++f) sum += file_bits_of(occ, f);
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(state.iterations() * FILE_NB);
}

void BM_FileBits(benchmark::State& state) { run_file_bits(state, file_bits); }
BENCHMARK(BM_FileBits);

#if defined(__BMI2__)
void BM_FileBitsPext(benchmark::State& state) {
  struct FileWords {
    uint64_t lo, hi;
    int lo_ranks;
  };
  static FileWords words[FILE_NB];
  for (int f = 0; f < FILE_NB; ++f) words[f] = {file_bb(f).lo(), file_bb(f).hi(), f == 0 ? 8 : 7};
  run_file_bits(state, [](Bitboard occ, int f) {
    const FileWords& w = words[f];
    return unsigned(_pext_u64(occ.lo(), w.lo) | (_pext_u64(occ.hi(), w.hi) << w.lo_ranks));
  });
}
BENCHMARK(BM_FileBitsPext);
#endif

void BM_HorseLookup(benchmark::State& state) {
  const auto& positions = sample_positions();
  size_t i = 0;
  for (auto _ : state) {
    const Position& pos = positions[i++ % positions.size()];
    for (int s = 0; s < SQUARE_NB; s += 7) {
      benchmark::DoNotOptimize(attacks::horse_attacks(Square(s), pos.pieces()));
      benchmark::DoNotOptimize(attacks::horse_attackers_from(Square(s), pos.pieces()));
    }
  }
  state.SetItemsProcessed(state.iterations() * 26);
}
BENCHMARK(BM_HorseLookup);

void BM_GenerateLegal(benchmark::State& state) {
  const auto& positions = sample_positions();
  size_t i = 0;
  Move moves[MAX_MOVES];
  for (auto _ : state) {
    const Position& pos = positions[i++ % positions.size()];
    benchmark::DoNotOptimize(generate<LEGAL>(pos, moves));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_GenerateLegal);

void BM_GenerateCaptures(benchmark::State& state) {
  const auto& positions = sample_positions();
  size_t i = 0;
  Move moves[MAX_MOVES];
  for (auto _ : state) {
    const Position& pos = positions[i++ % positions.size()];
    benchmark::DoNotOptimize(generate<CAPTURES>(pos, moves));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_GenerateCaptures);

void BM_CountLegal(benchmark::State& state) {
  const auto& positions = sample_positions();
  size_t i = 0;
  for (auto _ : state)
    benchmark::DoNotOptimize(count_legal_moves(positions[i++ % positions.size()]));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_CountLegal);

void BM_MakeUnmake(benchmark::State& state) {
  std::vector<Position> positions = sample_positions();
  std::vector<std::vector<Move>> moves;
  for (const Position& p : positions) {
    MoveList<LEGAL> list(p);
    moves.emplace_back(list.begin(), list.end());
  }
  size_t i = 0, made = 0;
  for (auto _ : state) {
    size_t k = i++ % positions.size();
    Position& pos = positions[k];
    for (Move m : moves[k]) {
      pos.do_move(m);
      pos.undo_move();
    }
    made += moves[k].size();
  }
  state.SetItemsProcessed(int64_t(made));
}
BENCHMARK(BM_MakeUnmake);

void BM_PerftStart4(benchmark::State& state) {
  Position pos = Position::start();
  for (auto _ : state) benchmark::DoNotOptimize(perft(pos, 4));
  state.counters["leaves/s"] =
      benchmark::Counter(3290240.0 * double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PerftStart4)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cotuong
