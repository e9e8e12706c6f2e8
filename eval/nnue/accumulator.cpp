#include "eval/nnue/accumulator.h"

#include <cstring>

#include "eval/nnue/features.h"
#include "eval/nnue/kernel_choice.h"

namespace cotuong::eval::nnue {

void refresh(const Network& net, const Position& pos, Accumulator& acc) {
  const Kernels& kernels = active_kernels();
  for (Color p : {RED, BLACK}) {
    std::memcpy(acc.v[p], net.ft_bias, sizeof acc.v[p]);
    for (Bitboard b = pos.pieces(); b;) {
      Square s = b.pop_lsb();
      kernels.add_row(acc.v[p], net.ft_weight[feature_index(p, pos.piece_on(s), s)]);
    }
  }
}

void update(const Network& net, const Accumulator& before, const DirtyPieces& dirty,
            Accumulator& after) {
  const Kernels& kernels = active_kernels();
  for (Color p : {RED, BLACK}) {
    const int16_t* captured = dirty.captured == NO_PIECE
                                  ? nullptr
                                  : net.ft_weight[feature_index(p, dirty.captured, dirty.to)];
    kernels.move_rows(before.v[p], after.v[p],
                      net.ft_weight[feature_index(p, dirty.moved, dirty.to)],
                      net.ft_weight[feature_index(p, dirty.moved, dirty.from)], captured);
  }
}

AccumulatorStack::AccumulatorStack() : entries_(MAX_PLY + 8) {}

void AccumulatorStack::reset(const Network& net, const Position& pos) {
  net_ = &net;
  top_ = 0;
  refresh(net, pos, entries_[0].acc);
  entries_[0].computed = true;
}

const Accumulator& AccumulatorStack::current() {
  int last = top_;
  while (!entries_[last].computed) --last;
  for (int i = last + 1; i <= top_; ++i) {
    update(*net_, entries_[i - 1].acc, entries_[i].dirty, entries_[i].acc);
    entries_[i].computed = true;
  }
  return entries_[top_].acc;
}

}  // namespace cotuong::eval::nnue
