#include "eval/evaluator.h"

#include "absl/strings/str_cat.h"
#include "eval/eval.h"
#include "eval/nnue/embedded.h"
#include "eval/nnue/evaluate.h"

namespace cotuong::eval {

Evaluator Evaluator::network(std::shared_ptr<const nnue::Network> net) {
  Evaluator e;
  e.network_ = std::move(net);
  return e;
}

Evaluator Evaluator::chosen(bool use_network, std::shared_ptr<const nnue::Network> net) {
  return use_network && net ? network(std::move(net)) : Evaluator();
}

Evaluator Evaluator::build_default() {
  absl::StatusOr<std::shared_ptr<const nnue::Network>> embedded = nnue::embedded_network();
  return chosen(nnue::use_nnue_by_default(), embedded.ok() ? *embedded : nullptr);
}

Value Evaluator::evaluate(const Position& pos) const {
  if (network_) return outside_mate_band(nnue::evaluate(*network_, pos));
  return eval::evaluate(pos, builtin_params());
}

std::vector<std::string> Evaluator::report(const Position& pos) const {
  const Value total = evaluate(pos);
  return {absl::StrCat("phase ", phase(pos), " of ", kPhaseMax),
          absl::StrCat(network_ ? "nnue " : "hand-written ", total, " (side to move)"),
          absl::StrCat("total ", total, " (side to move)")};
}

}  // namespace cotuong::eval
