#include "commands/subcommands.h"

#include <chrono>
#include <cstdio>
#include <iostream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
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

}  // namespace

int perft_command(const std::vector<std::string>& args) {
  int depth = -1;
  bool divide = false;
  std::string fen = kStartFen;
  for (size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--divide") {
      divide = true;
    } else if (args[i] == "--fen" && i + 1 < args.size()) {
      fen = args[++i];
    } else if (int read = 0; depth < 0 && absl::SimpleAtoi(args[i], &read)) {
      depth = read;
      if (depth < 0 || depth > 12)
        return usage_error("perft",
                           absl::StrCat("depth ", readable_quote(args[i]), " is not from 0 to 12"));
    } else if (depth < 0 && is_whole_number(args[i])) {  // too large for an int
      return usage_error("perft", absl::StrCat("depth ", readable_quote(args[i]),
                                               " is too large: give a depth from 0 to 12"));
    } else {
      return usage_error("perft", absl::StrCat("unexpected argument ", readable_quote(args[i])));
    }
  }
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
