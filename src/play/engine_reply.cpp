#include "play/engine_reply.h"

#include <algorithm>
#include <random>
#include <utility>

#include "play/clock_limits.h"
#include "play/player_levels.h"
#include "search/levels.h"

namespace cotuong::play {

namespace {

// Returns the engine's move as the search answered it.
EngineMove searched_move(const search::Result& result) {
  EngineMove reply;
  reply.search = result;
  return reply;
}

}  // namespace

EngineReply::EngineReply(std::optional<uint64_t> seed, const ReplySettings& settings)
    : settings_(settings), books_(seed.value_or(std::random_device{}())) {
  if (seed) searcher_.set_seed(*seed);
}

std::optional<EngineMove> EngineReply::book_reply(const PersonGame& game) {
  if (!settings_.use_book) return std::nullopt;
  std::optional<book::BookChoice> choice =
      book_move(books_, game.position(), game.settings().level);
  if (!choice) return std::nullopt;
  EngineMove reply;
  reply.from_book = true;
  reply.opening = choice->name;
  reply.search.best = choice->move;
  reply.search.pv = {choice->move};
  return reply;
}

search::Limits EngineReply::search_limits(const PersonGame& game, rules::SteadyTime now) const {
  return limits(game.settings().level, settings_, game.clock() ? &*game.clock() : nullptr, now);
}

EngineMove EngineReply::move(const PersonGame& game, rules::SteadyTime now) {
  if (std::optional<EngineMove> book = book_reply(game)) return *book;
  return searched_move(searcher_for(game).search_sync(game.position(), search_limits(game, now)));
}

bool EngineReply::start(const PersonGame& game, rules::SteadyTime now,
                        std::function<void(const EngineMove&)> done) {
  if (std::optional<EngineMove> book = book_reply(game)) {
    done(*book);
    return false;
  }
  search::Callbacks callbacks;
  callbacks.on_bestmove = [done = std::move(done)](const search::Result& r) {
    done(searched_move(r));
  };
  searcher_for(game).start(game.position(), search_limits(game, now), std::move(callbacks));
  return true;
}

search::Searcher& EngineReply::searcher_for(const PersonGame& game) {
  searcher_.set_rules(game.settings().rules);
  return searcher_;
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

}  // namespace cotuong::play
