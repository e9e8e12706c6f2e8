#include "protocol/engine.h"

#include <algorithm>
#include <random>
#include <thread>
#include <utility>

#include "absl/strings/str_cat.h"
#include "eval/eval.h"
#include "eval/nnue/embedded.h"
#include "protocol/parser.h"
#include "rules/material.h"
#include "search/bench.h"

namespace cotuong::protocol {

namespace {

// Hash size for `hashsize 0` (auto) and thread count for `threads 0` (auto).
constexpr int kAutoHashMb = 64;

// Returns the thread count an option value means (0 = one per hardware thread).
int thread_count(int option) {
  if (option > 0) return option;
  return std::max(1, int(std::thread::hardware_concurrency()));
}

// Returns a legal move from text, or an error naming the list, the index and why.
absl::StatusOr<Move> parse_listed_move(const Position& pos, absl::string_view list, size_t index,
                                       absl::string_view text) {
  absl::StatusOr<Move> m = parse_ucci(pos, text);
  if (!m.ok())
    return absl::InvalidArgumentError(absl::StrCat(list, " move ", index + 1, " (\"", quote(text),
                                                   "\"): ", m.status().message()));
  return m;
}

// Returns whether `go` sent any clock field, for either side: such a `go` is a timed search.
bool sends_clock(const GoParams& p) {
  return p.own_time || p.own_inc || p.opp_time || p.opp_inc || p.wtime || p.btime || p.winc ||
         p.binc || p.movestogo;
}

// The real search behind the engine: each call goes to search::Searcher (the bench to
// search::bench).
class SearcherBackend final : public SearchBackend {
 public:
  absl::Status set_hash_mb(int mb) override {
    if (searcher_.set_hash_mb(mb)) return absl::OkStatus();
    return absl::ResourceExhaustedError(absl::StrCat(
        "a ", mb, " MB hash table does not fit in the memory available; the old table is kept"));
  }
  void set_threads(int n) override { searcher_.set_threads(n); }
  void set_rules(const rules::Rules& rules) override { searcher_.set_rules(rules); }
  void set_evaluator(eval::Evaluator evaluator) override {
    searcher_.set_evaluator(std::move(evaluator));
  }
  const eval::Evaluator& evaluator() const override { return searcher_.evaluator(); }
  void set_seed(uint64_t seed) override { searcher_.set_seed(seed); }
  void set_tunables(const search::Tunables& tunables) override {
    tunables_ = tunables;
    searcher_.set_tunables(tunables);
  }
  void clear() override { searcher_.clear(); }
  void start(const Position& pos, const search::Limits& limits,
             search::Callbacks callbacks) override {
    searcher_.start(pos, limits, std::move(callbacks));
  }
  void stop() override { searcher_.stop(); }
  void ponderhit() override { searcher_.ponderhit(); }
  void wait() override { searcher_.wait(); }
  search::Searcher::Probe probe(const Position& pos) const override { return searcher_.probe(pos); }
  uint64_t bench(int depth, std::function<void(const std::string&)> out,
                 search::BenchStop* stop) override {
    return search::bench(depth > 0 ? depth : search::kDefaultBenchDepth, std::move(out),
                         searcher_.evaluator(), tunables_, stop);
  }

