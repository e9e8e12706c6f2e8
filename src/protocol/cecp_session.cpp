#include "protocol/cecp_session.h"

#include <algorithm>
#include <type_traits>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "core/movegen.h"
#include "core/plural.h"
#include "protocol/cecp_format.h"
#include "protocol/engine_name.h"

namespace cotuong::protocol::cecp {

namespace {

// Thinking time per move when XBoard sent no clock, no `st` and no `sd`.
constexpr int64_t kDefaultMoveMs = 5000;

}  // namespace

CecpSession::CecpSession(std::unique_ptr<SearchBackend> backend, Writer writer)
    : writer_(std::move(writer)) {
  EngineEvents events;
  events.on_info = [this](const search::Info& info, const std::optional<eval::Wdl>&) {
    {
      std::lock_guard<std::mutex> lock(answers_mutex_);
      last_info_ = info;
    }
    if (info.multipv == 1 && (post_ || analyzing_)) emit(thinking_line(info));
  };
  events.on_bestmove = [this](const BestMove& answer) {
    std::lock_guard<std::mutex> lock(answers_mutex_);
    answers_.push_back(answer);
    answers_cv_.notify_all();
  };
  // Book moves and the like: shown as a depth-0 thinking line (XBoard takes any text as a PV).
  events.on_message = [this](const std::string& text) {
    if (post_) emit(absl::StrCat("0 0 0 0 (", text, ")"));
  };
  engine_ = std::make_unique<Engine>(std::move(backend), std::move(events));
  worker_ = std::thread([this] { worker_loop(); });
}

CecpSession::~CecpSession() {
  {
    std::lock_guard<std::mutex> lock(answers_mutex_);
    closing_ = true;
    answers_cv_.notify_all();
  }
  worker_.join();
  engine_.reset();
}

void CecpSession::emit(const std::string& line) {
  std::lock_guard<std::mutex> lock(output_mutex_);
  writer_(line);
}

void CecpSession::worker_loop() {
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(answers_mutex_);
      answers_cv_.wait(lock, [this] { return closing_ || !answers_.empty(); });
      if (closing_) return;
    }
    std::lock_guard<std::mutex> state(state_mutex_);
    apply_answers(true);
  }
}

bool CecpSession::handle_line(absl::string_view line) {
  std::lock_guard<std::mutex> state(state_mutex_);
  apply_answers(false);  // a move the engine just made comes before XBoard's reply to it
  absl::StatusOr<Command> command = parse_command(line);
  if (!command.ok()) {
    emit(error_line(command.status().message(), line));
    return true;
  }
  bool go_on = execute(*command, line);
  apply_answers(true);  // answers given at once (no legal move, book move)
  return go_on;
}

void CecpSession::end_of_input() {
  {
    std::lock_guard<std::mutex> state(state_mutex_);
    if (search_ == Search::kMove) {
      engine_->finish_or_stop();
    } else {
      stop_search();
    }
  }
  std::lock_guard<std::mutex> state(state_mutex_);
  apply_answers(false);
}

void CecpSession::apply_answers(bool may_ponder) {
  for (;;) {
    std::optional<BestMove> answer;
    {
      std::lock_guard<std::mutex> lock(answers_mutex_);
      if (answers_.empty()) return;
      answer = answers_.front();
      answers_.pop_front();
    }
    apply_answer(*answer, may_ponder);
  }
}

void CecpSession::apply_answer(const BestMove& answer, bool may_ponder) {
  // Only move searches answer: ponder and analysis searches are always ended silently.
  search_ = Search::kNone;
  announce(answer);
  send_pongs();  // the pings that came while the engine thought on this move
  if (may_ponder && !game_over_) start_ponder();
}

void CecpSession::send_pongs() {
  for (const std::string& pong : pongs_) emit(pong);
  pongs_.clear();
}

