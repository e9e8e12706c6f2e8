// The engine facade: the game (rules::Game: start + moves, so history, takebacks and the verdict
// are exact), the options, and the search, reporting back through callbacks. It knows no protocol
// text; the session (protocol_session.h) turns commands into calls here and results into lines.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "core/position.h"
#include "eval/evaluator.h"
#include "eval/wdl.h"
#include "protocol/options.h"
#include "protocol/parser.h"
#include "rules/game.h"
#include "rules/rule_set.h"
#include "search/bench.h"
#include "search/search.h"

namespace cotuong::protocol {

// The engine's view of the search (search::Searcher and the bench), as an interface so that
// tests and the fuzzer can drive the protocol with a small fake; make_search_backend() is the
// real one, which hands each call to the Searcher.
class SearchBackend {
 public:
  virtual ~SearchBackend() = default;
  // Idle-only settings, as in search::Searcher. set_hash_mb fails (ResourceExhausted) when the
  // table does not fit in memory, and then keeps the old one.
  virtual absl::Status set_hash_mb(int mb) = 0;
  virtual void set_threads(int n) = 0;
  virtual void set_rules(const rules::Rules& rules) = 0;
  // The evaluation of the following searches and benches (search::Searcher::set_evaluator).
  virtual void set_evaluator(eval::Evaluator evaluator) = 0;
  // The evaluation set (its one holder on the protocol's path: the engine's `eval` asks here).
  virtual const eval::Evaluator& evaluator() const = 0;
  // Restarts the levels' random choices from `seed` (search::Searcher::set_seed).
  virtual void set_seed(uint64_t seed) = 0;
  // A tuning build's search constants (search::Searcher::set_tunables); others ignore them.
  virtual void set_tunables(const search::Tunables& tunables) {}
  virtual void clear() = 0;
  // Starts a search (at limits.level) on a background thread; callbacks.on_bestmove is called
  // exactly once, as search::Searcher::start does: when limits.ponder or limits.infinite, only
  // after ponderhit() (not infinite) or stop(), even when the search is done or there is no move
  // to search.
  virtual void start(const Position& pos, const search::Limits& limits,
                     search::Callbacks callbacks) = 0;
  // Thread-safe, any time.
  virtual void stop() = 0;
  virtual void ponderhit() = 0;
  // Blocks until the current search (if any) has ended and on_bestmove has returned.
  virtual void wait() = 0;
  // Returns the hash table's entry for pos (UCCI `probe`).
  virtual search::Searcher::Probe probe(const Position& pos) const = 0;
  // Runs the deterministic bench at `depth` (0 = its default) with the evaluation and tunables
  // set, and returns the total nodes; `stop` (may be null) ends it early (search::bench).
  virtual uint64_t bench(int depth, std::function<void(const std::string&)> out,
                         search::BenchStop* stop) = 0;
};

// Returns the real search: a search::Searcher (never null).
std::unique_ptr<SearchBackend> make_search_backend();

// When to offer or accept a draw, and when to resign (UCCI `bestmove m draw|resign`).
// Accept an offered draw when the search score is at most this (dead equal or worse).
constexpr Value kAcceptDrawScore = 10;
// Resign when the score stayed at or below this for kResignMoves searches in a row, each at
// least kResignDepth deep, or when the search proved a forced mate against us.
constexpr Value kResignScore = -1500;
constexpr int kResignMoves = 3;
constexpr int kResignDepth = 6;
// Offer a draw when the search proves a draw score (exactly 0) this deep, this long after the
// last capture, or when neither side has an attacking piece left.
constexpr int kOfferDrawDepth = 10;
constexpr int kOfferDrawQuietPlies = 40;

struct DrawDecision {
  bool draw = false;    // offer a draw, or accept the opponent's offer
  bool resign = false;  // give up
};

// The game-long memory the decisions need. Invariant: recent_scores holds this game's searches'
// scores, newest last (cleared on a new game).
class DrawPolicy {
 public:
  // Returns the decision for the search result r in pos (the searched position).
  DrawDecision decide(const Position& pos, const search::Result& r, bool draw_offered);
  // Forgets the game (new game).
  void reset() { recent_scores_.clear(); }

 private:
  std::vector<Value> recent_scores_;
};

// The final answer of one `go`, with the draw/resign decision.
struct BestMove {
  search::Result result;  // result.best == MOVE_NONE: no move (no legal move, or `go depth 0`)
  DrawDecision decision;
};

// How the engine reports; every callback may be called from the search thread.
struct EngineEvents {
  // Each search report, with its win/draw/loss figures when UCI_ShowWDL was on at go() (by the
  // searched position's phase, eval/wdl.h).
  std::function<void(const search::Info&, const std::optional<eval::Wdl>& wdl)> on_info;
  std::function<void(int depth, Move move, int number)> on_currmove;
  std::function<void(const BestMove&)> on_bestmove;    // exactly once per successful go()
  std::function<void(const std::string&)> on_message;  // informational text (book moves ...)
};

// A book move offered by the book module's hook, with the opening's name for the GUI.
struct BookMove {
  Move move = MOVE_NONE;
  std::string name;
};
// The book module's entry point: returns a book move for pos, if any (options say which book).
using BookProbe =
    std::function<std::optional<BookMove>(const Position& pos, const EngineOptions& options)>;

// The book module's loader: makes the ';'-separated `files` the engine's books, or returns why
// one cannot be used (NotFound / PermissionDenied: missing or unreadable; InvalidArgument: not a
// book) and keeps the previous books.
using BookLoader = std::function<absl::Status(const std::string& files)>;

class Engine;
// Called on every engine a protocol session creates, before its first command: where main
// installs the modules the engine plays with beyond the search (the book: engine_hooks.h).
using EngineSetup = std::function<void(Engine& engine)>;

class Engine {
 public:
  // The backend must not be null (tests give a fake, the program search::Searcher's).
  Engine(std::unique_ptr<SearchBackend> backend, EngineEvents events);
  ~Engine();  // stops any search silently and waits for it
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Returns the game a spec names (under the Rules option), every move checked; the engine is
  // not changed.
  absl::StatusOr<rules::Game> resolve(const PositionSpec& spec) const;
  // Sets the game to the spec's (and clears banned moves); unchanged on error.
  absl::Status set_position(const PositionSpec& spec);
  // Plays a legal move in the game (and clears banned moves); unchanged on error.
  absl::Status play(Move m);
  // Forbids these moves at the root of the next searches until the game changes.
  absl::Status ban_moves(const std::vector<std::string>& moves);
  // Takes back the last `plies` moves of the game; unchanged on error.
  absl::Status undo(int plies);
  // The current game, judged under the Rules option. Only changed by the calls above and by
  // options (from the I/O thread), never while thinking.
  const rules::Game& game() const { return game_; }
  const Position& position() const { return game_.position(); }

