// The XBoard/CECP dialect's output: the feature reply, thinking lines, results and errors.
#pragma once

#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "rules/arbiter.h"
#include "search/search.h"

namespace cotuong::protocol::cecp {

// Returns the `feature …` lines answering `protover 2`, ending with `feature done=1`.
std::vector<std::string> feature_lines(absl::string_view engine_name);

// Returns a score as XBoard reads it: centipawns, or ±(100000 + N) for a mate in N moves.
int xboard_score(Value v);
// Returns a thinking line `depth score time nodes pv` (time in centiseconds).
std::string thinking_line(const search::Info& info);
// Returns the game-end announcement `1-0 {reason}` / `0-1 {…}` / `1/2-1/2 {…}`.
std::string result_line(const rules::Verdict& verdict);
// Returns `Error (reason): command`.
std::string error_line(absl::string_view reason, absl::string_view command);
// Returns `Illegal move (reason): move` (`Illegal move: move` without a reason).
std::string illegal_move_line(absl::string_view move, absl::string_view reason = "");

}  // namespace cotuong::protocol::cecp
