// The command-line subcommands of the cotuong executable: one table names them all, those of
// this folder (perft, judge, notation, bench), the analysis ones (src/analysis: analyze, solve,
// epd), the console's `play` (src/console) and the browser page's `serve` (src/serve), with
// `help` from the help registry.
#pragma once

#include <string>
#include <vector>

namespace cotuong::commands {

// Runs `cotuong <args...>` for a subcommand; returns the process exit code, or -1 if args
// name no subcommand (then the protocol loop runs).
int run_subcommand(const std::vector<std::string>& args);

}  // namespace cotuong::commands
