#include "protocol/protocol_session.h"

#include <chrono>
#include <type_traits>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/perft.h"
#include "protocol/engine_name.h"
#include "protocol/format.h"
#include "search/bench.h"

namespace cotuong::protocol {

namespace {

constexpr const char* kEngineAuthor = "the cotuong developers";

}  // namespace

ProtocolSession::ProtocolSession(std::unique_ptr<SearchBackend> backend, Writer writer,
                                 SessionLimits config)
    : writer_(std::move(writer)), config_(config) {
  EngineEvents events;
  events.on_info = [this](const search::Info& info, const std::optional<eval::Wdl>& wdl) {
    for (const std::string& line : info_lines(dialect(), info, wdl)) emit(line);
  };
  events.on_currmove = [this](int depth, Move m, int n) {
    emit(currmove_line(dialect(), depth, m, n));
  };
  events.on_bestmove = [this](const BestMove& answer) { emit(bestmove_line(dialect(), answer)); };
  events.on_message = [this](const std::string& text) { emit(message_line(dialect(), text)); };
  engine_ = std::make_unique<Engine>(std::move(backend), std::move(events));
}

ProtocolSession::~ProtocolSession() {
  stop_job();
  engine_.reset();
}

void ProtocolSession::emit(const std::string& line) {
  std::lock_guard<std::mutex> lock(output_mutex_);
  writer_(line);
}

void ProtocolSession::emit_error(absl::string_view message) {
  emit(error_line(dialect(), message));
}

void ProtocolSession::emit_position_error(absl::string_view message) {
  // The GUI's next `go` searches the old position unless it is told.
  emit_error(absl::StrCat(message, "; the previous position stays, and a go searches it"));
}

bool ProtocolSession::handle_line(absl::string_view line) {
  ParseContext context{dialect(), engine_->options().usemillisec};
  absl::StatusOr<Command> command = parse_command(line, context);
  if (!command.ok()) {
    std::vector<absl::string_view> words =
        absl::StrSplit(line, absl::ByAnyChar(" \t\r\n"), absl::SkipEmpty());
    bool go = !words.empty() && absl::EqualsIgnoreCase(words[0], "go") &&
              !(words.size() > 1 && absl::EqualsIgnoreCase(words[1], "perft"));
    if (go && !engine_->thinking() && !job_running_) {
      // What the GUI will wait for: a stop (infinite) or a ponderhit (ponder).
      GoParams asked;
      for (absl::string_view w : words) {
        asked.infinite = asked.infinite || w == "infinite";
        asked.ponder = asked.ponder || w == "ponder";
      }
      go_anyway(command.status().message(), asked);
    } else if (!words.empty() && absl::EqualsIgnoreCase(words[0], "position")) {
      emit_position_error(command.status().message());
    } else {
      emit_error(command.status().message());
    }
    return true;
  }
  if (job_running_) {
    // Like a search: isready is answered, stop and quit end the job, the rest must wait.
    if (std::holds_alternative<StopCmd>(*command)) {
      stop_job();
      return true;
    }
    if (std::holds_alternative<QuitCmd>(*command)) stop_job();
    if (!std::holds_alternative<IsReadyCmd>(*command) &&
        !std::holds_alternative<QuitCmd>(*command)) {
      emit_error(absl::StrCat("still ", job_name_, "; send stop first"));
      return true;
    }
  }
  return execute(*command);
}

void ProtocolSession::go_anyway(absl::string_view why, const GoParams& asked) {
  emit_error(absl::StrCat(why, "; searching to depth 1 instead"));
  GoParams params;
  params.depth = 1;
  // The answer still waits for the stop or ponderhit the GUI will send; a `go infinite ponder`
  // cannot say which, and a wait for a stop that `ponderhit` cannot end (or the other way
  // round) would hang the GUI: it is answered at once, like any other malformed `go`.
  params.infinite = asked.infinite && !asked.ponder;
  params.ponder = asked.ponder && !asked.infinite;
  if (absl::Status st = engine_->go(params); !st.ok())
    emit_error(absl::StrCat("go: ", st.message()));
}

void ProtocolSession::end_of_input() {
  stop_job(/*only_perft=*/true);
  if (!engine_->thinking()) return;
  engine_->finish_or_stop();
}

bool ProtocolSession::stop_job(bool only_perft) {
  bool was_running = job_running_;
  perft_stop_ = true;
  if (bench_stop_ && !only_perft) bench_stop_->stop();
  if (job_thread_.joinable()) job_thread_.join();
  bench_stop_.reset();
  return was_running;
}

void ProtocolSession::start_job(const char* name, std::function<void(const Writer& say)> job) {
  job_name_ = name;
  job_running_ = true;
  job_thread_ = std::thread([this, job = std::move(job)] {
    // The job's last line is held back and printed as the job ends: a GUI that reads it and
    // answers at once finds the session idle.
    std::optional<std::string> held;
    job([&](const std::string& line) {
      if (held) emit(*held);
      held = line;
    });
    std::lock_guard<std::mutex> lock(output_mutex_);
    job_running_ = false;
    if (held) writer_(*held);
  });
}

void ProtocolSession::handshake(Dialect dialect) {
  dialect_ = dialect;
  emit(absl::StrCat("id name ", engine_name()));
  if (dialect == Dialect::kUcci) emit("id copyright 2026 the cotuong developers");
  emit(absl::StrCat("id author ", kEngineAuthor));
  for (const std::string& line : option_lines(dialect)) emit(line);
  emit(dialect == Dialect::kUcci ? "ucciok" : "uciok");
}

bool ProtocolSession::refuse_job(absl::string_view what, int depth, int max_depth) {
  if (depth > max_depth) {
    emit_error(
        absl::StrCat(what, ": depth ", depth, " is over this session's limit of ", max_depth));
    return true;
  }
  if (engine_->thinking()) {
    emit_error(absl::StrCat(what, ": still thinking; send stop first"));
    return true;
  }
  return false;
}

void ProtocolSession::perft(int depth) {
  if (refuse_job("perft", depth, config_.max_perft_depth)) return;
  stop_job();  // joins the thread of the previous job, which has finished
  perft_stop_ = false;
  start_job("counting perft", [this, pos = engine_->position(), depth](const Writer& say) mutable {
    auto t0 = std::chrono::steady_clock::now();
    uint64_t total = depth == 0 ? 1 : 0;
    std::vector<std::pair<Move, uint64_t>> divided;
    if (depth > 0) divided = perft_divide(pos, depth, &perft_stop_);
    if (perft_stop_) {
      say(message_line(dialect(), "perft stopped"));
    } else {
      for (auto [m, n] : divided) {
        say(absl::StrCat(to_ucci(m), ": ", n));
        total += n;
      }
      auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - t0)
                    .count();
      say(absl::StrCat("nodes ", total, " time ", ms));
    }
  });
}

