// A flag fall: the verdict when a side's time runs out, the one the console's and the page's
// clocks (rules/game_clock.h) and the match tool's give. The side whose time (or the rule set's
// time for one move) ran out loses on time; the game is a draw instead when the other side has
// nothing left that can mate and the rule set says so (rules.md, seed 000: every rule set does).
#pragma once

#include "absl/strings/string_view.h"
#include "core/types.h"
#include "messages/catalogue.h"
#include "rules/arbiter.h"
#include "rules/game.h"

namespace cotuong::rules {

// Returns the verdict of `loser`'s flag falling in `game` (its position and rule set): rule
// "loses on time", termination "time forfeit", at_fault loser, result a loss for loser or a
// draw. `what` says what happened in a player's words ("Red ran out of time"); the explanation
// adds the outcome: " and loses", or "; Black has nothing left to mate with: draw".
// `what` as a catalogue message (verdict.time.*), rendered in the person's language by the
// fronts: the verdict's message is "{what} and loses" or the draw's words around it.
Verdict time_forfeit_verdict(const Game& game, Color loser, messages::Message what);
// The same with `what` in English words only (the message shows them verbatim).
Verdict time_forfeit_verdict(const Game& game, Color loser, absl::string_view what);

}  // namespace cotuong::rules
