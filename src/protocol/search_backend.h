// The engine facade's view of the search (search/search.h's Searcher and the bench), as an
// interface so that tests and the fuzzer can drive the protocol with a small fake.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "core/position.h"
#include "eval/evaluator.h"
#include "rules/rule_set.h"
#include "search/bench.h"
#include "search/search.h"

namespace cotuong::protocol {

class SearchBackend {
 public:
  virtual ~SearchBackend() = default;
  // Idle-only settings, as in search::Searcher. set_hash_mb fails (ResourceExhausted) when the
  // table does not fit in memory, and then keeps the old one.
  virtual absl::Status set_hash_mb(int mb) = 0;
  virtual void set_threads(int n) = 0;
  virtual void set_rules(const rules::Rules& rules) = 0;
  // The evaluation of the following searches and benches (search::Searcher::set_evaluator).
  virtual void set_evaluator(eval::Evaluator evaluator) = 0;
  // The evaluation set (its one holder on the protocol's path: the engine's `eval` asks here).
  virtual const eval::Evaluator& evaluator() const = 0;
  // Restarts the levels' random choices from `seed` (search::Searcher::set_seed).
  virtual void set_seed(uint64_t seed) = 0;
  // A tuning build's search constants (search::Searcher::set_tunables); others ignore them.
  virtual void set_tunables(const search::Tunables& tunables) {}
  virtual void clear() = 0;
  // Starts a search (at limits.level) on a background thread; callbacks.on_bestmove is called
  // exactly once, as search::Searcher::start does: when limits.ponder or limits.infinite, only
  // after ponderhit() (not infinite) or stop(), even when the search is done or there is no move
  // to search.
  virtual void start(const Position& pos, const search::Limits& limits,
                     search::Callbacks callbacks) = 0;
  // Thread-safe, any time.
  virtual void stop() = 0;
  virtual void ponderhit() = 0;
  // Blocks until the current search (if any) has ended and on_bestmove has returned.
  virtual void wait() = 0;
  // Returns the hash table's entry for pos (UCCI `probe`).
  virtual search::Searcher::Probe probe(const Position& pos) const = 0;
  // Runs the deterministic bench at `depth` (0 = its default) with the evaluation and tunables
  // set, and returns the total nodes; `stop` (may be null) ends it early (search::bench).
  virtual uint64_t bench(int depth, std::function<void(const std::string&)> out,
                         search::BenchStop* stop) = 0;
};

// Returns the real search: a search::Searcher (never null).
std::unique_ptr<SearchBackend> make_search_backend();

}  // namespace cotuong::protocol