void CecpSession::announce(const BestMove& answer) {
  const search::Result& r = answer.result;
  if (r.best == MOVE_NONE) {  // no legal move: the game is over, say how
    game_over_ = true;
    rules::Verdict v = verdict();
    if (v.over()) emit(result_line(v));
    return;
  }
  if (answer.decision.resign) {
    game_over_ = true;
    emit("resign");
    return;
  }
  if (answer.decision.draw) emit("offer draw");
  std::string move = to_ucci(r.best);
  if (!engine_->play(r.best).ok()) {  // cannot happen: the search plays legal moves
    emit(error_line("internal: the search chose an illegal move", move));
    return;
  }
  emit(absl::StrCat("move ", move));
  draw_offered_ = false;
  Move reply = r.ponder != MOVE_NONE                   ? r.ponder
               : r.pv.size() >= 2 && r.pv[0] == r.best ? r.pv[1]
                                                       : MOVE_NONE;
  hint_ = reply != MOVE_NONE && engine_->position().is_legal(reply) ? to_ucci(reply) : "";
  rules::Verdict v = verdict();
  if (claims(v)) {
    game_over_ = true;
    emit(result_line(v));
  }
}

void CecpSession::stop_search() {
  if (search_ == Search::kNone) return;
  engine_->abort();
  if (search_ == Search::kPonder) engine_->undo(1).IgnoreError();  // the guess was not played
  search_ = Search::kNone;
  send_pongs();  // a move search ended without a move: its pings are answered now
  // An answer that raced the abort belongs to a search nobody waits for any more.
  std::lock_guard<std::mutex> lock(answers_mutex_);
  answers_.clear();
}

rules::Verdict CecpSession::verdict() const {
  if (search_ != Search::kPonder) return engine_->game().verdict();
  rules::Game played = engine_->game();
  played.undo(1).IgnoreError();  // the guessed move
  return played.verdict();
}

bool CecpSession::claims(const rules::Verdict& v) const {
  if (!v.over()) return false;
  if (!opponent_is_computer_ || v.result == rules::GameResult::kDraw) return true;
  Color winner = v.result == rules::GameResult::kRedWins ? RED : BLACK;
  return winner != engine_color_ || v.rule == "checkmate" || v.rule == "stalemate";
}

void CecpSession::game_changed() {
  rules::Verdict v = verdict();
  game_over_ = v.over() && claims(v);
  if (analyzing_) {
    start_analysis();
    return;
  }
  if (force_) return;
  if (game_over_) {
    emit(result_line(v));  // the engine plays: it claims the result
    return;
  }
  if (engine_->position().side_to_move() == engine_color_) start_move_search();
}

void CecpSession::position_set_up() {
  game_over_ = verdict().over();
  if (analyzing_) start_analysis();
}

std::string CecpSession::stat_line() {
  search::Info info;
  {
    std::lock_guard<std::mutex> lock(answers_mutex_);
    if (last_info_) info = *last_info_;
  }
  int legal = int(MoveList<LEGAL>(engine_->position()).size());
  // stat01: time nodes depth moves-left total-moves (the root moves are not reported one by one)
  return absl::StrCat("stat01: ", info.time_ms / 10, " ", info.nodes, " ", info.depth, " 0 ",
                      legal);
}

GoParams CecpSession::move_params() const {
  GoParams p;
  if (seconds_per_move_ms_ > 0) {
    p.movetime = seconds_per_move_ms_;
  } else {
    int64_t own = time_ms_ >= 0 ? time_ms_ : base_ms_;
    if (own >= 0) {
      p.own_time = std::max<int64_t>(own, 1);
      p.own_inc = inc_ms_;
      p.opp_time = std::max<int64_t>(otim_ms_ >= 0 ? otim_ms_ : own, 1);
      p.opp_inc = inc_ms_;
      if (moves_per_session_ > 0)
        p.movestogo =
            moves_per_session_ - int(engine_->game().moves().size() / 2) % moves_per_session_;
    }
  }
  if (depth_limit_ > 0) p.depth = depth_limit_;
  if (!p.movetime && !p.own_time && !p.depth) p.movetime = kDefaultMoveMs;
  p.draw_offered = draw_offered_;
  return p;
}

void CecpSession::start_move_search() {
  stop_search();
  search_start_ = std::chrono::steady_clock::now();
  search_ = Search::kMove;
  if (absl::Status st = engine_->go(move_params()); !st.ok()) {
    search_ = Search::kNone;
    emit(error_line(st.message(), "go"));
  }
}

void CecpSession::start_analysis() {
  stop_search();
  if (game_over_) return;
  {
    std::lock_guard<std::mutex> lock(answers_mutex_);
    last_info_.reset();  // `.` reports this analysis, not the one before
  }
  GoParams p;
  p.infinite = true;
  search_ = Search::kAnalyze;
  if (absl::Status st = engine_->go(p); !st.ok()) {
    search_ = Search::kNone;
    emit(error_line(st.message(), "analyze"));
  }
}

