// The annotated PGN that `cotuong analyze` writes: each move with its mark (?! ? ??) and its
// evaluation as a comment, the better line as a variation after a marked move, and the
// per-side summary in the game's first comment. The project's PGN reader reads it back.
#pragma once

#include <string>

#include "analysis/review.h"
#include "notation/notation.h"
#include "notation/pgn.h"

namespace cotuong::analysis {

// Returns the PGN text of a reviewed game in style s; `settings` ("depth 12") goes into the
// Annotator tag.
std::string write_annotated_pgn(const notation::GameRecord& game, const GameReview& review,
                                notation::Style s, const std::string& settings);

}  // namespace cotuong::analysis
