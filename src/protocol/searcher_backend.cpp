// The real search behind the engine facade: search::Searcher and the bench.
#include <string>

#include "absl/strings/str_cat.h"
#include "protocol/search_backend.h"
#include "search/bench.h"
#include "search/search.h"

namespace cotuong::protocol {

namespace {

class SearcherBackend final : public SearchBackend {
 public:
  absl::Status set_hash_mb(int mb) override {
    if (searcher_.set_hash_mb(mb)) return absl::OkStatus();
    return absl::ResourceExhaustedError(absl::StrCat(
        "a ", mb, " MB hash table does not fit in the memory available; the old table is kept"));
  }
  void set_threads(int n) override { searcher_.set_threads(n); }
  void set_rules(const rules::Rules& rules) override { searcher_.set_rules(rules); }
  void set_evaluator(eval::Evaluator evaluator) override {
    searcher_.set_evaluator(std::move(evaluator));
  }
  const eval::Evaluator& evaluator() const override { return searcher_.evaluator(); }
  void set_seed(uint64_t seed) override { searcher_.set_seed(seed); }
  void set_tunables(const search::Tunables& tunables) override {
    tunables_ = tunables;
    searcher_.set_tunables(tunables);
  }
  void clear() override { searcher_.clear(); }
  void start(const Position& pos, const search::Limits& limits,
             search::Callbacks callbacks) override {
    searcher_.start(pos, limits, std::move(callbacks));
  }
  void stop() override { searcher_.stop(); }
  void ponderhit() override { searcher_.ponderhit(); }
  void wait() override { searcher_.wait(); }
  search::Searcher::Probe probe(const Position& pos) const override { return searcher_.probe(pos); }
  uint64_t bench(int depth, std::function<void(const std::string&)> out,
                 search::BenchStop* stop) override {
    return search::bench(depth > 0 ? depth : search::kDefaultBenchDepth, std::move(out),
                         searcher_.evaluator(), tunables_, stop);
  }

 private:
  // The searcher's constants, for bench (which runs a Searcher of its own).
  search::Tunables tunables_;
  search::Searcher searcher_;
};

}  // namespace

std::unique_ptr<SearchBackend> make_search_backend() { return std::make_unique<SearcherBackend>(); }

}  // namespace cotuong::protocol
