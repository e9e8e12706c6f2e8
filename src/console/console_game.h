// The game on the console: a start position and the moves played, judged by the rules arbiter
// (so a takeback restores the position, its key and the repetition history exactly), with
// handicap set-ups and conversion to and from a PGN game record.
#pragma once

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "book/opening_names.h"
#include "notation/pgn.h"
#include "position.h"
#include "rules/arbiter.h"
#include "rules/rule_set.h"

namespace cotuong::console {

class Game {
 public:
  explicit Game(const Position& start = Position::start(),
                rules::RuleSet rules = rules::RuleSet::kAsian);

  const Position& position() const { return arbiter_.position(); }
  const Position& start() const { return start_; }
  const std::vector<Move>& moves() const { return moves_; }
  // Returns the named opening the game is in (deepest named line reached), or nullptr.
  const book::Opening* opening() const;
  rules::RuleSet rules() const { return arbiter_.rules(); }
  rules::Verdict verdict() const { return arbiter_.verdict(); }

  // Plays a legal move; an illegal one changes nothing and says why.
  absl::Status play(Move m);
  // Takes back the last `plies` moves; false (and nothing changes) when fewer were played.
  bool undo(int plies);
  // Judges the same moves under another rule set.
  void set_rules(rules::RuleSet rules);

  // Returns the moves written in style s, each from the position it was played in.
  std::vector<std::string> move_texts(notation::Style s) const;
  // Returns the game as a PGN record (result and termination from the arbiter).
  notation::GameRecord record(const std::string& red, const std::string& black) const;
  // Returns the game a record holds (its moves replayed through the arbiter), or why not.
  static absl::StatusOr<Game> from_record(const notation::GameRecord& record, rules::RuleSet rules);

 private:
  // Invariant: arbiter_'s position is start_ with moves_ played.
  Position start_;
  std::vector<Move> moves_;
  rules::Arbiter arbiter_;
};

// Returns the standard start position without the pieces the giver offers as a handicap, e.g.
// {"rook"}, {"horse", "horse"}, {"cannon"}; names in English or Vietnamese (xe, ma, phao, tuong
// for elephant, si, tot), the giver's left-hand piece of a pair going first.
absl::StatusOr<Position> handicap_position(Color giver, const std::vector<std::string>& pieces);

}  // namespace cotuong::console
