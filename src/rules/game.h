// A game: the arbiter (arbiter.h, the one owner of the start position and of the record of each
// ply, its move included) plus takebacks and a change of rules. Takebacks restore the position,
// its key, the repetition history and the verdict exactly. The console, the page, the protocol
// engine, the XBoard session, the match tool and self-play (tools/nnue) each hold one; none
// keeps moves of its own or replays them to judge.
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

  const Position& start() const { return arbiter_.start(); }
  const Position& position() const { return arbiter_.position(); }
  // Returns the moves played since the start, oldest first (Arbiter::moves).
  std::vector<Move> moves() const { return arbiter_.moves(); }
  // Returns the number of moves played since the start.
  int plies() const { return arbiter_.plies(); }
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
  Arbiter arbiter_;
};

}  // namespace cotuong::rules
