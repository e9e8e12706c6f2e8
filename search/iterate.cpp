// Iterative deepening, aspiration windows, time and node limits, and the reports of the main
// thread; the alpha-beta search itself is in worker.cpp.
#include <algorithm>
#include <cmath>

#include "search/worker.h"

namespace cotuong::search {

uint64_t SharedState::nodes() const {
  uint64_t n = 0;
  for (const Worker* w : workers) n += w->nodes();
  return n;
}

Worker::Worker(int id) : id_(id), hist_(std::make_unique<Histories>()) { hist_->clear(); }

void Worker::clear() { hist_->clear(); }

void Worker::prepare(const Position& pos, const std::vector<Move>& root_moves,
                     SharedState* shared) {
  pos_ = pos;
  shared_ = shared;
  eval_params_ = &shared->evaluator->params();
  network_ = shared->evaluator->network();
  if (network_) {
    if (!accumulators_) accumulators_ = std::make_unique<eval::nnue::AccumulatorStack>();
    accumulators_->reset(*network_, pos_);  // the root's full refresh
  }
  root_moves_.clear();
  for (Move m : root_moves) root_moves_.emplace_back(m);
  nodes_.store(0, std::memory_order_relaxed);
  sel_depth_ = root_depth_ = pv_index_ = completed_depth_ = 0;
  calls_to_check_ = 0;
  nmp_min_ply_ = 0;
  best_move_changes_ = 0;
  root_game_ply_ = pos.game_ply();
  // Bounds from pruned searches may hide mates: `go mate` reads and writes entries of its own.
  // A blind search's entries are its own too (levels.h: Blindness::table_salt).
  key_salt_ = shared->limits.mate ? 0x6D61746553616C74ull : shared->blindness.table_salt();
}

void Worker::check_limits() {
  if (--calls_to_check_ > 0) return;
  const Limits& lim = shared_->limits;
  const bool single = shared_->workers.size() == 1;
  calls_to_check_ = single && lim.nodes ? 1 : 512;
  if (lim.nodes && shared_->nodes() >= lim.nodes) {
    shared_->stop = true;
    return;
  }
  // Acquire: after ponderhit clears it, the clock restarted before it is the one read here.
  if (shared_->pondering.load(std::memory_order_acquire)) return;
  // The hard limit stops the search wherever it is, except an unfinished depth 1 (stopping()).
  if (shared_->time.active() && shared_->time.elapsed() >= shared_->time.maximum())
    shared_->stop = true;
}

void Worker::iterate() {
  Stack stack[MAX_PLY + kStackOffset + 2];
  Move pv[MAX_PLY + 1];
  Stack* ss = stack + kStackOffset;
  for (int i = 0; i < MAX_PLY + 2; ++i) ss[i].ply = i;
  ss->pv = pv;

  const Limits& lim = shared_->limits;
  const int multipv = std::clamp(lim.multipv, 1, int(root_moves_.size()));
  Value last_best = -VALUE_INFINITE;
  Move last_best_move = MOVE_NONE;
  int stable_iterations = 0;
  // A level's beginner's blindness is its own instantiation of the search, chosen here once.
  const bool blind = shared_->blindness.active();

  for (root_depth_ = 1; root_depth_ < MAX_PLY && !stopping(); ++root_depth_) {
    if (lim.depth && root_depth_ > lim.depth) break;
    // go mate N searches full width: depth 2N + 1 proves there is no mate within N moves.
    if (lim.mate && root_depth_ > 2 * lim.mate + 1) break;
    best_move_changes_ /= 2;
    for (RootMove& rm : root_moves_) rm.prev_score = rm.score;

    for (pv_index_ = 0; pv_index_ < multipv && !stopping(); ++pv_index_) {
      sel_depth_ = 0;
      Value prev = root_moves_[pv_index_].prev_score;
      Value delta = 18, alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
      if (root_depth_ >= 4 && prev != -VALUE_INFINITE && std::abs(prev) < VALUE_MATE_IN_MAX_PLY) {
        alpha = std::max(prev - delta, -VALUE_INFINITE);
        beta = std::min(prev + delta, VALUE_INFINITE);
      }
      // Each fail-high in a row re-searches a ply shallower: the move that beat the window is the
      // likely best, and the next iteration searches it at full depth anyway. Never when proving a
      // mate, which needs every ply.
      int failed_high = 0;
      while (true) {
        const int d = std::max(1, root_depth_ - failed_high);
        Value best = blind ? search<ROOT, true>(alpha, beta, d, false, ss)
                           : search<ROOT, false>(alpha, beta, d, false, ss);
        std::stable_sort(root_moves_.begin() + pv_index_, root_moves_.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        if (stopping()) break;
        if (best <= alpha) {
          beta = (alpha + beta) / 2;
          failed_high = 0;
          alpha = std::max(best - delta, -VALUE_INFINITE);
        } else if (best >= beta) {
          beta = std::min(best + delta, VALUE_INFINITE);
          if (!lim.mate) ++failed_high;
        } else {
          break;
        }
        delta += delta / 2 + 5;
      }
      std::stable_sort(root_moves_.begin(), root_moves_.begin() + pv_index_ + 1,
                       [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    }
    if (stopping()) break;
    completed_depth_ = root_depth_;
    if (!is_main()) continue;

    report(root_depth_);

    // Stop conditions checked between iterations (main thread).
    const RootMove& best = root_moves_[0];
    if (lim.mate && best.score >= VALUE_MATE_IN_MAX_PLY && mate_moves(best.score) <= lim.mate) {
      shared_->stop = true;
      break;
    }
    stable_iterations = best.move == last_best_move ? stable_iterations + 1 : 0;
    if (shared_->time.active() && !shared_->pondering.load()) {
      const IterationSignals signals{best_move_changes_, last_best, best.score, stable_iterations,
                                     root_moves_.size() == 1};
      if (shared_->time.elapsed() > shared_->time.soft_limit(signals)) {
        shared_->stop = true;
        break;
      }
    }
    last_best = best.score;
    last_best_move = best.move;
  }
}

void Worker::report(int depth) {
  if (!shared_->callbacks.on_info) return;
  const Limits& lim = shared_->limits;
  const int multipv = std::clamp(lim.multipv, 1, int(root_moves_.size()));
  const int64_t elapsed = std::max<int64_t>(1, shared_->time.elapsed());
  const uint64_t nodes = shared_->nodes();
  for (int i = 0; i < multipv; ++i) {
    const RootMove& rm = root_moves_[i];
    bool updated = rm.score != -VALUE_INFINITE;
    Info info;
    info.depth = updated ? depth : std::max(1, depth - 1);
    info.seldepth = std::max(rm.sel_depth, info.depth);
    info.multipv = i + 1;
    info.score = updated ? rm.score : rm.prev_score;
    if (info.score == -VALUE_INFINITE) continue;
    info.nodes = nodes;
    info.time_ms = elapsed;
    info.nps = nodes * 1000 / uint64_t(elapsed);
    info.hashfull = shared_->tt->hashfull();
    info.pv = rm.pv;
    shared_->callbacks.on_info(info);
  }
}

}  // namespace cotuong::search
