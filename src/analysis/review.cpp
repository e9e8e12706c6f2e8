#include "analysis/review.h"

#include <algorithm>
#include <cstdio>

#include "absl/strings/str_cat.h"
#include "core/movegen.h"
#include "core/plural.h"

namespace cotuong::analysis {

namespace {

// Returns a score in centipawns with mates made a large finite number.
int centipawns(Value v) {
  if (search::is_mate_score(v)) return v > 0 ? kMateAsCentipawns : -kMateAsCentipawns;
  return std::clamp<int>(v, -kMateAsCentipawns, kMateAsCentipawns);
}

// Returns the search's score of pos for its side to move, and its best line; a position with
// no legal move is lost.
Value search_position(search::Searcher& searcher, const Position& pos, const search::Limits& limits,
                      std::vector<Move>* line) {
  line->clear();
  if (count_legal_moves(pos) == 0) return -VALUE_MATE;
  search::Result r = searcher.search_sync(pos, limits);
  *line = r.pv;
  if (line->empty() && r.best != MOVE_NONE) line->push_back(r.best);
  return r.score;
}

}  // namespace

const char* mark_text(Mark m) {
  switch (m) {
    case Mark::kInaccuracy:
      return "?!";
    case Mark::kMistake:
      return "?";
    case Mark::kBlunder:
      return "??";
    case Mark::kNone:
      break;
  }
  return "";
}

Mark mark_for_loss(int loss_cp) {
  return loss_cp >= kBlunderLoss      ? Mark::kBlunder
         : loss_cp >= kMistakeLoss    ? Mark::kMistake
         : loss_cp >= kInaccuracyLoss ? Mark::kInaccuracy
                                      : Mark::kNone;
}

GameReview review_game(const notation::GameRecord& game, search::Searcher& searcher,
                       const search::Limits& limits, const std::function<void(int)>& on_position) {
  GameReview review;
  absl::StatusOr<Position> start = game.start_position();
  if (!start.ok()) return review;
  Position pos = *start;
  std::vector<Move> line;
  Value before = search_position(searcher, pos, limits, &line);  // side to move's view
  review.start_eval = pos.side_to_move() == RED ? before : -before;
  if (on_position) on_position(1);
  for (size_t i = 0; i < game.moves.size(); ++i) {
    Color mover = pos.side_to_move();
    MoveReview mr;
    mr.best_line = line;
    mr.best_eval = mover == RED ? before : -before;
    pos.do_move(game.moves[i]);
    Value after = search_position(searcher, pos, limits, &line);  // opponent's view
    mr.eval_after = mover == RED ? -after : after;
    bool played_best = !mr.best_line.empty() && mr.best_line.front() == game.moves[i];
    mr.loss_cp = played_best ? 0 : std::max(0, centipawns(before) - centipawns(-after));
    mr.mark = mark_for_loss(mr.loss_cp);
    SideSummary& s = review.side[mover];
    ++s.moves;
    s.total_loss_cp += mr.loss_cp;
    s.inaccuracies += mr.mark == Mark::kInaccuracy;
    s.mistakes += mr.mark == Mark::kMistake;
    s.blunders += mr.mark == Mark::kBlunder;
    review.moves.push_back(std::move(mr));
    before = after;
    if (on_position) on_position(int(i) + 2);
  }
  return review;
}

std::string format_eval(Value red_score) {
  if (search::is_mate_score(red_score)) {
    int moves = search::mate_moves(red_score);
    return moves == 0 ? std::string("mate") : absl::StrCat("#", moves);
  }
  char text[32];
  std::snprintf(text, sizeof text, "%+.2f", red_score / 100.0);
  return text;
}

messages::Message summary_message(Color side, const SideSummary& s) {
  char average[32];
  std::snprintf(average, sizeof average, "%.2f", s.average_loss());
  return messages::Message("review.summary")
      .with("side", messages::Message(side == RED ? "color.red" : "color.black"))
      .with("moves", s.moves)
      .with("average", average)
      .with("inaccuracies", s.inaccuracies)
      .with("mistakes", s.mistakes)
      .with("blunders", s.blunders);
}

std::string summary_line(Color side, const SideSummary& s) {
  return messages::render(summary_message(side, s), messages::Lang::kEn);
}

}  // namespace cotuong::analysis
