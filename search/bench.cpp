#include "search/bench.h"

#include <chrono>

#include "absl/strings/str_cat.h"
#include "search/search.h"
#include "search/search_stats.h"

namespace cotuong::search {

namespace {

// Openings (ECCO classes), middle games and end games; all legal and reachable.
constexpr const char* kBenchFens[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "rnbakab1r/9/1c1c2n2/p1p1p3p/6p2/2P6/P3P1P1P/1C2B1NC1/9/RNBAKA1R1 b - - 0 4",
    "1rbaka2r/9/2n1bcn2/p3p1p1p/2p6/6P2/PcP1P3P/N1C1C1N2/9/1RBAKABR1 w - - 0 8",
    "r1bakabr1/9/1cn3nc1/p3p2Rp/2p3p2/9/P1P1P1P1P/1CN1C1N2/R8/2BAKAB2 b - - 0 6",
    "2bakab2/r2r5/1cn1c1n2/p1p1p1p1p/9/2P3P2/P3P3P/1CN1C1N2/9/R1BAKABR1 w - - 0 7",
    "r1bakabnr/9/1cn4c1/p3p1p1p/2p6/6P2/P1P1P3P/1C4NC1/9/RNBAKAB1R w - - 0 3",
    "r2akabr1/4n4/4b1nc1/p1N1p1R1p/6p2/2p3P2/Pc2P3P/2C1C1N2/9/R1BAKAB2 b - - 0 1",
    "2bak4/4a1R2/2n1ccn1b/p3p1C1p/9/2p3P2/P1r1P3P/2N1BCN2/4A4/2BAK4 w - - 0 1",
    "3akabr1/9/4c4/p1pRn2Cp/4rcp2/2P1p4/P3P1P1P/3CB1N2/9/3AKABR1 w - - 0 1",
    "4kabr1/4a4/2n1b3n/p1C1p3p/6p2/PNP6/4P1P2/1C2B4/4A4/1R2KAB1c w - - 0 1",
    "2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
    "3ak4/3Pa4/4b3b/5r3/1R3N3/9/9/B8/2p1A4/2B1KA3 w - - 0 1",
    "4ka3/4a4/N8/p8/C8/9/9/8B/3p2ppc/4K4 w - - 0 1",
    "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1",
    "3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 0 1",
};

}  // namespace

void BenchStop::stop() {
  std::lock_guard<std::mutex> lock(mutex_);
  stopped_ = true;
  if (running_) running_->stop();
}

bool BenchStop::stopped() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return stopped_;
}

uint64_t bench(int depth, std::function<void(const std::string&)> out,
               const eval::Evaluator& evaluator, const Tunables& tunables, BenchStop* stop) {
  BenchStop never;  // stands for `stop` when none is given
  BenchStop& control = stop ? *stop : never;
  Searcher searcher;
  searcher.set_evaluator(evaluator);
  searcher.set_tunables(tunables);
  searcher.set_threads(1);
  searcher.set_hash_mb(16);
  uint64_t total = 0;
  auto t0 = std::chrono::steady_clock::now();
  int index = 0;
  for (const char* fen : kBenchFens) {
    ++index;
    absl::StatusOr<Position> pos = Position::from_fen(fen);
    if (!pos.ok()) {
      if (out) out(absl::StrCat("position ", index, ": bad FEN: ", pos.status().message()));
      continue;
    }
    searcher.clear();
    Limits limits;
    limits.depth = depth;
    Result r;
    Callbacks callbacks;
    callbacks.on_bestmove = [&r](const Result& result) { r = result; };
    {
      // Started under the lock, so that a stop() either comes first or reaches this search.
      std::lock_guard<std::mutex> lock(control.mutex_);
      if (control.stopped_) break;
      searcher.start(*pos, limits, std::move(callbacks));
      control.running_ = &searcher;
    }
    searcher.wait();
    {
      std::lock_guard<std::mutex> lock(control.mutex_);
      control.running_ = nullptr;
      if (control.stopped_) break;
    }
    total += r.nodes;
    if (out)
      out(absl::StrCat("position ", index, ": bestmove ", to_ucci(r.best), " score ", r.score,
                       " nodes ", r.nodes));
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (out && !control.stopped()) {
    out(absl::StrCat("total nodes ", total));
    out(absl::StrCat("time ms ", int64_t(secs * 1000)));
    out(absl::StrCat("nps ", secs > 0 ? uint64_t(total / secs) : 0));
    if (kSearchStatsBuild)
      for (const std::string& line : format_stats(searcher.stats())) out(line);
  }
  return total;
}

}  // namespace cotuong::search
