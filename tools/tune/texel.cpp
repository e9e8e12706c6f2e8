#include "tools/tune/texel.h"

#include <cmath>

#include "absl/strings/str_cat.h"
#include "eval/eval.h"
#include "eval/params.h"

namespace cotuong::tune {

namespace {

// Returns the static evaluation with `params` from Red's point of view.
double red_eval(const Position& pos, const eval::Params& params) {
  Value v = eval::evaluate(pos, params);
  return pos.side_to_move() == RED ? v : -v;
}

double sigmoid(double k, double v) { return 1.0 / (1.0 + std::pow(10.0, -k * v / 400.0)); }

}  // namespace

double evaluation_error(const std::vector<LabelledPosition>& data, double k,
                        const eval::Params& params) {
  double sum = 0;
  for (const LabelledPosition& p : data) {
    double d = p.result - sigmoid(k, red_eval(p.pos, params));
    sum += d * d;
  }
  return data.empty() ? 0 : sum / data.size();
}

double fit_scale(const std::vector<LabelledPosition>& data, const eval::Params& params) {
  // Golden-section search on k in [0.1, 3].
  double lo = 0.1, hi = 3.0;
  const double phi = (std::sqrt(5.0) - 1) / 2;
  double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
  double fa = evaluation_error(data, a, params), fb = evaluation_error(data, b, params);
  for (int i = 0; i < 40; ++i) {
    if (fa < fb) {
      hi = b, b = a, fb = fa;
      a = hi - phi * (hi - lo);
      fa = evaluation_error(data, a, params);
    } else {
      lo = a, a = b, fa = fb;
      b = lo + phi * (hi - lo);
      fb = evaluation_error(data, b, params);
    }
  }
  return (lo + hi) / 2;
}

double tune_parameters(const std::vector<LabelledPosition>& data, double k, eval::Params& params,
                       const std::vector<int>& indices, int step, int passes,
                       const std::function<void(const std::string&)>& log) {
  double best = evaluation_error(data, k, params);
  for (int pass = 0; pass < passes; ++pass) {
    bool improved = false;
    for (int i : indices) {
      int& v = params.v[i];
      const int original = v;
      for (int dir : {+1, -1}) {
        v = original + dir * step;
        double e = evaluation_error(data, k, params);
        if (e < best) {
          best = e;
          improved = true;
          log(absl::StrCat("pass ", pass + 1, ": ", eval::param_name(i), " ", original, " -> ", v,
                           " error ", best));
          break;
        }
        v = original;
      }
    }
    if (!improved) break;
  }
  return best;
}

}  // namespace cotuong::tune
