// The evaluation graph of `cotuong analyze --graph`: one chart per game, the evaluation (Red's
// side, pawns, clipped to +-10) after every ply as a filled line, Red's advantage above the
// axis and Black's below, the marked moves as dots coloured by mark. Plain SVG 1.1.
#pragma once

#include <string>
#include <vector>

#include "analysis/review.h"
#include "notation/pgn.h"

namespace cotuong::analysis {

// One game to draw: its title (players, event) and its review.
struct GraphGame {
  std::string title;
  const GameReview* review = nullptr;
};

// Returns the SVG document drawing the games one below the other.
std::string eval_graph_svg(const std::vector<GraphGame>& games);

// Returns a chart title for a game: "Red – Black (Event)".
std::string graph_title(const notation::GameRecord& game, int number);

}  // namespace cotuong::analysis
