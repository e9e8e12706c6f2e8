#include "tools/match/referee.h"

#include <cassert>

#include "absl/strings/str_cat.h"
#include "rules/rule_set.h"

namespace cotuong::match {

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

Verdict Referee::verdict() const { return arbiter_.verdict(); }

std::string rule_set_names() { return "asian, asian-50, casual, room"; }

}  // namespace cotuong::match
