#include "eval/wdl.h"

#include <algorithm>
#include <cmath>

#include "eval/eval.h"

namespace cotuong::eval {

namespace {

// The fitted coefficients (tools/nnue/fit_wdl.py on the self-play data tools/nnue/README.md names):
// a(u), b(u) = c0 + c1 u + c2 u^2 + c3 u^3 in centipawns, u = phase / 24 - 1 in [-1, 1].
// a is the score at which the side to move wins half its games, b the logistic's width.
constexpr double kA[4] = {364.851, -276.973, 55.635, 84.917};
constexpr double kB[4] = {215.358, 79.561, -38.255, -15.696};

// Returns c0 + c1 u + c2 u^2 + c3 u^3.
double cubic(const double (&c)[4], double u) { return ((c[3] * u + c[2]) * u + c[1]) * u + c[0]; }

// Returns the per-mille chance that the side to move wins at score x (loss: at -x).
int win_per_mille(double x, double a, double b) {
  return int(std::lround(1000.0 / (1.0 + std::exp((a - x) / b))));
}

}  // namespace

Wdl wdl(Value score, int phase) {
  if (score >= VALUE_MATE_IN_MAX_PLY) return {1000, 0, 0};
  if (score <= VALUE_MATED_IN_MAX_PLY) return {0, 0, 1000};
  const double u = std::clamp(phase, 0, kPhaseMax) / (kPhaseMax / 2.0) - 1.0;
  const double a = cubic(kA, u);
  const double b = std::max(cubic(kB, u), 1.0);  // a width, positive over the whole range
  Wdl r;
  r.win = win_per_mille(score, a, b);
  // a > 0 keeps win + loss under 1000 (both under 500 at x = 0); the min only guards rounding.
  r.loss = std::min(win_per_mille(-score, a, b), 1000 - r.win);
  r.draw = 1000 - r.win - r.loss;
  return r;
}

Wdl wdl(Value score, const Position& pos) { return wdl(score, phase(pos)); }

}  // namespace cotuong::eval
