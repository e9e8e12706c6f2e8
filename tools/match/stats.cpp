#include "stats.h"

#include <algorithm>
#include <cmath>

namespace cotuong::match {

namespace {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% quantile of the normal law

// Mean and variance of a discrete distribution given values and counts; false when empty.
template <size_t N, typename Count>
bool mean_variance(const std::array<double, N>& values, const std::array<Count, N>& counts,
                   double* mean, double* variance) {
  double n = 0, sum = 0;
  for (size_t i = 0; i < N; ++i) n += counts[i], sum += counts[i] * values[i];
  if (n == 0) return false;
  *mean = sum / n;
  double var = 0;
  for (size_t i = 0; i < N; ++i) var += counts[i] * (values[i] - *mean) * (values[i] - *mean);
  *variance = var / n;
  return true;
}

// Returns Elo and margin for a per-unit mean score and variance over n units.
EloEstimate from_mean(double mean, double variance, double n) {
  EloEstimate e;
  e.elo = elo_from_score(mean);
  double stderr_ = std::sqrt(variance / n);
  e.margin =
      std::abs(elo_from_score(mean + kZ95 * stderr_) - elo_from_score(mean - kZ95 * stderr_)) / 2;
  e.los = stderr_ > 0 ? 0.5 * std::erfc(-(mean - 0.5) / (stderr_ * std::sqrt(2.0)))
                      : (mean > 0.5   ? 1.0
                         : mean < 0.5 ? 0.0
                                      : 0.5);
  return e;
}

// Returns counts with zeros replaced by 1e-3 (Fishtest's regularisation): without it a
// one-sided record (all pairs won) has zero variance and the LLR would never move.
template <size_t N>
std::array<double, N> regularized(const std::array<int, N>& counts) {
  std::array<double, N> out;
  for (size_t i = 0; i < N; ++i) out[i] = counts[i] ? counts[i] : 1e-3;
  return out;
}

// Returns the LLR of the normal approximation for n units with mean m and variance v.
SprtState llr_state(double n, double mean, double variance, const SprtSettings& s) {
  SprtState st;
  st.lower = std::log(s.beta / (1 - s.alpha));
  st.upper = std::log((1 - s.beta) / s.alpha);
  if (n == 0 || variance <= 0) return st;
  double s0 = score_from_elo(s.elo0), s1 = score_from_elo(s.elo1);
  st.llr = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
  if (st.llr >= st.upper)
    st.decision = SprtState::Decision::kAcceptH1;
  else if (st.llr <= st.lower)
    st.decision = SprtState::Decision::kAcceptH0;
  return st;
}

}  // namespace

double Trinomial::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

void Pentanomial::add(double first, double second) {
  int index = int(std::lround(2 * (first + second)));
  pairs[std::clamp(index, 0, 4)]++;
}

double elo_from_score(double score) {
  score = std::clamp(score, 1e-6, 1 - 1e-6);
  return -400.0 * std::log10(1.0 / score - 1.0);
}

double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

EloEstimate estimate(const Trinomial& t) {
  double mean, variance;
  if (!mean_variance<3, int>({1.0, 0.5, 0.0}, {t.wins, t.draws, t.losses}, &mean, &variance))
    return {};
  EloEstimate e = from_mean(mean, variance, t.games());
  // LOS from wins and losses only (draws carry no information on who is better).
  int decisive = t.wins + t.losses;
  e.los = decisive ? 0.5 * std::erfc(-(t.wins - t.losses) / std::sqrt(2.0 * decisive)) : 0.5;
  return e;
}

EloEstimate estimate(const Pentanomial& p) {
  double mean, variance;
  if (!mean_variance<5, int>({0.0, 0.25, 0.5, 0.75, 1.0}, p.pairs, &mean, &variance)) return {};
  return from_mean(mean, variance, p.count());
}

SprtState sprt(const Trinomial& t, const SprtSettings& s) {
  double mean = 0.5, variance = 0;
  if (t.games() == 0) return llr_state(0, mean, variance, s);
  mean_variance<3, double>({1.0, 0.5, 0.0}, regularized<3>({t.wins, t.draws, t.losses}), &mean,
                           &variance);
  return llr_state(t.games(), mean, variance, s);
}

SprtState sprt(const Pentanomial& p, const SprtSettings& s) {
  double mean = 0.5, variance = 0;
  if (p.count() == 0) return llr_state(0, mean, variance, s);
  mean_variance<5, double>({0.0, 0.25, 0.5, 0.75, 1.0}, regularized<5>(p.pairs), &mean, &variance);
  return llr_state(p.count(), mean, variance, s);
}

const char* decision_text(SprtState::Decision d) {
  switch (d) {
    case SprtState::Decision::kAcceptH0:
      return "H0 accepted";
    case SprtState::Decision::kAcceptH1:
      return "H1 accepted";
    default:
      return "continue";
  }
}

}  // namespace cotuong::match
