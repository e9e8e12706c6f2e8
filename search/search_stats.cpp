#include "search/search_stats.h"

#include <string_view>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace cotuong::search {

namespace {

struct StatDef {
  std::string_view name, what;
};

constexpr StatDef kStatDefs[] = {
#define COTUONG_STAT_DEF(name, what) {#name, what},
    COTUONG_SEARCH_STAT_LIST(COTUONG_STAT_DEF)
#undef COTUONG_STAT_DEF
};

// Returns part / whole in per cent, formatted ("-" when whole is zero).
std::string percent(uint64_t part, uint64_t whole) {
  return whole ? absl::StrFormat("%.1f%%", 100.0 * double(part) / double(whole)) : "-";
}

// Returns part / whole with two decimals ("-" when whole is zero).
std::string ratio(uint64_t part, uint64_t whole) {
  return whole ? absl::StrFormat("%.2f", double(part) / double(whole)) : "-";
}

}  // namespace

std::vector<std::string> format_stats(const SearchStats& s) {
  std::vector<std::string> lines;
  for (int i = 0; i < int(Stat::kCount); ++i)
    lines.push_back(
        absl::StrFormat("%-20s %14d  %s", kStatDefs[i].name, s.count[i], kStatDefs[i].what));
  const uint64_t main_nodes = s[Stat::PvNodes] + s[Stat::CutNodes] + s[Stat::AllNodes];
  const uint64_t nodes = main_nodes + s[Stat::QsNodes];
  const uint64_t searched = main_nodes - s[Stat::TtCutoffs];  // nodes that went on past the table
  const uint64_t fail_high_later = s[Stat::FailHighs] - s[Stat::FailHighs1];
  lines.push_back(absl::StrCat("quiescence share of nodes     ", percent(s[Stat::QsNodes], nodes)));
  lines.push_back(absl::StrCat("table hits, main / quiescence ",
                               percent(s[Stat::TtHits], s[Stat::TtProbes]), " / ",
                               percent(s[Stat::QsTtHits], s[Stat::QsTtProbes])));
  lines.push_back(absl::StrCat("table cut-offs per probe      ",
                               percent(s[Stat::TtCutoffs], s[Stat::TtProbes]), " / ",
                               percent(s[Stat::QsTtCutoffs], s[Stat::QsTtProbes])));
  lines.push_back(absl::StrCat(
      "bounds of this search evicted ", percent(s[Stat::TtEvictions], s[Stat::TtStores]),
      " of stores (its evaluation-only entries ",
      percent(s[Stat::TtEvictionsEval], s[Stat::TtStores]), ", an older search's ",
      percent(s[Stat::TtEvictionsOld], s[Stat::TtStores]), ")"));
  lines.push_back(absl::StrCat("fail-highs on the first move  ",
                               percent(s[Stat::FailHighs1], s[Stat::FailHighs]),
                               " (later: ", percent(fail_high_later, s[Stat::FailHighs]), ")"));
  lines.push_back(absl::StrCat("moves searched per move loop  ",
                               ratio(s[Stat::MovesSearched], s[Stat::MoveLoops]), " (fail-high ",
                               percent(s[Stat::FailHighs], s[Stat::MoveLoops]), ", fail-low ",
                               percent(s[Stat::FailLows], s[Stat::MoveLoops]), ")"));
  lines.push_back(absl::StrCat(
      "pruned before the move loop   ",
      percent(s[Stat::RfpCutoffs] + s[Stat::NullCutoffs] + s[Stat::ProbcutCutoffs], searched),
      " of nodes past the table (reverse futility ", percent(s[Stat::RfpCutoffs], searched),
      ", null move ", percent(s[Stat::NullCutoffs], searched), ", ProbCut ",
      percent(s[Stat::ProbcutCutoffs], searched), ")"));
  lines.push_back(absl::StrCat("null-move success             ",
                               percent(s[Stat::NullCutoffs], s[Stat::NullTries])));
  lines.push_back(absl::StrCat("reduced moves, mean reduction ",
                               percent(s[Stat::LmrSearches], s[Stat::MovesSearched]), ", ",
                               ratio(s[Stat::LmrPlies], s[Stat::LmrSearches]), " plies"));
  lines.push_back(absl::StrCat(
      "reduced searches re-searched  ", percent(s[Stat::LmrResearches], s[Stat::LmrSearches]),
      " (the re-search held: ", percent(s[Stat::LmrResearchesHeld], s[Stat::LmrResearches]), ")"));
  lines.push_back(absl::StrCat(
      "extensions per move searched  ",
      percent(s[Stat::CheckExtensions] + s[Stat::SingularExtensions], s[Stat::MovesSearched]),
      " (check ", percent(s[Stat::CheckExtensions], s[Stat::MovesSearched]), ", singular ",
      percent(s[Stat::SingularExtensions], s[Stat::MovesSearched]), ")"));
  return lines;
}

}  // namespace cotuong::search
