#include "rules_in_tree.h"

#include <vector>

#include "rules/chase.h"
#include "rules/repetition.h"

namespace cotuong::search {

int judge_repetition(const Position& pos, int cycle_plies, rules::RuleSet rule_set) {
  if (!rules::limits_of(rule_set).perpetual_rules) return 0;
  Position replay = pos;
  std::vector<Move> moves(cycle_plies);
  for (int i = cycle_plies - 1; i >= 0; --i) {
    moves[i] = replay.last_move();
    replay.undo_move();
  }
  std::vector<rules::PlyFlags> flags;
  flags.reserve(cycle_plies);
  for (Move m : moves) {
    replay.do_move(m);
    flags.push_back(rules::ply_flags(replay));
  }
  switch (rules::judge_cycle(flags, pos.side_to_move(), rule_set)) {
    case rules::RepetitionResult::kWin:
      return 1;
    case rules::RepetitionResult::kLoss:
      return -1;
    default:
      return 0;
  }
}

}  // namespace cotuong::search
