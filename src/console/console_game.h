// The console's handicap set-ups: the start position without the pieces the engine gives. (A
// game's texts, opening and PGN record are every front's: play/person_game.h.)
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "core/position.h"
#include "messages/catalogue.h"

namespace cotuong::console {

// Returns the standard start position without the pieces the giver offers as a handicap, e.g.
// {"rook"}, {"horse", "horse"}, {"cannon"}; names in English or Vietnamese (xe, ma, phao, tuong
// for elephant, si, tot), the giver's left-hand piece of a pair going first; why not (an unknown
// piece, none left to give) in `lang`.
absl::StatusOr<Position> handicap_position(Color giver, const std::vector<std::string>& pieces,
                                           messages::Lang lang = messages::Lang::kEn);

}  // namespace cotuong::console
