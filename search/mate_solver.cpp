#include "search/mate_solver.h"

#include <algorithm>
#include <cassert>
#include <chrono>

#include "absl/container/flat_hash_map.h"
#include "core/check_squares.h"
#include "core/movegen.h"

namespace cotuong::search {

namespace {

using Clock = std::chrono::steady_clock;

// What is known about one position, counted in attacker moves still to play. For a position
// with the attacker to move: mate within `mate_within` is proven, and no mate within
// `no_mate_within` is possible. For a position with the defender to move the same numbers
// count the attacker moves after the defender's reply. Invariant: no_mate_within < mate_within.
struct Entry {
  int8_t no_mate_within = 0;
  int8_t mate_within = 127;
  Move best = MOVE_NONE;  // attacker: a mating move; defender: the last escape found
};

// Bounds the table so that a long proof cannot take the machine's memory (~24 bytes an entry).
constexpr size_t kMaxEntries = 12'000'000;

// Depth-first AND/OR search with a table of proven bounds; iterated over N by solve_mate.
// Transpositions are shared across paths: a shortest mate never repeats a position, so
// repetition rules never change a proof. Invariant: pos_ is restored on return.
class Prover {
 public:
  Prover(const Position& pos, const MateProblem& problem)
      : pos_(pos), problem_(problem), start_(Clock::now()), attacker_(pos.side_to_move()) {}

  // Returns whether the attacker to move mates within n moves.
  bool attack(int n) {
    if (aborted()) return false;
    Entry* e = find();
    if (e && e->mate_within <= n) return true;
    if (e && e->no_mate_within >= n) return false;
    std::vector<Move> moves = attacking_moves(e ? e->best : MOVE_NONE);
    for (Move m : moves) {
      if (mates_after(m, n)) {
        store(n, true, m);
        return true;
      }
      if (aborted()) return false;
    }
    store(n, false, MOVE_NONE);
    return false;
  }

  // Returns whether the attacker's move m forces mate within n attacker moves in all.
  bool mates_after(Move m, int n) {
    ++nodes_;
    pos_.do_move(m);
    bool mated = n == 1 ? count_legal_moves(pos_) == 0 : defend(n - 1);
    pos_.undo_move();
    return mated;
  }

  // Returns the most attacker moves (<= n) the defender to move here can hold out against a
  // mate proven within n (0 when it has no move at all), and the reply that does. Asks first
  // for a reply that escapes a mate within n - 1, then n - 2, ...: the proofs already made
  // answer most of these from the table.
  int longest_resistance(int n, Move* reply) {
    *reply = MOVE_NONE;
    MoveList<LEGAL> list(pos_);
    if (list.size() == 0) return 0;
    for (int k = n; k >= 1; --k)
      for (Move m : list) {
        pos_.do_move(m);
        bool holds = k == 1 || !attack(k - 1);
        pos_.undo_move();
        if (holds) {
          *reply = m;
          return k;
        }
      }
    return 0;
  }

  // Returns the attacker's moves: checks first, then captures, then the rest (none of those
  // when only checks may be played); `first` (a move that mated here before) leads.
  std::vector<Move> attacking_moves(Move first) const {
    std::vector<Move> checks, captures, quiets;
    const CheckSquares gives(pos_);
    for (Move m : MoveList<LEGAL>(pos_)) {
      if (gives.gives_check(m))
        checks.push_back(m);
      else if (problem_.checks_only)
        continue;
      else if (pos_.is_capture(m))
        captures.push_back(m);
      else
        quiets.push_back(m);
    }
    checks.insert(checks.end(), captures.begin(), captures.end());
    checks.insert(checks.end(), quiets.begin(), quiets.end());
    if (first != MOVE_NONE) {
      auto it = std::find(checks.begin(), checks.end(), first);
      if (it != checks.end()) std::rotate(checks.begin(), it, it + 1);
    }
    return checks;
  }

  // Returns whether a limit or the stop flag has ended the search (checked every 4096 nodes).
  bool aborted() {
    if (aborted_) return true;
    if ((nodes_ & 4095) != 0 || nodes_ == last_check_) return false;
    last_check_ = nodes_;
    aborted_ = (problem_.node_limit && nodes_ >= problem_.node_limit) ||
               (problem_.stop && problem_.stop->load()) ||
               (problem_.time_limit_ms && elapsed_ms() >= problem_.time_limit_ms);
    return aborted_;
  }

  int64_t elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
  }
  uint64_t nodes() const { return nodes_; }
  Position& position() { return pos_; }

