#include "rules/rule_set.h"

#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "quote.h"

namespace cotuong::rules {

absl::StatusOr<RuleSet> parse_rule_set(absl::string_view name) {
  std::string lower = absl::AsciiStrToLower(absl::StripAsciiWhitespace(name));
  if (lower == "asian") return RuleSet::kAsian;
  if (lower == "asian-50" || lower == "asian50") return RuleSet::kAsian50;
  if (lower == "casual") return RuleSet::kCasual;
  if (lower == "room") return RuleSet::kRoom;
  return absl::InvalidArgumentError(absl::StrCat("unknown rule set ", readable_quote(name),
                                                 " (expected ", rule_set_names(), ")"));
}

const char* rule_set_name(RuleSet rules) {
  switch (rules) {
    case RuleSet::kAsian:
      return "asian";
    case RuleSet::kAsian50:
      return "asian-50";
    case RuleSet::kCasual:
      return "casual";
    case RuleSet::kRoom:
      return "room";
  }
  return "asian";
}

std::string rule_set_names(absl::string_view separator) {
  std::string names;
  for (RuleSet r : kRuleSets)
    absl::StrAppend(&names, names.empty() ? "" : separator, rule_set_name(r));
  return names;
}

Limits limits_of(RuleSet rules) {
  Limits l;
  switch (rules) {
    case RuleSet::kAsian:
      l.no_capture_plies = 120;
      break;
    case RuleSet::kAsian50:
      l.no_capture_plies = 100;
      break;
    case RuleSet::kCasual:
      l.no_capture_plies = 120;
      l.perpetual_rules = false;
      break;
    case RuleSet::kRoom:
      l.total_plies = 600;
      l.effective_plies = 240;
      l.progress_plies = 60;
      l.streak_moves_per_piece = 6;
      l.streak_max_pieces = 3;
      l.move_time_cap_ms = 120'000;
      l.takebacks = false;
      break;
  }
  return l;
}

}  // namespace cotuong::rules
