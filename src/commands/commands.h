// The command-line subcommands of the cotuong executable, in one table: each one's name, what
// runs it, and its help (summary, usage, every option, details, an example). `cotuong help`,
// `cotuong --help`, `cotuong SUBCOMMAND --help` and every usage error print from it, so they
// never disagree.
#pragma once

#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"

namespace cotuong::commands {

// The help's lines of a subcommand's options: the option as typed ("--depth N"), what it does.
using OptionHelp = std::vector<std::pair<std::string, std::string>>;

// One subcommand. Invariant: `options` lists every option it accepts, read off the argument
// table its own file parses by (arguments.h).
struct Subcommand {
  std::string name;
  // Runs `cotuong NAME ...` with all the arguments (the name first); returns the exit code.
  int (*run)(const std::vector<std::string>& args);
  std::string summary;  // one line
  std::string usage;    // the synopsis after "usage: "
  OptionHelp options;   // option text, what it does
  std::string details;  // more paragraphs (may be empty)
  std::string example;  // one command line that works as written
};

// Returns every subcommand, in the order `cotuong help` lists them.
const std::vector<Subcommand>& subcommands();
// Returns the subcommand named (or an alias of it: analyse), or nullptr.
const Subcommand* find_subcommand(absl::string_view name);
// Returns the full help text of one subcommand.
std::string help_text(const Subcommand& command);
// Returns the overview: how to start, then one line per subcommand.
std::string overview_text();
// Returns the one line a bare `cotuong` at a terminal greets with.
std::string greeting_line();
// Starts a line on standard error in the one wording of every subcommand's errors and notes,
// "cotuong NAME: "; the caller writes the message and the newline.
std::ostream& error_line(absl::string_view name);
// Prints "cotuong NAME: message" and NAME's help on standard error; returns 2, the exit code of
// a usage error.
int usage_error(absl::string_view name, absl::string_view message);

// Runs `cotuong <args...>` for a subcommand; returns the process exit code, or -1 if args
// name no subcommand (then the protocol loop runs).
int run_subcommand(const std::vector<std::string>& args);

}  // namespace cotuong::commands
