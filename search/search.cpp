#include "search/search.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <random>
#include <thread>

#include "core/movegen.h"
#include "search/levels.h"
#include "search/thread_vote.h"
#include "search/tt.h"
#include "search/worker.h"

namespace cotuong::search {

// Invariant: `thread` is joinable while a search runs or until the next start()/wait() joins it;
// workers, tt and shared are touched by the search threads only while `running` is true.
struct Searcher::Impl {
  TranspositionTable tt;
  std::vector<std::unique_ptr<Worker>> workers;
  rules::Rules rules;  // the rule set and its overrides the tree judges by; written only while idle
  eval::Evaluator evaluator = eval::Evaluator::build_default();  // written only while idle
  Tunables tunables;  // read by the search in a tuning build only; written only while idle
  std::mt19937_64 rng{std::random_device{}()};  // the levels' choices; the search thread's
  std::vector<Info> level_lines;                // a level's PV lines of the last complete iteration
  std::vector<Move> reported_pv;  // the last first line reported (multipv 1) of this search
  std::unique_ptr<SharedState> shared;
  std::thread thread;
  std::atomic<bool> running{false};
  std::mutex mutex;  // guards the wake-up of a finished infinite/ponder search
  std::condition_variable wake;

  Impl() { workers.push_back(std::make_unique<Worker>(0)); }