 private:
  // The searcher's constants, for bench (which runs a Searcher of its own).
  search::Tunables tunables_;
  search::Searcher searcher_;
};

}  // namespace

std::unique_ptr<SearchBackend> make_search_backend() { return std::make_unique<SearcherBackend>(); }

DrawDecision DrawPolicy::decide(const Position& pos, const search::Result& r, bool draw_offered) {
  DrawDecision d;
  if (r.best == MOVE_NONE) return d;  // nothing to play: the GUI sees nobestmove
  if (r.depth >= kResignDepth) recent_scores_.push_back(r.score);
  if (draw_offered && r.score <= kAcceptDrawScore) d.draw = true;
  if (rules::neither_side_can_win(pos)) d.draw = true;
  if (r.score == VALUE_DRAW && r.depth >= kOfferDrawDepth &&
      pos.plies_since_capture() >= kOfferDrawQuietPlies)
    d.draw = true;
  bool mated = r.score <= VALUE_MATED_IN_MAX_PLY;
  bool long_lost = int(recent_scores_.size()) >= kResignMoves;
  for (int i = 0; long_lost && i < kResignMoves; ++i)
    long_lost = recent_scores_[recent_scores_.size() - 1 - i] <= kResignScore;
  if (mated || long_lost) {
    d.resign = true;
    d.draw = false;
  }
  return d;
}

Engine::Engine(std::unique_ptr<SearchBackend> backend, EngineEvents events)
    : backend_(std::move(backend)),
      events_(std::move(events)),
      game_(Position::start(), rules_of(options_)),
      searched_(Position::start()) {
  if (absl::StatusOr<std::shared_ptr<const eval::nnue::Network>> net =
          eval::nnue::embedded_network();
      net.ok())
    network_ = *net;
  backend_->set_hash_mb(options_.hash_mb).IgnoreError();  // the default size: 16 MB
  backend_->set_threads(thread_count(options_.threads));
  backend_->set_rules(rules_of(options_));
  use_evaluator();
}

void Engine::use_evaluator() {
  backend_->set_evaluator(eval::Evaluator::chosen(options_.use_nnue, network_));
}

Engine::~Engine() { abort(); }

absl::StatusOr<rules::Game> Engine::resolve(const PositionSpec& spec) const {
  absl::StatusOr<Position> start = spec.startpos ? Position::start() : Position::from_fen(spec.fen);
  if (!start.ok())
    return absl::InvalidArgumentError(absl::StrCat("bad FEN: ", start.status().message()));
  rules::Game game(*start, rules_of(options_));
  for (size_t i = 0; i < spec.moves.size(); ++i) {
    absl::StatusOr<Move> m = parse_listed_move(game.position(), "moves:", i, spec.moves[i]);
    if (!m.ok()) return m.status();
    game.play(*m).IgnoreError();  // legal: parsed on this position
  }
  return game;
}

absl::Status Engine::change_game(const std::function<absl::Status(rules::Game&)>& change) {
  if (thinking()) return absl::FailedPreconditionError("still thinking; send stop first");
  if (absl::Status changed = change(game_); !changed.ok()) return changed;
  banned_.clear();
  return absl::OkStatus();
}

absl::Status Engine::set_position(const PositionSpec& spec) {
  return change_game([&](rules::Game& game) {
    absl::StatusOr<rules::Game> resolved = resolve(spec);
    if (!resolved.ok()) return resolved.status();
    game = *std::move(resolved);
    return absl::OkStatus();
  });
}

absl::Status Engine::play(Move m) {
  return change_game([m](rules::Game& game) { return game.play(m); });
}

absl::Status Engine::ban_moves(const std::vector<std::string>& texts) {
  if (thinking()) return absl::FailedPreconditionError("still thinking; send stop first");
  std::vector<Move> banned;
  for (size_t i = 0; i < texts.size(); ++i) {
    absl::StatusOr<Move> m = parse_listed_move(position(), "banned", i, texts[i]);
    if (!m.ok()) return m.status();
    if (std::find(banned.begin(), banned.end(), *m) == banned.end()) banned.push_back(*m);
  }
  banned_ = std::move(banned);
  return absl::OkStatus();
}

absl::Status Engine::undo(int plies) {
  return change_game([plies](rules::Game& game) { return game.undo(plies); });
}

absl::Status Engine::set_option(absl::string_view name, absl::string_view value, Dialect dialect) {
  if (option_needs_idle(name) && thinking())
    return absl::FailedPreconditionError(
        absl::StrCat("option ", quote(name), " cannot change while thinking"));
  EngineOptions changed = options_;
  absl::StatusOr<OptionEffect> effect = protocol::set_option(changed, name, value, dialect);
  if (!effect.ok()) return effect.status();
  // What can fail outside the options (a file, memory) is tried before anything changes.
  if (*effect == OptionEffect::kBook && book_loader_) {
    absl::Status loaded = book_loader_(changed.book_files);
    if (!loaded.ok())
      return absl::Status(loaded.code(),
                          absl::StrCat(loaded.message(), "; the previous book stays in use"));
  }
  std::shared_ptr<const eval::nnue::Network> network = network_;
  if (*effect == OptionEffect::kNetwork) {
    absl::StatusOr<std::shared_ptr<const eval::nnue::Network>> loaded =
        changed.eval_file.empty() ? eval::nnue::embedded_network()
                                  : eval::nnue::load_network_file(changed.eval_file);
    // Unlike a missing book (a warning), a network that cannot be loaded is an error.
    if (!loaded.ok())
      return absl::InvalidArgumentError(
          absl::StrCat(loaded.status().message(), "; the previous network stays in use"));
    network = *loaded;
  }
  if (*effect == OptionEffect::kUseNnue && changed.use_nnue && !network)
    return absl::FailedPreconditionError(absl::StrCat(
        option_name("UseNNUE", dialect), ": no network is loaded (this build embeds none): set ",
        option_name("EvalFile", dialect), " first"));
  if (*effect == OptionEffect::kHash) {
    absl::Status resized =
        backend_->set_hash_mb(changed.hash_mb > 0 ? changed.hash_mb : kAutoHashMb);
    if (!resized.ok()) return resized;
  }
  options_ = changed;
  // The game (the verdict the XBoard session claims) and the search take the same rules: the
  // rule set, Sixty Move Rule and Rule60MaxPly.
  if (const rules::Rules rules = rules_of(options_); rules != game_.rules()) {
    game_.set_rules(rules);
    backend_->set_rules(rules);
  }
  switch (*effect) {
    case OptionEffect::kNone:
    case OptionEffect::kBook:
    case OptionEffect::kHash:
      break;
    case OptionEffect::kNetwork:
    case OptionEffect::kUseNnue:
      network_ = std::move(network);
      use_evaluator();
      // The table's stored evaluations came from the evaluation before.
      backend_->clear();
      break;
    case OptionEffect::kThreads:
      backend_->set_threads(thread_count(options_.threads));
      break;
    case OptionEffect::kRules:  // the game and the search took the rules above
      break;
    case OptionEffect::kTunables:
      backend_->set_tunables(options_.tunables);
      break;
    case OptionEffect::kSeed:
      backend_->set_seed(options_.seed ? uint64_t(options_.seed) : std::random_device{}());
      break;
    case OptionEffect::kClearHash:
      backend_->clear();
      break;
    case OptionEffect::kNewGame:
      return new_game();
  }
  return absl::OkStatus();
}

absl::Status Engine::set_level(int level) { return set_option("level", absl::StrCat(level)); }

absl::Status Engine::new_game() {
  if (thinking()) return absl::FailedPreconditionError("still thinking; send stop first");
  backend_->wait();
  backend_->clear();
  draw_policy_.reset();
  return absl::OkStatus();
}

bool Engine::thinking() const {
  std::unique_lock<std::mutex> lock(mutex_);
  reported_.wait(lock, [this] { return answer_ != Answer::kReporting; });
  return answer_ == Answer::kAwaited;
}

absl::StatusOr<search::Limits> Engine::make_limits(const GoParams& p) const {
  search::Limits l;
  Color us = position().side_to_move();
  if (p.depth) l.depth = *p.depth;
  if (p.nodes) l.nodes = *p.nodes;
  if (p.mate) l.mate = *p.mate;
  if (p.movetime) l.movetime = *p.movetime;
  if (p.own_time) l.time[us] = *p.own_time;
  if (p.own_inc) l.inc[us] = *p.own_inc;
  if (p.opp_time) l.time[~us] = *p.opp_time;
  if (p.opp_inc) l.inc[~us] = *p.opp_inc;
  if (p.wtime) l.time[RED] = *p.wtime;
  if (p.btime) l.time[BLACK] = *p.btime;
  if (p.winc) l.inc[RED] = *p.winc;
  if (p.binc) l.inc[BLACK] = *p.binc;
  if (p.movestogo) l.movestogo = *p.movestogo;
  // A clock with no time for the side to move (`go btime 200` with Red to move, `go winc 100
  // binc 100`, `go movestogo 5`) is still a clock: 1 ms left, so the search thinks minimally
  // and answers, as for a clock that has run out, instead of running until a stop.
  if (sends_clock(p) && l.time[us] == 0) l.time[us] = 1;
  l.ponder = p.ponder;
  l.multipv = options_.multipv;
  l.move_overhead = options_.move_overhead_ms;
  l.level = options_.level;
  l.elo = strength_elo(options_);
  for (size_t i = 0; i < p.searchmoves.size(); ++i) {
    absl::StatusOr<Move> m = parse_listed_move(position(), "searchmoves", i, p.searchmoves[i]);
    if (!m.ok()) return m.status();
    l.searchmoves.push_back(*m);
  }
  l.banmoves = banned_;
  // With no limit at all (no clock field either) the search runs until stop, as UCI's plain
  // `go` does; but with no move to search (mated, stalemated, every move banned) there is
  // nothing to run until stop: the answer comes at once (a `go ponder`'s at ponderhit). Only an
  // explicit infinite waits.
  l.infinite = p.infinite || (!(p.depth || l.nodes || l.mate || l.movetime || l.time[us]) &&
                              !search::allowed_root_moves(position(), l).empty());
  return l;
}

absl::Status Engine::go(const GoParams& params) {
  if (thinking()) return absl::FailedPreconditionError("still thinking; send stop first");
  backend_->wait();  // the previous search's thread has fully finished
  absl::StatusOr<search::Limits> limits = make_limits(params);
  if (!limits.ok()) return limits.status();
  searched_ = position();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    answer_ = Answer::kAwaited;
    pondering_ = params.ponder;
    draw_offered_ = params.draw_offered;
    silent_ = false;
  }
  search::Callbacks callbacks;
  // The figures are read off the searched position's phase, fixed for the whole search.
  std::optional<int> wdl_phase;
  if (options_.show_wdl) wdl_phase = eval::phase(searched_);
  callbacks.on_info = [this, wdl_phase](const search::Info& info) {
    if (!events_.on_info) return;
    std::optional<eval::Wdl> wdl;
    if (wdl_phase) wdl = eval::wdl(info.score, *wdl_phase);
    events_.on_info(info, wdl);
  };
  callbacks.on_currmove = [this](int depth, Move m, int n) {
    if (events_.on_currmove) events_.on_currmove(depth, m, n);
  };
  callbacks.on_bestmove = [this](const search::Result& r) { finish(r); };
  // Static evaluation only: the search reports it and answers no move (like any answer, after
  // ponderhit or stop when pondering or infinite).
  if (params.depth && *params.depth == 0) {
    limits->evaluate_only = true;
    backend_->start(searched_, *limits, std::move(callbacks));
    return absl::OkStatus();
  }
  // The book answers ordinary moves (not ponder or analysis) when it knows the position.
  if (options_.use_book && book_probe_ && !params.ponder && !limits->infinite &&
      limits->searchmoves.empty()) {
    std::optional<BookMove> book = book_probe_(searched_, options_);
    if (book && searched_.is_legal(book->move) &&
        std::find(banned_.begin(), banned_.end(), book->move) == banned_.end()) {
      if (events_.on_message) events_.on_message(absl::StrCat("book move: ", book->name));
      search::Result r;
      r.best = book->move;
      r.pv = {book->move};
      finish(r);
      return absl::OkStatus();
    }
  }
  // No move to choose from (mated, or every move banned) is the search's to answer, too.
  backend_->start(searched_, *limits, std::move(callbacks));
  return absl::OkStatus();
}

