#include "referee.h"

#include "absl/strings/str_cat.h"
#include "movegen.h"

namespace cotuong::match {

const char* result_text(GameResult r) {
  switch (r) {
    case GameResult::kRedWins:
      return "1-0";
    case GameResult::kBlackWins:
      return "0-1";
    case GameResult::kDraw:
      return "1/2-1/2";
    case GameResult::kNone:
      break;
  }
  return "*";
}

namespace {

// Until the rules module is on main: mate and stalemate (a loss), threefold repetition and the
// 60-move no-capture limit as draws.
class BasicReferee : public Referee {
 public:
  explicit BasicReferee(const Position& start) : pos_(start) {}
  const Position& position() const override { return pos_; }
  void play(Move m) override { pos_.do_move(m); }
  Verdict verdict() const override {
    Verdict v;
    Color us = pos_.side_to_move();
    const char* side = us == RED ? "Red" : "Black";
    if (MoveList<LEGAL>(pos_).size() == 0) {
      v.result = loss_for(us);
      v.termination = "normal";
      v.reason = pos_.in_check() ? "checkmate" : "stalemate";
      v.explanation = absl::StrCat(side, pos_.in_check() ? " is checkmated" : " is stalemated",
                                   " (no legal move)");
      return v;
    }
    auto history = pos_.history();
    int repeats = 0;
    for (size_t i = 0; i + 1 < history.size(); ++i)
      if (history[i].key == history.back().key) ++repeats;
    if (repeats >= 2) {
      v.result = GameResult::kDraw;
      v.termination = "normal";
      v.reason = "repetition";
      v.explanation = "the position occurred for the third time";
    } else if (pos_.plies_since_capture() >= 120) {
      v.result = GameResult::kDraw;
      v.termination = "normal";
      v.reason = "no-capture limit";
      v.explanation = "60 moves by each side without a capture";
    }
    return v;
  }

 private:
  Position pos_;
};

}  // namespace

absl::StatusOr<std::unique_ptr<Referee>> Referee::create(const Position& start,
                                                         const std::string& rule_set) {
  if (rule_set != "asian" && rule_set != "default")
    return absl::InvalidArgumentError(
        absl::StrCat("unknown rule set \"", rule_set, "\" (", rule_set_names(), ")"));
  return std::unique_ptr<Referee>(new BasicReferee(start));
}

std::string rule_set_names() { return "asian"; }

}  // namespace cotuong::match
