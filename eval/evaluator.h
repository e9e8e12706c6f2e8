// Which evaluation a search uses, as one value: the network (eval/nnue) or the hand-written
// evaluation (eval.h) with the built-in parameters (params.h). The Searcher, the bench, the
// protocol's `eval` report and datagen take one; copies share the (immutable) network.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/position.h"
#include "core/types.h"
#include "eval/nnue/network.h"
#include "eval/params.h"

namespace cotuong::eval {

// Returns a network score kept out of the mate band (a static evaluation is never a mate).
constexpr Value outside_mate_band(int cp) {
  return std::clamp(cp, VALUE_MATED_IN_MAX_PLY + 1, VALUE_MATE_IN_MAX_PLY - 1);
}

// Invariant: network_ is null exactly for the hand-written evaluation.
class Evaluator {
 public:
  // The hand-written evaluation with the built-in parameters (builtin_params()).
  Evaluator() = default;
  // Returns the evaluation by the network `net` (not null).
  static Evaluator network(std::shared_ptr<const nnue::Network> net);
  // The one choice between the two: the network `net` when use_network and net is not null,
  // else the hand-written evaluation with the built-in parameters. (The protocol's UseNNUE,
  // datagen's --eval and the build's default all choose here.)
  static Evaluator chosen(bool use_network, std::shared_ptr<const nnue::Network> net);
  // Returns this build's default: chosen(nnue::use_nnue_by_default(), the embedded network).
  static Evaluator build_default();

  // Returns the network that evaluates, or null for the hand-written evaluation.
  const nnue::Network* network() const { return network_.get(); }
  // Returns the hand-written evaluation's parameters, the built-in ones (unused while a network
  // evaluates; tools/tune tunes them into params.cpp).
  const Params& params() const { return builtin_params(); }
  // Returns the static score of pos, side to move's point of view, outside the mate band.
  Value evaluate(const Position& pos) const;
  // Returns the evaluation of pos as lines (the protocol's `eval`): the game phase, the
  // evaluation that scores it (`nnue` or `hand-written`), and last the `total`.
  std::vector<std::string> report(const Position& pos) const;

 private:
  std::shared_ptr<const nnue::Network> network_;
};

}  // namespace cotuong::eval
