// The referee of one game: replays the moves on a Position and says when the game is over
// and why. The rules themselves (mate, stalemate, perpetual check/chase, move limits,
// material) are the rules module's; this class adapts it to the match tool.
#pragma once

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "position.h"
#include "rules/arbiter.h"

namespace cotuong::match {

// The match tool speaks the rules' result and verdict (rules/game_result.h, rules/arbiter.h).
using rules::GameResult;
using rules::loss_for;
using rules::result_text;
using rules::Verdict;

class Referee {
 public:
  // Returns a referee for games from `start` under the named rule set (see rule_set_names()).
  static absl::StatusOr<std::unique_ptr<Referee>> create(const Position& start,
                                                         const std::string& rule_set);
  // Returns the current position.
  const Position& position() const { return arbiter_.position(); }
  // Plays a legal move (the caller checked legality with the position).
  void play(Move m);
  // Returns the verdict after the moves so far (result kNone while the game goes on).
  Verdict verdict() const;

 private:
  Referee(const Position& start, rules::RuleSet rules) : arbiter_(start, rules) {}
  rules::Arbiter arbiter_;
};

// Returns the accepted rule-set names, for help texts.
std::string rule_set_names();

}  // namespace cotuong::match
