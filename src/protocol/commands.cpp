#include "protocol/commands.h"

#include <chrono>
#include <cstdio>
#include <iostream>

#include "absl/strings/numbers.h"
#include "analysis/analyze_command.h"
#include "analysis/epd_command.h"
#include "analysis/help.h"
#include "analysis/solve_command.h"
#include "perft.h"
#include "position.h"
#include "protocol/bench_command.h"
#include "protocol/judge_command.h"
#include "protocol/notation_command.h"
#include "protocol/play_command.h"

namespace cotuong {

namespace {

// cotuong perft <depth> [--fen FEN] [--divide]
int perft_command(const std::vector<std::string>& args) {
  int depth = -1;
  bool divide = false;
  std::string fen = kStartFen;
  for (size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--divide") {
      divide = true;
    } else if (args[i] == "--fen" && i + 1 < args.size()) {
      fen = args[++i];
    } else if (depth < 0 && absl::SimpleAtoi(args[i], &depth) && depth >= 0 && depth <= 12) {
    } else {
      std::cerr << "usage: cotuong perft <depth 0-12> [--fen FEN] [--divide]\n";
      return 2;
    }
  }
  if (depth < 0) {
    std::cerr << "usage: cotuong perft <depth 0-12> [--fen FEN] [--divide]\n";
    return 2;
  }
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  if (!pos.ok()) {
    std::cerr << "error: " << pos.status().message() << "\n";
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

// Returns whether an argument asks for help.
bool is_help_flag(const std::string& arg) { return arg == "--help" || arg == "-h"; }

// cotuong help [SUBCOMMAND], cotuong --help: prints from the help registry.
int help_command(const std::vector<std::string>& args) {
  if (args.size() < 2 || is_help_flag(args[0])) {
    std::cout << analysis::overview_text();
    return 0;
  }
  const analysis::SubcommandHelp* help =
      analysis::find_help(is_help_flag(args[1]) ? "help" : args[1]);
  if (!help) {
    std::cerr << "cotuong help: no subcommand \"" << args[1] << "\"\n" << analysis::overview_text();
    return 2;
  }
  std::cout << analysis::help_text(*help);
  return 0;
}

}  // namespace

int run_subcommand(const std::vector<std::string>& args) {
  if (args.empty()) return -1;
  if (args[0] == "help" || is_help_flag(args[0])) return help_command(args);
  // `cotuong SUBCOMMAND --help` answers from the registry for every subcommand alike.
  if (const analysis::SubcommandHelp* help = analysis::find_help(args[0]);
      help && args.size() == 2 && is_help_flag(args[1])) {
    std::cout << analysis::help_text(*help);
    return 0;
  }
  if (args[0] == "analyze" || args[0] == "analyse") return analysis::analyze_command(args);
  if (args[0] == "solve") return analysis::solve_command(args);
  if (args[0] == "epd") return analysis::epd_command(args);
  if (args[0] == "perft") return perft_command(args);
  if (args[0] == "judge") return judge_command(args);
  if (args[0] == "bench") return bench_command(args);
  if (args[0] == "notation") return notation_command(args);
  if (args[0] == "play") return play_command(args);
  return -1;
}

}  // namespace cotuong
