// Static evaluation: material and piece-square tables blended by game phase, mobility, threats,
// king safety (safe checks, attacked palace points, missing defenders) and pawn structure.
// Parameters live in params.h.
#pragma once

#include "core/position.h"
#include "core/types.h"

namespace cotuong::eval {

// Game phase from the attacking material left: kPhaseMax = all rooks, horses and cannons on.
constexpr int kPhaseMax = 48;

// Returns the game phase (0 = bare end game .. kPhaseMax = opening).
int phase(const Position& pos);

struct Params;

// Returns the static score of pos from the side to move's point of view, in centi-pawns, with
// the parameter set `params` (which the caller keeps unchanged while searches use it).
Value evaluate(const Position& pos, const Params& params);
// Returns the static score with the built-in parameters (builtin_params()).
Value evaluate(const Position& pos);

// Returns the simple material value of a piece type (for move ordering and SEE).
constexpr Value kSeeValue[PIECE_TYPE_NB] = {0, 10000, 200, 200, 400, 900, 450, 100};

}  // namespace cotuong::eval