void ProtocolSession::bench(int depth) {
  if (refuse_job("bench", depth, config_.max_bench_depth)) return;
  stop_job();  // joins the thread of the previous job, which has finished
  bench_stop_ = std::make_unique<search::BenchStop>();
  start_job("running the bench", [this, depth, stop = bench_stop_.get()](const Writer& say) {
    absl::StatusOr<uint64_t> nodes = engine_->bench(depth, say, stop);
    if (!nodes.ok())
      say(error_line(dialect(), absl::StrCat("bench: ", nodes.status().message())));
    else if (stop->stopped())
      say(message_line(dialect(), "bench stopped"));
  });
}

bool ProtocolSession::execute(const Command& command) {
  return std::visit(
      [this](const auto& cmd) -> bool {
        using T = std::decay_t<decltype(cmd)>;
        // Prints the error of a failed status; returns true (go on reading).
        auto check = [this](const absl::Status& st, absl::string_view what) {
          if (!st.ok()) emit_error(absl::StrCat(what, ": ", st.message()));
          return true;
        };
        if constexpr (std::is_same_v<T, HandshakeCmd>) {
          handshake(cmd.dialect);
        } else if constexpr (std::is_same_v<T, IsReadyCmd>) {
          emit("readyok");
        } else if constexpr (std::is_same_v<T, QuitCmd>) {
          engine_->abort();
          if (dialect() == Dialect::kUcci) emit("bye");
          return false;
        } else if constexpr (std::is_same_v<T, StopCmd>) {
          if (!engine_->stop()) {
            if (dialect() == Dialect::kUcci)
              emit("nobestmove");
            else
              emit_error("stop: not thinking");
          }
        } else if constexpr (std::is_same_v<T, PonderHitCmd>) {
          return check(engine_->ponderhit(cmd.draw_offered), "ponderhit");
        } else if constexpr (std::is_same_v<T, NewGameCmd>) {
          return check(engine_->new_game(), "ucinewgame");
        } else if constexpr (std::is_same_v<T, SetOptionCmd>) {
          absl::Status st = engine_->set_option(cmd.name, cmd.value, dialect());
          // Unknown or ignored options and missing or unreadable book files are warnings, not
          // errors.
          if (absl::IsNotFound(st) || absl::IsUnimplemented(st) || absl::IsPermissionDenied(st))
            emit(message_line(dialect(), st.message()));
          else
            return check(st, "setoption");
        } else if constexpr (std::is_same_v<T, PositionCmd>) {
          absl::Status st = engine_->set_position(cmd.spec);
          if (!st.ok() && !absl::IsFailedPrecondition(st))
            emit_position_error(absl::StrCat("position: ", st.message()));
          else
            check(st, "position");
        } else if constexpr (std::is_same_v<T, BanMovesCmd>) {
          return check(engine_->ban_moves(cmd.moves), "banmoves");
        } else if constexpr (std::is_same_v<T, GoCmd>) {
          absl::Status st = engine_->go(cmd.params);
          if (absl::IsInvalidArgument(st))
            go_anyway(absl::StrCat("go: ", st.message()), cmd.params);
          else if (!st.ok())
            emit_error(absl::StrCat("go: ", st.message()));
        } else if constexpr (std::is_same_v<T, PerftCmd>) {
          perft(cmd.depth);
        } else if constexpr (std::is_same_v<T, ProbeCmd>) {
          absl::StatusOr<search::Searcher::Probe> p =
              engine_->probe(cmd.spec ? &*cmd.spec : nullptr);
          if (p.ok())
            emit(pophash_line(*p));
          else
            emit_error(absl::StrCat("probe: ", p.status().message()));
        } else if constexpr (std::is_same_v<T, DisplayCmd>) {
          if (engine_->thinking())
            return check(absl::FailedPreconditionError("still thinking"), "d");
          for (const std::string& line : board_lines(engine_->position())) emit(line);
        } else if constexpr (std::is_same_v<T, BenchCmd>) {
          bench(cmd.depth ? cmd.depth : search::kDefaultBenchDepth);
        } else if constexpr (std::is_same_v<T, EvalCmd>) {
          for (const std::string& line : engine_->eval_report()) emit(line);
        } else if constexpr (std::is_same_v<T, UndoCmd>) {
          return check(engine_->undo(cmd.plies), "undo");
        }
        return true;
      },
      command);
}

}  // namespace cotuong::protocol