void Engine::finish(const search::Result& result) {
  bool draw_offered;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (answer_ != Answer::kAwaited) return;
    if (silent_) {
      answer_ = Answer::kNone;
      return;
    }
    draw_offered = draw_offered_;
    answer_ = Answer::kReporting;
  }
  // The answer goes out before thinking() turns false, so a racing `stop` cannot answer first
  // and a GUI's next command (sent on reading it) never finds the engine still thinking.
  report(result, draw_offered);
  std::lock_guard<std::mutex> lock(mutex_);
  answer_ = Answer::kNone;
  reported_.notify_all();
}

void Engine::report(const search::Result& result, bool draw_offered) {
  // A level's move that is not the first line's: the GUI is told why.
  if (result.passed_over != MOVE_NONE && events_.on_message)
    events_.on_message(absl::StrCat("the level plays ", to_ucci(result.best),
                                    ", a near-best move, instead of the first line's ",
                                    to_ucci(result.passed_over)));
  BestMove answer{result, draw_policy_.decide(searched_, result, draw_offered)};
  if (events_.on_bestmove) events_.on_bestmove(answer);
}

bool Engine::stop() {
  {
    std::unique_lock<std::mutex> lock(mutex_);
    reported_.wait(lock, [this] { return answer_ != Answer::kReporting; });
    if (answer_ == Answer::kNone) return false;
    pondering_ = false;
  }
  backend_->stop();  // a held answer is released, a running search ends with its best so far
  backend_->wait();  // on_bestmove has run: the answer is out before the next command
  return true;
}

