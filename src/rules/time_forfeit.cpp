#include "rules/time_forfeit.h"

#include "rules/game_result.h"
#include "rules/material.h"
#include "rules/rule_set.h"

namespace cotuong::rules {

Verdict time_forfeit_verdict(const Game& game, Color loser, messages::Message what) {
  const bool draw = game.rules().limits().flag_draws_without_mating_material &&
                    has_insufficient_material(game.position(), ~loser);
  Verdict v;
  v.result = draw ? GameResult::kDraw : loss_for(loser);
  v.rule = "loses on time";
  v.termination = "time forfeit";
  v.at_fault = loser;
  const messages::Message other(~loser == RED ? "color.red" : "color.black");
  v.message = draw ? messages::Message("verdict.time.draw").with("what", what).with("side", other)
                   : messages::Message("verdict.time.loses").with("what", what);
  v.explanation = messages::render(v.message, messages::Lang::kEn);
  return v;
}

Verdict time_forfeit_verdict(const Game& game, Color loser, absl::string_view what) {
  return time_forfeit_verdict(
      game, loser, messages::Message("verdict.verbatim").with("text", std::string(what)));
}

}  // namespace cotuong::rules
