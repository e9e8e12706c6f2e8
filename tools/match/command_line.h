// The cotuong-match command line (cutechess-like flags), parsed into engines and settings.
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/match/engine_spec.h"
#include "tools/match/tournament.h"

namespace cotuong::match {

struct MatchConfig {
  std::vector<EngineSpec> engines;
  TournamentSettings settings;
  bool show_help = false;
};

// Returns the configuration for the arguments (without the program name). Openings default
// to the shipped set. Errors name the flag at fault.
absl::StatusOr<MatchConfig> parse_command_line(const std::vector<std::string>& args);

// Returns the usage text.
std::string usage_text();

}  // namespace cotuong::match