absl::Status Engine::ponderhit(bool draw_offered) {
  {
    std::unique_lock<std::mutex> lock(mutex_);
    reported_.wait(lock, [this] { return answer_ != Answer::kReporting; });
    if (answer_ == Answer::kNone || !pondering_)
      return absl::FailedPreconditionError("not pondering");
    pondering_ = false;
    draw_offered_ = draw_offered_ || draw_offered;
  }
  backend_->ponderhit();  // the search's clock starts now; a held answer (not infinite) goes out
  return absl::OkStatus();
}

void Engine::abort() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (answer_ == Answer::kNone) return;
    silent_ = true;
    pondering_ = false;
  }
  backend_->stop();
  backend_->wait();
  std::lock_guard<std::mutex> lock(mutex_);
  answer_ = Answer::kNone;
  silent_ = false;
}

void Engine::finish_or_stop() {
  // Nobody will send `stop` any more: a search to depth 30 or 2e7 nodes must not run on for
  // minutes. Its best move so far is still printed.
  stop();
}

absl::StatusOr<search::Searcher::Probe> Engine::probe(const PositionSpec* spec) const {
  if (thinking()) return absl::FailedPreconditionError("still thinking; send stop first");
  if (!spec) return backend_->probe(position());
  absl::StatusOr<rules::Game> game = resolve(*spec);
  if (!game.ok()) return game.status();
  return backend_->probe(game->position());
}

absl::StatusOr<uint64_t> Engine::bench(int depth, std::function<void(const std::string&)> out,
                                       search::BenchStop* stop) {
  if (thinking()) return absl::FailedPreconditionError("still thinking; send stop first");
  backend_->wait();
  return backend_->bench(depth, std::move(out), stop);
}

}  // namespace cotuong::protocol
