// `cotuong solve`: the cờ thế solver's command line (search/mate_solver.h does the proving).
#pragma once

#include <string>
#include <vector>

namespace cotuong::analysis {

// Runs `cotuong solve ...`; returns 0 (mate proven), 1 (no mate within N), 2 (bad arguments)
// or 3 (a limit stopped the proof).
int solve_command(const std::vector<std::string>& args);

}  // namespace cotuong::analysis
