// `cotuong notation`: converts moves between notations (UCCI, Vietnamese, WXF, Chinese).
#pragma once

#include <string>
#include <vector>

namespace cotuong::commands {

// Runs `cotuong notation [--fen FEN] --to STYLE [--from STYLE] MOVE...`: reads the moves in any
// notation (or the --from one), plays them in sequence from FEN and prints each in STYLE, one
// per line. Returns the process exit code (2 with a message on the first bad move).
int notation_command(const std::vector<std::string>& args);

}  // namespace cotuong::commands
