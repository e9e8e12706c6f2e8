// `cotuong judge`: the arbiter's verdict on a position and moves, for GUI authors and scripts.
#pragma once

#include <string>
#include <vector>

namespace cotuong {

// Runs `cotuong judge --fen FEN --moves m1 m2 ... [--rules SET] [--move-limit N]` and prints one
// line: result, rule, side at fault, explanation. Returns the process exit code.
int judge_command(const std::vector<std::string>& args);

}  // namespace cotuong
