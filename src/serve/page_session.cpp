#include "serve/page_session.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "analysis/annotated_pgn.h"
#include "analysis/eval_graph.h"
#include "core/plural.h"
#include "notation/notation.h"
#include "notation/pgn.h"
#include "notation/text_encoding.h"
#include "play/engine_reply.h"
#include "play/player_levels.h"
#include "serve/page_error.h"
#include "serve/setup_check.h"

namespace cotuong::serve {

namespace {

using messages::Message;

// Returns a level as the page names it: "5 (Đại sư)".
std::string level_words(int level) {
  return absl::StrCat(level, " (", play::level_name(level), ")");
}

// Thrown through analysis::review_game from its progress callback to abandon a review (the
// searcher is idle between positions, so nothing is left half done); caught in run_review.
struct ReviewCancelled {};

// Returns how the page's engine is asked for its moves.
play::ReplySettings reply_settings(const PageSessionConfig& config) {
  play::ReplySettings r;
  r.master_movetime_ms = config.master_movetime_ms;
  return r;
}

}  // namespace

absl::StatusOr<play::PersonGameSettings> parse_game_settings(const Json& request,
                                                             const play::PersonGameSettings& base) {
  play::PersonGameSettings s = base;
  auto text = [&](const char* key) -> absl::StatusOr<std::optional<std::string>> {
    if (!request.contains(key)) return std::optional<std::string>();
    if (!request[key].is_string())
      return page_error(absl::StatusCode::kInvalidArgument,
                        Message("page.error.not_string").with("field", key));
    return std::optional<std::string>(request[key].get<std::string>());
  };
  absl::StatusOr<std::optional<std::string>> mode = text("mode");
  if (!mode.ok()) return mode.status();
  if (*mode) {
    if (**mode == "engine")
      s.against_engine = true;
    else if (**mode == "two")
      s.against_engine = false;
    else
      return page_error(absl::StatusCode::kInvalidArgument,
                        Message("page.session.unknown_mode").with("mode", **mode));
  }
  absl::StatusOr<std::optional<std::string>> human = text("human");
  if (!human.ok()) return human.status();
  if (*human) {
    if (**human != "red" && **human != "black")
      return page_error(absl::StatusCode::kInvalidArgument,
                        Message("page.session.unknown_side").with("side", **human));
    s.human = **human == "red" ? RED : BLACK;
  }
  if (request.contains("level")) {
    const Json& l = request["level"];
    if (!l.is_number_integer() || l.get<int64_t>() < search::kLevelMin ||
        l.get<int64_t>() > search::kLevelMax)
      return page_error(absl::StatusCode::kInvalidArgument,
                        Message("page.session.bad_level").with("levels", play::level_list()));
    s.level = l.get<int>();
  }
  absl::StatusOr<std::optional<std::string>> clock = text("clock");
  if (!clock.ok()) return clock.status();
  if (*clock) {
    absl::StatusOr<std::optional<ClockPreset>> preset =
        rules::parse_clock(**clock, rules::ClockUnit::kMinutes);
    if (!preset.ok()) return preset.status();
    // The page offers the rules' three controls only (and no clock).
    if (*preset && (*preset)->family.empty()) {
      std::vector<std::string> names;
      for (const ClockPreset& p : rules::clock_presets())
        names.push_back(absl::StrCat(p.name, " (", p.family, ")"));
      return page_error(absl::StatusCode::kInvalidArgument,
                        Message("page.session.unknown_clock")
                            .with("clock", **clock)
                            .with("clocks", absl::StrJoin(names, ", ")));
    }
    s.clock = *preset;
  }
  absl::StatusOr<std::optional<std::string>> rule_set = text("rules");
  if (!rule_set.ok()) return rule_set.status();
  if (*rule_set) {
    absl::StatusOr<rules::RuleSet> r = rules::parse_rule_set(**rule_set);
    if (!r.ok()) return r.status();
    s.rules = *r;
  }
  return s;
}

PageSession::PageSession(PageSessionConfig config)
    : config_(std::move(config)),
      engine_(config_.seed ? std::optional<uint64_t>(config_.seed) : std::nullopt,
              reply_settings(config_)) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    reset_game_locked(play::PersonGameSettings{}, Position::start());
  }
  thread_ = std::thread([this] { engine_thread(); });
}

