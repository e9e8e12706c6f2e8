// Staged move ordering: the hash move, then winning captures (most valuable victim first, plus
// capture history; SEE splits winning from losing), killers and the counter-move, quiet moves by
// history, then losing captures.
// In check, every evasion is scored at once. Quiescence takes captures only.
#pragma once

#include "core/movegen.h"
#include "core/position.h"
#include "search/history.h"

namespace cotuong::search {

class MovePicker {
 public:
  // Main search: ordered moves of every kind. cont[0..1] are the continuation rows of the
  // moves 1 and 2 plies back (nullptr when there is none).
  MovePicker(const Position& pos, Move tt_move, const Move killers[2], Move counter,
             const Histories& hist, const int16_t (*cont[2])[SQUARE_NB]);
  // Quiescence: the hash move (if a capture) and captures; all evasions when in check.
  MovePicker(const Position& pos, Move tt_move, const Histories& hist);

  // Returns the next move, or MOVE_NONE when done. With skip_quiets, quiet moves not yet
  // returned are passed over (late-move pruning).
  Move next(bool skip_quiets = false);

 private:
  enum Stage {
    MAIN_TT,
    CAPTURE_INIT,
    GOOD_CAPTURE,
    KILLER1,
    KILLER2,
    COUNTER,
    QUIET_INIT,
    QUIET,
    BAD_CAPTURE,
    EVASION_TT,
    EVASION_INIT,
    EVASION,
    QS_TT,
    QCAPTURE_INIT,
    QCAPTURE,
    DONE
  };
  struct ScoredMove {
    Move move;
    int score;
  };
  // Scores captures / quiets / evasions in [cur_, end_).
  void score_captures();
  void score_quiets();
  void score_evasions();
  // Returns the best-scored remaining move in [cur_, end_) by partial selection, or MOVE_NONE.
  Move select_best();
  // Returns whether m was already tried in an earlier stage.
  bool already_tried(Move m) const;

  const Position& pos_;
  const Histories& hist_;
  const int16_t (*cont_[2])[SQUARE_NB] = {nullptr, nullptr};
  Move tt_move_, killers_[2] = {MOVE_NONE, MOVE_NONE}, counter_ = MOVE_NONE;
  int stage_;
  bool quiets_pruned_ = false;  // the quiet moves left are only the checks
  ScoredMove moves_[MAX_MOVES];
  ScoredMove* cur_ = moves_;
  ScoredMove* end_ = moves_;
  ScoredMove* bad_end_ = moves_;  // losing captures are parked at [moves_, bad_end_)
  ScoredMove* bad_cur_ = moves_;
};

}  // namespace cotuong::search
