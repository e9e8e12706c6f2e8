#include "commands/subcommands.h"

#include <chrono>
#include <cstdio>
#include <iostream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "core/perft.h"
#include "core/position.h"
#include "core/quote.h"

namespace cotuong::commands {

namespace {

// Returns whether text is a number in decimal digits, whatever its size.
bool is_whole_number(const std::string& text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
}

// What the command line asked for.
struct PerftOptions {
  int depth = -1;  // -1: not given
  bool divide = false;
  std::string fen = kStartFen;
};

// perft's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<PerftOptions>& perft_arguments() {
  using V = const std::vector<std::string>&;
  using O = PerftOptions;
  static const ArgumentTable<O> table = {
      {{"<depth 0-12>"},
       "",
       "how many plies deep to count",
       Takes::kOne,
       [](O& o, V v) -> absl::Status {
         if (int read = 0; absl::SimpleAtoi(v[0], &read) && read >= 0 && read <= 12) {
           o.depth = read;
           return absl::OkStatus();
         }
         if (is_whole_number(v[0]))  // too large for an int, or above 12
           return absl::InvalidArgumentError(absl::StrCat(
               "depth ", readable_quote(v[0]), " is too large: give a depth from 0 to 12"));
         return absl::InvalidArgumentError(
             absl::StrCat("depth ", readable_quote(v[0]), " is not from 0 to 12"));
       }},
      {{"--fen"}, "FEN", "the position (default: the start)", Takes::kFen, text(&O::fen)},
      {{"--divide"},
       "",
       "print the count below each root move",
       Takes::kNothing,
       set_to(&O::divide, true)},
  };
  return table;
}

}  // namespace

OptionHelp perft_options() { return help_rows(perft_arguments()); }

int perft_command(const std::vector<std::string>& args) {
  PerftOptions o;
  if (std::optional<int> exit = parse_arguments(args, perft_arguments(), o)) return *exit;
  const int depth = o.depth;
  const bool divide = o.divide;
  const std::string& fen = o.fen;
  if (depth < 0) return usage_error("perft", "give a depth from 0 to 12");
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  if (!pos.ok()) {
    error_line("perft") << pos.status().message() << "\n";
    return 2;
  }
  auto t0 = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (divide && depth > 0) {
    for (auto [m, n] : perft_divide(*pos, depth)) {
      std::printf("%s: %llu\n", to_ucci(m).c_str(), (unsigned long long)n);
      nodes += n;
    }
  } else {
    nodes = perft(*pos, depth);
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("nodes %llu\ntime %.3f s\nnps %.0f\n", (unsigned long long)nodes, secs,
              secs > 0 ? nodes / secs : 0.0);
  return 0;
}

}  // namespace cotuong::commands
