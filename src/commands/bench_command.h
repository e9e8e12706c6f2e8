// `cotuong bench [depth]`: the deterministic search bench (search/bench.h), by default at its
// default depth, as the protocol's `bench`.
#pragma once

#include <string>
#include <vector>

namespace cotuong::commands {

// Runs the bench and prints per-position lines, total nodes and nodes per second; returns the
// process exit code.
int bench_command(const std::vector<std::string>& args);

}  // namespace cotuong::commands
