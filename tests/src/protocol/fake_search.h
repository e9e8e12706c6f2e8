// A small, deterministic stand-in for the search behind the engine facade, so that protocol
// tests check exact transcripts: it plays every level alike, "thinks" on its own thread, plays the
// most valuable capture (else the first legal move) among the allowed moves, reports one info line
// per depth (or, evaluate_only, its material count), and runs until stop while pondering or in
// infinite mode, like the real search; a deep bench runs until stopped.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "core/movegen.h"
#include "core/perft.h"
#include "protocol/engine.h"

namespace cotuong::protocol::testing {

// What the fake was asked to do, for tests to inspect after the session owns the fake.
struct FakeLog {
  std::mutex mutex;
  std::vector<search::Limits> limits;  // one per start()
  std::vector<int> levels;             // the level of each start()
  uint64_t seed = 0;                   // the last set_seed()
  int hash_mb = 0, threads = 0, clears = 0;
  int memory_mb = 1 << 20;  // the largest hash table the fake's "machine" can hold
  rules::Rules rules;
};

// Returns the material balance of pos for the side to move (rook 900 ... pawn 100).
inline Value fake_material(const Position& pos) {
  static const Value kValue[PIECE_TYPE_NB] = {0, 0, 200, 200, 400, 900, 450, 100};
  Value v = 0;
  for (int s = 0; s < SQUARE_NB; ++s) {
    Piece p = pos.piece_on(Square(s));
    if (p != NO_PIECE)
      v += color_of(p) == pos.side_to_move() ? kValue[type_of(p)] : -kValue[type_of(p)];
  }
  return v;
}

class FakeSearch final : public SearchBackend {
 public:
  explicit FakeSearch(std::shared_ptr<FakeLog> log) : log_(std::move(log)) {}
  ~FakeSearch() override {
    stop();
    wait();
  }

  absl::Status set_hash_mb(int mb) override {
    bool fits = true;
    locked([&] {
      fits = mb <= log_->memory_mb;
      if (fits) log_->hash_mb = mb;
    });
    return fits ? absl::OkStatus() : absl::ResourceExhaustedError("the hash table does not fit");
  }
  void set_threads(int n) override {
    locked([&] { log_->threads = n; });
  }
  void set_rules(const rules::Rules& r) override {
    locked([&] { log_->rules = r; });
  }
  void set_evaluator(eval::Evaluator evaluator) override { evaluator_ = std::move(evaluator); }
  const eval::Evaluator& evaluator() const override { return evaluator_; }
  void set_seed(uint64_t seed) override {
    locked([&] { log_->seed = seed; });
  }
  void clear() override {
    locked([&] { ++log_->clears; });
  }

  void start(const Position& pos, const search::Limits& limits,
             search::Callbacks callbacks) override {
    wait();
    locked([&] {
      log_->limits.push_back(limits);
      log_->levels.push_back(limits.level);
    });
    stop_ = false;
    ponderhit_ = false;
    thread_ = std::thread([this, pos, limits, callbacks = std::move(callbacks)]() mutable {
      run(pos, limits, callbacks);
    });
  }
  void stop() override {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
    cv_.notify_all();
  }
  void ponderhit() override {
    std::lock_guard<std::mutex> lock(mutex_);
    ponderhit_ = true;
    cv_.notify_all();
  }
  void wait() override {
    if (thread_.joinable()) thread_.join();
  }
  search::Searcher::Probe probe(const Position& pos) const override {
    std::lock_guard<std::mutex> lock(mutex_);
    search::Searcher::Probe p;
    if (pos.key() == last_key_ && last_best_ != MOVE_NONE) {
      p.found = true;
      p.move = last_best_;
      p.value = last_score_;
      p.depth = last_depth_;
    }
    return p;
  }
  // A deep bench (depth >= kLongBenchDepth) runs until stopped, as a long real one would.
  static constexpr int kLongBenchDepth = 20;
  uint64_t bench(int depth, std::function<void(const std::string&)> out,
                 search::BenchStop* stop) override {
    if (depth >= kLongBenchDepth) {
      while (!(stop && stop->stopped())) std::this_thread::sleep_for(std::chrono::milliseconds(1));
      return 0;
    }
    Position pos = Position::start();
    uint64_t nodes = perft(pos, depth > 0 ? std::min(depth, 3) : 2);
    if (out) out("fake bench nodes " + std::to_string(nodes));
    return nodes;
  }

 private:
  template <typename F>
  void locked(F f) {
    std::lock_guard<std::mutex> lock(log_->mutex);
    f();
  }

  static constexpr int kGain[PIECE_TYPE_NB] = {0, 100, 2, 2, 4, 9, 5, 1};

  // Returns the move the fake plays: the most valuable capture, else the first allowed move.
  static Move choose(const Position& pos, const search::Limits& limits) {
    Move best = MOVE_NONE;
    int best_gain = -1;
    for (Move m : MoveList<LEGAL>(pos)) {
      auto in = [m](const std::vector<Move>& v) {
        for (Move x : v)
          if (x == m) return true;
        return false;
      };
      if (in(limits.banmoves) || (!limits.searchmoves.empty() && !in(limits.searchmoves))) continue;
      int gain = pos.empty(to_sq(m)) ? 0 : kGain[type_of(pos.piece_on(to_sq(m)))];
      if (gain > best_gain) best = m, best_gain = gain;
    }
    return best;
  }

  void run(Position pos, search::Limits limits, search::Callbacks& callbacks) {
    search::Result r;
    if (limits.evaluate_only) {
      search::Info info;
      info.score = r.score = fake_material(pos);
      if (callbacks.on_info) callbacks.on_info(info);
    } else {
      r.best = choose(pos, limits);
    }
    int max_depth = limits.depth ? limits.depth : 3;
    if (r.best != MOVE_NONE) {
      pos.do_move(r.best);
      search::Limits reply_limits;
      r.ponder = choose(pos, reply_limits);
      pos.undo_move();
      r.pv = {r.best};
      if (r.ponder != MOVE_NONE) r.pv.push_back(r.ponder);
      for (int d = 1; d <= max_depth && !stop_; ++d) {
        search::Info info;
        info.depth = d;
        info.seldepth = d;
        info.score = fake_material(pos);
        info.nodes = uint64_t(d) * 10;
        info.pv = r.pv;
        if (callbacks.on_info) callbacks.on_info(info);
        r.depth = d;
      }
      r.score = fake_material(pos);
    }
    {
      std::unique_lock<std::mutex> lock(mutex_);
      cv_.wait(lock, [&] { return stop_ || (!limits.infinite && (!limits.ponder || ponderhit_)); });
      last_key_ = pos.key();
      last_best_ = r.best;
      last_score_ = r.score;
      last_depth_ = r.depth;
    }
    callbacks.on_bestmove(r);
  }

  std::shared_ptr<FakeLog> log_;
  std::thread thread_;
  mutable std::mutex mutex_;
  std::condition_variable cv_;
  std::atomic<bool> stop_{false};       // set under mutex_ so the wait below sees it
  std::atomic<bool> ponderhit_{false};  // likewise
  Key last_key_ = 0;
  Move last_best_ = MOVE_NONE;
  Value last_score_ = 0;
  int last_depth_ = 0;
  eval::Evaluator evaluator_;  // what the engine set, for its `eval` (the fake never evaluates)
};

}  // namespace cotuong::protocol::testing
