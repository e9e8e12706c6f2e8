// `cotuong judge`: the arbiter's verdict on a position and moves, for GUI authors and scripts.
#pragma once

#include <string>
#include <vector>

namespace cotuong::commands {

// Runs `cotuong judge --fen FEN --moves m1 m2 ... [--rules SET] [--move-limit N] [--notation S]`
// and prints one line: result, rule, side at fault, explanation. Moves may be written in any
// notation the notation module reads (UCCI "h2e2", Vietnamese "P2-5", WXF "C2.5", Chinese).
// Returns the process exit code.
int judge_command(const std::vector<std::string>& args);

}  // namespace cotuong::commands
