#include "serve/engine_adapter.h"

#include <utility>

#include "play/engine_reply.h"

namespace cotuong::serve {

namespace {

// Thrown through analysis::review_game from its progress callback to abandon a review (the
// searcher is idle between positions, so nothing is left half done); caught in review().
struct ReviewCancelled {};

}  // namespace

struct EngineAdapter::Impl {
  explicit Impl(uint64_t seed) : reply(seed ? std::optional<uint64_t>(seed) : std::nullopt) {}

  play::EngineReply reply;
};

EngineAdapter::EngineAdapter(uint64_t seed) : impl_(std::make_unique<Impl>(seed)) {}

EngineAdapter::~EngineAdapter() {
  stop();
  wait();
}

void EngineAdapter::prepare(rules::RuleSet rules, bool clear) {
  impl_->reply.searcher().set_rules(rules);
  if (clear) impl_->reply.searcher().clear();
}

std::optional<Move> EngineAdapter::book_move(const Position& pos, int level) {
  std::optional<book::BookChoice> c = impl_->reply.book_move(pos, level);
  if (!c) return std::nullopt;
  return c->move;
}

void EngineAdapter::start_level_move(const Position& pos, const search::Limits& limits,
                                     std::function<void(const search::Result&)> done) {
  impl_->reply.start(pos, limits, std::move(done));
}

void EngineAdapter::start_analysis(const Position& pos, int multipv,
                                   std::function<void(const search::Info&)> on_info) {
  search::Limits limits;
  limits.infinite = true;
  limits.multipv = multipv;
  search::Callbacks callbacks;
  callbacks.on_info = std::move(on_info);
  impl_->reply.searcher().start(pos, limits, std::move(callbacks));
}

void EngineAdapter::stop() { impl_->reply.searcher().stop(); }

void EngineAdapter::wait() { impl_->reply.searcher().wait(); }

std::optional<analysis::GameReview> EngineAdapter::review(
    const notation::GameRecord& game, int depth, const std::atomic<bool>& cancel,
    const std::function<void(int)>& on_position) {
  search::Limits limits;
  limits.depth = depth;
  try {
    return analysis::review_game(game, impl_->reply.searcher(), limits, [&](int done) {
      if (cancel) throw ReviewCancelled{};
      if (on_position) on_position(done);
    });
  } catch (const ReviewCancelled&) {
    return std::nullopt;
  }
}

}  // namespace cotuong::serve
