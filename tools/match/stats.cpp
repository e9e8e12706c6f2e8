#include "tools/match/stats.h"

#include <algorithm>
#include <cmath>

namespace cotuong::match {

namespace {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% quantile of the normal law

// Mean and variance of a discrete distribution given values and counts; false when empty.
template <size_t N>
bool mean_variance(const std::array<double, N>& values, const std::array<int, N>& counts,
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

// Returns the distribution closest to `p` (least Kullback-Leibler divergence) whose mean over
// `values` is `mean`: p_i / (1 + lambda * (v_i - mean)), with lambda found by bisection (the
// secular equation of Van den Bergh's generalised SPRT, as in Fishtest's LLRcalc).
template <size_t N>
std::array<double, N> closest_with_mean(const std::array<double, N>& values,
                                        const std::array<double, N>& p, double mean) {
  double lo_gap = 0, hi_gap = 0;  // most negative / most positive v_i - mean
  for (double v : values) lo_gap = std::min(lo_gap, v - mean), hi_gap = std::max(hi_gap, v - mean);
  // Every denominator must stay positive: lambda in (-1/hi_gap, -1/lo_gap).
  double lo = -1 / hi_gap, hi = -1 / lo_gap;
  for (int i = 0; i < 200; ++i) {
    double lambda = (lo + hi) / 2, f = 0;
    for (size_t k = 0; k < N; ++k)
      f += p[k] * (values[k] - mean) / (1 + lambda * (values[k] - mean));
    (f > 0 ? lo : hi) = lambda;  // f decreases with lambda
  }
  double lambda = (lo + hi) / 2;
  std::array<double, N> out;
  for (size_t k = 0; k < N; ++k) out[k] = p[k] / (1 + lambda * (values[k] - mean));
  return out;
}

// Returns the SPRT state for `games` results counted in `counts` over `values`: the generalised
// log-likelihood ratio N * sum p_i log(p1_i / p0_i), where p is the observed distribution
// (empty cells count 1e-3, Fishtest's regularisation) and p0, p1 the closest distributions
// with the expected scores of elo0 and elo1.
template <size_t N>
SprtState llr_state(const std::array<double, N>& values, const std::array<int, N>& counts,
                    const SprtSettings& s) {
  SprtState st;
  st.lower = std::log(s.beta / (1 - s.alpha));
  st.upper = std::log((1 - s.beta) / s.alpha);
  double games = 0, total = 0;
  std::array<double, N> p;
  for (size_t k = 0; k < N; ++k) {
    games += counts[k];
    p[k] = counts[k] ? counts[k] : 1e-3;
    total += p[k];
  }
  if (games == 0) return st;
  for (double& x : p) x /= total;
  std::array<double, N> p0 = closest_with_mean(values, p, score_from_elo(s.elo0));
  std::array<double, N> p1 = closest_with_mean(values, p, score_from_elo(s.elo1));
  double per_unit = 0;
  for (size_t k = 0; k < N; ++k) per_unit += p[k] * std::log(p1[k] / p0[k]);
  st.llr = games * per_unit;
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
  if (!mean_variance<3>({1.0, 0.5, 0.0}, {t.wins, t.draws, t.losses}, &mean, &variance)) return {};
  EloEstimate e = from_mean(mean, variance, t.games());
  // LOS from wins and losses only (draws carry no information on who is better).
  int decisive = t.wins + t.losses;
  e.los = decisive ? 0.5 * std::erfc(-(t.wins - t.losses) / std::sqrt(2.0 * decisive)) : 0.5;
  return e;
}

EloEstimate estimate(const Pentanomial& p) {
  double mean, variance;
  if (!mean_variance<5>({0.0, 0.25, 0.5, 0.75, 1.0}, p.pairs, &mean, &variance)) return {};
  return from_mean(mean, variance, p.count());
}

SprtState sprt(const Trinomial& t, const SprtSettings& s) {
  return llr_state<3>({0.0, 0.5, 1.0}, {t.losses, t.draws, t.wins}, s);
}

SprtState sprt(const Pentanomial& p, const SprtSettings& s) {
  return llr_state<5>({0.0, 0.25, 0.5, 0.75, 1.0}, p.pairs, s);
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
