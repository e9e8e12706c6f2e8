// Every evaluation parameter in one place, as a flat array of integers so that the tuner
// (tools/tune) can read and change them by index. Values are centi-pawns; each term has a
// middle-game and an end-game value, blended by the game phase (eval.h).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/types.h"

namespace cotuong::eval {

// Index of each parameter in Params::v. The PST blocks hold 50 squares each (files f-i mirrored
// onto files d-a, ranks from the owner's side), middle-game then end-game.
enum ParamIndex : int {
  // Base piece values [mg, eg] per piece type (king unused).
  P_ADVISOR_MG,
  P_ADVISOR_EG,
  P_ELEPHANT_MG,
  P_ELEPHANT_EG,
  P_HORSE_MG,
  P_HORSE_EG,
  P_ROOK_MG,
  P_ROOK_EG,
  P_CANNON_MG,
  P_CANNON_EG,
  P_PAWN_MG,
  P_PAWN_EG,
  // Mobility: per reachable square that no enemy pawn guards, per piece type [mg, eg].
  P_MOB_HORSE_MG,
  P_MOB_HORSE_EG,
  P_MOB_ROOK_MG,
  P_MOB_ROOK_EG,
  P_MOB_CANNON_MG,
  P_MOB_CANNON_EG,
  // A horse with no move at all (trapped) pays extra.
  P_HORSE_TRAPPED_MG,
  P_HORSE_TRAPPED_EG,
  // King safety: weight per missing advisor / elephant, scaled by enemy attacking material.
  P_MISSING_ADVISOR,
  P_MISSING_ELEPHANT,
  // Enemy cannon on the king's file with one screen (central cannon) / none (hollow cannon).
  P_CANNON_FACING_KING,
  P_HOLLOW_CANNON,
  // Enemy rook on the king's file with at most one piece between them.
  P_ROOK_ON_KING_FILE,
  // Per enemy attacker (rook/horse/cannon/crossed pawn) within reach of the palace.
  P_PALACE_ATTACKER,
  // Pawns: connected crossed pawns side by side; doubled pawns on a file.
  P_PAWN_CONNECTED_MG,
  P_PAWN_CONNECTED_EG,
  P_PAWN_DOUBLED,
  // Rook on a file without a pawn of its own side (middle game only).
  P_ROOK_OPEN_FILE,
  P_TEMPO,
  // Threats: an enemy piece attacked and not defended (hanging), by victim class; an enemy
  // rook attacked by a lesser piece, an enemy horse or cannon attacked by a pawn, advisor or
  // elephant (defended or not).
  P_HANGING_ROOK,
  P_HANGING_MINOR,
  P_HANGING_OTHER,
  P_THREAT_ON_ROOK,
  P_THREAT_ON_MINOR,
  // King danger: squares from which an enemy rook / horse / cannon could check next move that
  // the enemy piece can reach and no defender guards (safe checks), per square.
  P_SAFE_CHECK_ROOK,
  P_SAFE_CHECK_HORSE,
  P_SAFE_CHECK_CANNON,
  // King danger per palace point the enemy attacks.
  P_PALACE_SQUARE_ATTACKED,
  // Piece-square tables, [piece type 1..7][phase 0..1][50].
  P_PST_BEGIN,
  P_PST_END = P_PST_BEGIN + 7 * 2 * 50,
  P_NB = P_PST_END
};

// Returns the index of the PST entry for piece type pt, phase (0 mg, 1 eg) and half-board
// square (relative rank * 5 + distance-from-edge file 0..4).
constexpr int pst_index(PieceType pt, int phase, int half_sq) {
  return P_PST_BEGIN + ((pt - 1) * 2 + phase) * 50 + half_sq;
}

struct Params {
  std::array<int, P_NB> v;
};

// Returns the built-in parameters, computed once and never changed: what every search uses
// unless it is given a set of its own (a tuner's, a test's) to read for its whole duration.
const Params& builtin_params();
// Returns a fresh copy of the built-in parameters (seeds overridden by the tuned values).
Params default_params();
// Returns a printable name of parameter i (for the tuner's output).
std::string param_name(int i);
// Returns the index of the parameter named `name` (as param_name writes it), or NotFound.
absl::StatusOr<int> param_index(absl::string_view name);
// Returns `base` with the named values set, or an error naming the first unknown name: values
// written for other parameters (a renamed term) must fail loudly, not be half applied.
absl::StatusOr<Params> with_named_values(Params base,
                                         std::span<const std::pair<const char*, int>> values);
// Returns the tuned values built in (eval/tuned_values.inc), by name.
std::span<const std::pair<const char*, int>> tuned_values();

}  // namespace cotuong::eval
