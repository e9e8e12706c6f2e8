// A position's set-up problems (core/setup.h) in the person's words: the page's board editor
// names them as the board changes, the console's `bay` (setup) when it refuses a position.
#pragma once

#include "core/setup.h"
#include "messages/catalogue.h"

namespace cotuong::play {

// Returns a set-up problem as a message of the catalogue (setup.*).
messages::Message setup_message(const SetupProblem& problem);
// Returns the code of a problem's kind ("kings_facing"): its catalogue key is setup.<code>.
const char* setup_problem_code(SetupProblem::Kind kind);

}  // namespace cotuong::play
