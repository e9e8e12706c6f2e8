#include "commands/subcommands.h"

#include <iostream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "commands/commands.h"
#include "search/bench.h"

namespace cotuong::commands {

int bench_command(const std::vector<std::string>& args) {
  int depth = search::kDefaultBenchDepth;
  if (args.size() > 2 ||
      (args.size() == 2 && (!absl::SimpleAtoi(args[1], &depth) || depth < search::kMinBenchDepth ||
                            depth > search::kMaxBenchDepth)))
    return usage_error("bench", absl::StrCat("the depth is a number from ", search::kMinBenchDepth,
                                             " to ", search::kMaxBenchDepth));
  search::bench(depth, [](const std::string& line) { std::cout << line << "\n"; });
  std::cout.flush();
  return 0;
}

}  // namespace cotuong::commands