void CecpSession::start_ponder() {
  if (!ponder_ || force_ || analyzing_ || game_over_ || hint_.empty() || search_ != Search::kNone ||
      engine_->position().side_to_move() == engine_color_)
    return;
  absl::StatusOr<Move> guess = parse_ucci(engine_->position(), hint_);
  if (!guess.ok()) return;
  GoParams p = move_params();
  p.ponder = true;
  // Our clock as it will read when the guessed move comes: less the time this move took.
  if (p.own_time) {
    auto used = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - search_start_)
                    .count();
    p.own_time = std::max<int64_t>(*p.own_time - used + inc_ms_, 1);
  }
  p.draw_offered = false;
  // The search ponders the game with the guess played; stop_search() takes it back.
  if (!engine_->play(*guess).ok()) return;
  if (!engine_->go(p).ok()) {
    engine_->undo(1).IgnoreError();
    return;
  }
  search_ = Search::kPonder;
  ponder_move_ = hint_;
}

void CecpSession::user_move(const std::string& text) {
  std::string move = absl::AsciiStrToLower(text);
  if (search_ == Search::kMove) {
    emit(illegal_move_line(text, "engine is thinking on its move"));
    return;
  }
  if (search_ == Search::kPonder && move == ponder_move_) {
    // The guess came true (it is in the game already): the ponder search goes on as the search
    // for the engine's move.
    search_start_ = std::chrono::steady_clock::now();
    if (engine_->ponderhit(draw_offered_).ok()) {
      search_ = Search::kMove;
      return;
    }
  }
  stop_search();
  absl::StatusOr<Move> m = parse_ucci(engine_->position(), move);
  if (!m.ok() || !engine_->play(*m).ok()) {
    emit(illegal_move_line(text));
    if (analyzing_) start_analysis();
    return;
  }
  game_changed();
}

