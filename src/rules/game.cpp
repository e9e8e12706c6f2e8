#include "rules/game.h"

#include "absl/strings/str_cat.h"
#include "core/plural.h"

namespace cotuong::rules {

Game::Game(const Position& start, const Rules& rules) : start_(start), arbiter_(start, rules) {}

absl::Status Game::play(Move m) {
  if (absl::Status s = arbiter_.play(m); !s.ok()) return s;
  moves_.push_back(m);
  return absl::OkStatus();
}

absl::Status Game::undo(int plies) {
  if (plies < 1 || size_t(plies) > moves_.size())
    return absl::OutOfRangeError(absl::StrCat("cannot take back ", counted(plies, "ply", "plies"),
                                              ": ", moves_.size(),
                                              " played since the position was set"));
  for (int i = 0; i < plies; ++i) {
    arbiter_.undo();
    moves_.pop_back();
  }
  return absl::OkStatus();
}

void Game::set_rules(const Rules& rules) {
  // An arbiter judges by one set of rules from the start: a new one judges the same moves.
  Arbiter judged(start_, rules);
  for (Move m : moves_) judged.play(m).IgnoreError();  // legal: played before
  arbiter_ = std::move(judged);
}

}  // namespace cotuong::rules
