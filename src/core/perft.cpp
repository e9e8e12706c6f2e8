#include "core/perft.h"

#include "core/movegen.h"

namespace cotuong {

uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop) {
  if (depth <= 0) return 1;
  if (depth == 1) return uint64_t(count_legal_moves(pos));
  // Checked above the two lowest plies only: a stop is seen within milliseconds, at no cost.
  if (stop && depth >= 3 && stop->load(std::memory_order_relaxed)) return 0;
  Move moves[MAX_MOVES];
  Move* last = generate<LEGAL>(pos, moves);
  uint64_t nodes = 0;
  for (Move* m = moves; m != last; ++m) {
    pos.do_move(*m);
    nodes += perft(pos, depth - 1, stop);
    pos.undo_move();
  }
  return nodes;
}

std::vector<std::pair<Move, uint64_t>> perft_divide(Position& pos, int depth,
                                                    const std::atomic<bool>* stop) {
  std::vector<std::pair<Move, uint64_t>> out;
  for (Move m : MoveList<LEGAL>(pos)) {
    if (stop && stop->load(std::memory_order_relaxed)) break;
    pos.do_move(m);
    out.emplace_back(m, perft(pos, depth - 1, stop));
    pos.undo_move();
  }
  return out;
}

}  // namespace cotuong
