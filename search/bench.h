// The deterministic bench: fixed positions searched to a fixed depth by one thread with cleared
// state. Its node count identifies the search's behaviour (commit messages quote it); `cotuong
// bench` and the protocol's `bench` run it.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <string>

#include "eval/evaluator.h"
#include "search/tunables.h"

namespace cotuong::search {

// The bench's default depth: deep enough to exercise every search feature, under 30 s on a slow
// machine; and the depths it accepts, wherever it is asked (`cotuong bench`, the protocols).
constexpr int kDefaultBenchDepth = 12;
constexpr int kMinBenchDepth = 1;
constexpr int kMaxBenchDepth = 64;

class Searcher;

// Stops a bench from another thread (the protocols' `stop` and `quit`).
class BenchStop {
 public:
  // Thread-safe: the bench's search ends now (after its depth 1), and no further position starts.
  void stop();
  // Returns whether stop() was called.
  bool stopped() const;

 private:
  friend uint64_t bench(int, std::function<void(const std::string&)>, const eval::Evaluator&,
                        const Tunables&, BenchStop*);
  mutable std::mutex mutex_;
  bool stopped_ = false;
  Searcher* running_ = nullptr;  // the bench's searcher while it searches a position
};

// Runs the bench and returns total nodes; prints per-position lines and the total through `out`
// if given. The search evaluates with `evaluator` (by default the build's) and its constants
// are `tunables` (a tuning build's; a normal build's search has the defaults built in). When
// `stop` is given and stopped, the bench ends early, prints no total and returns the nodes so
// far.
uint64_t bench(int depth, std::function<void(const std::string&)> out = nullptr,
               const eval::Evaluator& evaluator = eval::Evaluator::build_default(),
               const Tunables& tunables = kDefaultTunables, BenchStop* stop = nullptr);

}  // namespace cotuong::search