PageSession::~PageSession() { close(); }

void PageSession::close() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    closing_ = true;
    review_cancel_ = true;
    engine_.stop();
  }
  work_.notify_all();
  changed_.notify_all();
  std::lock_guard<std::mutex> join_lock(join_mutex_);
  if (thread_.joinable()) thread_.join();
}

bool PageSession::closed() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return closing_;
}

bool PageSession::searching() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return running_ != Job::kNone;
}

rules::Verdict PageSession::verdict_locked() const { return game_.verdict(); }

bool PageSession::over_locked() const { return verdict_locked().over(); }

bool PageSession::engine_to_move_locked() const {
  return game_.engine_to_move() && engine_failed_generation_ != generation_;
}

bool PageSession::analysis_allowed_locked() const {
  return !game_.settings().against_engine || over_locked();
}

void PageSession::bump_locked() {
  ++version_;
  changed_.notify_all();
}

void PageSession::game_changed_locked() {
  ++generation_;
  review_requested_ = false;
  review_ = ReviewState{};
  review_cancel_ = true;
  lines_.clear();
  lines_unpublished_ = false;
  if (running_ != Job::kNone) engine_.stop();
  bump_locked();
  work_.notify_all();
}

void PageSession::reset_game_locked(const play::PersonGameSettings& settings,
                                    const Position& start) {
  game_.start(settings, start);
  game_date_ = notation::pgn_date_today();
  clear_tables_ = true;
  message_.reset();
  record_note_.reset();
  reload_record_locked();
  game_changed_locked();
}

void PageSession::reload_record_locked() {
  std::unique_lock<std::mutex> file_lock;
  if (config_.wins_mutex) file_lock = std::unique_lock<std::mutex>(*config_.wins_mutex);
  absl::StatusOr<play::WinTable> table = play::load_wins(wins_path());
  record_ = table.ok() ? *table : play::WinTable{};
  record_error_ = table.ok() ? "" : std::string(table.status().message());
}

std::filesystem::path PageSession::wins_path() const {
  return config_.wins_path.empty() ? play::default_wins_path() : config_.wins_path;
}

void PageSession::count_result_locked() {
  std::unique_lock<std::mutex> file_lock;
  if (config_.wins_mutex) file_lock = std::unique_lock<std::mutex>(*config_.wins_mutex);
  std::optional<play::CountedGame> counted = game_.count_result(wins_path());
  if (!counted) return;  // two people, or counted already
  if (!counted->counted) {
    record_note_ = Message("page.session.not_counted");
  } else if (!counted->error.empty()) {
    record_note_ = Message("page.session.record_not_kept").with("why", counted->error);
  } else {
    record_ = counted->table;
    const play::LevelRecord& rec = counted->at(counted->level);
    record_note_ = Message("page.session.record")
                       .with("level", level_words(counted->level))
                       .with("wins", rec.wins)
                       .with("draws", rec.draws)
                       .with("losses", rec.losses);
  }
}

void PageSession::check_flag_locked(SteadyTime t) {
  if (game_.end_on_time(t)) {
    message_.reset();
    count_result_locked();
    game_changed_locked();
  }
}

void PageSession::after_move_locked() {
  if (over_locked()) count_result_locked();
  game_changed_locked();
}

PageSession::Reply PageSession::new_game(const play::PersonGameSettings& settings,
                                         const std::optional<std::string>& fen) {
  Position start = Position::start();
  if (fen) {
    absl::StatusOr<Position> pos = Position::from_fen(*fen);
    if (!pos.ok()) {
      // A set-up's problem in the person's words (setup.*); a syntax error as the parser says.
      absl::StatusOr<Position> parsed = Position::parse_fen(*fen);
      const std::vector<SetupProblem> problems =
          parsed.ok() ? setup_problems(*parsed) : std::vector<SetupProblem>();
      Message why =
          problems.empty()
              ? Message("page.session.text").with("text", std::string(pos.status().message()))
              : play::setup_message(problems.front());
      return page_error(absl::StatusCode::kInvalidArgument,
                        Message("page.session.fen_refused").with("why", std::move(why)));
    }
    start = *pos;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  if (closing_)
    return page_error(absl::StatusCode::kUnavailable, Message("page.error.session_ended"));
  reset_game_locked(settings, start);
  return state_locked();
}

PageSession::Reply PageSession::move(absl::string_view text) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (closing_)
    return page_error(absl::StatusCode::kUnavailable, Message("page.error.session_ended"));
  const SteadyTime t = now();
  check_flag_locked(t);
  if (over_locked())
    return page_error(absl::StatusCode::kFailedPrecondition,
                      Message("page.session.game_over").with("why", verdict_locked().message));
  const Position& pos = game_.position();
  if (game_.engine_plays(pos.side_to_move()))
    return page_error(absl::StatusCode::kFailedPrecondition, Message("page.session.engine_turn"));
  absl::StatusOr<Move> m = notation::parse_move(pos, text);
  if (!m.ok())
    return page_error(absl::StatusCode::kInvalidArgument,
                      Message("page.session.illegal_move")
                          .with("move", std::string(text))
                          .with("why", std::string(m.status().message())));
  if (absl::Status s = game_.play(*m, t); !s.ok()) return s;
  message_.reset();
  after_move_locked();
  return state_locked();
}

