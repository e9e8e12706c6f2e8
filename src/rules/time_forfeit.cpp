#include "rules/time_forfeit.h"

#include "absl/strings/str_cat.h"
#include "rules/game_result.h"
#include "rules/material.h"
#include "rules/rule_set.h"

namespace cotuong::rules {

Verdict time_forfeit_verdict(const Game& game, Color loser, absl::string_view what) {
  const bool draw = game.rules().limits().flag_draws_without_mating_material &&
                    has_insufficient_material(game.position(), ~loser);
  Verdict v;
  v.result = draw ? GameResult::kDraw : loss_for(loser);
  v.rule = "loses on time";
  v.termination = "time forfeit";
  v.at_fault = loser;
  v.explanation =
      draw ? absl::StrCat(what, "; ", color_name(~loser), " has nothing left to mate with: draw")
           : absl::StrCat(what, " and loses");
  return v;
}

}  // namespace cotuong::rules
