// Match statistics: Elo with a 95% interval, likelihood of superiority, pentanomial pair
// counts and the generalised sequential probability ratio test (logistic Elo bounds, the
// maximum-likelihood method of Fishtest's LLRcalc).
#pragma once

#include <array>
#include <string>

namespace cotuong::match {

// Game results from the first engine's point of view.
struct Trinomial {
  int wins = 0, draws = 0, losses = 0;
  int games() const { return wins + draws + losses; }
  double score() const;  // 0..1; 0.5 without games
};

// Counts of game pairs by the first engine's pair score 0, 0.5, 1, 1.5, 2 (LL, LD, DD or WL,
// WD, WW).
struct Pentanomial {
  std::array<int, 5> pairs{};
  int count() const { return pairs[0] + pairs[1] + pairs[2] + pairs[3] + pairs[4]; }
  // Adds a pair given the first engine's two game scores (0, 0.5 or 1 each).
  void add(double first, double second);
};

// Returns the logistic Elo difference for an expected score (clamped away from 0 and 1).
double elo_from_score(double score);
// Returns the expected score for an Elo difference.
double score_from_elo(double elo);

struct EloEstimate {
  double elo = 0;     // point estimate
  double margin = 0;  // half-width of the 95% interval in Elo
  double los = 0.5;   // likelihood of superiority, 0..1
};

// Returns Elo, 95% margin (normal approximation on the score) and LOS from game counts.
EloEstimate estimate(const Trinomial& t);
// Returns Elo and 95% margin from pair counts (variance of pair scores); LOS from the
// pair-score normal approximation.
EloEstimate estimate(const Pentanomial& p);

struct SprtSettings {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  bool enabled = false;
};

struct SprtState {
  double llr = 0, lower = 0, upper = 0;  // stop when llr leaves (lower, upper)
  enum class Decision { kContinue, kAcceptH0, kAcceptH1 } decision = Decision::kContinue;
};

// Returns the log-likelihood ratio of H1 (elo1) over H0 (elo0) from game counts, with the
// bounds log(beta/(1-alpha)) and log((1-beta)/alpha).
SprtState sprt(const Trinomial& t, const SprtSettings& s);
// Returns the same from pair counts (the pentanomial model; preferred for game pairs).
SprtState sprt(const Pentanomial& p, const SprtSettings& s);

// Returns "H0 accepted", "H1 accepted" or "continue".
const char* decision_text(SprtState::Decision d);

}  // namespace cotuong::match