absl::Status PageSession::takeback_refusal_locked() const {
  const std::optional<play::NoTakeback> no = game_.takeback_refused();
  if (!no) return absl::OkStatus();
  switch (*no) {
    case play::NoTakeback::kClockDecided:
      return page_error(absl::StatusCode::kFailedPrecondition, Message("page.takeback.clock"));
    case play::NoTakeback::kRulesForbid:
      return page_error(
          absl::StatusCode::kFailedPrecondition,
          Message("page.takeback.rules")
              .with("rules", Message(absl::StrCat("page.rules.name.",
                                                  rules::rule_set_name(game_.settings().rules)))));
    case play::NoTakeback::kNothingToTakeBack:
      return page_error(absl::StatusCode::kFailedPrecondition, Message("page.takeback.nothing"));
    case play::NoTakeback::kNoneLeft:
      break;
  }
  return page_error(absl::StatusCode::kFailedPrecondition,
                    Message("page.takeback.none_left")
                        .with("n", game_.takeback_allowance())
                        .with("level", level_words(game_.settings().level)));
}

PageSession::Reply PageSession::take_back() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (closing_)
    return page_error(absl::StatusCode::kUnavailable, Message("page.error.session_ended"));
  const SteadyTime t = now();
  check_flag_locked(t);
  if (absl::Status refused = takeback_refusal_locked(); !refused.ok()) return refused;
  const int plies = game_.take_back(t);
  message_ = Message("page.session.took_back").with("n", plies);
  game_changed_locked();
  return state_locked();
}

PageSession::Reply PageSession::load_pgn(absl::string_view bytes) {
  absl::StatusOr<notation::DecodedText> text = notation::detect_and_decode(bytes);
  if (!text.ok()) return absl::InvalidArgumentError(text.status().message());
  absl::StatusOr<notation::GameRecord> record = notation::read_pgn(text->utf8);
  if (!record.ok())
    return page_error(
        absl::StatusCode::kInvalidArgument,
        Message("page.session.pgn_unreadable").with("why", std::string(record.status().message())));
  if (record->moves.size() > kMaxLoadedMoves)
    return page_error(absl::StatusCode::kInvalidArgument,
                      Message("page.session.pgn_too_long")
                          .with("n", (long long)record->moves.size())
                          .with("max", (long long)kMaxLoadedMoves));
  std::lock_guard<std::mutex> lock(mutex_);
  if (closing_)
    return page_error(absl::StatusCode::kUnavailable, Message("page.error.session_ended"));
  absl::StatusOr<play::LoadedGame> loaded = game_.load(*record);
  if (!loaded.ok())
    return page_error(
        absl::StatusCode::kInvalidArgument,
        Message("page.session.cannot_load").with("why", std::string(loaded.status().message())));
  clear_tables_ = true;
  const long long played = (long long)loaded->game.moves().size();
  message_ = loaded->cut_short() ? Message("page.session.loaded_cut")
                                       .with("n", played)
                                       .with("total", (long long)loaded->record_moves)
                                 : Message("page.session.loaded").with("n", played);
  record_note_.reset();
  game_changed_locked();
  return state_locked();
}

