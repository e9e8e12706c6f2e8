// The one place every subcommand's help lives: `cotuong help`, `cotuong --help` and
// `cotuong SUBCOMMAND --help` all print from this registry, so the three never disagree.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"

namespace cotuong::analysis {

// The help of one subcommand. Invariant: every option the subcommand accepts is listed.
struct SubcommandHelp {
  std::string name;
  std::string summary;                                       // one line
  std::string usage;                                         // the synopsis after "usage: "
  std::vector<std::pair<std::string, std::string>> options;  // option text, what it does
  std::string details;                                       // more paragraphs (may be empty)
  std::string example;  // one command line that works as written
};

// Returns every subcommand's help, in the order `cotuong help` lists them.
const std::vector<SubcommandHelp>& subcommand_helps();
// Returns the help of the subcommand named, or nullptr.
const SubcommandHelp* find_help(absl::string_view name);
// Returns the full help text of one subcommand.
std::string help_text(const SubcommandHelp& help);
// Returns the overview: how to start, then one line per subcommand.
std::string overview_text();
// Returns the one line a bare `cotuong` at a terminal greets with.
std::string greeting_line();

}  // namespace cotuong::analysis
