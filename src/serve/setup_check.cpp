#include "serve/setup_check.h"

#include <vector>

#include "core/position.h"
#include "play/setup_message.h"

namespace cotuong::serve {

using messages::Message;
using play::setup_message;

Json setup_check(const std::string& fen, messages::Lang lang) {
  Json errors = Json::array();
  absl::StatusOr<Position> pos = Position::parse_fen(fen);
  if (!pos.ok()) {
    errors.push_back(
        {{"code", "fen"},
         {"text",
          messages::render(Message("setup.fen").with("why", std::string(pos.status().message())),
                           lang)}});
  } else {
    for (const SetupProblem& p : setup_problems(*pos)) {
      Json e = {{"code", play::setup_problem_code(p.kind)},
                {"text", messages::render(setup_message(p), lang)}};
      if (p.square != SQ_NONE) e["square"] = square_name(p.square);
      errors.push_back(std::move(e));
    }
  }
  const bool ok = errors.empty();
  return {{"fen", fen}, {"ok", ok}, {"errors", std::move(errors)}};
}

}  // namespace cotuong::serve
