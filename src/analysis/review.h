// Reviewing a game: every position searched, each move's loss against the engine's best, the
// marks ?! ? ?? by that loss, the better line, and the per-side summary.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "messages/catalogue.h"
#include "notation/pgn.h"
#include "search/search.h"

namespace cotuong::analysis {

// Loss thresholds in centipawns (a pawn is 100), as `cotuong analyze --help` states them.
inline constexpr int kInaccuracyLoss = 50;
inline constexpr int kMistakeLoss = 100;
inline constexpr int kBlunderLoss = 300;
// Mate scores count as this many centipawns when losses are measured.
inline constexpr int kMateAsCentipawns = 3000;

enum class Mark { kNone, kInaccuracy, kMistake, kBlunder };

// Returns the PGN suffix of a mark ("", "?!", "?", "??").
const char* mark_text(Mark m);
// Returns the mark a loss (centipawns, >= 0) earns.
Mark mark_for_loss(int loss_cp);

// The review of one move. Scores are from Red's side; `loss_cp` from the mover's.
struct MoveReview {
  Value eval_after = 0;         // the position after the move played
  Value best_eval = 0;          // the position before it, with the engine's best play
  std::vector<Move> best_line;  // the engine's line from the position before the move
  int loss_cp = 0;
  Mark mark = Mark::kNone;
};

// The summary of one side's moves.
struct SideSummary {
  int moves = 0;
  long long total_loss_cp = 0;
  int inaccuracies = 0, mistakes = 0, blunders = 0;
  // Returns the average loss in pawns.
  double average_loss() const { return moves ? total_loss_cp / 100.0 / moves : 0.0; }
};

struct GameReview {
  Value start_eval = 0;  // the position before the first move, Red's side
  std::vector<MoveReview> moves;
  SideSummary side[COLOR_NB];
};

// Returns the review of a game whose moves are legal from its start: each of the positions is
// searched once with `limits` (the searcher keeps its table across them); `on_position` is
// called after each search with the number of positions done.
GameReview review_game(const notation::GameRecord& game, search::Searcher& searcher,
                       const search::Limits& limits, const std::function<void(int)>& on_position);

// Returns a score as people read it: "+0.35" (pawns, Red's side) or "#5" / "#-3" (mate in
// moves, for Red / for Black).
std::string format_eval(Value red_score);

// Returns the summary of one side as a message (review.summary), for a person in their language.
messages::Message summary_message(Color side, const SideSummary& s);
// Returns the summary line of one side in English, for the tools and PGN comments: "Red: 40
// moves, average loss 0.21 pawn, 2 inaccuracies (?!), ...".
std::string summary_line(Color side, const SideSummary& s);

}  // namespace cotuong::analysis
