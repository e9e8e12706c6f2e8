#include "search/levels.h"

#include <algorithm>

#include "movegen.h"
#include "search/mate_solver.h"

namespace cotuong::search {

namespace {

// The five levels, gentlest first; the only place their search settings live.
// Lower levels see less (depth, nodes), think shorter and choose among more, wider candidates.
constexpr LevelPreset kLevels[] = {
    // level, depth, nodes, think ms, multipv, margin
    {1, 1, 2'000, 100, 8, 250},      {2, 3, 20'000, 250, 5, 90}, {3, 6, 300'000, 600, 3, 30},
    {4, 9, 2'000'000, 1'200, 2, 10}, {5, 0, 0, 0, 1, 0},
};

// Returns the tighter of two caps where 0 means "none".
template <typename T>
T tighter(T a, T b) {
  return a == 0 ? b : b == 0 ? a : std::min(a, b);
}

}  // namespace

const LevelPreset& level_preset(int level) {
  return kLevels[std::clamp(level, kLevelMin, kLevelMax) - kLevelMin];
}

Limits level_limits(int level, const Limits& caller, Color us) {
  const LevelPreset& p = level_preset(level);
  if (p.level == kLevelMax) return caller;  // full strength: the caller's limits as they are
  Limits l;
  l.searchmoves = caller.searchmoves;
  l.banmoves = caller.banmoves;
  l.move_overhead = caller.move_overhead;
  l.mate = caller.mate;
  l.multipv = std::max(p.multipv, caller.multipv);
  l.depth = tighter(p.depth, caller.depth);
  l.nodes = tighter(p.nodes, caller.nodes);
  int64_t allot = caller.movetime;
  if (caller.time[us] > 0) {
    // A small, steady share of the clock (no more than full strength plans on): a level never
    // plays for time trouble.
    int64_t share = (caller.time[us] - caller.move_overhead) / 40 + caller.inc[us] / 2;
    allot = tighter(allot, std::max<int64_t>(caller.move_overhead + 10, share));
  }
  l.movetime = tighter(allot, p.think_ms);
  return l;
}

Limits no_move_limits(const Position& pos, const Limits& caller) {
  Limits l = caller;
  l.searchmoves.clear();
  l.banmoves.clear();
  for (Move m : MoveList<LEGAL>(pos)) l.banmoves.push_back(m);
  return l;
}

LevelSearch::LevelSearch(Searcher& searcher, uint64_t seed) : searcher_(searcher), rng_(seed) {}

LevelSearch::~LevelSearch() {
  stop();
  wait();
}

Result LevelSearch::choose(const Position& pos, int level, const Limits& limits,
                           const std::function<void(const Info&)>& on_info) {
  stop_ = false;
  return run(pos, level, limits, on_info);
}

Result LevelSearch::run(const Position& pos, int level, const Limits& limits,
                        const std::function<void(const Info&)>& on_info) {
  Result r;
  const std::vector<Move> roots = allowed_root_moves(pos, limits);
  if (roots.empty()) {
    r.score = mated_in(0);
    return r;
  }

  // 1. A forced mate the quick search sees is played at every level.
  MateProblem quick;
  quick.max_moves = kQuickMateMoves;
  quick.node_limit = kQuickMateNodes;
  quick.stop = &stop_;
  quick.root_moves = roots;
  quick.first_move_only = true;
  const MateSolution mate = solve_mate(pos, quick);
  if (mate.moves > 0) {
    r.best = mate.mating_moves.front();
    r.score = mate_in(2 * mate.moves - 1);
    r.depth = 2 * mate.moves - 1;
    r.pv = {r.best};
    if (on_info) {
      Info info;
      info.depth = info.seldepth = r.depth;
      info.score = r.score;
      info.pv = r.pv;
      on_info(info);
    }
    return r;
  }
  if (roots.size() == 1) {
    r.best = roots[0];
    r.pv = {roots[0]};
    return r;
  }

  // 2. Moves that allow a mate in one are off the table, unless every move does.
  Limits search_limits = level_limits(level, limits, pos.side_to_move());
  std::vector<Move> losing = moves_allowing_mate_in_one(pos, roots);
  if (losing.size() < roots.size())
    search_limits.banmoves.insert(search_limits.banmoves.end(), losing.begin(), losing.end());

  // 3. The level's own search; the last complete iteration's lines are the candidates.
  std::vector<Info> lines;
  Callbacks callbacks;
  callbacks.on_info = [&](const Info& info) {
    if (info.multipv == 1) lines.clear();
    lines.push_back(info);
    if (on_info) on_info(info);
  };
  callbacks.on_bestmove = [&r](const Result& result) { r = result; };
  searcher_.start(pos, search_limits, std::move(callbacks));
  if (stop_) searcher_.stop();  // a stop that came before the search started
  searcher_.wait();
  if (r.best == MOVE_NONE) {  // stopped before anything was searched: any safe move
    auto safe = std::find_if(roots.begin(), roots.end(), [&](Move m) {
      return std::find(losing.begin(), losing.end(), m) == losing.end();
    });
    r.best = safe != roots.end() ? *safe : roots[0];
    r.pv = {r.best};
    return r;
  }
  return pick(r, lines, level_preset(level).margin);
}

Result LevelSearch::pick(const Result& searched, const std::vector<Info>& lines, Value margin) {
  if (margin <= 0 || lines.empty() || lines[0].pv.empty()) return searched;
  const Info& best = lines[0];
  // A mate score (either way) is played as searched; so is a best move that changed in an
  // unfinished iteration (the lines would be stale).
  if (is_mate_score(best.score) || best.pv[0] != searched.best) return searched;
  std::vector<const Info*> candidates;
  std::vector<double> weights;
  for (const Info& line : lines) {
    const Value gap = best.score - line.score;
    if (line.pv.empty() || is_mate_score(line.score) || gap > margin) continue;
    candidates.push_back(&line);
    weights.push_back(double(margin - gap) + margin / 3.0 + 1.0);  // nearer the best: likelier
  }
  std::discrete_distribution<size_t> choice(weights.begin(), weights.end());
  const Info& chosen = *candidates[choice(rng_)];
  Result r = searched;
  r.best = chosen.pv[0];
  r.score = chosen.score;
  r.pv = chosen.pv;
  r.ponder = chosen.pv.size() > 1 ? chosen.pv[1] : MOVE_NONE;
  return r;
}

void LevelSearch::start(const Position& pos, int level, const Limits& limits, Callbacks callbacks) {
  if (thread_.joinable() && thread_.get_id() == std::this_thread::get_id())
    thread_.detach();  // called from on_bestmove: the old thread touches nothing after it
  stop();
  wait();
  stop_ = false;
  {
    std::lock_guard<std::mutex> lock(hold_mutex_);
    pondering_ = limits.ponder;
  }
  thread_ = std::thread([this, pos, level, limits, callbacks = std::move(callbacks)] {
    Result r = run(pos, level, limits, callbacks.on_info);
    hold(pos, limits);
    if (callbacks.on_bestmove) callbacks.on_bestmove(r);
  });
}

void LevelSearch::hold(const Position& pos, const Limits& limits) {
  {
    // Under the lock a stop() or ponderhit() either came before (nothing to wait for) or
    // reaches the searcher after its hold has started.
    std::lock_guard<std::mutex> lock(hold_mutex_);
    if (stop_ || !(limits.infinite || pondering_)) return;
    Limits held = no_move_limits(pos, limits);
    held.ponder = pondering_;
    searcher_.start(pos, held, Callbacks{});
  }
  searcher_.wait();
}

void LevelSearch::stop() {
  std::lock_guard<std::mutex> lock(hold_mutex_);
  stop_ = true;
  searcher_.stop();
}

void LevelSearch::ponderhit() {
  std::lock_guard<std::mutex> lock(hold_mutex_);
  pondering_ = false;
  searcher_.ponderhit();
}

void LevelSearch::wait() {
  if (thread_.joinable() && thread_.get_id() != std::this_thread::get_id()) thread_.join();
}

}  // namespace cotuong::search
