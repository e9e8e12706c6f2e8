// The console's own uses of a game (rules/game.h): the moves written for people, the named
// opening, conversion to and from a PGN game record (with its clock), and handicap set-ups.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "book/opening_names.h"
#include "notation/notation.h"
#include "notation/pgn.h"
#include "position.h"
#include "rules/game.h"
#include "rules/game_clock.h"
#include "rules/rule_set.h"

namespace cotuong::console {

// Returns the game's moves written in style s, each from the position it was played in.
std::vector<std::string> move_texts(const rules::Game& game, notation::Style s);
// Returns the named opening the game is in (deepest named line reached), or nullptr.
const book::Opening* opening_of(const rules::Game& game);
// Returns the game as a PGN record (result and termination from the arbiter).
notation::GameRecord game_record(const rules::Game& game, const std::string& red,
                                 const std::string& black);
// Writes a game's clock into its record: the TimeControl tag (seconds + seconds, as PGN has it)
// and, when a flag fell, the result and termination of the flag fall. The console's and the
// page's records both say so.
void record_clock(notation::GameRecord& rec, const std::optional<rules::GameClock>& clock,
                  const std::optional<rules::Verdict>& time_verdict);
// Returns the game a record holds (its moves played under `rules`), or why not.
absl::StatusOr<rules::Game> game_from_record(const notation::GameRecord& record,
                                             rules::RuleSet rules);

// Returns the standard start position without the pieces the giver offers as a handicap, e.g.
// {"rook"}, {"horse", "horse"}, {"cannon"}; names in English or Vietnamese (xe, ma, phao, tuong
// for elephant, si, tot), the giver's left-hand piece of a pair going first.
absl::StatusOr<Position> handicap_position(Color giver, const std::vector<std::string>& pieces);

}  // namespace cotuong::console
