// `cotuong perft`: counts the leaf nodes of the legal move tree (core perft.h), for checking the
// move generator against published counts and timing it.
#pragma once

#include <string>
#include <vector>

namespace cotuong::commands {

// Runs `cotuong perft <depth 0-12> [--fen FEN] [--divide]` and prints the node count (per root
// move with --divide), time and speed. Returns the process exit code (2 on a usage error).
int perft_command(const std::vector<std::string>& args);

}  // namespace cotuong::commands
