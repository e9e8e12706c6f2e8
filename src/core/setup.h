// Set-up validation: whether a position (handicap or composed) could arise in a game, or at
// least can be played and judged by the rules.
#pragma once

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "core/types.h"

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

// One problem of a set-up, named by its kind with the pieces and squares it concerns (a front
// words it in the person's language: setup.* in the message catalogue).
struct SetupProblem {
  enum class Kind {
    kTooMany,            // color has count pieces of type, at most max
    kNoKing,             // color has no king
    kKingOutsidePalace,  // color's king on square
    kAdvisorOffPoints,   // color's advisor on square
    kElephantOffPoints,  // color's elephant on square
    kPawnBehindStart,    // color's pawn on square (kReachable only)
    kPawnOffFile,        // color's uncrossed pawn on square, a file no pawn starts on (kReachable)
    kTwoUncrossedPawns,  // color has two uncrossed pawns on file (kReachable)
    kKingsFacing,        // the kings face each other on file
    kWaitingInCheck,     // color (not to move) is in check
  };
  Kind kind;
  Color color = RED;
  PieceType type = NO_PIECE_TYPE;
  int count = 0;
  int max = 0;
  Square square = SQ_NONE;
  int file = 0;  // 0 (a) .. 8 (i)

  // Returns the problem in English, as validate_setup words it ("Red has 3 rooks, at most 2
  // allowed").
  std::string describe() const;
};

// Returns every problem of pos under `check`, in validate_setup's order (empty: it passes). The
// kings' checks (facing, the side not to move in check) are made only when each side has one
// king.
std::vector<SetupProblem> setup_problems(const Position& pos,
                                         SetupCheck check = SetupCheck::kReachable);

}  // namespace cotuong
