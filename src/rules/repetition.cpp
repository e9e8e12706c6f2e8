#include "rules/repetition.h"

#include <vector>

namespace cotuong::rules {

Violation violation_of(std::span<const PlyFlags> cycle, Color last_mover, Color side,
                       Bitboard* chased) {
  bool all_checks = true, all_chases = true, moved = false;
  Bitboard followed;  // squares of the enemy pieces chased by every move of `side` so far
  Bitboard attacked;  // squares of the enemy pieces some move of `side` newly attacked
  const int n = int(cycle.size());
  for (int i = 0; i < n; ++i) {
    const PlyFlags& f = cycle[i];
    Color mover = (n - 1 - i) % 2 == 0 ? last_mover : ~last_mover;
    if (mover == side) {
      all_checks &= f.check;
      followed = moved ? (followed & f.chased) : f.chased;
      attacked |= f.chased & ~f.unprotected;
      moved = true;
    } else if (moved && is_ok(f.move)) {
      // A chased piece stepped away: follow it to its new square.
      for (Bitboard* b : {&followed, &attacked})
        if (b->test(from_sq(f.move))) *b = (*b ^ from_sq(f.move)) | to_sq(f.move);
    }
    all_chases = moved && bool(followed);
    if (!all_checks && !all_chases) return Violation::kNone;
  }
  if (chased) *chased = followed;
  if (!moved) return Violation::kNone;
  if (all_checks) return Violation::kCheck;
  if (!all_chases) return Violation::kNone;
  return followed & attacked ? Violation::kChase : Violation::kUnprotectingChase;
}

Violation repetition_violation(std::span<const PlyFlags> plies, std::span<const int> cycle_starts,
                               Color last_mover, Color side, Bitboard* chased) {
  Violation whole = violation_of(plies, last_mover, side, chased);
  if (whole != Violation::kNone || cycle_starts.empty()) return whole;
  // Each cycle joins two occurrences of a position with the same side to move: an even number
  // of plies, so its last ply is `last_mover`'s too.
  int begin = 0;
  for (size_t i = 0; i <= cycle_starts.size(); ++i) {
    const int end = i < cycle_starts.size() ? cycle_starts[i] : int(plies.size());
    if (violation_of(plies.subspan(begin, end - begin), last_mover, side) != Violation::kChase)
      return Violation::kNone;
    begin = end;
  }
  return Violation::kChaseInTurn;
}

bool violates(Violation v) { return v != Violation::kNone && v != Violation::kChaseInTurn; }

bool perpetual_loser(Violation red, Violation black, Color* loser) {
  // An unprotecting chase is no answer to an attacking one, and otherwise a chase. A chase in
  // turn answers a chase of either kind, and is nothing otherwise.
  auto answer = [](Violation v, Violation other) {
    bool other_chases = other == Violation::kChase || other == Violation::kUnprotectingChase;
    if (v == Violation::kChaseInTurn) return other_chases ? Violation::kChase : Violation::kNone;
    if (v != Violation::kUnprotectingChase) return v;
    return other == Violation::kChase ? Violation::kNone : Violation::kChase;
  };
  Violation r = answer(red, black), b = answer(black, red);
  red = r;
  black = b;
  if (red == black) return false;  // neither, or both the same way
  if (black == Violation::kNone || red == Violation::kCheck) {
    *loser = RED;
    return true;
  }
  *loser = BLACK;
  return true;
}

RepetitionResult judge_cycle(std::span<const PlyFlags> cycle, Color side_to_move, RuleSet rules) {
  if (!limits_of(rules).perpetual_rules || cycle.empty()) return RepetitionResult::kDraw;
  Color last_mover = ~side_to_move;
  Color loser;
  if (!perpetual_loser(violation_of(cycle, last_mover, RED), violation_of(cycle, last_mover, BLACK),
                       &loser))
    return RepetitionResult::kDraw;
  return loser == side_to_move ? RepetitionResult::kLoss : RepetitionResult::kWin;
}

RepetitionResult judge_repetition(Position& pos, int cycle_len, RuleSet rules) {
  if (!limits_of(rules).perpetual_rules || cycle_len <= 0) return RepetitionResult::kDraw;
  assert(cycle_len <= pos.game_ply());
  std::vector<Move> moves(cycle_len);
  for (int i = cycle_len - 1; i >= 0; --i) {
    moves[i] = pos.last_move();
    if (moves[i] == MOVE_NULL)
      pos.undo_null_move();
    else
      pos.undo_move();
  }
  std::vector<PlyFlags> flags(cycle_len);
  for (int i = 0; i < cycle_len; ++i) {
    if (moves[i] == MOVE_NULL)
      pos.do_null_move();
    else
      pos.do_move(moves[i]);
    flags[i] = ply_flags(pos);
  }
  return judge_cycle(flags, pos.side_to_move(), rules);
}

}  // namespace cotuong::rules