  // Runs a whole search on the calling thread and delivers on_bestmove.
  void run(const Position& pos, std::vector<Move> root_moves);
  // Returns once the answer may go out: at once, or (infinite, pondering) after stop or
  // ponderhit (not infinite).
  void hold();
  // Returns the worker whose first root move answers: the main one, or the one the threads'
  // vote chooses (thread_vote.h).
  const Worker& answering_worker() const;
  // Returns the final result from the answering worker (root: the searched position).
  Result result(const Position& root) const;
  // Reports the answer's line when it is not the last first line reported: a partial iteration
  // (or a helper's deeper one) changed the move or its continuation after the last report, and
  // a GUI shows the bestmove beside the last line it saw (as Stockfish does).
  void report_answer(const Result& res) const;
};

Searcher::Searcher() : impl_(std::make_unique<Impl>()) {}

Searcher::~Searcher() {
  stop();
  wait();
}

bool Searcher::set_hash_mb(int mb) {
  wait();
  return impl_->tt.resize(size_t(std::clamp(mb, 1, 1 << 16)));
}

void Searcher::set_threads(int n) {
  wait();
  n = std::clamp(n, 1, 1024);
  auto& w = impl_->workers;
  while (int(w.size()) > n) w.pop_back();
  while (int(w.size()) < n) w.push_back(std::make_unique<Worker>(int(w.size())));
}

void Searcher::set_rules(const rules::Rules& rules) {
  wait();
  impl_->rules = rules;
}

void Searcher::set_evaluator(eval::Evaluator evaluator) {
  wait();
  impl_->evaluator = std::move(evaluator);
}

const eval::Evaluator& Searcher::evaluator() const { return impl_->evaluator; }

void Searcher::set_seed(uint64_t seed) {
  wait();
  impl_->rng.seed(seed);
}

bool Searcher::set_tunables(const Tunables& tunables) {
  if (!kTuningBuild) return false;
  wait();
  impl_->tunables = tunables;
  return true;
}

void Searcher::clear() {
  wait();
  impl_->tt.clear();
  for (auto& w : impl_->workers) w->clear();
}

SearchStats Searcher::stats() const {
  SearchStats sum;
  for (const auto& w : impl_->workers) sum += w->stats();
  return sum;
}

bool Searcher::searching() const { return impl_->running.load(); }

void Searcher::stop() {
  Impl& s = *impl_;
  std::lock_guard<std::mutex> lock(s.mutex);
  if (s.shared) {
    s.shared->stop = true;
    s.shared->pondering = false;
  }
  s.wake.notify_all();
}

void Searcher::ponderhit() {
  Impl& s = *impl_;
  std::lock_guard<std::mutex> lock(s.mutex);
  if (s.shared && s.shared->pondering) {
    s.shared->time.restart();
    s.shared->pondering = false;
  }
  s.wake.notify_all();
}

std::vector<Move> allowed_root_moves(const Position& pos, const Limits& limits) {
  const auto& sm = limits.searchmoves;
  const auto& bm = limits.banmoves;
  std::vector<Move> moves;
  for (Move m : MoveList<LEGAL>(pos)) {
    if (!sm.empty() && std::find(sm.begin(), sm.end(), m) == sm.end()) continue;
    if (std::find(bm.begin(), bm.end(), m) != bm.end()) continue;
    moves.push_back(m);
  }
  return moves;
}

void Searcher::wait() {
  Impl& s = *impl_;
  if (s.thread.joinable() && s.thread.get_id() != std::this_thread::get_id()) s.thread.join();
}

void Searcher::start(const Position& pos, const Limits& limits, Callbacks callbacks) {
  Impl& s = *impl_;
  if (s.thread.joinable() && s.thread.get_id() == std::this_thread::get_id())
    s.thread.detach();  // called from on_bestmove: the old thread touches nothing after it
  stop();
  wait();

  std::vector<Move> root_moves = allowed_root_moves(pos, limits);
  const Limits searched = level_limits(limits.level, limits);

  {
    std::lock_guard<std::mutex> lock(s.mutex);
    s.shared = std::make_unique<SharedState>();
    SharedState& sh = *s.shared;
    sh.tt = &s.tt;
    sh.limits = searched;
    sh.rule_set = s.rules.set;
    sh.evaluator = &s.evaluator;
    sh.tunables = &s.tunables;
    sh.no_capture_plies = s.rules.limits().no_capture_plies;
    sh.time.init(searched, pos.side_to_move(), pos.game_ply());
    sh.pondering = limits.ponder;
    sh.callbacks = std::move(callbacks);
    if (searched.level < kLevelMax) {
      // The level chooses among the lines of the last complete iteration: keep them. Only the
      // lines the caller asked for (MultiPV) are reported.
      s.level_lines.clear();
      sh.callbacks.on_info = [&s, asked = limits.multipv,
                              report = std::move(sh.callbacks.on_info)](const Info& info) {
        if (info.multipv == 1) s.level_lines.clear();
        s.level_lines.push_back(info);
        if (report && info.multipv <= asked) report(info);
      };
    }
    // The first line reported last, which the answer must match (report_answer).
    s.reported_pv.clear();
    if (sh.callbacks.on_info)
      sh.callbacks.on_info = [&s, report = std::move(sh.callbacks.on_info)](const Info& info) {
        if (info.multipv == 1) s.reported_pv = info.pv;
        report(info);
      };
    size_t threads = sh.time.affordable_threads(s.workers.size());
    for (size_t i = 0; i < threads; ++i) sh.workers.push_back(s.workers[i].get());
  }
  s.running = true;
  s.thread = std::thread([&s, pos, root_moves = std::move(root_moves)]() mutable {
    s.run(pos, std::move(root_moves));
  });
}

void Searcher::Impl::hold() {
  SharedState& sh = *shared;
  std::unique_lock<std::mutex> lock(mutex);
  wake.wait(lock, [&] { return sh.stop.load() || !(sh.limits.infinite || sh.pondering.load()); });
}

void Searcher::Impl::run(const Position& pos, std::vector<Move> root_moves) {
  SharedState& sh = *shared;
  const bool level = sh.limits.level < kLevelMax;
  std::optional<Result> answered;  // a level's answer found without searching
  if (level && !sh.limits.evaluate_only && !root_moves.empty()) {
    sh.blindness = blindness_of(sh.limits, rng);
    answered = answer_before_search(pos, root_moves, &sh.stop, sh.callbacks.on_info);
    // The blindness comes after the mate guards: the captures it overlooks at the root are off
    // the moves left (those that do not allow a mate in one), unless every one is.
    if (!answered) sh.blindness.filter(pos, root_moves);
    // The only move is searched all the same (every answer comes from a search), to depth 1.
    if (root_moves.size() == 1) sh.limits.depth = 1;
    // The level's own think starts now (a pondering one's at ponderhit).
    std::lock_guard<std::mutex> lock(mutex);
    if (!sh.pondering) sh.time.restart();
  }
  Result res;
  if (answered) {
    hold();
    res = *answered;
  } else if (sh.limits.evaluate_only) {
    // The static evaluation, reported as a line of its own; no move.
    res.score = evaluator.evaluate(pos);
    Info info;
    info.score = res.score;
    if (sh.callbacks.on_info) sh.callbacks.on_info(info);
    hold();
  } else if (root_moves.empty()) {
    // No legal move (mated or stalemated) or every move banned: wait like a search would.
    hold();
    res.score = mated_in(0);
  } else {
    tt.new_search();
    for (Worker* w : sh.workers) w->prepare(pos, root_moves, &sh);
    std::vector<std::thread> helpers;
    for (size_t i = 1; i < sh.workers.size(); ++i)
      helpers.emplace_back([w = sh.workers[i]] { w->iterate(); });
    workers[0]->iterate();
    hold();  // in infinite or ponder mode the answer waits for stop (or ponderhit)
    sh.stop = true;
    for (std::thread& t : helpers) t.join();
    res = result(pos);
    if (level)
      res = choose_line(pos, res, level_lines, preset_of(sh.limits).margin, rng);
    else
      report_answer(res);
  }
  Callbacks cb = sh.callbacks;
  running = false;
  if (cb.on_bestmove) cb.on_bestmove(res);
}

const Worker& Searcher::Impl::answering_worker() const {
  // Multipv lines must come from one thread: the main one answers then.
  const auto& all = shared->workers;
  if (shared->limits.multipv > 1 || all.size() == 1) return *all[0];
  std::vector<ThreadAnswer> answers;
  for (const Worker* w : all) {
    const RootMove& rm = w->root_moves()[0];
    answers.push_back(
        {rm.move, rm.score != -VALUE_INFINITE ? rm.score : rm.prev_score, w->completed_depth()});
  }
  return *all[vote_best_thread(answers)];
}

Result Searcher::Impl::result(const Position& root) const {
  const Worker& main = answering_worker();
  const RootMove& best = main.root_moves()[0];
  Result r;
  r.best = best.move;
  r.score = best.score != -VALUE_INFINITE ? best.score : best.prev_score;
  if (r.score == -VALUE_INFINITE)  // stopped before depth 1
    r.score = evaluator.evaluate(root);
  r.depth = main.completed_depth();
  r.nodes = shared->nodes();
  r.pv = best.pv;
  if (r.pv.size() > 1) {
    r.ponder = r.pv[1];
  } else {
    // Ask the table for a reply after the best move.
    Position next = root;
    next.do_move(best.move);
    TTData d;
    if (tt.probe(next.key(), d) && next.is_legal(d.move)) {
      r.ponder = d.move;
      r.pv.push_back(d.move);  // the line reported with the answer names its ponder move
    }
  }
  return r;
}

void Searcher::Impl::report_answer(const Result& res) const {
  const SharedState& sh = *shared;
  if (!sh.callbacks.on_info || res.best == MOVE_NONE || res.pv == reported_pv) return;
  const RootMove& best = answering_worker().root_moves()[0];
  const int64_t elapsed = std::max<int64_t>(1, sh.time.elapsed());
  Info info;
  info.depth = std::max({1, res.depth, best.depth});
  info.seldepth = std::max(best.sel_depth, info.depth);
  info.score = res.score;
  info.nodes = res.nodes;
  info.time_ms = elapsed;
  info.nps = res.nodes * 1000 / uint64_t(elapsed);
  info.hashfull = tt.hashfull();
  info.pv = res.pv;
  sh.callbacks.on_info(info);
}

Result Searcher::search_sync(const Position& pos, const Limits& limits,
                             std::function<void(const Info&)> on_info) {
  Result result;
  Callbacks cb;
  cb.on_info = std::move(on_info);
  cb.on_bestmove = [&result](const Result& r) { result = r; };
  start(pos, limits, std::move(cb));
  wait();
  return result;
}

Searcher::Probe Searcher::probe(const Position& pos) const {
  Probe p;
  TTData d;
  // An entry without a bound (an evaluation only, or a value that rested on the path) has
  // nothing to report.
  if (!impl_->tt.probe(pos.key(), d) || d.bound == BOUND_NONE) return p;
  p.found = true;
  p.move = pos.is_legal(d.move) ? d.move : MOVE_NONE;
  p.value = value_from_tt(d.value, 0);
  p.depth = d.depth;
  p.lower = d.bound & BOUND_LOWER;
  p.upper = d.bound & BOUND_UPPER;
  return p;
}

}  // namespace cotuong::search
