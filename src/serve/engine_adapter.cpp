#include "serve/engine_adapter.h"

#include <random>

#include "book/book_service.h"
#include "console/console_game.h"
#include "movegen.h"

namespace cotuong::serve {

namespace {

// Thrown through analysis::review_game from its progress callback to abandon a review (the
// searcher is idle between positions, so nothing is left half done); caught in review().
struct ReviewCancelled {};

}  // namespace

struct EngineAdapter::Impl {
  explicit Impl(uint64_t seed) : books(seed) { searcher.set_seed(seed); }

  rules::Game game;
  search::Searcher searcher;
  book::BookService books;
};

EngineAdapter::EngineAdapter(uint64_t seed)
    : impl_(std::make_unique<Impl>(seed ? seed : std::random_device{}())) {}

EngineAdapter::~EngineAdapter() {
  stop();
  wait();
}

const rules::Game& EngineAdapter::game() const { return impl_->game; }

std::vector<Move> EngineAdapter::legal_moves() const {
  std::vector<Move> moves;
  for (Move m : MoveList<LEGAL>(impl_->game.position())) moves.push_back(m);
  return moves;
}

std::string EngineAdapter::opening() const {
  const book::Opening* o = console::opening_of(impl_->game);
  return o ? o->display() : "";
}

void EngineAdapter::new_game(const Position& start, rules::RuleSet rules) {
  impl_->game = rules::Game(start, rules);
}

absl::Status EngineAdapter::play(Move m) { return impl_->game.play(m); }

absl::Status EngineAdapter::undo(int plies) { return impl_->game.undo(plies); }

absl::Status EngineAdapter::load(const notation::GameRecord& record, rules::RuleSet rules) {
  absl::StatusOr<rules::Game> game = console::game_from_record(record, rules);
  if (!game.ok()) return game.status();
  impl_->game = *std::move(game);
  return absl::OkStatus();
}

notation::GameRecord EngineAdapter::record(const std::string& red, const std::string& black) const {
  return console::game_record(impl_->game, red, black);
}

std::vector<std::string> EngineAdapter::move_texts(notation::Style s) const {
  return console::move_texts(impl_->game, s);
}

void EngineAdapter::prepare(rules::RuleSet rules, bool clear) {
  impl_->searcher.set_rules(rules);
  if (clear) impl_->searcher.clear();
}

std::optional<Move> EngineAdapter::book_move(const Position& pos, int level) {
  std::optional<book::BookChoice> c = impl_->books.pick(pos, book::variety_for_level(level));
  if (!c) return std::nullopt;
  return c->move;
}

void EngineAdapter::start_level_move(const Position& pos, int level, search::Limits limits,
                                     std::function<void(const search::Result&)> done) {
  limits.level = level;
  search::Callbacks callbacks;
  callbacks.on_bestmove = std::move(done);
  impl_->searcher.start(pos, limits, std::move(callbacks));
}

void EngineAdapter::start_analysis(const Position& pos, int multipv,
                                   std::function<void(const search::Info&)> on_info) {
  search::Limits limits;
  limits.infinite = true;
  limits.multipv = multipv;
  search::Callbacks callbacks;
  callbacks.on_info = std::move(on_info);
  impl_->searcher.start(pos, limits, std::move(callbacks));
}

void EngineAdapter::stop() { impl_->searcher.stop(); }

void EngineAdapter::wait() { impl_->searcher.wait(); }

std::optional<analysis::GameReview> EngineAdapter::review(
    const notation::GameRecord& game, int depth, const std::atomic<bool>& cancel,
    const std::function<void(int)>& on_position) {
  search::Limits limits;
  limits.depth = depth;
  try {
    return analysis::review_game(game, impl_->searcher, limits, [&](int done) {
      if (cancel) throw ReviewCancelled{};
      if (on_position) on_position(done);
    });
  } catch (const ReviewCancelled&) {
    return std::nullopt;
  }
}

}  // namespace cotuong::serve
