// One page's game with the engine: what the page shows (the board, the moves in three
// notations, the verdict, the clocks, the analysis, the review of the game) and what it may do
// (move, take back, new game, set-up, load, analysis on/off, review). Each session owns one
// engine (play::EngineReply) and one engine thread, which plays the engine's moves (one call:
// EngineReply::start), analyses and reviews; the thread ends with the session (close(), when the
// page goes away). The game and its settings are a play::PersonGame's, read from it alone.
//
// Every request either applies wholly or changes nothing and says why. The state the page
// polls carries a version number that grows with every change.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "analysis/review.h"
#include "messages/catalogue.h"
#include "nlohmann/json.hpp"
#include "play/engine_reply.h"
#include "play/person_game.h"
#include "play/win_record.h"
#include "rules/arbiter.h"
#include "rules/game_clock.h"
#include "rules/rule_set.h"
#include "search/search.h"

namespace cotuong::serve {

using Json = nlohmann::json;
// The page's clock is the rules' game clock (rules/game_clock.h), the one every front plays on.
using rules::ClockPreset;
using rules::GameClock;
using rules::SteadyTime;

// The most analysis lines (MultiPV) a page may ask for.
inline constexpr int kMaxMultiPv = 5;

// The most moves (plies) a loaded game may have: real games have a few hundred, and each move
// costs the session memory and every answer time.
inline constexpr size_t kMaxLoadedMoves = 2000;

// What every session of a server shares.
struct PageSessionConfig {
  uint64_t seed = 0;                  // the engine's random choices (0: from the system)
  std::filesystem::path wins_path;    // the player's record (play::default_wins_path())
  std::mutex* wins_mutex = nullptr;   // serialises the record's file between sessions
  int64_t master_movetime_ms = 3000;  // level 5's think per move in an untimed game
  int review_depth = 10;              // the review's search depth per position (analyze's)
  int64_t publish_interval_ms = 200;  // analysis lines reach the page at most this often
  std::function<SteadyTime()> now = [] { return std::chrono::steady_clock::now(); };
};

class PageSession {
 public:
  using Reply = absl::StatusOr<Json>;

  explicit PageSession(PageSessionConfig config);
  ~PageSession();
  PageSession(const PageSession&) = delete;
  PageSession& operator=(const PageSession&) = delete;

  // Each returns the state after the change, or why nothing changed.
  // A new game with `settings` (mode, side, level, clock, rules: parse_game_settings), from the
  // start or a set-up's FEN.
  Reply new_game(const play::PersonGameSettings& settings, const std::optional<std::string>& fen);
  Reply move(absl::string_view text);  // any notation: "h2e2", "P2-5", "C2.5", "炮二平五"
  Reply take_back();
  Reply load_pgn(absl::string_view bytes);  // UTF-8 or GBK PGN text; the first game
  Reply set_analysis(bool on, int multipv);
  Reply start_review();

  // Returns the game's PGN text (Vietnamese notation), with the clock's tag and any time verdict.
  std::string pgn() const;
  // Returns the reviewed game's annotated PGN, or an error while there is no review.
  absl::StatusOr<std::string> review_pgn() const;
  // Returns the state the page draws. The move list is left out when its key ("moves_key") is
  // `known_moves`, the list the page already holds: in a long game it is most of the state, and
  // a poll needs it only when it changed (0: always sent).
  Json state(uint64_t known_moves = 0) const;
  // Sets the language of the state's texts (its notes and messages): the page's, which each of
  // its requests names (Vietnamese until one does). The errors carry their messages
  // (page_error.h) and are worded by the API.
  void set_lang(messages::Lang lang);
  // Returns the state once its version exceeds `after`, or after `timeout`, or at once when the
  // session closes or a newer wait for it begins; the move list as state() sends it.
  Json wait_for_change(uint64_t after, std::chrono::milliseconds timeout, uint64_t known_moves = 0);
  // Housekeeping (a few times a second): flags that fell, analysis lines not yet published.
  void tick();
  // Ends the session: stops the engine and joins its thread. Idempotent.
  void close();
  bool closed() const;
  // Returns whether the engine is searching (a move, an analysis or a review).
  bool searching() const;

