// Set-up validation: whether a position (handicap or composed) could arise in a game, or at
// least can be played and judged by the rules.
#pragma once

#include "absl/status/status.h"

namespace cotuong {

class Position;

// How strictly a set-up is checked.
enum class SetupCheck {
  // Only what a game can reach (handicaps included): the default everywhere.
  kReachable,
  // Also the pawn placements composed positions use (rule-book diagrams, problems) that no game
  // reaches but the rules still judge move by move: a pawn behind its starting rank, an
  // uncrossed pawn on a file no pawn starts on, two uncrossed pawns on one file. Everything
  // the rules cannot judge (a missing king, a king off its palace, facing kings, the side not
  // to move in check) or that no set of pieces allows (piece counts, advisors and elephants off
  // their points) is still refused.
  kComposed,
};

// Returns OK if pos passes `check`, otherwise an error naming the first problem: piece counts,
// kings/advisors/elephants off their points, pawns behind their start or on files they cannot
// reach (kReachable only), kings facing, the side not to move in check. Missing pieces
// (handicaps) are fine.
absl::Status validate_setup(const Position& pos, SetupCheck check = SetupCheck::kReachable);

}  // namespace cotuong
