// When to offer or accept a draw, and when to resign (UCCI `bestmove m draw|resign`).
#pragma once

#include <vector>

#include "core/position.h"
#include "search/limits.h"

namespace cotuong::protocol {

// Accept an offered draw when the search score is at most this (dead equal or worse).
constexpr Value kAcceptDrawScore = 10;
// Resign when the score stayed at or below this for kResignMoves searches in a row, each at
// least kResignDepth deep, or when the search proved a forced mate against us.
constexpr Value kResignScore = -1500;
constexpr int kResignMoves = 3;
constexpr int kResignDepth = 6;
// Offer a draw when the search proves a draw score (exactly 0) this deep, this long after the
// last capture, or when neither side has an attacking piece left.
constexpr int kOfferDrawDepth = 10;
constexpr int kOfferDrawQuietPlies = 40;

struct DrawDecision {
  bool draw = false;    // offer a draw, or accept the opponent's offer
  bool resign = false;  // give up
};

// The game-long memory the decisions need. Invariant: recent_scores holds this game's searches'
// scores, newest last (cleared on a new game).
class DrawPolicy {
 public:
  // Returns the decision for the search result r in pos (the searched position).
  DrawDecision decide(const Position& pos, const search::Result& r, bool draw_offered);
  // Forgets the game (new game).
  void reset() { recent_scores_.clear(); }

 private:
  std::vector<Value> recent_scores_;
};

}  // namespace cotuong::protocol