bool CecpSession::execute(const Command& command, absl::string_view line) {
  return std::visit(
      [&](const auto& cmd) -> bool {
        using T = std::decay_t<decltype(cmd)>;
        // Prints the CECP error of a failed status.
        auto check = [&](const absl::Status& st) {
          if (!st.ok()) emit(error_line(st.message(), line));
        };
        if constexpr (std::is_same_v<T, ProtoverCmd>) {
          for (const std::string& f : feature_lines(engine_name())) emit(f);
        } else if constexpr (std::is_same_v<T, NewCmd>) {
          stop_search();
          game_over_ = false;
          force_ = false;
          engine_color_ = BLACK;
          opponent_is_computer_ = false;
          depth_limit_ = 0;
          draw_offered_ = false;
          hint_.clear();
          time_ms_ = otim_ms_ = -1;
          check(engine_->set_position(PositionSpec{}));  // the standard start
          check(engine_->new_game());
          if (analyzing_) start_analysis();
        } else if constexpr (std::is_same_v<T, VariantCmd>) {
          if (cmd.name != "xiangqi") emit(error_line("unsupported variant", line));
        } else if constexpr (std::is_same_v<T, ForceCmd>) {
          if (!analyzing_) stop_search();
          force_ = true;
        } else if constexpr (std::is_same_v<T, GoCmd>) {
          force_ = false;
          engine_color_ = engine_->position().side_to_move();
          if (search_ == Search::kPonder) stop_search();
          if (game_over_) {
            rules::Verdict v = verdict();
            emit(v.over() ? result_line(v) : error_line("the game is over; send new", line));
          } else if (search_ == Search::kNone) {
            start_move_search();
          }
        } else if constexpr (std::is_same_v<T, PlayOtherCmd>) {
          stop_search();
          force_ = false;
          engine_color_ = ~engine_->position().side_to_move();
        } else if constexpr (std::is_same_v<T, UserMoveCmd>) {
          user_move(cmd.move);
        } else if constexpr (std::is_same_v<T, SetBoardCmd>) {
          if (search_ == Search::kMove) {
            emit(error_line("engine is thinking", line));
            return true;
          }
          absl::StatusOr<Position> pos = Position::from_fen(cmd.fen);
          if (!pos.ok()) {
            emit(error_line(absl::StrCat("bad FEN: ", pos.status().message()), line));
            return true;
          }
          stop_search();
          PositionSpec spec;
          spec.startpos = false;
          spec.fen = cmd.fen;
          hint_.clear();
          check(engine_->set_position(spec));
          position_set_up();
        } else if constexpr (std::is_same_v<T, UndoCmd>) {
          // Moves played: the game's, less a guess being pondered.
          const size_t played =
              engine_->game().moves().size() - (search_ == Search::kPonder ? 1 : 0);
          if (size_t(cmd.plies) > played) {
            emit(error_line(absl::StrCat("only ", counted(played, "move"), " to take back"), line));
            return true;
          }
          stop_search();
          hint_.clear();
          check(engine_->undo(cmd.plies));
          position_set_up();
        } else if constexpr (std::is_same_v<T, LevelCmd>) {
          moves_per_session_ = cmd.moves_per_session;
          base_ms_ = cmd.base_ms;
          inc_ms_ = cmd.inc_ms;
          seconds_per_move_ms_ = 0;
        } else if constexpr (std::is_same_v<T, SecondsPerMoveCmd>) {
          seconds_per_move_ms_ = cmd.ms;
        } else if constexpr (std::is_same_v<T, DepthCmd>) {
          depth_limit_ = cmd.depth;
        } else if constexpr (std::is_same_v<T, ClockCmd>) {
          (cmd.own ? time_ms_ : otim_ms_) = cmd.ms;
        } else if constexpr (std::is_same_v<T, PingCmd>) {
          // While the engine thinks on its move, the pong follows the move (CECP: XBoard takes
          // a pong as proof that everything before the ping, the move included, is done).
          std::string pong = cmd.token.empty() ? "pong" : absl::StrCat("pong ", cmd.token);
          if (search_ == Search::kMove)
            pongs_.push_back(std::move(pong));
          else
            emit(pong);
        } else if constexpr (std::is_same_v<T, PonderCmd>) {
          ponder_ = cmd.on;
          if (!cmd.on && search_ == Search::kPonder) stop_search();
        } else if constexpr (std::is_same_v<T, PostCmd>) {
          post_ = cmd.on;
        } else if constexpr (std::is_same_v<T, AnalyzeCmd>) {
          analyzing_ = true;
          game_over_ = verdict().over();
          start_analysis();
        } else if constexpr (std::is_same_v<T, ExitCmd>) {
          if (analyzing_) {
            stop_search();
            analyzing_ = false;
          }
        } else if constexpr (std::is_same_v<T, StatCmd>) {
          if (search_ == Search::kAnalyze) emit(stat_line());
        } else if constexpr (std::is_same_v<T, HintCmd>) {
          if (!hint_.empty() && search_ != Search::kMove &&
              engine_->position().side_to_move() != engine_color_)
            emit(absl::StrCat("Hint: ", hint_));
        } else if constexpr (std::is_same_v<T, ResultCmd>) {
          stop_search();
          game_over_ = true;
        } else if constexpr (std::is_same_v<T, DrawCmd>) {
          draw_offered_ = true;
        } else if constexpr (std::is_same_v<T, MemoryCmd>) {
          check(engine_->set_option("Hash", absl::StrCat(cmd.mb), Dialect::kUci));
        } else if constexpr (std::is_same_v<T, CoresCmd>) {
          check(engine_->set_option("Threads", absl::StrCat(cmd.cores), Dialect::kUci));
        } else if constexpr (std::is_same_v<T, OptionCmd>) {
          // XBoard sets the options under their UCI names (feature option=...).
          absl::Status st = engine_->set_option(cmd.name, cmd.value, Dialect::kUci);
          // Only an option the engine lacks is unknown; a missing book file says what it is.
          if (!is_option_name(cmd.name))
            emit(error_line("unknown option", line));
          else
            check(st);
        } else if constexpr (std::is_same_v<T, MoveNowCmd>) {
          if (search_ == Search::kMove) engine_->stop();
        } else if constexpr (std::is_same_v<T, ComputerCmd>) {
          opponent_is_computer_ = true;
        } else if constexpr (std::is_same_v<T, QuitCmd>) {
          stop_search();
          return false;
        }
        return true;
      },
      command);
}

}  // namespace cotuong::protocol::cecp
