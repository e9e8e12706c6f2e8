#include "commands/subcommands.h"

#include <iostream>

#include "absl/strings/numbers.h"
#include "commands/commands.h"
#include "search/bench.h"

namespace cotuong::commands {

int bench_command(const std::vector<std::string>& args) {
  int depth = search::kDefaultBenchDepth;
  if (args.size() > 2 ||
      (args.size() == 2 && (!absl::SimpleAtoi(args[1], &depth) || depth < 1 || depth > 64)))
    return usage_error("bench", "the depth is a number from 1 to 64");
  search::bench(depth, [](const std::string& line) { std::cout << line << "\n"; });
  std::cout.flush();
  return 0;
}

}  // namespace cotuong::commands
