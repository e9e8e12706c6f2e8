#include "rules/game.h"

#include "absl/strings/str_cat.h"
#include "core/plural.h"

namespace cotuong::rules {

Game::Game(const Position& start, const Rules& rules) : arbiter_(start, rules) {}

absl::Status Game::play(Move m) { return arbiter_.play(m); }

absl::Status Game::undo(int plies) {
  if (plies < 1 || plies > arbiter_.plies())
    return absl::OutOfRangeError(absl::StrCat("cannot take back ", counted(plies, "ply", "plies"),
                                              ": ", arbiter_.plies(),
                                              " played since the position was set"));
  for (int i = 0; i < plies; ++i) arbiter_.undo();
  return absl::OkStatus();
}

void Game::set_rules(const Rules& rules) {
  // An arbiter judges by one set of rules from the start: a new one judges the same moves.
  Arbiter judged(arbiter_.start(), rules);
  for (Move m : arbiter_.moves()) judged.play(m).IgnoreError();  // legal: played before
  arbiter_ = std::move(judged);
}

}  // namespace cotuong::rules
