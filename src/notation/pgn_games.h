// Reading a PGN file game by game, as programs write them: each game is read on its own, so a
// bad game is reported with its number and the others still come; text after the last game's
// result (a program's signature, a blank page) is ignored.
#pragma once

#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "notation/pgn.h"

namespace cotuong::notation {

// One game of a file: its 1-based number there, and the game or why it could not be read.
struct NumberedGame {
  int number = 0;
  absl::StatusOr<GameRecord> game;
};

// Returns every game of a PGN text (UTF-8), in file order, each read or failed on its own.
std::vector<NumberedGame> read_pgn_each(absl::string_view text);

}  // namespace cotuong::notation
