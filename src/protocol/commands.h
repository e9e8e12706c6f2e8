// Command-line subcommands of the cotuong executable (perft, ...).
#pragma once

#include <string>
#include <vector>

namespace cotuong {

// Runs `cotuong <args...>` for a subcommand; returns the process exit code, or -1 if args
// name no subcommand (then the protocol loop runs).
int run_subcommand(const std::vector<std::string>& args);

}  // namespace cotuong
