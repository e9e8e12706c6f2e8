// Who plays whom: the pairings of each tournament format. Pure functions of the standings so
// that they can be tested without engines.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

namespace cotuong::match {

enum class Format { kGauntlet, kRoundRobin, kSwiss, kKnockout };

// Returns the format named gauntlet | roundrobin | swiss | knockout.
absl::StatusOr<Format> parse_format(const std::string& name);

// An encounter between two engines (indices into the engine list); each encounter is played
// as game pairs, so colours are balanced.
using Encounter = std::pair<int, int>;

// Returns engine 0 against each other engine.
std::vector<Encounter> gauntlet_pairings(int engines);
// Returns every engine against every other once (i < j).
std::vector<Encounter> round_robin_pairings(int engines);

// Returns the next Swiss round: engines ordered by points (ties by index, the seed order),
// each paired with the best-placed unpaired engine it has not met yet (if all met, the next
// one). With an odd count, the lowest-placed engine without a bye gets one: it is returned in
// *bye (else -1). `met[i][j]` counts earlier encounters; `byes[i]` earlier byes.
std::vector<Encounter> swiss_pairings(const std::vector<double>& points,
                                      const std::vector<std::vector<int>>& met,
                                      const std::vector<int>& byes, int* bye);

// Returns the first knockout round for `engines` seeds: 1 vs last, 2 vs second-to-last...,
// padded to a power of two with byes (an engine paired with -1 advances without playing).
std::vector<Encounter> knockout_first_round(int engines);
// Returns the next knockout round from the winners of the last one, in bracket order.
std::vector<Encounter> knockout_next_round(const std::vector<int>& winners);

}  // namespace cotuong::match
