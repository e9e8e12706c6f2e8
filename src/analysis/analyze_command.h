// `cotuong analyze`: games in, annotated PGN out (review.h measures, annotated_pgn.h writes,
// eval_graph.h draws, progress.h reports).
#pragma once

#include <string>
#include <vector>

namespace cotuong::analysis {

// Runs `cotuong analyze ...`; returns 0 when every game was analysed, 1 when some game in the
// file was bad (reported and skipped), 2 for bad arguments or no game at all.
int analyze_command(const std::vector<std::string>& args);

}  // namespace cotuong::analysis
