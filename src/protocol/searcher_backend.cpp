// The real search behind the engine facade: search::Searcher, eval/ and the bench.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "eval/eval.h"
#include "eval/nnue/embedded.h"
#include "eval/nnue/evaluate.h"
#include "protocol/search_backend.h"
#include "search/bench.h"
#include "search/levels.h"
#include "search/search.h"

namespace cotuong::protocol {

namespace {

class SearcherBackend final : public SearchBackend {
 public:
  SearcherBackend() {
    if (absl::StatusOr<std::shared_ptr<const eval::nnue::Network>> net =
            eval::nnue::embedded_network();
        net.ok())
      network_ = *net;
    use_nnue_ = eval::nnue::use_nnue_by_default();
    searcher_.set_network(active_network());
  }
  absl::Status set_hash_mb(int mb) override {
    if (searcher_.set_hash_mb(mb)) return absl::OkStatus();
    return absl::ResourceExhaustedError(absl::StrCat(
        "a ", mb, " MB hash table does not fit in the memory available; the old table is kept"));
  }
  void set_threads(int n) override { searcher_.set_threads(n); }
  void set_rules(rules::RuleSet rules) override { searcher_.set_rules(rules); }
  void set_tunables(const search::Tunables& tunables) override {
    tunables_ = tunables;
    searcher_.set_tunables(tunables);
  }
  void clear() override { searcher_.clear(); }
  void start(const Position& pos, const search::Limits& limits,
             search::Callbacks callbacks) override {
    searcher_.start(pos, limits, std::move(callbacks));
  }
  void start_level(const Position& pos, int level, const search::Limits& limits,
                   search::Callbacks callbacks) override {
    levels_.start(pos, level, limits, std::move(callbacks));
  }
  void stop() override { levels_.stop(); }
  void ponderhit() override { levels_.ponderhit(); }  // the searcher's, and a level's hold
  void wait() override {
    levels_.wait();
    searcher_.wait();
  }
  search::Searcher::Probe probe(const Position& pos) const override { return searcher_.probe(pos); }
  Value evaluate(const Position& pos) const override {
    if (auto net = active_network()) return eval::nnue::evaluate(*net, pos);
    return eval::evaluate(pos);
  }
  std::vector<std::string> eval_report(const Position& pos) const override {
    std::vector<std::string> lines = {
        absl::StrCat("phase ", eval::phase(pos), " of ", eval::kPhaseMax)};
    if (network_)
      lines.push_back(
          absl::StrCat("nnue ", eval::nnue::evaluate(*network_, pos), " (side to move)"));
    lines.push_back(absl::StrCat("total ", eval::evaluate(pos), " (side to move)"));
    return lines;
  }
  uint64_t bench(int depth, std::function<void(const std::string&)> out) override {
    return search::bench(depth > 0 ? depth : search::kDefaultBenchDepth, std::move(out),
                         active_network(), tunables_);
  }
  absl::Status load_network(const std::string& path) override {
    absl::StatusOr<std::shared_ptr<const eval::nnue::Network>> net =
        path.empty() ? eval::nnue::embedded_network() : eval::nnue::load_network_file(path);
    if (!net.ok()) return net.status();
    network_ = *net;
    apply();
    return absl::OkStatus();
  }
  absl::Status set_use_nnue(bool on) override {
    if (on && !network_)
      return absl::FailedPreconditionError(
          "UseNNUE: no network is loaded (this build embeds none): set EvalFile first");
    use_nnue_ = on;
    apply();
    return absl::OkStatus();
  }

 private:
  // Returns the network the searches evaluate with (null: the hand-written evaluation).
  std::shared_ptr<const eval::nnue::Network> active_network() const {
    return use_nnue_ ? network_ : nullptr;
  }
  // Hands the active evaluation to the searcher; the hash table's stored evaluations came from
  // the previous one, so it is cleared.
  void apply() {
    searcher_.set_network(active_network());
    searcher_.clear();
  }

  std::shared_ptr<const eval::nnue::Network> network_;  // the loaded network, if any
  bool use_nnue_ = false;                               // invariant: implies network_
  search::Tunables tunables_;  // the searcher's, for bench (which runs a Searcher of its own)
  search::Searcher searcher_;
  search::LevelSearch levels_{searcher_};  // plays levels 1-4 with searcher_
};

}  // namespace

std::unique_ptr<SearchBackend> make_search_backend() { return std::make_unique<SearcherBackend>(); }

}  // namespace cotuong::protocol
