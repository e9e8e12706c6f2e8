// Cost of the search's incremental check/chase bookkeeping (rules::ply_flags) per move,
// compared in the same run with the plain make/unmake it rides on.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/movegen.h"
#include "core/position.h"
#include "rules/arbiter.h"
#include "rules/chase.h"
#include "rules/repetition.h"

namespace cotuong {
namespace {

// Positions with their legal moves, from deterministic pseudo-random games out of the start
// position (plies 10-70, where chases are common), plus a few published tricky ones.
std::vector<std::pair<Position, std::vector<Move>>> sample_positions() {
  std::vector<std::pair<Position, std::vector<Move>>> out;
  uint64_t seed = 0x9E3779B97F4A7C15ull;
  for (int game = 0; game < 40; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 70; ++ply) {
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      if (ply >= 10 && ply % 6 == 0) {
        // A fresh copy from the FEN: the sample holds no game history.
        out.emplace_back(*Position::from_fen(pos.fen()),
                         std::vector<Move>(moves.begin(), moves.end()));
      }
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      pos.do_move(moves.begin()[(seed >> 33) % moves.size()]);
    }
  }
  for (const char* fen : {"2baka1r1/C4rN2/9/1Rp1p4/9/9/4P4/9/4A4/4KA3 w - - 0 1",
                          "5k3/9/9/9/9/1N2P1C2/9/4BC3/9/cr1RK4 w - - 0 1",
                          "5k3/9/9/9/9/4c4/3n5/3NBA3/4A4/4K4 w - - 0 1"}) {
    Position pos = *Position::from_fen(fen);
    MoveList<LEGAL> moves(pos);
    out.emplace_back(pos, std::vector<Move>(moves.begin(), moves.end()));
  }
  return out;
}

int64_t total_moves(const std::vector<std::pair<Position, std::vector<Move>>>& sample) {
  int64_t n = 0;
  for (auto& [pos, moves] : sample) n += moves.size();
  return n;
}

void BM_DoUndo(benchmark::State& state) {
  auto sample = sample_positions();
  for (auto _ : state)
    for (auto& [pos, moves] : sample)
      for (Move m : moves) {
        pos.do_move(m);
        benchmark::DoNotOptimize(pos.key());
        pos.undo_move();
      }
  state.counters["ns/move"] = benchmark::Counter(
      double(total_moves(sample)),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_DoUndo)->Unit(benchmark::kMicrosecond);

void BM_DoPlyFlagsUndo(benchmark::State& state) {
  auto sample = sample_positions();
  int64_t chases = 0;
  for (auto _ : state)
    for (auto& [pos, moves] : sample)
      for (Move m : moves) {
        pos.do_move(m);
        rules::PlyFlags f = rules::ply_flags(pos);
        chases += bool(f.chased);
        benchmark::DoNotOptimize(f);
        pos.undo_move();
      }
  state.counters["ns/move"] = benchmark::Counter(
      double(total_moves(sample)),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["chase%"] =
      100.0 * double(chases) / double(total_moves(sample) * int64_t(state.iterations()));
}
BENCHMARK(BM_DoPlyFlagsUndo)->Unit(benchmark::kMicrosecond);

// The arbiter's full per-move work (flags with chasers, streaks, counters) and its verdict.
void BM_ArbiterPlayVerdictUndo(benchmark::State& state) {
  auto sample = sample_positions();
  std::vector<rules::Arbiter> games;
  for (auto& [pos, moves] : sample) games.emplace_back(pos);
  for (auto _ : state)
    for (size_t i = 0; i < sample.size(); ++i)
      for (Move m : sample[i].second) {
        (void)games[i].play(m);
        benchmark::DoNotOptimize(games[i].verdict());
        games[i].undo();
      }
  state.counters["ns/move"] = benchmark::Counter(
      double(total_moves(sample)),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_ArbiterPlayVerdictUndo)->Unit(benchmark::kMicrosecond);

// The lazy form: judging a repetition found in the search by replaying its cycle
// (rules::judge_repetition), on the end positions of published repetition cases.
void BM_JudgeRepetitionLazy(benchmark::State& state) {
  struct Game {
    const char* fen;
    const char* moves;
  };
  const Game games[] = {
      {"2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
       "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2"},
      {"5k3/9/9/9/9/1N2P1C2/9/4BC3/9/cr1RK4 w - - 0 1", "b4c2 b0c0 c2b4 c0b0 b4c2 b0c0 c2b4 c0b0"},
      {"9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1", "e3d3 d6e6 d3e3 e6d6 e3d3 d6e6 d3e3 e6d6"},
      {"5k3/9/9/9/9/1C7/1r7/9/1C7/4K4 w - - 0 1", "b4c4 b3c3 c4b4 c3b3 b4c4 b3c3 c4b4 c3b3"},
  };
  std::vector<Position> positions;
  for (const Game& g : games) {
    rules::Arbiter a(*Position::from_fen(g.fen));
    std::string moves = g.moves;
    for (size_t i = 0; i < moves.size(); i += 5) (void)a.play(moves.substr(i, 4));
    positions.push_back(a.position());
  }
  for (auto _ : state)
    for (Position& pos : positions)
      benchmark::DoNotOptimize(rules::judge_repetition(pos, 4, rules::RuleSet::kAsian));
  state.counters["ns/judgement"] =
      benchmark::Counter(double(positions.size()), benchmark::Counter::kIsIterationInvariantRate |
                                                       benchmark::Counter::kInvert);
}
BENCHMARK(BM_JudgeRepetitionLazy);

}  // namespace
}  // namespace cotuong
