#include "search/movepick.h"

#include <algorithm>

#include "core/check_squares.h"
#include "eval/eval.h"
#include "search/see.h"

namespace cotuong::search {

MovePicker::MovePicker(const Position& pos, Move tt_move, const Move killers[2], Move counter,
                       const Histories& hist, const int16_t (*cont[2])[SQUARE_NB])
    : pos_(pos), hist_(hist) {
  cont_[0] = cont[0];
  cont_[1] = cont[1];
  killers_[0] = killers[0];
  killers_[1] = killers[1];
  counter_ = counter;
  tt_move_ = tt_move != MOVE_NONE && pos.is_legal(tt_move) ? tt_move : MOVE_NONE;
  stage_ = pos.in_check() ? EVASION_TT : MAIN_TT;
  if (tt_move_ == MOVE_NONE) ++stage_;
}

MovePicker::MovePicker(const Position& pos, Move tt_move, const Histories& hist)
    : pos_(pos), hist_(hist) {
  bool usable =
      tt_move != MOVE_NONE && pos.is_legal(tt_move) && (pos.in_check() || pos.is_capture(tt_move));
  tt_move_ = usable ? tt_move : MOVE_NONE;
  stage_ = pos.in_check() ? EVASION_TT : QS_TT;
  if (tt_move_ == MOVE_NONE) ++stage_;
}

void MovePicker::score_captures() {
  for (ScoredMove* m = cur_; m != end_; ++m) {
    Piece mover = pos_.piece_on(from_sq(m->move));
    PieceType victim = type_of(pos_.piece_on(to_sq(m->move)));
    m->score = 8 * eval::kSeeValue[victim] + hist_.capture[mover][to_sq(m->move)][victim] / 16;
  }
}

void MovePicker::score_quiets() {
  const Color us = pos_.side_to_move();
  for (ScoredMove* m = cur_; m != end_; ++m) {
    Square from = from_sq(m->move), to = to_sq(m->move);
    Piece p = pos_.piece_on(from);
    int s = hist_.quiet[us][from][to];
    if (cont_[0]) s += cont_[0][p][to];
    if (cont_[1]) s += cont_[1][p][to];
    m->score = s;
  }
}

void MovePicker::score_evasions() {
  const Color us = pos_.side_to_move();
  for (ScoredMove* m = cur_; m != end_; ++m) {
    Square from = from_sq(m->move), to = to_sq(m->move);
    if (pos_.is_capture(m->move))
      m->score =
          (1 << 20) + eval::kSeeValue[type_of(pos_.piece_on(to))] - type_of(pos_.piece_on(from));
    else
      m->score = hist_.quiet[us][from][to];
  }
}

Move MovePicker::select_best() {
  if (cur_ == end_) return MOVE_NONE;
  ScoredMove* best = cur_;
  for (ScoredMove* m = cur_ + 1; m != end_; ++m)
    if (m->score > best->score) best = m;
  std::swap(*best, *cur_);
  return (cur_++)->move;
}

bool MovePicker::already_tried(Move m) const {
  return m == tt_move_ || m == killers_[0] || m == killers_[1] || m == counter_;
}

Move MovePicker::next(bool skip_quiets) {
  Move buffer[MAX_MOVES];
  switch (stage_) {
    case MAIN_TT:
    case EVASION_TT:
    case QS_TT:
      ++stage_;
      return tt_move_;

    case CAPTURE_INIT:
    case QCAPTURE_INIT: {
      Move* last = generate<CAPTURES>(pos_, buffer);
      cur_ = end_ = bad_end_ = bad_cur_ = moves_;
      for (Move* m = buffer; m != last; ++m)
        if (*m != tt_move_) *end_++ = {*m, 0};
      score_captures();
      ++stage_;
      return next(skip_quiets);
    }

    case GOOD_CAPTURE:
      while (cur_ != end_) {
        Move m = select_best();
        if (see_ge(pos_, m, -(cur_ - 1)->score / 64)) return m;
        *bad_end_++ = *(cur_ - 1);  // bad_end_ <= cur_ - 1: parking in place is safe
      }
      ++stage_;
      // Killers and the counter-move must be legal quiet moves not tried already.
      if (killers_[0] == tt_move_ || !pos_.is_legal(killers_[0]) || pos_.is_capture(killers_[0]))
        killers_[0] = MOVE_NONE;
      if (killers_[1] == tt_move_ || killers_[1] == killers_[0] || !pos_.is_legal(killers_[1]) ||
          pos_.is_capture(killers_[1]))
        killers_[1] = MOVE_NONE;
      if (counter_ == tt_move_ || counter_ == killers_[0] || counter_ == killers_[1] ||
          !pos_.is_legal(counter_) || pos_.is_capture(counter_))
        counter_ = MOVE_NONE;
      [[fallthrough]];
    case KILLER1:
      ++stage_;
      if (killers_[0] != MOVE_NONE) return killers_[0];
      [[fallthrough]];
    case KILLER2:
      ++stage_;
      if (killers_[1] != MOVE_NONE) return killers_[1];
      [[fallthrough]];
    case COUNTER:
      ++stage_;
      if (counter_ != MOVE_NONE) return counter_;
      [[fallthrough]];
    case QUIET_INIT: {
      ++stage_;
      Move* last = generate<QUIETS>(pos_, buffer);
      cur_ = end_ = bad_end_;
      for (Move* m = buffer; m != last; ++m)
        if (!already_tried(*m)) *end_++ = {*m, 0};
      score_quiets();
      [[fallthrough]];
    }
    case QUIET:
      // Pruned quiet moves still include checks: in xiangqi quiet checks decide short mates.
      // Once pruning starts, the non-checks are dropped in one pass rather than selected first.
      if (skip_quiets && !quiets_pruned_) {
        quiets_pruned_ = true;
        const CheckSquares checks(pos_);
        end_ =
            std::remove_if(cur_, end_, [&](ScoredMove m) { return !checks.gives_check(m.move); });
      }
      if (Move m = select_best(); m != MOVE_NONE) return m;
      ++stage_;
      [[fallthrough]];
    case BAD_CAPTURE:
      if (bad_cur_ != bad_end_) return (bad_cur_++)->move;
      stage_ = DONE;
      return MOVE_NONE;

    case EVASION_INIT: {
      Move* last = generate<EVASIONS>(pos_, buffer);
      cur_ = end_ = moves_;
      for (Move* m = buffer; m != last; ++m)
        if (*m != tt_move_) *end_++ = {*m, 0};
      score_evasions();
      ++stage_;
      [[fallthrough]];
    }
    case EVASION:
    case QCAPTURE: {
      Move m = select_best();
      if (m == MOVE_NONE) stage_ = DONE;
      return m;
    }

    default:
      return MOVE_NONE;
  }
}

}  // namespace cotuong::search
