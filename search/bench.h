// The deterministic bench: fixed positions searched to a fixed depth by one thread with cleared
// state. Its node count identifies the search's behaviour (commit messages quote it); `cotuong
// bench` and the protocol's `bench` run it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "eval/evaluator.h"
#include "search/tunables.h"

namespace cotuong::search {

// The bench's default depth: deep enough to exercise every search feature, under 30 s on a slow
// machine.
constexpr int kDefaultBenchDepth = 12;

// Runs the bench and returns total nodes; prints per-position lines and the total through `out`
// if given. The search evaluates with `evaluator` (by default the build's) and its constants
// are `tunables` (a tuning build's; a normal build's search has the defaults built in).
uint64_t bench(int depth, std::function<void(const std::string&)> out = nullptr,
               const eval::Evaluator& evaluator = eval::Evaluator::build_default(),
               const Tunables& tunables = kDefaultTunables);

}  // namespace cotuong::search
