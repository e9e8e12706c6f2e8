// Opening positions for game pairs: a FEN plus optional moves, read from a text file.
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::match {

// Invariant (after load_openings): fen is a legal set-up and every move is legal in turn.
struct Opening {
  std::string fen;                 // where the game record starts
  std::vector<std::string> moves;  // UCCI moves played before the engines take over
  std::string name;                // free text (ECCO code and name); may be empty
};

// Returns the openings of a file. One per line: `FEN`, then optionally a TAB and
// `moves m1 m2 ...`, then optionally a TAB and a name; `startpos` may stand for the start FEN;
// blank lines and lines starting with '#' are skipped. Every FEN and move is checked; the
// first bad line makes the whole file an error naming that line.
absl::StatusOr<std::vector<Opening>> load_openings(const std::string& path);
// Returns the openings of file text (as load_openings; `source` names it in errors).
absl::StatusOr<std::vector<Opening>> parse_openings(absl::string_view text,
                                                    absl::string_view source);

// Returns the path of the opening set shipped with the tool.
std::string default_openings_path();

}  // namespace cotuong::match
