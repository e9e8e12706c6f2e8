// `cotuong bench [depth]`: the deterministic search bench (search/bench.cpp).
#pragma once

#include <string>
#include <vector>

namespace cotuong {

// Default depth of `cotuong bench` and the protocol's `bench`: deep enough to exercise every
// search feature, under 30 s on a slow machine.
constexpr int kDefaultBenchDepth = 12;

// Runs the bench and prints per-position lines, total nodes and nodes per second; returns the
// process exit code.
int bench_command(const std::vector<std::string>& args);

}  // namespace cotuong
