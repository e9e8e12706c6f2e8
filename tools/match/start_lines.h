// The lines match games start from (a FEN plus optional moves, by pairs with both colours),
// read from a text file. A StartLine is not an opening of the book's catalogue (book::Opening,
// named ECCO lines): it is where a game record (PGN) begins.
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::match {

// Invariant (after load_openings): fen is a legal set-up and every move is legal in turn.
struct StartLine {
  std::string fen;                 // where the game record starts
  std::vector<std::string> moves;  // UCCI moves played before the engines take over
  std::string name;                // free text (ECCO code and name); may be empty
};

// Returns the openings of a file. One per line: `FEN`, then optionally a TAB and
// `moves m1 m2 ...`, then optionally a TAB and a name; `startpos` may stand for the start FEN;
// blank lines and lines starting with '#' are skipped. Every FEN and move is checked; the
// first bad line makes the whole file an error naming that line.
absl::StatusOr<std::vector<StartLine>> load_openings(const std::string& path);
// Returns the openings of file text (as load_openings; `source` names it in errors).
absl::StatusOr<std::vector<StartLine>> parse_openings(absl::string_view text,
                                                      absl::string_view source);

// Returns the path of the opening set shipped with the tool.
std::string default_openings_path();

}  // namespace cotuong::match
