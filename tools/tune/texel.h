// Texel-style tuning: adjusts evaluation parameters (eval/params.h) to minimise the squared
// difference between game results and a logistic function of the static evaluation.
#pragma once

#include <functional>
#include <vector>

#include "positions.h"

namespace cotuong::tune {

// Returns the mean squared error of sigmoid(k * eval) against the results.
double evaluation_error(const std::vector<LabelledPosition>& data, double k);

// Returns the scaling constant k that best fits the current parameters to the data.
double fit_scale(const std::vector<LabelledPosition>& data);

// Runs coordinate descent over the parameter indices `indices` (steps of `step`, for at most
// `passes` passes), leaving the best parameters in eval::params; reports each improvement
// through `log`. Returns the final error.
double tune_parameters(const std::vector<LabelledPosition>& data, double k,
                       const std::vector<int>& indices, int step, int passes,
                       const std::function<void(const std::string&)>& log);

}  // namespace cotuong::tune