PageSession::Reply PageSession::set_analysis(bool on, int multipv) {
  if (multipv < 1 || multipv > kMaxMultiPv)
    return page_error(absl::StatusCode::kInvalidArgument,
                      Message("page.error.multipv").with("n", kMaxMultiPv));
  std::lock_guard<std::mutex> lock(mutex_);
  if (closing_)
    return page_error(absl::StatusCode::kUnavailable, Message("page.error.session_ended"));
  if (on && !analysis_allowed_locked())
    return page_error(absl::StatusCode::kFailedPrecondition, Message("page.session.no_analysis"));
  const bool restart = analysis_on_ != on || multipv_ != multipv;
  analysis_on_ = on;
  multipv_ = multipv;
  if (restart) {
    analysed_generation_ = UINT64_MAX;
    lines_.clear();
    if (running_ == Job::kAnalysis) engine_.stop();
  }
  bump_locked();
  work_.notify_all();
  return state_locked();
}

PageSession::Reply PageSession::start_review() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (closing_)
    return page_error(absl::StatusCode::kUnavailable, Message("page.error.session_ended"));
  if (game_.game().moves().empty())
    return page_error(absl::StatusCode::kFailedPrecondition, Message("page.session.no_moves"));
  if (game_.settings().against_engine && !over_locked())
    return page_error(absl::StatusCode::kFailedPrecondition,
                      Message("page.session.review_when_over"));
  if (review_requested_ || review_.running || review_.review) return state_locked();
  review_requested_ = true;
  if (running_ == Job::kAnalysis) {
    analysed_generation_ = UINT64_MAX;  // resumed after the review
    engine_.stop();
  }
  bump_locked();
  work_.notify_all();
  return state_locked();
}

std::string PageSession::pgn() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return notation::write_pgn(record_locked(), notation::Style::kVietnamese);
}

absl::StatusOr<std::string> PageSession::review_pgn() const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!review_.review)
    return page_error(absl::StatusCode::kFailedPrecondition, Message("page.session.not_reviewed"));
  return review_.annotated_pgn;
}

notation::GameRecord PageSession::record_locked() const {
  notation::GameRecord rec = game_.record();
  rec.set_tag("Event", "cotuong serve game");
  rec.set_tag("Date", game_date_);
  return rec;
}

PageSession::Job PageSession::next_job_locked() const {
  if (engine_to_move_locked()) return Job::kEngineMove;
  if (review_requested_) return Job::kReview;
  if (analysis_on_ && analysis_allowed_locked() && analysed_generation_ != generation_)
    return Job::kAnalysis;
  return Job::kNone;
}

void PageSession::engine_thread() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (true) {
    work_.wait(lock, [&] { return closing_ || next_job_locked() != Job::kNone; });
    if (closing_) return;
    // The engine is idle here (every job waits for its search): a new game's empty tables. Each
    // job's search judges by the game's rules (EngineReply takes them from the game).
    if (clear_tables_) engine_.new_game();
    clear_tables_ = false;
    switch (next_job_locked()) {
      case Job::kEngineMove:
        run_engine_move(lock);
        break;
      case Job::kReview:
        run_review(lock);
        break;
      case Job::kAnalysis:
        run_analysis(lock);
        break;
      case Job::kNone:
        break;
    }
  }
}

void PageSession::run_engine_move(std::unique_lock<std::mutex>& lock) {
  const uint64_t generation = generation_;
  const Position pos = game_.position();
  // The one call into the engine for its move: the book's at once, else the level's search.
  std::optional<play::EngineMove> reply;
  if (engine_.start(game_, now(), [&reply](const play::EngineMove& r) { reply = r; })) {
    running_ = Job::kEngineMove;
    bump_locked();  // the page shows the engine thinking
    lock.unlock();
    engine_.wait();
    lock.lock();
    running_ = Job::kNone;
    if (closing_ || generation != generation_) {
      bump_locked();
      return;
    }
  }
  std::optional<Move> move;
  if (reply && reply->move() != MOVE_NONE) move = reply->move();
  const SteadyTime t = now();
  check_flag_locked(t);
  if (generation != generation_) return;  // the engine's flag fell while it thought
  if (!move || !game_.play(*move, t).ok()) {
    engine_failed_generation_ = generation_;  // never loop on a position it cannot answer
    message_ = Message("page.session.engine_no_move");
    bump_locked();
    return;
  }
  message_ = Message("page.session.engine_plays")
                 .with("move", notation::format_move(pos, *move, notation::Style::kVietnamese));
  after_move_locked();
}