  // Sets an option by any dialect's name, in the range `dialect` announces; errors leave
  // everything unchanged (a book that cannot be loaded, a hash table that does not fit).
  absl::Status set_option(absl::string_view name, absl::string_view value,
                          Dialect dialect = Dialect::kUcci);
  const EngineOptions& options() const { return options_; }
  // Level (1-5) and book settings, for the level and book modules.
  int level() const { return options_.level; }
  absl::Status set_level(int level);
  bool use_book() const { return options_.use_book; }
  const std::string& book_files() const { return options_.book_files; }
  void set_book_probe(BookProbe probe) { book_probe_ = std::move(probe); }
  void set_book_loader(BookLoader loader) { book_loader_ = std::move(loader); }
  // Starts a new game: clears the hash, the histories and the draw/resign memory.
  absl::Status new_game();

  // Starts thinking on the current position; the answer comes through on_bestmove.
  absl::Status go(const GoParams& params);
  // Ends the search; returns false when there was none. on_bestmove has run when this returns.
  bool stop();
  // The ponder move was played (draw: with a draw offer); errors when not pondering.
  absl::Status ponderhit(bool draw_offered);
  // Stops any search without reporting its answer, and waits for it.
  void abort();
  // At the end of input: stops any search at once; its answer is printed.
  void finish_or_stop();
  // Returns whether a go() has not yet been answered.
  bool thinking() const;

  // Returns the hash entry for a position (the current one when spec is null).
  absl::StatusOr<search::Searcher::Probe> probe(const PositionSpec* spec) const;
  // Returns the static evaluation / its report of the current position, by the evaluation the
  // search uses (EvalFile, UseNNUE).
  Value evaluate() const { return backend_->evaluator().evaluate(position()); }
  std::vector<std::string> eval_report() const { return backend_->evaluator().report(position()); }
  // Runs the bench (idle only) and returns its total nodes; `stop` (may be null) ends it early.
  absl::StatusOr<uint64_t> bench(int depth, std::function<void(const std::string&)> out,
                                 search::BenchStop* stop = nullptr);

 private:
  // Returns the limits for params on the current position, or an error (bad searchmoves).
  absl::StatusOr<search::Limits> make_limits(const GoParams& params) const;
  // Returns the status of `change` to the game (refused while thinking, the game unchanged on
  // error); a changed game has no banned moves.
  absl::Status change_game(const std::function<absl::Status(rules::Game&)>& change);
  // Makes the evaluation the options name (the loaded network when UseNNUE is on, else the
  // hand-written evaluation) the search's.
  void use_evaluator();
  // Called on the search thread when the backend's search ends.
  void finish(const search::Result& result);
  // Delivers a final answer (the mutex must not be held).
  void report(const search::Result& result, bool draw_offered);

  // Where the answer of the go in flight stands.
  enum class Answer {
    kNone,       // no go, or answered
    kAwaited,    // go() not answered yet: the engine is thinking
    kReporting,  // the search thread is delivering it; thinking() waits for it to be out
  };

  std::unique_ptr<SearchBackend> backend_;
  EngineEvents events_;
  EngineOptions options_;
  BookProbe book_probe_;
  BookLoader book_loader_;
  DrawPolicy draw_policy_;
  // The network EvalFile loaded (the embedded one at first, if the build has one), kept while
  // UseNNUE is off (the evaluation in use is the backend's). Invariant: options_.use_nnue
  // implies network_.
  std::shared_ptr<const eval::nnue::Network> network_;

  // The game. Invariant: banned_ are legal in game_.position(); game_.rules() ==
  // rules_of(options_).
  rules::Game game_;
  std::vector<Move> banned_;

  // The search in flight. Invariant: searched_ stays untouched while the backend may read it.
  // A ponder or infinite search's answer is held by the search itself (search::Searcher, at
  // every level) until ponderhit or stop: the engine never holds one.
  Position searched_;
  mutable std::mutex mutex_;  // guards the fields below
  Answer answer_ = Answer::kNone;
  bool pondering_ = false;  // go ponder, no ponderhit or stop yet (for "not pondering")
  bool draw_offered_ = false;
  bool silent_ = false;                       // abort(): drop the answer
  mutable std::condition_variable reported_;  // signalled when answer_ leaves kReporting
};

}  // namespace cotuong::protocol
