// libFuzzer target: arbitrary bytes, split into lines, drive a whole protocol session (parser,
// engine facade, the real search on its thread, output). Any crash, sanitizer report, or output
// that is not clean one-line printable text is a bug.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "absl/strings/string_view.h"
#include "protocol/engine.h"
#include "protocol/engine_hooks.h"
#include "protocol/protocol_session.h"

namespace {

using cotuong::Position;
using cotuong::Value;
using namespace cotuong::protocol;

// The real search, shared by every input (building one per input would spend the run on
// allocating hash tables), with hash size and threads capped so that a fuzzed
// `setoption hashsize 65536` cannot exhaust memory. It plays a small machine: a hash over
// kMemoryMb does not fit, so the engine's "too large, old table kept" path is driven too.
class CappedBackend final : public SearchBackend {
 public:
  explicit CappedBackend(SearchBackend& real) : real_(real) {}
  static constexpr int kMemoryMb = 256;
  absl::Status set_hash_mb(int mb) override {
    if (mb > kMemoryMb) return absl::ResourceExhaustedError("the hash table does not fit");
    return real_.set_hash_mb(mb < 1 ? 1 : mb > 2 ? 2 : mb);
  }
  void set_threads(int n) override { real_.set_threads(n < 1 ? 1 : n > 2 ? 2 : n); }
  void set_rules(const cotuong::rules::Rules& rules) override { real_.set_rules(rules); }
  void set_evaluator(cotuong::eval::Evaluator evaluator) override {
    real_.set_evaluator(std::move(evaluator));
  }
  const cotuong::eval::Evaluator& evaluator() const override { return real_.evaluator(); }
  void set_seed(uint64_t seed) override { real_.set_seed(seed); }
  void clear() override { real_.clear(); }
  void start(const Position& pos, const cotuong::search::Limits& limits,
             cotuong::search::Callbacks callbacks) override {
    real_.start(pos, limits, std::move(callbacks));
  }
  void stop() override { real_.stop(); }
  void ponderhit() override { real_.ponderhit(); }
  void wait() override { real_.wait(); }
  cotuong::search::Searcher::Probe probe(const Position& pos) const override {
    return real_.probe(pos);
  }
  uint64_t bench(int depth, std::function<void(const std::string&)> out,
                 cotuong::search::BenchStop* stop) override {
    return real_.bench(1, std::move(out), stop);
  }

 private:
  SearchBackend& real_;
};

// Traps unless the line is non-empty and free of control bytes (one line, nothing to garble a
// GUI's parser).
void check_output(const std::string& line) {
  if (line.empty()) __builtin_trap();
  for (char c : line)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static std::unique_ptr<SearchBackend> real = make_search_backend();
  SessionLimits config;
  config.max_perft_depth = 2;
  config.max_bench_depth = 0;  // search::bench builds its own 16 MB searcher: no protocol coverage
  ProtocolSession session(std::make_unique<CappedBackend>(*real), check_output, config);
  // The real book module: fuzzed bookfiles values reach Book::open (directories, devices, ...).
  install_engine_hooks(session.engine());
  absl::string_view input(reinterpret_cast<const char*>(data), size);
  while (!input.empty()) {
    size_t end = input.find('\n');
    absl::string_view line = input.substr(0, end);
    input = end == absl::string_view::npos ? absl::string_view() : input.substr(end + 1);
    if (!session.handle_line(line)) break;
  }
  return 0;  // the session's destructor stops any search still running
}