void PageSession::run_analysis(std::unique_lock<std::mutex>& lock) {
  const uint64_t generation = generation_;
  analysed_generation_ = generation;
  lines_.clear();
  running_ = Job::kAnalysis;
  const Position pos = game_.position();
  const Color us = pos.side_to_move();
  bump_locked();
  // An endless analysis at full strength, multipv_ lines, until stop().
  search::Limits limits;
  limits.infinite = true;
  limits.multipv = multipv_;
  search::Callbacks callbacks;
  callbacks.on_info = [this, generation, us](const search::Info& info) {
    std::lock_guard<std::mutex> guard(mutex_);
    if (generation != generation_ || running_ != Job::kAnalysis || info.multipv < 1 ||
        info.multipv > kMaxMultiPv)
      return;
    if (lines_.size() < size_t(info.multipv)) lines_.resize(info.multipv);
    lines_[info.multipv - 1] = {info.depth, us == RED ? info.score : Value(-info.score), info.pv};
    const SteadyTime t = now();
    if (t - last_publish_ >= std::chrono::milliseconds(config_.publish_interval_ms)) {
      last_publish_ = t;
      lines_unpublished_ = false;
      bump_locked();
    } else {
      lines_unpublished_ = true;
    }
  };
  engine_.searcher_for(game_).start(pos, limits, std::move(callbacks));
  lock.unlock();
  engine_.wait();
  lock.lock();
  running_ = Job::kNone;
  bump_locked();
}

void PageSession::run_review(std::unique_lock<std::mutex>& lock) {
  const uint64_t generation = generation_;
  const notation::GameRecord record = record_locked();
  review_requested_ = false;
  review_ = ReviewState{};
  review_.running = true;
  review_.total = int(record.moves.size()) + 1;
  review_cancel_ = false;
  running_ = Job::kReview;
  bump_locked();
  search::Searcher& searcher = engine_.searcher_for(game_);
  lock.unlock();
  // Each position searched to the review's depth; review_cancel_ abandons it between positions
  // (and stop() cuts the position being searched short).
  search::Limits limits;
  limits.depth = config_.review_depth;
  std::optional<analysis::GameReview> result;
  try {
    result = analysis::review_game(record, searcher, limits, [this, generation](int done) {
      if (review_cancel_) throw ReviewCancelled{};
      std::lock_guard<std::mutex> guard(mutex_);
      if (generation != generation_) return;
      review_.done = done;
      bump_locked();
    });
  } catch (const ReviewCancelled&) {
  }
  lock.lock();
  running_ = Job::kNone;
  if (closing_ || generation != generation_ || !result) {
    review_.running = false;
    bump_locked();
    return;
  }
  review_.review = std::move(result);
  review_.svg = analysis::eval_graph_svg(
      {{absl::StrCat(record.tag("Red"), " – ", record.tag("Black")), &*review_.review}});
  review_.annotated_pgn =
      analysis::write_annotated_pgn(record, *review_.review, notation::Style::kVietnamese,
                                    absl::StrCat("depth ", config_.review_depth));
  review_.running = false;
  bump_locked();
}

void PageSession::tick() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (closing_) return;
  const SteadyTime t = now();
  check_flag_locked(t);
  if (lines_unpublished_ &&
      t - last_publish_ >= std::chrono::milliseconds(config_.publish_interval_ms)) {
    last_publish_ = t;
    lines_unpublished_ = false;
    bump_locked();
  }
}

void PageSession::set_lang(messages::Lang lang) {
  std::lock_guard<std::mutex> lock(mutex_);
  lang_ = lang;
}

Json PageSession::state(uint64_t known_moves) const {
  std::lock_guard<std::mutex> lock(mutex_);
  return state_locked(known_moves);
}

Json PageSession::wait_for_change(uint64_t after, std::chrono::milliseconds timeout,
                                  uint64_t known_moves) {
  std::unique_lock<std::mutex> lock(mutex_);
  const uint64_t mine = ++waits_;
  changed_.notify_all();  // an older wait of this page returns now
  changed_.wait_for(lock, timeout, [&] { return closing_ || version_ > after || waits_ != mine; });
  return state_locked(known_moves);
}

}  // namespace cotuong::serve
