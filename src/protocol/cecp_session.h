// One XBoard/CECP session: line in → cecp_parser → the engine facade (engine.h) → CECP lines out.
// CECP lets the engine decide when to move, so the session plays the moves into the engine's
// game (rules::Game), and keeps which side the engine plays (or none: force mode), the clocks,
// and whether it is thinking on its move, pondering on the opponent's time, or analysing. Game
// ends are the game's verdict under the `Rules` option, announced as `1-0 {reason}`.
//
// Threads: handle_line runs on the I/O thread; the search reports its move on its own thread,
// where the answer is only queued; a worker thread (or the next handle_line, whichever comes
// first) plays it into the game, prints `move …` and starts pondering. Both hold state_mutex_.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "protocol/cecp_parser.h"
#include "protocol/engine.h"
#include "rules/arbiter.h"

namespace cotuong::protocol::cecp {

class CecpSession {
 public:
  // Receives one output line (without newline); must write and flush it.
  using Writer = std::function<void(const std::string& line)>;

  CecpSession(std::unique_ptr<SearchBackend> backend, Writer writer);
  ~CecpSession();
  CecpSession(const CecpSession&) = delete;
  CecpSession& operator=(const CecpSession&) = delete;

  // Handles one input line; returns false once `quit` was handled.
  bool handle_line(absl::string_view line);
  // Handles the end of input: lets a move search answer, stops pondering or analysis.
  void end_of_input();

  Engine& engine() { return *engine_; }

 private:
  // What the engine's search is doing. Invariant: kNone exactly when no go() is unanswered.
  enum class Search { kNone, kMove, kPonder, kAnalyze };

  // Prints one line under the output mutex.
  void emit(const std::string& line);
  // Carries out one parsed command (state_mutex_ held); returns false for quit.
  bool execute(const Command& command, absl::string_view line);
  // Plays the queued answers of finished move searches into the game (state_mutex_ held).
  void apply_answers(bool may_ponder);
  // Plays one engine move (or resignation) into the game, announces it, answers the pings that
  // waited for it, and starts pondering when may_ponder.
  void apply_answer(const BestMove& answer, bool may_ponder);
  // Plays the answer into the game and prints it (move, resign, draw offer, the game's end).
  void announce(const BestMove& answer);
  // Prints the pongs held while the engine thought on its move.
  void send_pongs();
  // The worker thread's loop: waits for answers and applies them.
  void worker_loop();

  // Ends any search without an answer; a ponder search's guessed move leaves the game again.
  void stop_search();
  // Returns the verdict on the game (the engine's, without a guessed move while pondering).
  rules::Verdict verdict() const;
  // Returns whether the engine announces this finished game. Against an engine XBoard checks
  // every win claim itself and forfeits a claimer it cannot confirm (it confirms mates, not the
  // perpetual rules, which it applies itself later), so there the engine claims only draws,
  // mates and its own losses; against a person it claims every result.
  bool claims(const rules::Verdict& verdict) const;
  // After the game changed: judges it, announces a finished game when the engine plays, and
  // starts whatever search the mode calls for.
  void game_changed();
  // Starts thinking on the engine's move / analysing the game / pondering on `guess`.
  void start_move_search();
  void start_analysis();
  void start_ponder();
  // After XBoard set up the position (setboard, undo): judges it, restarts analysis; the engine
  // does not start thinking on a set-up position (CECP: XBoard sends `go` for that).
  void position_set_up();
  // Returns the `stat01: …` line for `.` in analysis.
  std::string stat_line();
  // Returns the clock limits of a move search.
  GoParams move_params() const;
  // Handles a move from XBoard.
  void user_move(const std::string& move);

  Writer writer_;
  std::mutex output_mutex_;
  std::mutex state_mutex_;  // the fields below; held while a line or an answer is handled

  // The game is the engine's (engine_->game()); while pondering it holds the guessed move too.
  bool game_over_ = false;  // the verdict ended the game (or XBoard sent `result`)
  // Modes. Invariant: in force mode the engine plays neither side.
  bool force_ = false;
  Color engine_color_ = BLACK;
  bool opponent_is_computer_ = false;  // `computer` since `new`
  bool ponder_ = false;                // `hard`
  std::atomic<bool> post_{false};      // thinking output (read by the search thread too)
  std::atomic<bool> analyzing_{false};
  bool draw_offered_ = false;  // the opponent offered a draw since our last move
  Search search_ = Search::kNone;
  std::string ponder_move_;  // the guessed move while search_ == kPonder (played in the game)
  std::string hint_;         // the expected reply after the engine's last move
  std::vector<std::string> pongs_;  // pongs held until the move searched now is out
  std::chrono::steady_clock::time_point search_start_;
  // Clocks. Negative: not sent.
  int moves_per_session_ = 0;
  int64_t base_ms_ = -1, inc_ms_ = 0, seconds_per_move_ms_ = 0;
  int depth_limit_ = 0;
  int64_t time_ms_ = -1, otim_ms_ = -1;

  // Answers of finished searches, from the search thread. Guarded by answers_mutex_.
  std::mutex answers_mutex_;
  std::condition_variable answers_cv_;
  std::deque<BestMove> answers_;
  bool closing_ = false;
  std::optional<search::Info> last_info_;  // guarded by answers_mutex_

  std::unique_ptr<Engine> engine_;
  std::thread worker_;  // last: started when everything else exists
};

}  // namespace cotuong::protocol::cecp
