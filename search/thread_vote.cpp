#include "search/thread_vote.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace cotuong::search {

size_t vote_best_thread(const std::vector<ThreadAnswer>& answers) {
  Value lowest = VALUE_INFINITE;
  for (const ThreadAnswer& a : answers)
    if (a.depth > 0) lowest = std::min(lowest, a.score);
  auto weight = [lowest](const ThreadAnswer& a) {
    return int64_t(a.score - lowest + 14) * a.depth;
  };
  std::vector<std::pair<Move, int64_t>> votes;
  auto votes_for = [&votes](Move m) -> int64_t& {
    for (auto& v : votes)
      if (v.first == m) return v.second;
    return votes.emplace_back(m, 0).second;
  };
  for (const ThreadAnswer& a : answers)
    if (a.depth > 0) votes_for(a.move) += weight(a);

  size_t chosen = 0;
  for (size_t i = 1; i < answers.size(); ++i) {
    const ThreadAnswer &a = answers[i], &best = answers[chosen];
    if (a.depth == 0) continue;
    if (best.depth == 0) {
      chosen = i;
    } else if (best.score >= VALUE_MATE_IN_MAX_PLY) {
      if (a.score > best.score) chosen = i;  // the faster mate
    } else if (a.score >= VALUE_MATE_IN_MAX_PLY) {
      chosen = i;  // a proven win beats any vote
    } else if (best.score <= VALUE_MATED_IN_MAX_PLY && a.score > VALUE_MATED_IN_MAX_PLY) {
      chosen = i;  // the chosen thread sees itself mated, this one does not
    } else if (a.score > VALUE_MATED_IN_MAX_PLY || best.score <= VALUE_MATED_IN_MAX_PLY) {
      const int64_t mine = votes_for(a.move), theirs = votes_for(best.move);
      if (mine > theirs || (mine == theirs && weight(a) > weight(best))) chosen = i;
    }
  }
  return chosen;
}

}  // namespace cotuong::search
