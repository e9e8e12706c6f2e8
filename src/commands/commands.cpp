#include "commands/commands.h"

#include <iostream>

#include "analysis/analyze_command.h"
#include "analysis/epd_command.h"
#include "analysis/help.h"
#include "analysis/solve_command.h"
#include "commands/bench_command.h"
#include "commands/judge_command.h"
#include "commands/notation_command.h"
#include "commands/perft_command.h"
#include "console/console.h"
#include "serve/serve_command.h"

namespace cotuong::commands {

namespace {

// One subcommand: the word after `cotuong` and what runs it (with all the arguments, the word
// first), returning the process exit code.
struct Subcommand {
  const char* name;
  int (*run)(const std::vector<std::string>& args);
};

// Every subcommand but `help`, wherever it lives. Their help texts are in analysis/help.cpp.
constexpr Subcommand kSubcommands[] = {
    {"analyze", analysis::analyze_command},
    {"analyse", analysis::analyze_command},
    {"solve", analysis::solve_command},
    {"epd", analysis::epd_command},
    {"perft", perft_command},
    {"judge", judge_command},
    {"bench", bench_command},
    {"notation", notation_command},
    {"play", console::play_command},
    {"serve", serve::serve_command},
};

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
  for (const Subcommand& command : kSubcommands)
    if (args[0] == command.name) return command.run(args);
  return -1;
}

}  // namespace cotuong::commands
