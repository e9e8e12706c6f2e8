// One protocol session: reads a line, parses it, calls the engine facade, prints the answer.
// Output lines go through one writer under one mutex, so the search thread's info and bestmove
// lines never interleave with the I/O thread's answers.
//
// A `go` from the line read to `bestmove`, in eight stops (a source with its header; loop.cpp
// only chose the dialect from the first line; src/protocol/README.md says what each file holds):
//   1. protocol_session.{h,cpp} run_session() reads `go depth 5`; handle_line()
//   2. parser.{h,cpp}        parse_command(): a GoCmd (its GoParams, times in ms)
//      protocol_session.cpp  execute(): Engine::go()
//   3. engine.{h,cpp}        Engine::go(): make_limits() turns GoParams into search::Limits, the
//                            book is asked (engine_hooks.cpp: the one side trip), then the
//                            SearchBackend starts search::Searcher
//   4. options.{h,cpp}       the option values the limits take (EngineOptions, strength_elo())
//   5. search/search.{h,cpp} Searcher::start() (search.h also declares Limits, Info, Result and
//                            Callbacks; allowed_root_moves() is search.cpp's), then the search
//                            thread
//   6. search/levels.{h,cpp} level_limits(): a level's limits (full strength: the caller's)
//   7. search/timeman.{h,cpp} TimeManager::init(): how long this move may take
//   8. search/worker.h, iterate.cpp, worker.cpp  Worker::iterate(): iterative deepening over
//                            Worker::search(); each finished depth's Info goes to on_info
//   back: search.cpp on_bestmove -> Engine::finish() (the DrawPolicy) -> EngineEvents ->
//         protocol_session.cpp bestmove_line() -> the writer: `bestmove ...`
#pragma once

#include <atomic>
#include <functional>
#include <istream>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
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

// Runs a Session of the real search (this ProtocolSession, or CECP's cecp::CecpSession, which
// has the same face) on in/out: its engine goes through `setup` (may be empty), then `first_line`
// and each line read are handled until `quit` or the end of input; each line out is written to
// out and flushed. Returns the exit code.
template <typename Session>
int run_session(std::istream& in, std::ostream& out, const EngineSetup& setup,
                const std::string& first_line) {
  Session session(make_search_backend(), [&out](const std::string& line) {
    out << line << '\n';
    out.flush();
  });
  if (setup) setup(session.engine());
  if (!session.handle_line(first_line)) return 0;
  std::string line;
  while (std::getline(in, line))
    if (!session.handle_line(line)) return 0;
  session.end_of_input();
  return 0;
}

}  // namespace cotuong::protocol
