#include "referee.h"

#include <cassert>

#include "absl/strings/str_cat.h"
#include "rules/rule_set.h"

namespace cotuong::match {

const char* result_text(GameResult r) {
  switch (r) {
    case GameResult::kRedWins:
      return "1-0";
    case GameResult::kBlackWins:
      return "0-1";
    case GameResult::kDraw:
      return "1/2-1/2";
    case GameResult::kNone:
      break;
  }
  return "*";
}

absl::StatusOr<std::unique_ptr<Referee>> Referee::create(const Position& start,
                                                         const std::string& rule_set) {
  absl::StatusOr<rules::RuleSet> rules = rules::parse_rule_set(rule_set);
  if (!rules.ok())
    return absl::InvalidArgumentError(
        absl::StrCat("unknown rule set \"", rule_set, "\" (", rule_set_names(), ")"));
  return std::unique_ptr<Referee>(new Referee(start, *rules));
}

void Referee::play(Move m) {
  [[maybe_unused]] absl::Status s = arbiter_.play(m);
  assert(s.ok());
}

Verdict Referee::verdict() const {
  rules::Verdict rv = arbiter_.verdict();
  Verdict v;
  switch (rv.outcome) {
    case rules::Outcome::kOngoing:
      return v;
    case rules::Outcome::kRedWins:
      v.result = GameResult::kRedWins;
      break;
    case rules::Outcome::kBlackWins:
      v.result = GameResult::kBlackWins;
      break;
    case rules::Outcome::kDraw:
      v.result = GameResult::kDraw;
      break;
  }
  // Losing by perpetual check or chase is breaking a rule; every other ending is normal play.
  bool infraction = rv.rule == "perpetual-check" || rv.rule == "perpetual-chase";
  v.termination = infraction ? "rules infraction" : "normal";
  v.reason = rv.rule;
  v.explanation = rv.explanation;
  return v;
}

std::string rule_set_names() { return "asian, asian-50, casual, room"; }

}  // namespace cotuong::match
