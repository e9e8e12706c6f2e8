#include "play/engine_reply.h"

#include <algorithm>
#include <random>
#include <utility>

#include "play/clock_limits.h"
#include "search/levels.h"

namespace cotuong::play {

EngineReply::EngineReply(std::optional<uint64_t> seed)
    : books_(seed.value_or(std::random_device{}())) {
  if (seed) searcher_.set_seed(*seed);
}

std::optional<book::BookChoice> EngineReply::book_move(const Position& pos, int level) {
  return books_.pick(pos, search::book_variety(level));
}

search::Limits EngineReply::limits(int level, const ReplySettings& settings,
                                   const rules::GameClock* clock, rules::SteadyTime now) {
  // On a clock the engine spends its own time, at every level (the level takes its share).
  search::Limits limits = clock ? clock_limits(*clock, now) : search::Limits{};
  limits.level = level;
  // Untimed, full strength has no budget of its own: the game's cap per move bounds it, and the
  // time plan thinks up to it (the levels below have their own caps and node budgets).
  if (settings.depth > 0)
    limits.depth = settings.depth;
  else if (level >= search::kLevelMax && !clock)
    limits.move_cap = settings.master_movetime_ms;
  return limits;
}

void EngineReply::start(const Position& pos, const search::Limits& limits,
                        std::function<void(const search::Result&)> done) {
  search::Callbacks callbacks;
  callbacks.on_bestmove = std::move(done);
  searcher_.start(pos, limits, std::move(callbacks));
}

search::Result EngineReply::search(const Position& pos, const search::Limits& limits) {
  return searcher_.search_sync(pos, limits);
}

}  // namespace cotuong::play
