#include "search/levels.h"

#include <algorithm>
#include <cmath>

#include "search/mate_solver.h"

namespace cotuong::search {

namespace {

// A level's time scale (Limits::level_time_scale): every level below full strength thinks a
// steady 1/40 of its clock a move (plus half the increment), as full strength does over the
// first 40 moves, without its soft extensions: a level never plays for time trouble.
constexpr int kLevelTimeScale = 40;

// Returns whether m leads back to a position already played in the game since its last capture.
bool returns_to_earlier_position(const Position& pos, Move m) {
  const Key key = pos.key_after(m);
  const auto hist = pos.history();
  const int last = int(hist.size()) - 1;
  const int span = std::min(pos.plies_since_capture(), last);
  for (int j = 1; j <= span; j += 2)  // the positions with the opponent to move
    if (hist[last - j].key == key) return true;
  return false;
}

// Returns the tighter of two caps where 0 means "none".
template <typename T>
T tighter(T a, T b) {
  return a == 0 ? b : b == 0 ? a : std::min(a, b);
}

}  // namespace

LevelPreset strength_preset(int elo) {
  elo = std::clamp(elo, kEloMin, kEloMax);
  int i = 0;  // the level below (index): kLevels[i].elo <= elo < kLevels[i + 1].elo (or the top)
  while (i + 2 < kLevelMax && elo >= kLevels[i + 1].elo) ++i;
  LevelPreset a = kLevels[i].preset, b = kLevels[i + 1].preset;
  if (b.level == kLevelMax) {  // full strength as calibrated
    b.nodes = kCalibrationNodes;
    b.think_ms = a.think_ms;
  }
  const double t = double(elo - kLevels[i].elo) / (kLevels[i + 1].elo - kLevels[i].elo);
  auto lerp = [t](double x, double y) { return x + (y - x) * t; };
  LevelPreset p = a;
  // Towards full strength (no depth cap) the horizon grows to twice level 4's, then is lifted.
  const int top_depth = b.depth == 0 ? 2 * a.depth : b.depth;
  p.depth = t >= 1 && b.depth == 0 ? 0 : int(std::lround(lerp(a.depth, top_depth)));
  p.nodes =
      uint64_t(std::llround(std::exp(lerp(std::log(double(a.nodes)), std::log(double(b.nodes))))));
  p.think_ms = std::max(a.think_ms, b.think_ms);
  p.multipv = int(std::lround(lerp(a.multipv, b.multipv)));
  p.margin = p.multipv > 1 ? Value(std::lround(lerp(a.margin, b.margin))) : 0;
  p.blind_near = int(std::lround(lerp(a.blind_near, b.blind_near)));
  p.blind_far = int(std::lround(lerp(a.blind_far, b.blind_far)));
  return p;
}

LevelPreset preset_of(const Limits& limits) {
  return limits.elo > 0 ? strength_preset(limits.elo) : level_preset(limits.level);
}

Blindness::Blindness(int near_percent, int far_percent, uint64_t salt)
    : salt_(salt), active_(near_percent > 0 || far_percent > 0) {
  const int64_t near = std::clamp(near_percent, 0, 100), far = std::clamp(far_percent, 0, 100);
  constexpr int64_t kSteps = kBlindFarthest - 1;  // from distance 1 to the farthest
  for (int d = 0; d <= kBlindFarthest; ++d)
    threshold_[d] =
        uint32_t((near * kSteps + (far - near) * std::max(d - 1, 0)) * 65536 / (100 * kSteps));
}

void Blindness::filter(const Position& pos, std::vector<Move>& moves) const {
  if (!active_ || pos.in_check()) return;
  std::vector<Move> seen;
  for (Move m : moves)
    if (!overlooks(pos, m)) seen.push_back(m);
  if (!seen.empty()) moves = std::move(seen);
}

Blindness blindness_of(const Limits& limits, std::mt19937_64& rng) {
  if (limits.level >= kLevelMax) return {};
  const LevelPreset p = preset_of(limits);
  if (p.blind_near == 0 && p.blind_far == 0) return {};
  return Blindness(p.blind_near, p.blind_far, rng());
}

Limits level_limits(int level, const Limits& caller) {
  const LevelPreset p = caller.elo > 0 ? strength_preset(caller.elo) : level_preset(level);
  if (p.level == kLevelMax) return caller;  // full strength: the caller's limits as they are
  Limits l = caller;
  l.level = p.level;
  l.multipv = std::max(p.multipv, caller.multipv);
  l.depth = tighter(p.depth, caller.depth);
  l.nodes = tighter(p.nodes, caller.nodes);
  l.move_cap = tighter(p.think_ms, caller.move_cap);
  l.level_time_scale = kLevelTimeScale;
  return l;
}

std::optional<Result> answer_before_search(const Position& pos, std::vector<Move>& root_moves,
                                           const std::atomic<bool>* stop,
                                           const std::function<void(const Info&)>& on_info) {
  // 1. A forced mate the quick search sees is played at every level.
  MateProblem quick;
  quick.max_moves = kQuickMateMoves;
  quick.node_limit = kQuickMateNodes;
  quick.stop = stop;
  quick.root_moves = root_moves;
  quick.first_move_only = true;
  const MateSolution mate = solve_mate(pos, quick);
  if (mate.moves > 0) {
    Result r;
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
  if (root_moves.size() == 1) return std::nullopt;  // the only move: searched to depth 1
  // 2. Moves that allow a mate in one are off the table, unless every move does.
  const std::vector<Move> losing = moves_allowing_mate_in_one(pos, root_moves);
  if (losing.size() < root_moves.size())
    std::erase_if(root_moves, [&](Move m) {
      return std::find(losing.begin(), losing.end(), m) != losing.end();
    });
  return std::nullopt;
}

Result choose_line(const Position& pos, const Result& searched, const std::vector<Info>& lines,
                   Value margin, std::mt19937_64& rng) {
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
  // Ahead, a line that goes back to an earlier position only offers the opponent a draw by
  // repetition (a depth-1 search cannot see the reply that completes it): another near-best
  // line is played, if there is one.
  if (best.score > 0) {
    std::vector<double> onward = weights;
    for (size_t i = 0; i < candidates.size(); ++i)
      if (returns_to_earlier_position(pos, candidates[i]->pv[0])) onward[i] = 0;
    if (std::any_of(onward.begin(), onward.end(), [](double w) { return w > 0; })) weights = onward;
  }
  std::discrete_distribution<size_t> choice(weights.begin(), weights.end());
  const Info& chosen = *candidates[choice(rng)];
  Result r = searched;
  r.best = chosen.pv[0];
  r.score = chosen.score;
  r.pv = chosen.pv;
  r.ponder = chosen.pv.size() > 1 ? chosen.pv[1] : MOVE_NONE;
  r.passed_over = r.best != searched.best ? searched.best : MOVE_NONE;
  return r;
}

}  // namespace cotuong::search
