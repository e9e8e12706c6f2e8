#include "rules/rule_set.h"

#include <iterator>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/quote.h"

namespace cotuong::rules {

namespace {

// Returns the room rules' limits (seeds 002/004).
constexpr RuleLimits room_limits() {
  RuleLimits l;
  l.total_plies = 600;
  l.effective_plies = 240;
  l.progress_plies = 60;
  l.streak_moves_per_piece = 6;
  l.streak_max_pieces = 3;
  l.move_time_cap_ms = 120'000;
  l.takebacks = false;
  return l;
}

// Every rule set, in the order of kRuleSets (the order their names are listed to users).
constexpr RuleSetData kRuleSetTable[] = {
    {RuleSet::kAsian, "asian", "", {.no_capture_plies = 120}},
    {RuleSet::kAsian50, "asian-50", "asian50", {.no_capture_plies = 100}},
    {RuleSet::kCasual, "casual", "", {.no_capture_plies = 120, .perpetual_rules = false}},
    {RuleSet::kRoom, "room", "", room_limits()},
};
static_assert(std::size(kRuleSetTable) == std::size(kRuleSets));

}  // namespace

const RuleSetData& rule_set_data(RuleSet rules) {
  for (const RuleSetData& d : kRuleSetTable)
    if (d.set == rules) return d;
  return kRuleSetTable[0];
}

absl::StatusOr<RuleSet> parse_rule_set(absl::string_view name) {
  const std::string lower = absl::AsciiStrToLower(absl::StripAsciiWhitespace(name));
  for (const RuleSetData& d : kRuleSetTable) {
    if (lower == d.name) return d.set;
    for (absl::string_view alias : absl::StrSplit(d.aliases, ' ', absl::SkipEmpty()))
      if (lower == alias) return d.set;
  }
  return absl::InvalidArgumentError(absl::StrCat("unknown rule set ", readable_quote(name),
                                                 " (expected ", rule_set_names(), ")"));
}

const char* rule_set_name(RuleSet rules) { return rule_set_data(rules).name; }

std::string rule_set_names(absl::string_view separator) {
  std::string names;
  for (RuleSet r : kRuleSets)
    absl::StrAppend(&names, names.empty() ? "" : separator, rule_set_name(r));
  return names;
}

RuleLimits limits_of(RuleSet rules) { return rule_set_data(rules).limits; }

RuleLimits Rules::limits() const {
  RuleLimits l = limits_of(set);
  if (no_capture_plies) l.no_capture_plies = *no_capture_plies;
  return l;
}

}  // namespace cotuong::rules
