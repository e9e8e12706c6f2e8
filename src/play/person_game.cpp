#include "play/person_game.h"

#include <algorithm>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "book/builtin.h"
#include "play/player_levels.h"

namespace cotuong::play {

namespace {

// The PGN tag that carries the takebacks used in a game against the engine.
constexpr const char* kTakebacksTag = "Takebacks";

}  // namespace

absl::StatusOr<LoadedGame> load_game(const notation::GameRecord& record, rules::RuleSet rules) {
  absl::StatusOr<Position> start = record.start_position();
  if (!start.ok()) return start.status();
  LoadedGame loaded{rules::Game(*start, rules), record.moves.size()};
  for (size_t i = 0; i < record.moves.size() && !loaded.game.verdict().over(); ++i)
    if (absl::Status s = loaded.game.play(record.moves[i]); !s.ok())
      return absl::InvalidArgumentError(absl::StrCat("move ", i + 1, ": ", s.message()));
  return loaded;
}

messages::Message level_message(int level) {
  return messages::Message("level.text")
      .with("n", level)
      .with("name", messages::Message(search::level_row(level).name_key));
}

messages::Message record_message(int level, const LevelRecord& record) {
  return messages::Message("play.record")
      .with("level", level_message(level))
      .with("won", record.wins)
      .with("drawn", record.draws)
      .with("lost", record.losses);
}

std::vector<std::string> move_texts(const rules::Game& game, notation::Style s) {
  std::vector<std::string> texts;
  Position pos = game.start();
  for (Move m : game.moves()) {
    texts.push_back(notation::format_move(pos, m, s));
    pos.do_move(m);
  }
  return texts;
}

const book::Opening* opening_of(const rules::Game& game) {
  if (game.start().key() != Position::start().key()) return nullptr;
  return book::builtin_names().name_of(std::span<const Move>(game.moves()));
}

notation::GameRecord game_record(const rules::Game& game, const std::string& red,
                                 const std::string& black) {
  notation::GameRecord rec;
  rec.set_tag("Event", "cotuong console game");
  rec.set_tag("Red", red);
  rec.set_tag("Black", black);
  rec.set_tag("Rules", rules::rule_set_name(game.rules().set));
  if (game.start().fen() != Position::start().fen()) rec.start_fen = game.start().fen();
  rec.moves = game.moves();
  if (const book::Opening* o = opening_of(game)) rec.set_tag("Opening", o->display());
  rules::Verdict v = game.verdict();
  if (v.over()) {
    rec.result = v.result;
    rec.termination = v.explanation;
  }
  return rec;
}

PersonGame::PersonGame(const PersonGameSettings& settings, const Position& start)
    : settings_(settings), game_(start, settings.rules) {
  reset_state();
}

void PersonGame::start(const PersonGameSettings& settings, const Position& start) {
  settings_ = settings;
  game_ = rules::Game(start, settings.rules);
  reset_state();
}

absl::StatusOr<LoadedGame> PersonGame::load(const notation::GameRecord& record) {
  absl::StatusOr<LoadedGame> loaded = load_game(record, settings_.rules);
  if (!loaded.ok()) return loaded.status();
  game_ = loaded->game;
  reset_state();
  // A takeback used before the game was saved stays used: saving and loading gives none back.
  int used = 0;
  if (settings_.against_engine && absl::SimpleAtoi(record.tag(kTakebacksTag), &used) && used > 0)
    takebacks_used_ = used;
  return loaded;
}

void PersonGame::reset_state() {
  clock_.reset();
  time_verdict_.reset();
  if (settings_.clock)
    clock_.emplace(*settings_.clock, settings_.move_cap_ms.value_or(
                                         rules::move_cap_ms(*settings_.clock, settings_.rules)));
  takebacks_used_ = 0;
  lowest_level_played_ = 0;
  first_move_here_ = game_.moves().size();
  counted_ = false;
}

absl::Status PersonGame::play(Move m, rules::SteadyTime now) {
  if (over())
    return absl::FailedPreconditionError(absl::StrCat("the game is over: ", verdict().explanation));
  const Color mover = position().side_to_move();
  if (absl::Status s = game_.play(m); !s.ok()) return s;
  note_played_here();
  if (clock_) {
    clock_->press(mover, now);
    if (game_.verdict().over()) clock_->stop(now);
  }
  return absl::OkStatus();
}

bool PersonGame::end_on_time(rules::SteadyTime now) {
  if (!clock_ || over()) return false;
  std::optional<rules::Verdict> fall = clock_->flag_fall(game_, now);
  if (!fall) return false;
  clock_->stop(now);
  time_verdict_ = std::move(fall);
  return true;
}

int PersonGame::takeback_plies() const {
  return settings_.against_engine && !engine_plays(position().side_to_move()) ? 2 : 1;
}

std::optional<NoTakeback> PersonGame::takeback_refused() const {
  if (time_verdict_) return NoTakeback::kClockDecided;
  if (settings_.against_engine && !rules::limits_of(settings_.rules).takebacks)
    return NoTakeback::kRulesForbid;
  if (game_.moves().size() < size_t(takeback_plies())) return NoTakeback::kNothingToTakeBack;
  if (const int allowance = takeback_allowance();
      allowance != kUnlimitedTakebacks && takebacks_used_ >= allowance)
    return NoTakeback::kNoneLeft;
  return std::nullopt;
}

int PersonGame::take_back(rules::SteadyTime now) {
  const int plies = takeback_plies();
  game_.undo(plies).IgnoreError();  // the caller checked takeback_refused(): enough moves
  first_move_here_ = std::min(first_move_here_, game_.moves().size());
  if (clock_) clock_->take_back(game_, plies, now);
  ++takebacks_used_;
  note_played_here();
  return plies;
}

int PersonGame::takeback_allowance() const {
  if (!settings_.against_engine) return kUnlimitedTakebacks;
  if (!rules::limits_of(settings_.rules).takebacks) return 0;
  return settings_.takebacks.value_or(search::level_row(allowance_level()).takebacks);
}

int PersonGame::record_level() const {
  return lowest_level_played_ != 0 ? lowest_level_played_ : settings_.level;
}

int PersonGame::allowance_level() const { return std::min(record_level(), settings_.level); }

void PersonGame::note_played_here() {
  if (lowest_level_played_ == 0 || settings_.level < lowest_level_played_)
    lowest_level_played_ = settings_.level;
}

std::optional<messages::Message> PersonGame::level_change_message() const {
  if (!settings_.against_engine || lowest_level_played_ == 0 ||
      lowest_level_played_ == settings_.level)
    return std::nullopt;
  return messages::Message("play.level_change").with("level", level_message(allowance_level()));
}

std::string PersonGame::level_change_note() const {
  const std::optional<messages::Message> note = level_change_message();
  return note ? messages::render(*note, messages::Lang::kEn) : "";
}

int PersonGame::takebacks_left() const {
  const int allowance = takeback_allowance();
  if (allowance == kUnlimitedTakebacks) return kUnlimitedTakebacks;
  return std::max(0, allowance - takebacks_used_);
}

bool PersonGame::set_rules(rules::RuleSet rules) {
  settings_.rules = rules;
  game_.set_rules(rules);
  if (!clock_) return true;
  const int64_t cap = settings_.move_cap_ms.value_or(rules::move_cap_ms(clock_->preset(), rules));
  if (clock_->move_cap_ms() == cap) return true;
  if (clock_->running() || moves_here() > 0) return false;
  const rules::ClockPreset preset = clock_->preset();
  clock_.emplace(preset, cap);
  return true;
}

bool PersonGame::counts_in_record() const {
  if (!settings_.against_engine) return false;
  bool moved[COLOR_NB] = {false, false};
  const Color first = game_.start().side_to_move();
  for (size_t i = first_move_here_; i < game_.moves().size(); ++i)
    moved[i % 2 == 0 ? first : ~first] = true;
  return moved[RED] && moved[BLACK];
}

std::optional<CountedGame> PersonGame::count_result(const std::filesystem::path& wins_path) {
  if (!settings_.against_engine || counted_ || !over()) return std::nullopt;
  counted_ = true;
  CountedGame counted;
  if (!counts_in_record()) return counted;
  counted.counted = true;
  const rules::GameResult result = verdict().result;
  const int level = record_level();
  counted.level = level;
  const Color human = settings_.human;
  absl::StatusOr<WinTable> table = update_wins(wins_path, [&](WinTable& t) {
    LevelRecord& rec = t[level - 1];
    if (result == rules::GameResult::kDraw)
      ++rec.draws;
    else if (result == rules::win_for(human))
      ++rec.wins;
    else
      ++rec.losses;
  });
  if (table.ok())
    counted.table = *table;
  else
    counted.error = std::string(table.status().message());
  return counted;
}

notation::GameRecord PersonGame::record() const {
  const std::string player = "Player";
  const std::string engine = absl::StrCat("cotuong ", level_text(settings_.level));
  const bool two = !settings_.against_engine;
  notation::GameRecord rec = game_record(game_, two || settings_.human == RED ? player : engine,
                                         two || settings_.human == BLACK ? player : engine);
  if (clock_)
    rec.set_tag("TimeControl", rules::pgn_time_control(clock_->preset().initial_ms,
                                                       clock_->preset().increment_ms));
  if (time_verdict_) {
    rec.result = time_verdict_->result;
    rec.termination = time_verdict_->explanation;
  }
  if (settings_.against_engine && takebacks_used_ > 0)
    rec.set_tag(kTakebacksTag, absl::StrCat(takebacks_used_));
  return rec;
}

}  // namespace cotuong::play
