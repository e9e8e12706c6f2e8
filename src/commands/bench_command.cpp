#include "commands/subcommands.h"

#include <iostream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "core/quote.h"
#include "search/bench.h"

namespace cotuong::commands {

namespace {

// bench's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<int>& bench_arguments() {
  static const ArgumentTable<int> table = {
      {{"DEPTH"},
       "",
       absl::StrCat(search::kMinBenchDepth, " to ", search::kMaxBenchDepth,
                    " (default: the bench's depth, ", search::kDefaultBenchDepth, ")"),
       Takes::kOne,
       [](int& depth, const std::vector<std::string>& v) -> absl::Status {
         if (!absl::SimpleAtoi(v[0], &depth) || depth < search::kMinBenchDepth ||
             depth > search::kMaxBenchDepth)
           return absl::InvalidArgumentError(
               absl::StrCat("the depth is a number from ", search::kMinBenchDepth, " to ",
                            search::kMaxBenchDepth, ", not ", readable_quote(v[0])));
         return absl::OkStatus();
       }},
  };
  return table;
}

}  // namespace

OptionHelp bench_options() { return help_rows(bench_arguments()); }

int bench_command(const std::vector<std::string>& args) {
  int depth = search::kDefaultBenchDepth;
  if (std::optional<int> exit = parse_arguments(args, bench_arguments(), depth)) return *exit;
  search::bench(depth, [](const std::string& line) { std::cout << line << "\n"; });
  std::cout.flush();
  return 0;
}

}  // namespace cotuong::commands
