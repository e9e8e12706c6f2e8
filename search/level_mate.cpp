#include "search/level_mate.h"

#include <algorithm>

#include "movegen.h"

namespace cotuong::search {

namespace {

// Depth-first AND/OR search: attack() asks "can the side to move mate in n?", defend() asks
// "is the side to move mated in n whatever it plays?". Invariant: pos_ is restored on return.
class MateSolver {
 public:
  MateSolver(const Position& pos, const MateSearchLimits& limits) : pos_(pos), limits_(limits) {}

  // Returns the first of `moves` that mates in at most n moves, or MOVE_NONE.
  Move root(const std::vector<Move>& moves, int n) {
    for (Move m : ordered(moves, n)) {
      if (exhausted()) return MOVE_NONE;
      if (mates_after(m, n)) return m;
    }
    return MOVE_NONE;
  }

  // Returns whether the budget or the stop flag ended the search.
  bool exhausted() const {
    return nodes_ >= limits_.node_budget || (limits_.stop && limits_.stop->load());
  }

 private:
  // Returns whether the move m (of the attacker) forces mate within n moves in total.
  bool mates_after(Move m, int n) {
    ++nodes_;
    pos_.do_move(m);
    bool mated = n == 1 ? count_legal_moves(pos_) == 0 : defend(n - 1);
    pos_.undo_move();
    return mated;
  }

  // Returns whether the side to move can mate in at most n moves.
  bool attack(int n) {
    MoveList<LEGAL> list(pos_);
    std::vector<Move> moves(list.begin(), list.end());
    for (Move m : ordered(moves, n)) {
      if (exhausted()) return false;
      if (mates_after(m, n)) return true;
    }
    return false;
  }

  // Returns whether every move of the side to move allows a mate in at most n attacker moves
  // (true also when it has no move at all).
  bool defend(int n) {
    for (Move m : MoveList<LEGAL>(pos_)) {
      if (exhausted()) return false;
      ++nodes_;
      pos_.do_move(m);
      bool mated = attack(n);
      pos_.undo_move();
      if (!mated) return false;
    }
    return true;
  }

  // Returns the attacker's moves worth trying with n moves left: checks first, then captures,
  // then the rest (dropped when n is beyond the full-width horizon).
  std::vector<Move> ordered(const std::vector<Move>& moves, int n) const {
    std::vector<Move> checks, captures, quiets;
    for (Move m : moves) {
      if (pos_.gives_check(m))
        checks.push_back(m);
      else if (pos_.is_capture(m))
        captures.push_back(m);
      else
        quiets.push_back(m);
    }
    if (n > limits_.full_width_moves) return checks;
    checks.insert(checks.end(), captures.begin(), captures.end());
    checks.insert(checks.end(), quiets.begin(), quiets.end());
    return checks;
  }

  Position pos_;
  const MateSearchLimits& limits_;
  uint64_t nodes_ = 0;
};

// Returns root_moves, or every legal move of pos when it is empty.
std::vector<Move> or_all_legal(const Position& pos, const std::vector<Move>& root_moves) {
  if (!root_moves.empty()) return root_moves;
  MoveList<LEGAL> list(pos);
  return std::vector<Move>(list.begin(), list.end());
}

}  // namespace

ForcedMate find_forced_mate(const Position& pos, const MateSearchLimits& limits,
                            const std::vector<Move>& root_moves) {
  assert(limits.max_moves >= 1);
  const std::vector<Move> moves = or_all_legal(pos, root_moves);
  MateSolver solver(pos, limits);
  for (int n = 1; n <= limits.max_moves; ++n) {
    Move m = solver.root(moves, n);
    if (m != MOVE_NONE) return {m, n};
    if (solver.exhausted()) break;
  }
  return {};
}

bool has_mate_in_one(const Position& pos) {
  Position p = pos;
  for (Move m : MoveList<LEGAL>(pos)) {
    p.do_move(m);
    bool mated = count_legal_moves(p) == 0;
    p.undo_move();
    if (mated) return true;
  }
  return false;
}

std::vector<Move> moves_allowing_mate_in_one(const Position& pos,
                                             const std::vector<Move>& root_moves) {
  std::vector<Move> losing;
  Position p = pos;
  for (Move m : or_all_legal(pos, root_moves)) {
    p.do_move(m);
    if (has_mate_in_one(p)) losing.push_back(m);
    p.undo_move();
  }
  return losing;
}

}  // namespace cotuong::search
