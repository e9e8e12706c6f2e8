#include "protocol/draw_policy.h"

#include "rules/material.h"

namespace cotuong::protocol {

DrawDecision DrawPolicy::decide(const Position& pos, const search::Result& r, bool draw_offered) {
  DrawDecision d;
  if (r.best == MOVE_NONE) return d;  // nothing to play: the GUI sees nobestmove
  if (r.depth >= kResignDepth) recent_scores_.push_back(r.score);
  if (draw_offered && r.score <= kAcceptDrawScore) d.draw = true;
  if (rules::neither_side_can_win(pos)) d.draw = true;
  if (r.score == VALUE_DRAW && r.depth >= kOfferDrawDepth &&
      pos.plies_since_capture() >= kOfferDrawQuietPlies)
    d.draw = true;
  bool mated = r.score <= VALUE_MATED_IN_MAX_PLY;
  bool long_lost = int(recent_scores_.size()) >= kResignMoves;
  for (int i = 0; long_lost && i < kResignMoves; ++i)
    long_lost = recent_scores_[recent_scores_.size() - 1 - i] <= kResignScore;
  if (mated || long_lost) {
    d.resign = true;
    d.draw = false;
  }
  return d;
}

}  // namespace cotuong::protocol
