#include "protocol/draw_policy.h"

namespace cotuong::protocol {

bool no_attacking_material(const Position& pos) {
  for (Color c : {RED, BLACK})
    if (pos.pieces(c, ROOK, HORSE) || pos.pieces(c, CANNON, PAWN)) return false;
  return true;
}

DrawDecision DrawPolicy::decide(const Position& pos, const search::Result& r, bool draw_offered) {
  DrawDecision d;
  if (r.best == MOVE_NONE) return d;  // nothing to play: the GUI sees nobestmove
  if (r.depth >= kResignDepth) recent_scores_.push_back(r.score);
  if (draw_offered && r.score <= kAcceptDrawScore) d.draw = true;
  if (no_attacking_material(pos)) d.draw = true;
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
