// The game rules as the search sees them: repetition cycles judged by the same perpetual
// check/chase code as the arbiter (src/rules), and the no-capture draw.
#pragma once

#include "position.h"
#include "rules/rule_set.h"
#include "types.h"

namespace cotuong::search {

// Returns the verdict of the cycle that ends at pos (pos equals the position `cycle_plies`
// plies ago) from the side to move's point of view: -1 loss, 0 draw, +1 win.
// Slow path (replays the cycle to compute check/chase flags): call only on a repetition.
int judge_repetition(const Position& pos, int cycle_plies, rules::RuleSet rule_set);

}  // namespace cotuong::search