 private:
  // Returns whether every defence leaves a mate within n attacker moves (true also when the
  // defender has no move at all).
  bool defend(int n) {
    Entry* e = find();
    if (e && e->mate_within <= n) return true;
    if (e && e->no_mate_within >= n) return false;
    // Checks first: a defender who checks makes the attacker answer it, which breaks many nets.
    std::vector<Move> moves, quiet;
    const CheckSquares gives(pos_);
    for (Move m : MoveList<LEGAL>(pos_)) (gives.gives_check(m) ? moves : quiet).push_back(m);
    moves.insert(moves.end(), quiet.begin(), quiet.end());
    if (e && e->best != MOVE_NONE) {
      auto it = std::find(moves.begin(), moves.end(), e->best);
      if (it != moves.end()) std::rotate(moves.begin(), it, it + 1);
    }
    for (Move m : moves) {
      ++nodes_;
      pos_.do_move(m);
      bool mated = attack(n);
      pos_.undo_move();
      if (aborted()) return false;
      if (!mated) {
        store(n, false, m);
        return false;
      }
    }
    store(n, true, MOVE_NONE);
    return true;
  }

  // Returns the table entry of the current position, or nullptr.
  Entry* find() {
    auto it = table_.find(pos_.key());
    return it == table_.end() ? nullptr : &it->second;
  }

  // Records a proven result for the current position (never after an abort, which proves
  // nothing).
  void store(int n, bool mate, Move best) {
    if (aborted_) return;
    auto it = table_.find(pos_.key());
    if (it == table_.end()) {
      if (table_.size() >= kMaxEntries) return;
      it = table_.emplace(pos_.key(), Entry{}).first;
    }
    Entry& e = it->second;
    if (mate) {
      e.mate_within = int8_t(std::min<int>(e.mate_within, n));
      if (best != MOVE_NONE) e.best = best;
    } else {
      e.no_mate_within = int8_t(std::max<int>(e.no_mate_within, n));
      if (best != MOVE_NONE && pos_.side_to_move() != attacker_) e.best = best;
    }
  }

  Position pos_;
  const MateProblem& problem_;
  Clock::time_point start_;
  Color attacker_;
  absl::flat_hash_map<Key, Entry> table_;
  uint64_t nodes_ = 0, last_check_ = ~uint64_t(0);
  bool aborted_ = false;
};

// Returns the main line after the first move: the defender's longest resistance against the
// attacker's quickest mate, down to the mate itself.
std::vector<Move> main_line(Prover& prover, Move first, int n) {
  std::vector<Move> line{first};
  Position& pos = prover.position();
  pos.do_move(first);
  int left = n - 1;  // attacker moves after this defender's reply
  while (!prover.aborted()) {
    Move reply;
    int k = prover.longest_resistance(left, &reply);
    if (reply == MOVE_NONE || k > left) break;  // mated (k == 0), or nothing proven
    line.push_back(reply);
    pos.do_move(reply);
    Move mate = MOVE_NONE;
    for (Move m : prover.attacking_moves(MOVE_NONE))
      if (prover.mates_after(m, k)) {
        mate = m;
        break;
      }
    if (mate == MOVE_NONE) break;
    line.push_back(mate);
    pos.do_move(mate);
    left = k - 1;
  }
  for (size_t i = 0; i < line.size(); ++i) pos.undo_move();
  return line;
}

}  // namespace

MateSolution solve_mate(const Position& pos, const MateProblem& problem) {
  assert(problem.max_moves >= 1 && problem.max_moves <= 30);
  Prover prover(pos, problem);
  MateSolution out;
  std::vector<Move> roots = prover.attacking_moves(MOVE_NONE);
  if (!problem.root_moves.empty())
    std::erase_if(roots, [&](Move m) {
      return std::find(problem.root_moves.begin(), problem.root_moves.end(), m) ==
             problem.root_moves.end();
    });
  for (int n = 1; n <= problem.max_moves && out.moves == 0; ++n) {
    for (Move m : roots) {
      // A move proven here is proven: an aborted search never answers true.
      if (prover.mates_after(m, n)) {
        out.mating_moves.push_back(m);
        if (problem.first_move_only) break;
      }
      if (prover.aborted()) break;
    }
    if (prover.aborted() && !(problem.first_move_only && !out.mating_moves.empty())) {
      out.complete = false;
      out.mating_moves.clear();  // a partial list would claim too little
      break;
    }
    out.searched_moves = n;
    if (!out.mating_moves.empty()) out.moves = n;
  }
  // The line is shown, not proven: a limit reached while drawing it only shortens it.
  if (out.moves > 0 && !problem.first_move_only)
    out.main_line = main_line(prover, out.mating_moves.front(), out.moves);
  out.nodes = prover.nodes();
  out.time_ms = prover.elapsed_ms();
  return out;
}

bool has_mate_in_one(const Position& pos) {
  MateProblem one;
  one.max_moves = 1;
  one.first_move_only = true;
  return solve_mate(pos, one).moves == 1;
}

std::vector<Move> moves_allowing_mate_in_one(const Position& pos,
                                             const std::vector<Move>& root_moves) {
  std::vector<Move> losing;
  Position p = pos;
  auto check = [&](Move m) {
    p.do_move(m);
    if (has_mate_in_one(p)) losing.push_back(m);
    p.undo_move();
  };
  if (root_moves.empty())
    for (Move m : MoveList<LEGAL>(pos)) check(m);
  else
    for (Move m : root_moves) check(m);
  return losing;
}

}  // namespace cotuong::search
