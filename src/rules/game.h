// A game: the position it started from, the moves played since, and the arbiter's verdict on
// them under one rule set. Takebacks restore the position, its key, the repetition history and
// the verdict exactly. The console, the protocol engine, the XBoard session and the match tool
// each hold one; none keeps moves of its own or replays them to judge.
#pragma once

#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "core/position.h"
#include "core/types.h"
#include "rules/arbiter.h"
#include "rules/rule_set.h"

namespace cotuong::rules {

class Game {
 public:
  explicit Game(const Position& start = Position::start(), const Rules& rules = Rules());

  const Position& start() const { return start_; }
  const Position& position() const { return arbiter_.position(); }
  const std::vector<Move>& moves() const { return moves_; }
  const Rules& rules() const { return arbiter_.rules(); }
  // Returns the verdict on the current position (Arbiter::verdict).
  Verdict verdict() const { return arbiter_.verdict(); }
  // Returns the verdict at the first ply where the game ended, and that ply in *ply
  // (Arbiter::first_ending).
  Verdict first_ending(int* ply = nullptr) const { return arbiter_.first_ending(ply); }

  // Plays a legal move; an illegal one changes nothing and says why.
  absl::Status play(Move m);
  // Takes back the last `plies` moves; OutOfRange (and nothing changes) when fewer were played
  // or plies < 1.
  absl::Status undo(int plies);
  // Judges the same moves under other rules (a rule set and its overrides) from now on.
  void set_rules(const Rules& rules);

 private:
  // Invariant: arbiter_'s position is start_ with moves_ played.
  Position start_;
  std::vector<Move> moves_;
  Arbiter arbiter_;
};

}  // namespace cotuong::rules