 private:
  enum class Job { kNone, kEngineMove, kAnalysis, kReview };
  struct AnalysisLine {
    int depth = 0;
    Value score = 0;  // Red's point of view
    std::vector<Move> pv;
  };
  struct ReviewState {
    bool running = false;
    int done = 0, total = 0;
    std::optional<analysis::GameReview> review;
    std::string svg, annotated_pgn;
  };

  SteadyTime now() const { return config_.now(); }
  bool over_locked() const;
  rules::Verdict verdict_locked() const;
  bool engine_to_move_locked() const;
  bool analysis_allowed_locked() const;
  // The game changed: stale engine work is stopped and discarded, the page is told.
  void game_changed_locked();
  void bump_locked();
  // After a move: the end of the game, the record.
  void after_move_locked();
  // Ends the game on time when the running side's flag has fallen at t.
  void check_flag_locked(SteadyTime t);
  // Counts a finished game against the engine in the player's record (once per game).
  void count_result_locked();
  void reload_record_locked();
  std::filesystem::path wins_path() const;
  // Returns OK when a takeback is allowed now, or why there is none (in the page's words).
  absl::Status takeback_refusal_locked() const;
  Job next_job_locked() const;
  void engine_thread();
  void run_engine_move(std::unique_lock<std::mutex>& lock);
  void run_analysis(std::unique_lock<std::mutex>& lock);
  void run_review(std::unique_lock<std::mutex>& lock);
  void reset_game_locked(const play::PersonGameSettings& settings, const Position& start);
  notation::GameRecord record_locked() const;
  Json state_locked(uint64_t known_moves = 0) const;
  // Returns the key of the move list the state shows (its moves and review marks): another list,
  // another key; never 0, and within JavaScript's exact integers.
  uint64_t moves_key_locked() const;

  const PageSessionConfig config_;
  // The engine: its moves (the book, then the level's search, asked for once), and the searcher
  // of the analysis and the review. One search at a time, started by the engine thread.
  play::EngineReply engine_;

  mutable std::mutex mutex_;
  std::condition_variable changed_;  // version_ grew, the session closed, or a newer wait began
  std::condition_variable work_;     // the engine thread has something to do
  // Everything below is guarded by mutex_.
  uint64_t version_ = 1;
  uint64_t generation_ = 0;  // grows with every change of the game; engine work is for one
  uint64_t waits_ = 0;       // long polls begun (a newer one releases the older)
  bool closing_ = false;
  // The game, its settings, clock, takebacks and record (play/person_game.h).
  play::PersonGame game_;
  std::string game_date_;                           // the PGN Date of this game
  uint64_t engine_failed_generation_ = UINT64_MAX;  // the engine found no move in this game
  play::WinTable record_{};   // the player's record per level, as last read or written
  std::string record_error_;  // why the record cannot be read, if it cannot
  bool clear_tables_ = true;  // the engine starts the next search with empty tables
  std::optional<messages::Message> message_;      // the last thing done, for the page
  std::optional<messages::Message> record_note_;  // the record after a counted game
  messages::Lang lang_ = messages::kDefaultLang;  // the page's: the state's texts
  Job running_ = Job::kNone;
  // Analysis: on/off, lines of the position of analysed_generation_.
  bool analysis_on_ = false;
  int multipv_ = 1;
  uint64_t analysed_generation_ = UINT64_MAX;
  std::vector<AnalysisLine> lines_;
  bool lines_unpublished_ = false;
  SteadyTime last_publish_{};
  // Review: requested for the game of review_generation_.
  bool review_requested_ = false;
  uint64_t review_generation_ = UINT64_MAX;
  ReviewState review_;
  std::atomic<bool> review_cancel_{false};

  std::mutex join_mutex_;  // one close() joins the thread
  std::thread thread_;     // the engine thread (last member: starts when the rest is ready)
};

// Returns "red" or "black", the page's words for the colours.
const char* side_word(Color c);

// Returns a line of moves from pos in UCCI and the page's three notations, {ucci, vn, wxf, zh}
// (stopping at a move that is not legal in turn, which a search's line never has).
Json line_json(Position pos, const std::vector<Move>& line);

// Returns the settings of the new game a request names (mode "engine" | "two", human, level,
// clock, rules), each field optional over `base`, or an error naming the bad field.
absl::StatusOr<play::PersonGameSettings> parse_game_settings(const Json& request,
                                                             const play::PersonGameSettings& base);

}  // namespace cotuong::serve
