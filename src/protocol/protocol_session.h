// One protocol session: reads a line, parses it, calls the engine facade, prints the answer.
// Output lines go through one writer under one mutex, so the search thread's info and bestmove
// lines never interleave with the I/O thread's answers.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "absl/strings/string_view.h"
#include "protocol/engine.h"
#include "protocol/parser.h"
#include "search/bench.h"

namespace cotuong::protocol {

// Limits that keep a session responsive where a blocking command could take too long (fuzzing).
struct SessionLimits {
  int max_perft_depth = kMaxPerftDepth;
  int max_bench_depth = search::kMaxBenchDepth;
};

class ProtocolSession {
 public:
  // Receives one output line (without newline); must write and flush it.
  using Writer = std::function<void(const std::string& line)>;

  ProtocolSession(std::unique_ptr<SearchBackend> backend, Writer writer, SessionLimits config = {});
  ~ProtocolSession();

  // Handles one input line; returns false once `quit` was handled.
  bool handle_line(absl::string_view line);
  // Handles the end of input: stops any search (its answer is printed) or perft, lets a bench
  // finish (its figures are the point of it), and waits.
  void end_of_input();

  Engine& engine() { return *engine_; }
  // Returns the dialect chosen by `ucci`/`uci` (UCCI until then).
  Dialect dialect() const { return dialect_.load(); }

 private:
  // Prints one line under the output mutex.
  void emit(const std::string& line);
  // Prints an error line in the dialect's form.
  void emit_error(absl::string_view message);
  // Prints the error of a rejected `position` line, saying that the previous position stays.
  void emit_position_error(absl::string_view message);
  // Carries out one parsed command; returns false for quit.
  bool execute(const Command& command);
  void handshake(Dialect dialect);
  // Returns whether a perft or bench (`what`) of this depth is refused, having said why: over
  // max_depth, or a search still running.
  bool refuse_job(absl::string_view what, int depth, int max_depth);
  // Starts counting perft / running the bench on the job thread, so that stop, isready and quit
  // are answered.
  void perft(int depth);
  void bench(int depth);
  // Runs `job` on the job thread (none running, the last one joined); `name` says what it does.
  // The job prints through `say`.
  void start_job(const char* name, std::function<void(const Writer& say)> job);
  // Stops a running perft or bench (unless only_perft) and waits for it; returns whether one was
  // running.
  bool stop_job(bool only_perft = false);
  // A `go` that could not be carried out still gets a move (a depth 1 search), in both dialects:
  // a GUI waits for its answer forever. As `asked` was infinite or ponder, the move waits for stop
  // or ponderhit; asked both (which contradict each other), it waits for neither.
  void go_anyway(absl::string_view why, const GoParams& asked);

  Writer writer_;
  SessionLimits config_;
  std::mutex output_mutex_;
  std::atomic<Dialect> dialect_{Dialect::kUcci};
  // The job thread: a perft count or a bench, one at a time; the fields below it are set by the
  // I/O thread before the job starts.
  std::thread job_thread_;                // joinable from a job's start until its join
  std::atomic<bool> job_running_{false};  // the job thread has not finished
  const char* job_name_ = "";             // "counting perft" / "running the bench"
  std::atomic<bool> perft_stop_{false};
  std::unique_ptr<search::BenchStop> bench_stop_;  // the bench's, while one runs
  std::unique_ptr<Engine> engine_;  // last: destroyed first, while the writer still exists
};

}  // namespace cotuong::protocol
