#include "console/console_session.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <ctime>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <thread>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "console/interrupt.h"
#include "core/movegen.h"
#include "core/plural.h"
#include "core/quote.h"
#include "core/text_file.h"
#include "notation/notation.h"
#include "notation/pgn.h"
#include "notation/text_encoding.h"
#include "platform/folders.h"
#include "platform/local_time.h"
#include "platform/terminal.h"
#include "play/player_levels.h"
#include "play/setup_message.h"
#include "search/mate_solver.h"

namespace cotuong::console {

namespace {

constexpr notation::Style kMoveListStyle = notation::Style::kVietnamese;

using messages::Message;

// Returns a side's name as a message ("Đỏ" / "Red").
Message side(Color c) { return Message(c == RED ? "color.red" : "color.black"); }

// The commands and the words that name them: the English word first, then the Vietnamese ones a
// person types (with and without the marks); two-word commands ("di lai") are one entry.
struct CommandWords {
  const char* command;
  std::vector<std::string> words;
};
// catalogue-lint: off (command ids and the words a person types, not words they read)
const std::vector<CommandWords>& command_words() {
  static const std::vector<CommandWords> kWords = {
      {"help", {"help", "?", "giup", "giúp", "tro giup", "trợ giúp", "huong dan", "hướng dẫn"}},
      {"quit", {"quit", "exit", "thoat", "thoát"}},
      {"new", {"new", "moi", "mới", "van moi", "ván mới"}},
      {"level", {"level", "muc", "mức"}},
      {"undo", {"undo", "di lai", "đi lại"}},
      {"hint", {"hint", "goi y", "gợi ý"}},
      {"flip", {"flip", "xoay", "lat", "lật"}},
      {"labels", {"labels", "chu", "chữ"}},
      {"setup", {"setup", "bay", "bày", "bay co", "bày cờ"}},
      {"save", {"save", "luu", "lưu"}},
      {"load", {"load", "mo", "mở"}},
      {"replay", {"replay", "xem lai", "xem lại"}},
      {"rules", {"rules", "luat", "luật"}},
      {"record", {"record", "stats", "thanh tich", "thành tích"}},
      {"lang", {"lang", "ngon ngu", "ngôn ngữ"}},
      {"cothe", {"cothe", "co the", "cờ thế"}},
      {"solution", {"solution", "giai", "giải", "loi giai", "lời giải"}},
  };
  return kWords;
}
// catalogue-lint: on

// Returns the command the first words of a typed line name ("" for none, then a move), and in
// *used how many words it took.
std::string command_of(const std::vector<std::string>& words, size_t* used) {
  *used = 0;
  if (words.empty()) return "";
  const std::string one = absl::AsciiStrToLower(words[0]);
  const std::string two = words.size() > 1 ? one + " " + absl::AsciiStrToLower(words[1]) : "";
  for (const CommandWords& c : command_words()) {
    for (const std::string& w : c.words) {
      if (!two.empty() && w == two) {
        *used = 2;
        return c.command;
      }
    }
  }
  for (const CommandWords& c : command_words()) {
    for (const std::string& w : c.words) {
      if (w == one) {
        *used = 1;
        return c.command;
      }
    }
  }
  return "";
}

// Returns the text after the first `words` words of a line (trimmed).
std::string rest_of(const std::string& line, size_t words = 1) {
  absl::string_view s = absl::StripLeadingAsciiWhitespace(line);
  for (size_t i = 0; i < words; ++i) {
    size_t space = s.find_first_of(" \t");
    if (space == absl::string_view::npos) return "";
    s = absl::StripLeadingAsciiWhitespace(s.substr(space));
  }
  return std::string(absl::StripAsciiWhitespace(s));
}

// The longest pause between the moves of an automatic replay.
constexpr int64_t kMaxReplayDelayMs = 60'000;

// Returns whether a line typed during a replay ends it.
bool stops_replay(const std::string& key) {
  return key == "q" || key == "quit" || key == "exit" || key == "stop";
}

// Returns a line typed within `ms` milliseconds, or nothing when none came (or input ended):
// the pause of an automatic replay, which a typed "q" cuts short. Standard input is waited on;
// any other stream (a script, a test) has no one typing, and the pause is only a pause.
std::optional<std::string> line_within(std::istream& in, int64_t ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  if (&in == &std::cin) {
    while (true) {
      const int64_t left = std::chrono::duration_cast<std::chrono::milliseconds>(
                               deadline - std::chrono::steady_clock::now())
                               .count();
      const platform::InputWait ready =
          platform::wait_for_input(platform::kStandardInputFd, int(std::max<int64_t>(0, left)));
      if (ready == platform::InputWait::kInterrupted) continue;
      if (ready == platform::InputWait::kTimeout) return std::nullopt;
      std::string line;
      if (std::getline(in, line)) return line;
      break;  // the end of input: nothing more will come, the pause goes on
    }
  }
  std::this_thread::sleep_until(deadline);
  return std::nullopt;
}

// Returns the time on the steady clock.
rules::SteadyTime now() { return std::chrono::steady_clock::now(); }

// Returns "The game ended after move 8 of 14: the moves after it were not played." for a record
// that played on after the rules ended its game, else nothing.
std::optional<Message> cut_short_note(const play::LoadedGame& loaded) {
  if (!loaded.cut_short()) return std::nullopt;
  return Message("console.cut_short")
      .with("n", int(loaded.game.moves().size()))
      .with("total", int(loaded.record_moves));
}

// Returns the first game of a PGN file (UTF-8 or GBK), or why it cannot be read (naming the
// file).
absl::StatusOr<notation::GameRecord> read_game_file(const std::string& path) {
  absl::StatusOr<notation::DecodedText> text = notation::read_text_file(path);
  if (!text.ok()) return text.status();
  absl::StatusOr<notation::GameRecord> game = notation::read_pgn(text->utf8);
  if (!game.ok())
    return absl::Status(game.status().code(), absl::StrCat(path, ": ", game.status().message()));
  return game;
}

// Returns the settings of the first game from the command line's options; from then on the game
// holds them (PersonGame::settings).
play::PersonGameSettings first_game_settings(const ConsoleOptions& options) {
  play::PersonGameSettings s;
  s.against_engine = !options.human_vs_human;
  s.human = options.human;
  s.level = options.level;
  s.rules = options.rules;
  s.clock = options.clock;
  s.move_cap_ms = options.move_cap_ms;
  s.takebacks = options.takebacks;
  return s;
}

// Returns how the engine is asked for its moves, from the command line's options.
play::ReplySettings reply_settings(const ConsoleOptions& options) {
  play::ReplySettings r;
  r.use_book = options.use_book;
  r.master_movetime_ms = options.master_movetime_ms;
  r.depth = options.depth;
  return r;
}

}  // namespace

ConsoleSession::ConsoleSession(std::istream& in, std::ostream& out, const ConsoleOptions& options)
    : in_(in), out_(out), options_(options), engine_(options.seed, reply_settings(options)) {
  if (options_.wins_path.empty()) options_.wins_path = play::default_wins_path();
  game_.start(first_game_settings(options_), Position::start());
  reset_game_state();
}

std::string ConsoleSession::say(const Message& m) const {
  return messages::render(m, options_.lang);
}
std::string ConsoleSession::say(const char* key) const {
  return messages::text(key, options_.lang);
}

void ConsoleSession::begin() {
  out_ << say("console.greeting") << "\n";
  if (!game_.settings().against_engine)
    out_ << say("console.two_players") << "\n";
  else
    out_ << say(Message("console.you_play")
                    .with("side", side(game_.settings().human))
                    .with("level", play::level_message(game_.settings().level)))
         << "\n";
  show();
  engine_turn();
}

void ConsoleSession::prompt() {
  if (game_.clock()) out_ << clock_line(now()) << "\n";
  const Color stm = game_.position().side_to_move();
  out_ << say(Message(game_over() ? "console.prompt_over" : "console.prompt")
                  .with("side", side(stm)))
       << "> " << std::flush;
}

void ConsoleSession::wait_for_input(int fd) {
  std::string shown = game_.clock() ? clock_line(now()) : "";
  while (game_.clock() && game_.clock()->running() && !game_over()) {
    const platform::InputWait ready = platform::wait_for_input(fd, 100);
    if (ready == platform::InputWait::kInterrupted) {
      if (InterruptCatcher::caught()) return;  // Ctrl-C: the console saves and ends
      continue;
    }
    if (ready == platform::InputWait::kReady) return;  // a line, the end or an error
    const rules::SteadyTime t = now();
    if (game_.clock()->flagged(t)) {
      out_ << "\n";
      end_if_flag_fell(t);
      prompt();
      return;
    }
    if (std::string line = clock_line(t); line != shown) {
      // Save the cursor, rewrite the clock line above the prompt, restore: the line being typed
      // is the terminal's and stays as it is.
      out_ << "\x1b"
              "7\x1b[A\r"
           << line
           << "\x1b[K\x1b"
              "8"
           << std::flush;
      shown = line;
    }
  }
}

bool ConsoleSession::end_if_flag_fell(rules::SteadyTime t) {
  if (!game_.end_on_time(t)) return false;
  announce_end();
  return true;
}

std::string ConsoleSession::clock_line(rules::SteadyTime t) const {
  const rules::GameClock& clock = *game_.clock();
  std::string line = clock.move_cap_ms() > 0
                         ? say(Message("console.clock.head_cap")
                                   .with("preset", clock.preset().name)
                                   .with("cap", rules::format_clock_ms(clock.move_cap_ms())))
                         : say(Message("console.clock.head").with("preset", clock.preset().name));
  absl::StrAppend(&line, ":");
  for (Color c : {RED, BLACK}) {
    absl::StrAppend(&line, c == RED ? " " : " | ", say(side(c)), " ",
                    rules::format_clock_ms(clock.remaining_ms(c, t)));
    if (clock.running() == c) {
      absl::StrAppend(&line, " [", say("console.clock.running"));
      if (clock.move_cap_ms() > 0)
        absl::StrAppend(&line, ", ",
                        say(Message("console.clock.this_move")
                                .with("time", rules::format_clock_ms(clock.move_elapsed_ms(t)))));
      absl::StrAppend(&line, "]");
    }
  }
  if (game_.time_decided())
    absl::StrAppend(&line, " (", say("console.clock.flag_fallen"), ")");
  else if (!clock.running())
    absl::StrAppend(&line, " (",
                    say(game_over() ? "console.clock.stopped" : "console.clock.not_started"), ")");
  return line;
}

bool ConsoleSession::handle(const std::string& raw) {
  end_if_flag_fell(now());  // a flag that fell while the line was typed ends the game first
  const std::string line(absl::StripAsciiWhitespace(raw));
  std::vector<std::string> words = absl::StrSplit(line, absl::ByAnyChar(" \t"), absl::SkipEmpty());
  if (words.empty()) {
    show();
    return true;
  }
  size_t used = 0;
  const std::string cmd = command_of(words, &used);
  // The command's own word first, then its arguments (a two-word command counts as one).
  if (used == 2) {
    words.erase(words.begin());
    words[0] = cmd;
  }
  // catalogue-lint: off (command ids: command_words() names each)
  if (cmd == "quit") return false;
  if (cmd == "help") {
    help();
  } else if (cmd == "new") {
    new_game(words);
  } else if (cmd == "level") {
    set_level(words);
  } else if (cmd == "undo") {
    take_back();
  } else if (cmd == "hint") {
    hint();
  } else if (cmd == "lang") {
    set_lang(words);
  } else if (cmd == "cothe") {
    cothe(words);
  } else if (cmd == "solution") {
    show_solution();
  } else if (cmd == "flip") {
    options_.board.black_bottom = !options_.board.black_bottom;
    show();
  } else if (cmd == "labels") {
    options_.board.labels =
        options_.board.labels == Labels::kChinese ? Labels::kVietnamese : Labels::kChinese;
    show();
  } else if (cmd == "setup") {
    setup(rest_of(line, used));
  } else if (cmd == "save") {
    save(rest_of(line, used));
  } else if (cmd == "load") {
    load(rest_of(line, used));
  } else if (cmd == "replay") {
    replay(words);
  } else if (cmd == "rules") {
    set_rules(words);
  } else if (cmd == "record") {
    show_record();
  } else {
    human_move(line);
  }
  // catalogue-lint: on
  return true;
}

void ConsoleSession::help() {
  out_ << say(Message("console.help")
                  .with("levels", play::level_list())
                  .with("rules", rules::rule_set_names("|"))
                  .with("folder", platform::kUserDataFolderShown))
       << "\n";
}

Message ConsoleSession::why_not_a_move(absl::string_view detail) const {
  // The notation explains in English (src/notation); English readers get its words, others the
  // kind of mistake in theirs.
  if (options_.lang == messages::Lang::kEn)
    return Message("verdict.verbatim").with("text", std::string(detail));
  // catalogue-lint: off (the notation's English error words, matched to tell the kind)
  if (absl::StartsWith(detail, "illegal")) return Message("console.move.illegal");
  if (absl::StartsWith(detail, "ambiguous")) return Message("console.move.ambiguous");
  if (absl::StrContains(detail, "no such piece")) return Message("console.move.no_such_piece");
  // catalogue-lint: on
  return Message("console.move.unreadable");
}

const play::PersonGameSettings& ConsoleSession::next_settings() const {
  return cothe_ ? outside_cothe_ : game_.settings();
}

void ConsoleSession::reset_game_state() {
  typed_notation_ = notation::GameNotation();
  // A cờ thế is defended by the search alone, never from the book.
  engine_.settings().use_book = options_.use_book && !cothe_;
  engine_.new_game();
}

std::string ConsoleSession::describe(const Position& before, Move m) const {
  return absl::StrCat(notation::format_move(before, m, kMoveListStyle), " [", to_ucci(m), "]");
}

void ConsoleSession::show() {
  const Position& pos = game_.position();
  out_ << "\n" << render_board(pos, options_.board);
  std::vector<std::string> texts = play::move_texts(game_.game(), kMoveListStyle);
  if (!texts.empty()) {
    // The last few moves, numbered as full moves from the start position's side.
    const int first_ply = std::max(0, int(texts.size()) - 8);
    const bool black_started = game_.game().start().side_to_move() == BLACK;
    std::string list = say("console.moves");
    for (int i = first_ply; i < int(texts.size()); ++i) {
      const int ply = i + black_started;
      if (ply % 2 == 0 || i == first_ply)
        absl::StrAppend(&list, " ", game_.game().start().fullmove_number() + ply / 2,
                        ply % 2 ? "..." : ".");
      absl::StrAppend(&list, " ", texts[i]);
    }
    out_ << list << "\n";
  }
  if (cothe_)
    out_ << say(Message("console.cothe.status")
                    .with("n", cothe_->number)
                    .with("name", cothe_->title())
                    .with("verdict",
                          cothe_->is_draw()
                              ? Message("console.cothe.draw")
                              : Message("console.cothe.wins").with("n", cothe_->mate_in)))
         << "\n";
  else if (game_.settings().against_engine)
    out_ << say(Message("console.status")
                    .with("level", play::level_message(game_.settings().level))
                    .with("left", !rules::limits_of(game_.settings().rules).takebacks
                                      ? Message("console.takebacks.none_room")
                                  : game_.takebacks_left() == play::kUnlimitedTakebacks
                                      ? Message("console.takebacks.unlimited")
                                      : Message("verdict.verbatim")
                                            .with("text", absl::StrCat(game_.takebacks_left()))))
         << "\n";
}

void ConsoleSession::human_move(const std::string& text) {
  if (game_over()) {
    out_ << say(Message("console.over_typed").with("verdict", verdict().message)) << "\n";
    return;
  }
  const Color stm = game_.position().side_to_move();
  if (engine_plays(stm)) {
    engine_turn();
    return;
  }
  absl::StatusOr<Move> m = typed_notation_.read(game_.position(), text);
  if (!m.ok()) {
    out_ << say(Message("console.not_a_move")
                    .with("text", readable_quote(text))
                    .with("why", why_not_a_move(m.status().message())))
         << "\n";
    return;
  }
  play(*m, false);
  engine_turn();
}

void ConsoleSession::play(Move m, bool by_engine) {
  const Position before = game_.position();
  const rules::SteadyTime t = now();
  if (end_if_flag_fell(t)) return;  // too late: the move is not played
  const int64_t thought_ms = game_.clock() ? game_.clock()->move_elapsed_ms(t) : 0;
  if (absl::Status s = game_.play(m, t); !s.ok()) {
    out_ << say(Message("console.illegal").with("why", std::string(s.message()))) << "\n";
    return;
  }
  if (by_engine) {
    if (game_.clock())
      out_ << say(
          Message("console.engine_plays_after")
              .with("move", describe(before, m))
              .with("seconds", absl::StrCat(thought_ms / 1000, ".", thought_ms % 1000 / 100)));
    else
      out_ << say(Message("console.engine_plays").with("move", describe(before, m)));
    out_ << "\n";
  }
  show();
  if (const book::Opening* o = play::opening_of(game_.game()); o && o->display() != last_opening_) {
    last_opening_ = o->display();
    out_ << say(Message("console.opening").with("name", last_opening_)) << "\n";
  }
  rules::Verdict v = game_.verdict();
  if (v.over()) {
    announce_end();
  } else if (v.repetition_warning) {
    out_ << say("console.warning_twice");
    if (v.at_fault)
      out_ << " "
           << say(Message("console.must_vary")
                      .with("side", side(*v.at_fault))
                      .with("why", v.message));
    out_ << "\n";
  } else if (game_.position().in_check()) {
    out_ << say(Message("console.in_check").with("side", side(game_.position().side_to_move())))
         << "\n";
  }
}

void ConsoleSession::engine_turn() {
  const Position& pos = game_.position();
  if (game_over() || !engine_plays(pos.side_to_move())) return;
  out_ << say("console.thinking") << "\n" << std::flush;
  const play::EngineMove reply = think();
  if (reply.move() == MOVE_NONE) return;  // no legal move: the verdict has said so
  play(reply.move(), true);
}

play::EngineMove ConsoleSession::think() {
  if (!game_.clock() || options_.live_clock_fd < 0) return engine_.move(game_, now());
  play::EngineMove result;
  std::atomic<bool> done = false;
  if (!engine_.start(game_, now(), [&](const play::EngineMove& r) {
        result = r;
        done = true;
      }))
    return result;  // the book's move, at once
  std::string shown;
  while (!done) {
    // Rewritten in place (carriage return, clear to the end): the person sees the engine's
    // clock run as their own does while they think.
    if (std::string line = clock_line(now()); line != shown) {
      out_ << "\r" << line << "\x1b[K" << std::flush;
      shown = std::move(line);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  engine_.wait();
  out_ << "\n";
  return result;
}

void ConsoleSession::announce_end() {
  rules::Verdict v = verdict();
  out_ << say(Message("console.game_over")
                  .with("verdict", v.message)
                  .with("rule", rules::rule_name(v))
                  .with("result", rules::result_text(v.result)))
       << "\n";
  if (cothe_) {
    // A cờ thế is not a game of the record: its end says whether the person solved it, and how.
    const bool solved = v.result == rules::win_for(cothe_->attacker) ||
                        (cothe_->is_draw() && v.result == rules::GameResult::kDraw);
    out_ << say(solved ? "console.cothe.solved" : "console.cothe.not_solved") << "\n";
    show_solution();
    return;
  }
  std::optional<play::CountedGame> counted = game_.count_result(options_.wins_path);
  if (!counted) return;  // two people, or counted already
  if (!counted->counted) {
    out_ << "(" << say(play::not_counted_message()) << ")\n";
    return;
  }
  if (!counted->error.empty()) {
    out_ << say(Message("console.record_error").with("error", counted->error)) << "\n";
    return;
  }
  out_ << say(play::record_message(counted->level, counted->at(counted->level))) << "\n";
}

void ConsoleSession::show_record() {
  absl::StatusOr<play::WinTable> table = play::load_wins(options_.wins_path);
  if (!table.ok()) {
    out_ << table.status().message() << "\n";
    return;
  }
  for (int level = 1; level <= 5; ++level) {
    const play::LevelRecord& r = (*table)[level - 1];
    out_ << "  "
         << say(Message("console.record_row")
                    .with("n", level)
                    .with("name", play::level_name(level))
                    .with("won", r.wins)
                    .with("drawn", r.draws)
                    .with("lost", r.losses))
         << "\n";
  }
}

void ConsoleSession::new_game(const std::vector<std::string>& words) {
  play::PersonGameSettings settings = next_settings();
  Color human = settings.human;
  std::vector<std::string> handicap;
  bool in_handicap = false;
  for (size_t i = 1; i < words.size(); ++i) {
    std::string w = absl::AsciiStrToLower(words[i]);
    if (in_handicap) {
      handicap.push_back(w);
    } else if (w == "red" || w == "do" || w == "đỏ") {
      human = RED;
    } else if (w == "black" || w == "den" || w == "đen") {
      human = BLACK;
    } else if (w == "handicap" || w == "chap" || w == "chấp") {
      in_handicap = true;
    } else {
      out_ << say("console.usage.new") << "\n";
      return;
    }
  }
  Position start = Position::start();
  if (!handicap.empty()) {
    // The engine gives the odds; between two people, Red does.
    Color giver = settings.against_engine ? ~human : RED;
    absl::StatusOr<Position> odds = handicap_position(giver, handicap, options_.lang);
    if (!odds.ok()) {
      out_ << say(Message("console.handicap_refused")
                      .with("why", std::string(odds.status().message())))
           << "\n";
      return;
    }
    start = *odds;
  }
  settings.human = human;
  cothe_ = nullptr;
  game_.start(settings, start);
  reset_game_state();
  const Message who = !settings.against_engine
                          ? Message("console.who.two_players")
                          : Message("console.who.you")
                                .with("side", side(human))
                                .with("level", play::level_message(settings.level));
  if (handicap.empty())
    out_ << say(Message("console.new_game").with("who", who)) << "\n";
  else
    out_ << say(Message("console.new_game_handicap")
                    .with("who", who)
                    .with("pieces", absl::StrJoin(handicap, " ")))
         << "\n";
  show();
  engine_turn();
}

void ConsoleSession::set_level(const std::vector<std::string>& words) {
  int level = 0;
  if (words.size() != 2 || !absl::SimpleAtoi(words[1], &level) || level < search::kLevelMin ||
      level > search::kLevelMax) {
    out_ << say(Message("console.usage.level").with("levels", play::level_list())) << "\n";
    return;
  }
  if (cothe_) {
    // The engine defends a cờ thế at full strength; the level is the next game's.
    outside_cothe_.level = level;
    out_ << say(Message("console.cothe.level_later").with("level", play::level_message(level)))
         << "\n";
    return;
  }
  game_.set_level(level);
  out_ << say(Message("console.now_playing").with("level", play::level_message(level)));
  if (const std::optional<Message> note = game_.level_change_message()) out_ << " " << say(*note);
  out_ << "\n";
}

void ConsoleSession::take_back() {
  if (std::optional<play::NoTakeback> no = game_.takeback_refused()) {
    switch (*no) {
      case play::NoTakeback::kClockDecided:
        out_ << say("console.no_takeback.clock") << "\n";
        break;
      case play::NoTakeback::kRulesForbid:
        out_ << say(Message("console.no_takeback.rules")
                        .with("rules", rules::rule_set_name(game_.settings().rules)))
             << "\n";
        break;
      case play::NoTakeback::kNothingToTakeBack:
        out_ << say("console.no_takeback.nothing") << "\n";
        break;
      case play::NoTakeback::kNoneLeft:
        out_ << say(Message("console.no_takeback.none_left").with("n", game_.takeback_allowance()))
             << "\n";
        break;
    }
    return;
  }
  const int plies = game_.take_back(now());
  out_ << say(Message("console.took_back").with("n", plies));
  if (const int left = game_.takebacks_left(); left != play::kUnlimitedTakebacks)
    out_ << " "
         << say(left == 0 ? Message("console.takebacks_used_up")
                          : Message("console.takebacks_left").with("n", left));
  out_ << "\n";
  if (game_.clock())
    out_ << say(Message(plies == 1 ? "console.clock_back.one" : "console.clock_back.many")
                    .with("side", side(game_.position().side_to_move())))
         << "\n";
  show();
  engine_turn();  // e.g. a takeback to the engine's turn at the very start
}

void ConsoleSession::hint() {
  if (game_over()) {
    out_ << say("console.hint.over") << "\n";
    return;
  }
  if (cothe_ && !cothe_->is_draw()) {
    // A winning cờ thế: the mate prover's move, shortest mate first (book/compositions.h).
    search::MateProblem problem;
    problem.max_moves = 30;
    problem.first_move_only = true;
    problem.time_limit_ms = std::max<int64_t>(2000, 5 * options_.hint_movetime_ms);
    const search::MateSolution mate = search::solve_mate(game_.position(), problem);
    if (mate.moves > 0 && !mate.mating_moves.empty()) {
      out_ << say(Message("console.hint.mate")
                      .with("move", describe(game_.position(), mate.mating_moves.front()))
                      .with("n", mate.moves))
           << "\n";
      return;
    }
  }
  search::Limits limits;
  limits.movetime = options_.hint_movetime_ms;  // at full strength
  search::Result r = engine_.searcher_for(game_).search_sync(game_.position(), limits);
  if (r.best == MOVE_NONE) {
    out_ << say("console.hint.none") << "\n";
    return;
  }
  out_ << say(Message("console.hint").with("move", describe(game_.position(), r.best))) << "\n";
}

void ConsoleSession::setup(const std::string& fen) {
  if (fen.empty()) {
    out_ << say("console.usage.setup") << "\n";
    return;
  }
  // The set-up's problems named in the person's words, as the page's editor names them.
  absl::StatusOr<Position> parsed = Position::parse_fen(fen);
  if (!parsed.ok()) {
    out_ << say(Message("console.setup_refused")
                    .with("why",
                          Message("setup.fen").with("why", std::string(parsed.status().message()))))
         << "\n";
    return;
  }
  const std::vector<SetupProblem> problems = setup_problems(*parsed);
  for (const SetupProblem& problem : problems)
    out_ << say(Message("console.setup_refused").with("why", play::setup_message(problem))) << "\n";
  if (!problems.empty()) return;
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  if (!pos.ok()) {
    out_ << say(Message("console.setup_refused").with("why", std::string(pos.status().message())))
         << "\n";
    return;
  }
  const play::PersonGameSettings settings = next_settings();
  cothe_ = nullptr;
  game_.start(settings, *pos);
  reset_game_state();
  out_ << say("console.set_up") << "\n";
  show();
  if (game_over()) announce_end();
  engine_turn();
}

void ConsoleSession::save(const std::string& path) {
  if (path.empty()) {
    out_ << say("console.usage.save") << "\n";
    return;
  }
  const notation::GameRecord record = game_.record();
  if (absl::Status s = write_file(path, notation::write_pgn(record, kMoveListStyle)); !s.ok()) {
    out_ << say(Message("console.not_saved").with("why", std::string(s.message()))) << "\n";
    return;
  }
  out_ << say(Message("console.saved")
                  .with("n", int(game_.game().moves().size()))
                  .with("path", path))
       << "\n";
}

void ConsoleSession::save_interrupted_game() {
  out_ << say("console.interrupted");
  if (game_.game().moves().empty() && game_.game().start().key() == Position::start().key()) {
    out_ << " " << say("console.interrupted.nothing") << "\n";
    return;
  }
  out_ << "\n";
  const std::filesystem::path dir =
      options_.games_dir.empty() ? default_games_dir() : options_.games_dir;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  char stamp[32];
  const std::time_t t = std::time(nullptr);
  const std::tm local = platform::local_time(t);
  std::strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", &local);
  std::filesystem::path path = dir / absl::StrCat("interrupted-", stamp, ".pgn");
  for (int n = 2; std::filesystem::exists(path, ec); ++n)
    path = dir / absl::StrCat("interrupted-", stamp, "-", n, ".pgn");
  save(path.string());
  if (std::filesystem::exists(path, ec))
    out_ << say(Message("console.interrupted.play_on").with("path", path.string())) << "\n";
}

void ConsoleSession::load(const std::string& path) {
  if (path.empty()) {
    out_ << say("console.usage.load") << "\n";
    return;
  }
  absl::StatusOr<notation::GameRecord> record = read_game_file(path);
  if (!record.ok()) {
    out_ << say(Message("console.cannot_load").with("why", std::string(record.status().message())))
         << "\n";
    return;
  }
  // In a cờ thế the loaded game is played with the settings of the game it interrupted.
  std::optional<play::PersonGame> outside;
  if (cothe_) outside.emplace(outside_cothe_);
  absl::StatusOr<play::LoadedGame> loaded = (outside ? *outside : game_).load(*record);
  if (!loaded.ok()) {
    out_ << say(Message("console.cannot_load_file")
                    .with("path", path)
                    .with("why", std::string(loaded.status().message())))
         << "\n";
    return;
  }
  if (outside) game_ = std::move(*outside);
  cothe_ = nullptr;
  reset_game_state();
  out_ << say(Message("console.loaded")
                  .with("n", int(game_.game().moves().size()))
                  .with("path", path))
       << "\n";
  if (const std::optional<Message> note = cut_short_note(*loaded)) out_ << say(*note) << "\n";
  show();
  if (game_over())
    announce_end();
  else
    engine_turn();
}

void ConsoleSession::replay(const std::vector<std::string>& words) {
  if (words.size() < 2) {
    out_ << say("console.usage.replay") << "\n";
    return;
  }
  absl::StatusOr<notation::GameRecord> record = read_game_file(words[1]);
  absl::StatusOr<play::LoadedGame> loaded = record.ok()
                                                ? play::load_game(*record, game_.settings().rules)
                                                : absl::StatusOr<play::LoadedGame>(record.status());
  if (!loaded.ok()) {
    out_
        << say(Message("console.cannot_replay").with("why", std::string(loaded.status().message())))
        << "\n";
    return;
  }
  const rules::Game* full = &loaded->game;
  bool automatic = words.size() > 2 && absl::AsciiStrToLower(words[2]) == "auto";
  int64_t delay = options_.replay_delay_ms;
  if (automatic && words.size() > 3 &&
      (!absl::SimpleAtoi(words[3], &delay) || delay < 0 || delay > kMaxReplayDelayMs)) {
    out_ << say(Message("console.replay.bad_pause")
                    .with("max", (long long)kMaxReplayDelayMs)
                    .with("text", readable_quote(words[3])))
         << "\n";
    return;
  }
  rules::Game shown(full->start(), game_.settings().rules);
  const std::vector<Move> moves = full->moves();  // the record, read once
  size_t at = 0;
  auto draw = [&] {
    out_ << "\n" << render_board(shown.position(), options_.board);
    out_ << say(Message("console.replay.at").with("n", int(at)).with("total", int(moves.size())))
         << "\n";
  };
  draw();
  if (automatic) out_ << "(" << say("console.replay.automatic") << ")\n";
  bool stopped = false;
  // Ctrl-C ends the replay too (then the console saves the game and ends).
  while ((at < moves.size() || !automatic) && !InterruptCatcher::caught()) {
    if (automatic) {
      if (std::optional<std::string> line = line_within(in_, delay);
          line && stops_replay(absl::AsciiStrToLower(absl::StripAsciiWhitespace(*line)))) {
        stopped = true;
        break;
      }
    } else {
      out_ << say("console.replay.prompt") << "> " << std::flush;
      std::string line;
      if (!std::getline(in_, line)) break;
      std::string key = absl::AsciiStrToLower(absl::StripAsciiWhitespace(line));
      if (stops_replay(key)) {
        stopped = true;
        break;
      }
      if (key == "a") {
        automatic = true;
        out_ << "(" << say("console.replay.automatic") << ")\n";
      }
      if (key == "p") {
        if (at > 0) {
          shown.undo(1).IgnoreError();
          --at;
        }
        draw();
        continue;
      }
      if (at == moves.size()) {
        out_ << say("console.replay.end") << "\n";
        continue;
      }
    }
    Position before = shown.position();
    shown.play(moves[at++]).IgnoreError();
    out_ << describe(before, moves[at - 1]) << "\n";
    draw();
  }
  if (stopped)
    out_ << say(Message("console.replay.stopped")
                    .with("n", int(at))
                    .with("total", int(moves.size())))
         << "\n";
  if (const std::optional<Message> note = cut_short_note(*loaded)) out_ << say(*note) << "\n";
  if (const rules::Verdict v = full->verdict(); v.over())
    out_ << say(Message("console.replay.result")
                    .with("result", rules::result_text(v.result))
                    .with("why", v.message))
         << "\n";
  else if (record->result != rules::GameResult::kNone)
    out_ << say(Message("console.replay.result")
                    .with("result", rules::result_text(record->result))
                    .with("why", record->termination))
         << "\n";
  out_ << say("console.replay.finished") << "\n";
}

void ConsoleSession::set_rules(const std::vector<std::string>& words) {
  const absl::StatusOr<rules::RuleSet> set =
      words.size() == 2 ? rules::parse_rule_set(words[1])
                        : absl::StatusOr<rules::RuleSet>(absl::InvalidArgumentError(""));
  if (!set.ok()) {
    // One name of a rule set, the usage's: no other words needed.
    out_ << say(Message(words.size() == 2 ? "console.usage.rules_unknown" : "console.usage.rules")
                    .with("names", rules::rule_set_names("|"))
                    .with("name", words.size() == 2 ? readable_quote(words[1]) : ""))
         << "\n";
    return;
  }
  if (cothe_) outside_cothe_.rules = *set;  // the next game's rules too
  out_ << say(Message("console.rules").with("name", rules::rule_set_name(*set))) << "\n";
  if (!game_.set_rules(*set)) out_ << "(" << say("console.rules.cap_kept") << ")\n";
  if (game_over()) announce_end();
}

void ConsoleSession::set_lang(const std::vector<std::string>& words) {
  const std::optional<messages::Lang> lang =
      words.size() == 2 ? messages::parse_lang(words[1]) : std::nullopt;
  if (!lang) {
    out_ << say("console.usage.lang") << "\n";
    return;
  }
  options_.lang = *lang;
  out_ << say("console.lang") << "\n";
}

void ConsoleSession::cothe(const std::vector<std::string>& words) {
  const std::vector<book::Composition>& collection = book::builtin_compositions();
  if (words.size() == 1) {
    for (const book::Composition& c : collection)
      out_ << say(Message("console.cothe.row")
                      .with("n", c.number)
                      .with("name", c.vietnamese)
                      .with("chinese", c.chinese)
                      .with("side", side(c.attacker))
                      .with("verdict", c.is_draw()
                                           ? Message("console.cothe.draw")
                                           : Message("console.cothe.wins").with("n", c.mate_in)))
           << "\n";
    out_ << say("console.cothe.how") << "\n";
    return;
  }
  int number = 0;
  absl::StatusOr<const book::Composition*> found =
      words.size() == 2 && absl::SimpleAtoi(words[1], &number)
          ? book::find_composition(collection, number)
          : absl::StatusOr<const book::Composition*>(absl::InvalidArgumentError(""));
  if (!found.ok()) {
    out_ << say(Message("console.usage.cothe").with("max", int(collection.size()))) << "\n";
    return;
  }
  if (!cothe_) outside_cothe_ = game_.settings();
  outside_cothe_.against_engine = true;  // the next game is against the engine too
  cothe_ = *found;
  play::PersonGameSettings settings = outside_cothe_;
  settings.human = cothe_->attacker;
  settings.level = search::kLevelMax;
  settings.clock.reset();
  settings.takebacks = play::kUnlimitedTakebacks;
  game_.start(settings, cothe_->position);
  reset_game_state();
  out_ << say(Message("console.cothe.start")
                  .with("n", cothe_->number)
                  .with("name", cothe_->title())
                  .with("side", side(cothe_->attacker))
                  .with("verdict",
                        cothe_->is_draw()
                            ? Message("console.cothe.goal_draw")
                            : Message("console.cothe.goal_win").with("n", cothe_->mate_in)))
       << "\n";
  show();
  engine_turn();
}

void ConsoleSession::show_solution() {
  if (!cothe_) {
    out_ << say("console.cothe.no_solution_here") << "\n";
    return;
  }
  if (cothe_->solution.empty()) {
    out_ << say("console.cothe.no_line") << "\n";
    return;
  }
  rules::Game line(cothe_->position, game_.settings().rules);
  std::vector<std::string> texts;
  for (Move m : cothe_->solution) {
    texts.push_back(notation::format_move(line.position(), m, kMoveListStyle));
    if (!line.play(m).ok()) break;
  }
  std::string list;
  const bool black_started = cothe_->position.side_to_move() == BLACK;
  for (int i = 0; i < int(texts.size()); ++i) {
    const int ply = i + black_started;
    if (ply % 2 == 0 || i == 0)
      absl::StrAppend(&list, list.empty() ? "" : " ", 1 + ply / 2, ply % 2 ? "..." : ".");
    absl::StrAppend(&list, " ", texts[i]);
  }
  out_ << say(Message("console.cothe.solution").with("moves", list)) << "\n";
}

}  // namespace cotuong::console
