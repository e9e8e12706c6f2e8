#include "tools/match/schedule.h"

#include <algorithm>
#include <numeric>

#include "absl/strings/str_cat.h"

namespace cotuong::match {

absl::StatusOr<Format> parse_format(const std::string& name) {
  if (name == "gauntlet") return Format::kGauntlet;
  if (name == "roundrobin" || name == "round-robin") return Format::kRoundRobin;
  if (name == "swiss") return Format::kSwiss;
  if (name == "knockout") return Format::kKnockout;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown format \"", name, "\" (gauntlet, roundrobin, swiss, knockout)"));
}

std::vector<Encounter> gauntlet_pairings(int engines) {
  std::vector<Encounter> out;
  for (int j = 1; j < engines; ++j) out.emplace_back(0, j);
  return out;
}

std::vector<Encounter> round_robin_pairings(int engines) {
  std::vector<Encounter> out;
  for (int i = 0; i < engines; ++i)
    for (int j = i + 1; j < engines; ++j) out.emplace_back(i, j);
  return out;
}

std::vector<Encounter> swiss_pairings(const std::vector<double>& points,
                                      const std::vector<std::vector<int>>& met,
                                      const std::vector<int>& byes, int* bye) {
  const int n = int(points.size());
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return points[a] > points[b]; });
  *bye = -1;
  if (n % 2 == 1) {
    // The lowest-placed engine that has had the fewest byes sits out.
    int pick = order.back();
    for (int k = n - 1; k >= 0; --k)
      if (byes[order[k]] < byes[pick]) pick = order[k];
    *bye = pick;
    order.erase(std::find(order.begin(), order.end(), pick));
  }
  std::vector<Encounter> out;
  std::vector<bool> paired(n, false);
  for (size_t a = 0; a < order.size(); ++a) {
    int i = order[a];
    if (paired[i]) continue;
    int partner = -1;
    for (size_t b = a + 1; b < order.size() && partner < 0; ++b)
      if (!paired[order[b]] && met[i][order[b]] == 0) partner = order[b];
    for (size_t b = a + 1; b < order.size() && partner < 0; ++b)
      if (!paired[order[b]]) partner = order[b];
    if (partner < 0) break;  // cannot happen: an even count remains
    paired[i] = paired[partner] = true;
    out.emplace_back(i, partner);
  }
  return out;
}

std::vector<Encounter> knockout_first_round(int engines) {
  int size = 1;
  while (size < engines) size *= 2;
  // Standard bracket order so that seeds 1 and 2 can only meet in the final.
  std::vector<int> slots = {0};
  while (int(slots.size()) < size) {
    std::vector<int> next;
    int m = int(slots.size()) * 2;
    for (int s : slots) {
      next.push_back(s);
      next.push_back(m - 1 - s);
    }
    slots = next;
  }
  std::vector<Encounter> out;
  for (size_t k = 0; k + 1 < slots.size(); k += 2) {
    int a = slots[k], b = slots[k + 1];
    out.emplace_back(a < engines ? a : -1, b < engines ? b : -1);
    if (out.back().first < 0) std::swap(out.back().first, out.back().second);
  }
  return out;
}

std::vector<Encounter> knockout_next_round(const std::vector<int>& winners) {
  std::vector<Encounter> out;
  for (size_t k = 0; k + 1 < winners.size(); k += 2) out.emplace_back(winners[k], winners[k + 1]);
  return out;
}

}  // namespace cotuong::match
