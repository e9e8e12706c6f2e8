// The win/draw/loss model: what a search score means in game results, for UCI_ShowWDL. Fitted to
// cotuong's own self-play games (tools/nnue/fit_wdl.py; method and calibration in
// tools/nnue/README.md): the result is a logistic function of the score whose centre and width
// depend on the game phase (eval.h), as Stockfish's model does on material.
#pragma once

#include "core/position.h"
#include "core/types.h"

namespace cotuong::eval {

// Expected results in per mille, side to move's view. Invariant: each in 0..1000, summing to 1000.
struct Wdl {
  int win = 0;
  int draw = 1000;
  int loss = 0;

  bool operator==(const Wdl&) const = default;
};

// Returns the expected results of a search score (centipawns or a mate score, side to move's
// view) at game phase `phase` (0..kPhaseMax; values outside are clamped): a mate is won or lost
// outright; otherwise win rises and loss falls with the score, and a score of 0 has win == loss.
Wdl wdl(Value score, int phase);
// Returns the expected results of a search score in pos (its phase).
Wdl wdl(Value score, const Position& pos);

}  // namespace cotuong::eval
