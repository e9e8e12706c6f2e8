// Texel-style tuning: adjusts evaluation parameters (eval/params.h) to minimise the squared
// difference between game results and a logistic function of the static evaluation.
#pragma once

#include <functional>
#include <vector>

#include "eval/params.h"
#include "tools/tune/positions.h"

namespace cotuong::tune {

// The tuner works on a parameter set of its own: the built-in set that searches use never
// changes.

// Returns the mean squared error of sigmoid(k * eval) against the results, evaluating with
// `params`.
double evaluation_error(const std::vector<LabelledPosition>& data, double k,
                        const eval::Params& params);

// Returns the scaling constant k that best fits `params` to the data.
double fit_scale(const std::vector<LabelledPosition>& data, const eval::Params& params);

// Runs coordinate descent over the parameter indices `indices` of `params` (steps of `step`,
// for at most `passes` passes), leaving the best values in `params`; reports each improvement
// through `log`. Returns the final error.
double tune_parameters(const std::vector<LabelledPosition>& data, double k, eval::Params& params,
                       const std::vector<int>& indices, int step, int passes,
                       const std::function<void(const std::string&)>& log);

}  // namespace cotuong::tune
