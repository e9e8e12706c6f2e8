// Training positions for the evaluation tuner: positions from finished games, each labelled
// with the game's result from Red's point of view (1 win, 0.5 draw, 0 loss).
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "core/position.h"

namespace cotuong::tune {

struct LabelledPosition {
  Position pos;
  double result;  // Red's score in the game the position comes from
};

// Returns the quiet positions (not in check, not just after a capture, past the first
// `skip_plies` plies) of every game in a PGN file (any notation the PGN reader knows).
absl::StatusOr<std::vector<LabelledPosition>> positions_from_pgn(const std::string& path,
                                                                 int skip_plies);

// Returns the positions of a "FEN<TAB>result" file (result: 1, 0.5 or 0 for Red).
absl::StatusOr<std::vector<LabelledPosition>> positions_from_tsv(const std::string& path);

// Writes positions as "FEN<TAB>result" lines.
absl::Status write_tsv(const std::string& path, const std::vector<LabelledPosition>& positions);

}  // namespace cotuong::tune
