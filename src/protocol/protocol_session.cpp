#include "protocol/protocol_session.h"

#include <chrono>
#include <type_traits>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/perft.h"
#include "protocol/engine_name.h"
#include "search/bench.h"

namespace cotuong::protocol {

namespace {

constexpr const char* kEngineAuthor = "the cotuong developers";

// Results → protocol text, per dialect: info lines, best moves, pophash, the board.

// Returns the moves as UCCI text separated by spaces.
std::string move_list(const std::vector<Move>& moves) {
  std::string s;
  for (Move m : moves) absl::StrAppend(&s, s.empty() ? "" : " ", to_ucci(m));
  return s;
}

// Returns "cp X" or "mate N" for UCI.
std::string uci_score(Value v) {
  if (search::is_mate_score(v)) return absl::StrCat("mate ", search::mate_moves(v));
  return absl::StrCat("cp ", v);
}

// Returns whether text is well-formed UTF-8 (shortest forms, no surrogates, at most U+10FFFF).
bool valid_utf8(absl::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    unsigned char c = text[i];
    int extra = c < 0x80           ? 0
                : (c >> 5) == 0x6  ? 1
                : (c >> 4) == 0xE  ? 2
                : (c >> 3) == 0x1E ? 3
                                   : -1;
    if (extra < 0 || i + extra >= text.size() + (extra == 0)) return false;
    uint32_t cp = extra == 0 ? c : c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
      unsigned char cc = text[i + k];
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    static const uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
    if (cp < kMin[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += extra + 1;
  }
  return true;
}

std::string message_line(Dialect dialect, absl::string_view message);

// Returns the one-line error for a dialect: `info message error: …` (UCCI) /
// `info string error: …` (UCI).
std::string error_line(Dialect dialect, absl::string_view message) {
  return message_line(dialect, absl::StrCat("error: ", message));
}

// Returns an informational line: `info message …` / `info string …`. The text is kept to one
// line: control bytes become '?', and so do all non-ASCII bytes unless the text is valid UTF-8.
std::string message_line(Dialect dialect, absl::string_view message) {
  // Messages may quote input from anywhere (a FEN field, an option value): keep them one short
  // printable line whatever they contain.
  constexpr size_t kMaxMessage = 300;
  std::string text(message.substr(0, kMaxMessage));
  bool utf8 = valid_utf8(text);  // opening names and the like may be Vietnamese or Chinese
  for (char& c : text)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f || (!utf8 && (c & 0x80))) c = '?';
  if (message.size() > kMaxMessage) text += "...";
  return absl::StrCat(dialect == Dialect::kUcci ? "info message " : "info string ", text);
}

// Returns the lines for one search report (UCCI: depth/score/pv then time/nodes; UCI: one line),
// with `wdl W D L` after the score when wdl is given (UCI_ShowWDL).
// UCCI has no MultiPV: lines other than the first PV give no output.
std::vector<std::string> info_lines(Dialect dialect, const search::Info& info,
                                    const std::optional<eval::Wdl>& wdl = std::nullopt) {
  const std::string wdl_text =
      wdl ? absl::StrCat(" wdl ", wdl->win, " ", wdl->draw, " ", wdl->loss) : std::string();
  if (dialect == Dialect::kUcci) {
    if (info.multipv > 1) return {};
    std::string line = absl::StrCat("info depth ", info.depth, " score ", info.score, wdl_text);
    if (!info.pv.empty()) absl::StrAppend(&line, " pv ", move_list(info.pv));
    if (info.depth == 0 && info.nodes == 0) return {line};  // static evaluation only
    return {line, absl::StrCat("info time ", info.time_ms, " nodes ", info.nodes)};
  }
  if (info.depth == 0 && info.nodes == 0)
    return {absl::StrCat("info depth 0 score ", uci_score(info.score), wdl_text)};
  std::string line =
      absl::StrCat("info depth ", info.depth, " seldepth ", info.seldepth, " multipv ",
                   info.multipv, " score ", uci_score(info.score), wdl_text);
  absl::StrAppend(&line, " nodes ", info.nodes, " nps ", info.nps, " hashfull ", info.hashfull,
                  " time ", info.time_ms);
  if (!info.pv.empty()) absl::StrAppend(&line, " pv ", move_list(info.pv));
  return {line};
}

// Returns the line for the move being searched.
std::string currmove_line(Dialect dialect, int depth, Move move, int number) {
  if (dialect == Dialect::kUcci) return absl::StrCat("info currmove ", to_ucci(move));
  return absl::StrCat("info depth ", depth, " currmove ", to_ucci(move), " currmovenumber ",
                      number);
}

// Returns `bestmove m [ponder p] [draw|resign]` / `nobestmove` (UCCI) or
// `bestmove m [ponder p]` / `bestmove (none)` (UCI).
std::string bestmove_line(Dialect dialect, const BestMove& answer) {
  const search::Result& r = answer.result;
  if (r.best == MOVE_NONE) return dialect == Dialect::kUcci ? "nobestmove" : "bestmove (none)";
  std::string line = absl::StrCat("bestmove ", to_ucci(r.best));
  Move ponder = r.ponder != MOVE_NONE                   ? r.ponder
                : r.pv.size() >= 2 && r.pv[0] == r.best ? r.pv[1]
                                                        : MOVE_NONE;
  if (ponder != MOVE_NONE) absl::StrAppend(&line, " ponder ", to_ucci(ponder));
  if (dialect == Dialect::kUcci) {
    if (answer.decision.resign)
      line += " resign";
    else if (answer.decision.draw)
      line += " draw";
  }
  return line;
}

// Returns `pophash [bestmove m] [lowerbound v depth d] [upperbound v depth d]`.
std::string pophash_line(const search::Searcher::Probe& p) {
  std::string line = "pophash";
  if (!p.found) return line;
  if (p.move != MOVE_NONE) absl::StrAppend(&line, " bestmove ", to_ucci(p.move));
  bool exact = !p.lower && !p.upper;
  if (p.lower || exact) absl::StrAppend(&line, " lowerbound ", p.value, " depth ", p.depth);
  if (p.upper || exact) absl::StrAppend(&line, " upperbound ", p.value, " depth ", p.depth);
  return line;
}

// Returns the board, FEN, key and checkers of pos as text lines (the `d` command).
std::vector<std::string> board_lines(const Position& pos) {
  static const char kLetters[] = " KABNRCP";  // by PieceType; Black in lower case
  std::vector<std::string> lines;
  for (int rank = RANK_NB - 1; rank >= 0; --rank) {
    std::string row = absl::StrCat(rank, " ");
    for (int file = 0; file < FILE_NB; ++file) {
      Piece p = pos.piece_on(make_square(file, rank));
      char c = p == NO_PIECE ? '.' : kLetters[type_of(p)];
      if (p != NO_PIECE && color_of(p) == BLACK) c = char(c - 'A' + 'a');
      absl::StrAppend(&row, " ", std::string(1, c));
    }
    lines.push_back(row);
    if (rank == 5) lines.push_back("  ~~~~~~~~~~~~~~~~~~");  // the river
  }
  lines.push_back("   a b c d e f g h i");
  lines.push_back(absl::StrCat("Fen: ", pos.fen()));
  lines.push_back(absl::StrCat("Key: ", absl::Hex(pos.key(), absl::kZeroPad16)));
  std::string checkers = "Checkers:";
  for (int s = 0; s < SQUARE_NB; ++s)
    if (pos.checkers().test(Square(s))) absl::StrAppend(&checkers, " ", square_name(Square(s)));
  lines.push_back(checkers);
  return lines;
}

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
