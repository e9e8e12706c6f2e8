// cotuong-tune: builds training positions from match games and tunes the evaluation on them.
//   cotuong-tune extract --out data.tsv [--skip N] games1.pgn [games2.pgn ...]
//   cotuong-tune tune --data data.tsv [--scalars-only] [--step S] [--passes P]
// `tune` holds every fifth position out of the fit and reports the error on it before and after
// (an improvement that does not carry over is over-fitting); it prints every improvement and,
// at the end, the changed parameters as "name value".
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "eval/params.h"
#include "tools/tune/texel.h"

namespace {

int usage() {
  std::cerr << "usage: cotuong-tune extract --out data.tsv [--skip N] games.pgn ...\n"
               "       cotuong-tune tune --data data.tsv [--scalars-only] [--step S] "
               "[--passes P]\n";
  return 2;
}

int extract(const std::vector<std::string>& args) {
  std::string out;
  int skip = 10;
  std::vector<cotuong::tune::LabelledPosition> all;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--out" && i + 1 < args.size()) {
      out = args[++i];
    } else if (args[i] == "--skip" && i + 1 < args.size()) {
      if (!absl::SimpleAtoi(args[++i], &skip)) return usage();
    } else {
      auto positions = cotuong::tune::positions_from_pgn(args[i], skip);
      if (!positions.ok()) {
        std::cerr << positions.status().message() << "\n";
        return 1;
      }
      all.insert(all.end(), positions->begin(), positions->end());
    }
  }
  if (out.empty()) return usage();
  if (auto s = cotuong::tune::write_tsv(out, all); !s.ok()) {
    std::cerr << s.message() << "\n";
    return 1;
  }
  std::cout << all.size() << " positions written to " << out << "\n";
  return 0;
}

int tune(const std::vector<std::string>& args) {
  std::string data_path;
  bool scalars_only = false;
  int step = 4, passes = 10;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--data" && i + 1 < args.size()) {
      data_path = args[++i];
    } else if (args[i] == "--scalars-only") {
      scalars_only = true;
    } else if (args[i] == "--step" && i + 1 < args.size()) {
      if (!absl::SimpleAtoi(args[++i], &step)) return usage();
    } else if (args[i] == "--passes" && i + 1 < args.size()) {
      if (!absl::SimpleAtoi(args[++i], &passes)) return usage();
    } else {
      return usage();
    }
  }
  if (data_path.empty()) return usage();
  auto data = cotuong::tune::positions_from_tsv(data_path);
  if (!data.ok()) {
    std::cerr << data.status().message() << "\n";
    return 1;
  }
  using namespace cotuong::eval;
  std::vector<cotuong::tune::LabelledPosition> train, holdout;
  for (size_t i = 0; i < data->size(); ++i) ((i % 5 == 4) ? holdout : train).push_back((*data)[i]);
  const Params before = builtin_params();
  Params params = before;
  double k = cotuong::tune::fit_scale(train, params);
  std::cout << train.size() << " positions (+" << holdout.size() << " held out), k " << k
            << ", error " << cotuong::tune::evaluation_error(train, k, params)
            << ", held-out error " << cotuong::tune::evaluation_error(holdout, k, params) << "\n";
  std::vector<int> indices;
  for (int i = 0; i < (scalars_only ? int(P_PST_BEGIN) : int(P_NB)); ++i) indices.push_back(i);
  double e = cotuong::tune::tune_parameters(train, k, params, indices, step, passes,
                                            [](const std::string& s) { std::cout << s << "\n"; });
  std::cout << "final error " << e << ", held-out error "
            << cotuong::tune::evaluation_error(holdout, k, params) << "\nchanged parameters:\n";
  for (int i = 0; i < P_NB; ++i)
    if (params.v[i] != before.v[i]) std::cout << param_name(i) << " " << params.v[i] << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usage();
  std::string command = args[0];
  args.erase(args.begin());
  if (command == "extract") return extract(args);
  if (command == "tune") return tune(args);
  return usage();
}
