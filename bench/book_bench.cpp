// Cost of an opening-book lookup, next to the cost of generating the legal moves of the same
// position (the peer: a lookup should cost about as much as one move generation).
#include <benchmark/benchmark.h>

#include "book/book.h"
#include "book/book_builder.h"
#include "book/opening_names.h"
#include "core/movegen.h"

namespace {

using namespace cotuong;

const book::Book& shipped_book() {
  static const book::Book book = [] {
    book::BookBuilder builder;
    auto openings = book::load_openings(COTUONG_OPENINGS_FILE);
    if (openings.ok()) book::add_lines(builder, *openings);
    return builder.build();
  }();
  return book;
}

// Returns the position after the UCCI moves from the start.
Position after(std::initializer_list<const char*> moves) {
  Position pos = Position::start();
  for (const char* m : moves) pos.do_move(*parse_ucci(pos, m));
  return pos;
}

// In book, asymmetric: probes the key and the mirror key.
const Position& in_book() {
  static const Position pos = after({"h2e2", "h9g7", "h0g2", "i9h9"});
  return pos;
}

// Out of book: both probes miss.
const Position& out_of_book() {
  static const Position pos = after({"a3a4", "a6a5", "i3i4"});
  return pos;
}

void BM_BookProbeStart(benchmark::State& state) {
  Position pos = Position::start();
  for (auto _ : state) benchmark::DoNotOptimize(shipped_book().probe(pos));
}
BENCHMARK(BM_BookProbeStart);

void BM_BookProbeInBook(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(shipped_book().probe(in_book()));
}
BENCHMARK(BM_BookProbeInBook);

void BM_BookProbeMiss(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(shipped_book().probe(out_of_book()));
}
BENCHMARK(BM_BookProbeMiss);

void BM_BookPick(benchmark::State& state) {
  book::Rng rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(shipped_book().pick(in_book(), rng));
}
BENCHMARK(BM_BookPick);

void BM_PeerLegalMoveGeneration(benchmark::State& state) {
  for (auto _ : state) {
    MoveList<LEGAL> list(in_book());
    benchmark::DoNotOptimize(list.size());
  }
}
BENCHMARK(BM_PeerLegalMoveGeneration);

}  // namespace
