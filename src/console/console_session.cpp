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

namespace cotuong::console {

namespace {

constexpr notation::Style kMoveListStyle = notation::Style::kVietnamese;

// Returns the text after the first word of a line (trimmed).
std::string rest_of(const std::string& line) {
  absl::string_view s = absl::StripLeadingAsciiWhitespace(line);
  size_t space = s.find_first_of(" \t");
  if (space == absl::string_view::npos) return "";
  return std::string(absl::StripAsciiWhitespace(s.substr(space)));
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

// Returns "Red" / "Black" in the console's words.
const char* side_name(Color c) { return c == RED ? "Red" : "Black"; }

// Returns "the game ended after move 8 of 14: the moves after it were not played" for a record
// that played on after the rules ended its game, else "".
std::string cut_short_note(const play::LoadedGame& loaded) {
  if (!loaded.cut_short()) return "";
  return absl::StrCat("The game ended after move ", loaded.game.moves().size(), " of ",
                      loaded.record_moves, ": the moves after it were not played.\n");
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

}  // namespace

Session::Session(std::istream& in, std::ostream& out, const ConsoleOptions& options)
    : in_(in), out_(out), options_(options), engine_(options.seed) {
  if (options_.wins_path.empty()) options_.wins_path = play::default_wins_path();
  game_.start(game_settings(), Position::start());
  engine_.searcher().set_rules(options_.rules);
  reset_game_state();
}

void Session::begin() {
  out_ << "cotuong console. Type a move (h2e2, P2-5, C2.5, 炮二平五) or a command; \"help\" lists "
          "them.\n";
  if (options_.human_vs_human)
    out_ << "Two players on one board.\n";
  else
    out_ << "You play " << side_name(options_.human) << " against " << level_text() << ".\n";
  show();
  engine_turn();
}

void Session::prompt() {
  if (game_.clock()) out_ << clock_line(now()) << "\n";
  const Color stm = game_.position().side_to_move();
  out_ << side_name(stm) << " to move";
  if (game_over()) out_ << " (game over)";
  out_ << "> " << std::flush;
}

void Session::wait_for_input(int fd) {
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

bool Session::end_if_flag_fell(rules::SteadyTime t) {
  if (!game_.end_on_time(t)) return false;
  announce_end();
  return true;
}

std::string Session::clock_line(rules::SteadyTime t) const {
  const rules::GameClock& clock = *game_.clock();
  std::string line = absl::StrCat("Clock ", clock.preset().name);
  if (clock.move_cap_ms() > 0)
    absl::StrAppend(&line, ", ", rules::format_clock_ms(clock.move_cap_ms()), " a move");
  absl::StrAppend(&line, ":");
  for (Color c : {RED, BLACK}) {
    absl::StrAppend(&line, c == RED ? " " : " | ", side_name(c), " ",
                    rules::format_clock_ms(clock.remaining_ms(c, t)));
    if (clock.running() == c) {
      absl::StrAppend(&line, " [running");
      if (clock.move_cap_ms() > 0)
        absl::StrAppend(&line, ", this move ", rules::format_clock_ms(clock.move_elapsed_ms(t)));
      absl::StrAppend(&line, "]");
    }
  }
  if (game_.time_decided())
    absl::StrAppend(&line, " (flag fallen)");
  else if (!clock.running())
    absl::StrAppend(&line, game_over() ? " (stopped)" : " (starts with the first move)");
  return line;
}

bool Session::handle(const std::string& raw) {
  end_if_flag_fell(now());  // a flag that fell while the line was typed ends the game first
  const std::string line(absl::StripAsciiWhitespace(raw));
  std::vector<std::string> words = absl::StrSplit(line, absl::ByAnyChar(" \t"), absl::SkipEmpty());
  if (words.empty()) {
    show();
    return true;
  }
  const std::string cmd = absl::AsciiStrToLower(words[0]);
  if (cmd == "quit" || cmd == "exit") return false;
  if (cmd == "help" || cmd == "?") {
    help();
  } else if (cmd == "new") {
    new_game(words);
  } else if (cmd == "level") {
    set_level(words);
  } else if (cmd == "undo") {
    take_back();
  } else if (cmd == "hint") {
    hint();
  } else if (cmd == "flip") {
    options_.board.black_bottom = !options_.board.black_bottom;
    show();
  } else if (cmd == "labels") {
    options_.board.labels =
        options_.board.labels == Labels::kChinese ? Labels::kVietnamese : Labels::kChinese;
    show();
  } else if (cmd == "setup") {
    setup(rest_of(line));
  } else if (cmd == "save") {
    save(rest_of(line));
  } else if (cmd == "load") {
    load(rest_of(line));
  } else if (cmd == "replay") {
    replay(words);
  } else if (cmd == "rules") {
    set_rules(words);
  } else if (cmd == "record" || cmd == "stats") {
    show_record();
  } else {
    human_move(line);
  }
  return true;
}

void Session::help() {
  out_ << "Moves: UCCI (h2e2), Vietnamese (P2-5, M8.7), WXF (C2.5, H8+7) or Chinese (炮二平五).\n"
          "Commands:\n"
          "  new [red|black] [handicap <piece>...]  new game (handicap: the engine gives pieces)\n"
       << "  level N          engine level: " << play::level_list() << "\n"
       << "  undo             take back your last move and the engine's reply\n"
          "  hint             suggest a move\n"
          "  flip             turn the board around\n"
          "  labels           Chinese characters / Vietnamese letters\n"
          "  setup <FEN>      start from a position\n"
          "  save <file.pgn>  load <file.pgn>   replay <file.pgn> [auto [ms]]\n"
       << "  rules <" << rules::rule_set_names("|") << ">  quit\n"
       << "  record           your wins, draws and losses per level: a game counts when you and\n"
          "                   the engine each made a move in it (from the start, a handicap or a\n"
          "                   set-up position; not the moves of a loaded game), a flag fall too;\n"
          "                   a game played at several levels counts at the lowest\n"
       << "Ctrl-C saves the game under " << platform::kUserDataFolderShown
       << "/cotuong/games and ends the console.\n"
          "On a clock (cotuong play --clock 10+5): both clocks above the prompt; a fallen flag\n"
          "loses (a draw when the other side cannot mate); undo puts the clocks back where they\n"
          "stood, less your thinking; the room rules cap a move and allow no takebacks.\n";
}

std::string Session::level_text() const { return play::level_text(options_.level); }

play::PersonGameSettings Session::game_settings() const {
  play::PersonGameSettings s;
  s.against_engine = !options_.human_vs_human;
  s.human = options_.human;
  s.level = options_.level;
  s.rules = options_.rules;
  s.clock = options_.clock;
  s.move_cap_ms = options_.move_cap_ms;
  s.takebacks = options_.takebacks;
  return s;
}

void Session::reset_game_state() {
  typed_notation_ = notation::GameNotation();
  engine_.searcher().clear();
}

std::string Session::describe(const Position& before, Move m) const {
  return absl::StrCat(notation::format_move(before, m, kMoveListStyle), " [", to_ucci(m), "]");
}

void Session::show() {
  const Position& pos = game_.position();
  out_ << "\n" << render_board(pos, options_.board);
  std::vector<std::string> texts = play::move_texts(game_.game(), kMoveListStyle);
  if (!texts.empty()) {
    // The last few moves, numbered as full moves from the start position's side.
    const int first_ply = std::max(0, int(texts.size()) - 8);
    const bool black_started = game_.game().start().side_to_move() == BLACK;
    std::string list = "Moves:";
    for (int i = first_ply; i < int(texts.size()); ++i) {
      const int ply = i + black_started;
      if (ply % 2 == 0 || i == first_ply)
        absl::StrAppend(&list, " ", game_.game().start().fullmove_number() + ply / 2,
                        ply % 2 ? "..." : ".");
      absl::StrAppend(&list, " ", texts[i]);
    }
    out_ << list << "\n";
  }
  if (!options_.human_vs_human)
    out_ << "Level: " << level_text() << "  takebacks left: "
         << (!rules::limits_of(options_.rules).takebacks ? std::string("none (room rules)")
             : game_.takebacks_left() == play::kUnlimitedTakebacks
                 ? std::string("unlimited")
                 : absl::StrCat(game_.takebacks_left()))
         << "\n";
}

void Session::human_move(const std::string& text) {
  if (game_over()) {
    out_ << "The game is over (" << verdict().explanation << "). Type new, undo, save or quit.\n";
    return;
  }
  const Color stm = game_.position().side_to_move();
  if (engine_plays(stm)) {
    engine_turn();
    return;
  }
  absl::StatusOr<Move> m = typed_notation_.read(game_.position(), text);
  if (!m.ok()) {
    out_ << "Not a move or command: " << readable_quote(text) << ": " << m.status().message()
         << " (help lists the commands)\n";
    return;
  }
  play(*m, false);
  engine_turn();
}

void Session::play(Move m, bool by_engine) {
  const Position before = game_.position();
  const rules::SteadyTime t = now();
  if (end_if_flag_fell(t)) return;  // too late: the move is not played
  const int64_t thought_ms = game_.clock() ? game_.clock()->move_elapsed_ms(t) : 0;
  if (absl::Status s = game_.play(m, t); !s.ok()) {
    out_ << "Illegal: " << s.message() << "\n";
    return;
  }
  if (by_engine) {
    out_ << "Engine plays " << describe(before, m);
    if (game_.clock())
      out_ << " after " << thought_ms / 1000 << "." << thought_ms % 1000 / 100 << " s";
    out_ << "\n";
  }
  show();
  if (const book::Opening* o = play::opening_of(game_.game()); o && o->display() != last_opening_) {
    last_opening_ = o->display();
    out_ << "Opening: " << last_opening_ << "\n";
  }
  rules::Verdict v = game_.verdict();
  if (v.over()) {
    announce_end();
  } else if (v.repetition_warning) {
    out_ << "Warning: this position has now occurred twice.";
    if (v.at_fault)
      out_ << " " << side_name(*v.at_fault) << " must vary or lose (" << v.explanation << ").";
    out_ << "\n";
  } else if (game_.position().in_check()) {
    out_ << side_name(game_.position().side_to_move()) << " is in check.\n";
  }
}

void Session::engine_turn() {
  const Position& pos = game_.position();
  if (game_over() || !engine_plays(pos.side_to_move())) return;
  out_ << "Engine thinking...\n" << std::flush;
  if (options_.use_book) {
    if (std::optional<book::BookChoice> c = engine_.book_move(pos, options_.level)) {
      play(c->move, true);
      return;
    }
  }
  play::ReplySettings reply;
  reply.master_movetime_ms = options_.master_movetime_ms;
  reply.depth = options_.depth;
  const search::Limits limits = play::EngineReply::limits(
      options_.level, reply, game_.clock() ? &*game_.clock() : nullptr, now());
  search::Result r = think(pos, limits);
  if (r.best == MOVE_NONE) return;  // no legal move: the verdict has said so
  play(r.best, true);
}

search::Result Session::think(const Position& pos, const search::Limits& limits) {
  if (!game_.clock() || options_.live_clock_fd < 0) return engine_.search(pos, limits);
  search::Result result;
  std::atomic<bool> done = false;
  engine_.start(pos, limits, [&](const search::Result& r) {
    result = r;
    done = true;
  });
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
  engine_.searcher().wait();
  out_ << "\n";
  return result;
}

void Session::announce_end() {
  rules::Verdict v = verdict();
  out_ << "Game over: " << v.explanation << " [" << v.rule << "] " << rules::result_text(v.result)
       << "\n";
  std::optional<play::CountedGame> counted = game_.count_result(options_.wins_path);
  if (!counted) return;  // two people, or counted already
  if (!counted->counted) {
    out_ << "(" << play::kNotCountedNote << ")\n";
    return;
  }
  if (!counted->error.empty()) {
    out_ << "(record not kept: " << counted->error << ")\n";
    return;
  }
  const play::LevelRecord& rec = counted->at(counted->level);
  out_ << "Your record against " << play::level_text(counted->level) << ": " << rec.wins << " won, "
       << rec.draws << " drawn, " << rec.losses << " lost.\n";
}

void Session::show_record() {
  absl::StatusOr<play::WinTable> table = play::load_wins(options_.wins_path);
  if (!table.ok()) {
    out_ << table.status().message() << "\n";
    return;
  }
  for (int level = 1; level <= 5; ++level) {
    const play::LevelRecord& r = (*table)[level - 1];
    out_ << "  level " << level << " " << play::level_name(level) << ": " << r.wins << " won, "
         << r.draws << " drawn, " << r.losses << " lost\n";
  }
}

void Session::new_game(const std::vector<std::string>& words) {
  Color human = options_.human;
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
    } else if (w == "handicap") {
      in_handicap = true;
    } else {
      out_ << "usage: new [red|black] [handicap <piece>...]\n";
      return;
    }
  }
  Position start = Position::start();
  if (!handicap.empty()) {
    // The engine gives the odds; between two people, Red does.
    Color giver = options_.human_vs_human ? RED : ~human;
    absl::StatusOr<Position> odds = handicap_position(giver, handicap);
    if (!odds.ok()) {
      out_ << "Cannot set the handicap: " << odds.status().message() << "\n";
      return;
    }
    start = *odds;
  }
  options_.human = human;
  game_.start(game_settings(), start);
  reset_game_state();
  out_ << "New game: ";
  if (options_.human_vs_human)
    out_ << "two players";
  else
    out_ << "you play " << side_name(human) << " against " << level_text();
  if (!handicap.empty()) out_ << ", handicap " << absl::StrJoin(handicap, " ");
  out_ << ".\n";
  show();
  engine_turn();
}

void Session::set_level(const std::vector<std::string>& words) {
  int level = 0;
  if (words.size() != 2 || !absl::SimpleAtoi(words[1], &level) || level < search::kLevelMin ||
      level > search::kLevelMax) {
    out_ << "usage: level N (1-5): " << play::level_list() << "\n";
    return;
  }
  options_.level = level;
  game_.set_level(level);
  out_ << "Now playing " << level_text() << ".";
  if (const std::string note = game_.level_change_note(); !note.empty()) out_ << " " << note;
  out_ << "\n";
}

void Session::take_back() {
  if (std::optional<play::NoTakeback> no = game_.takeback_refused()) {
    switch (*no) {
      case play::NoTakeback::kClockDecided:
        out_ << "The clock decided this game: no takebacks.\n";
        break;
      case play::NoTakeback::kRulesForbid:
        out_ << "No takebacks under the " << rules::rule_set_name(options_.rules)
             << " rules: a rated room's game stands as played.\n";
        break;
      case play::NoTakeback::kNothingToTakeBack:
        out_ << "Nothing to take back.\n";
        break;
      case play::NoTakeback::kNoneLeft:
        out_ << "No takebacks left: the allowance is " << game_.takeback_allowance()
             << " per game at this level.\n";
        break;
    }
    return;
  }
  const int plies = game_.take_back(now());
  out_ << "Took back " << counted(plies, "move") << ".";
  if (const int left = game_.takebacks_left(); left != play::kUnlimitedTakebacks)
    out_ << " Takebacks left: " << left << (left == 0 ? " (used up)" : "");
  out_ << "\n";
  if (game_.clock())
    out_ << "The clocks are back where they stood before "
         << (plies == 1 ? "that move" : "those moves") << ", less "
         << side_name(game_.position().side_to_move()) << "'s thinking on "
         << (plies == 1 ? "it" : "them") << ".\n";
  show();
  engine_turn();  // e.g. a takeback to the engine's turn at the very start
}

void Session::hint() {
  if (game_over()) {
    out_ << "The game is over.\n";
    return;
  }
  search::Limits limits;
  limits.movetime = options_.hint_movetime_ms;  // at full strength
  search::Result r = engine_.search(game_.position(), limits);
  if (r.best == MOVE_NONE) {
    out_ << "No move to suggest.\n";
    return;
  }
  out_ << "Hint: " << describe(game_.position(), r.best) << "\n";
}

void Session::setup(const std::string& fen) {
  if (fen.empty()) {
    out_ << "usage: setup <FEN>\n";
    return;
  }
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  if (!pos.ok()) {
    out_ << "Position refused: " << pos.status().message() << "\n";
    return;
  }
  game_.start(game_settings(), *pos);
  reset_game_state();
  out_ << "Position set up.\n";
  show();
  if (game_over()) announce_end();
  engine_turn();
}

void Session::save(const std::string& path) {
  if (path.empty()) {
    out_ << "usage: save <file.pgn>\n";
    return;
  }
  const notation::GameRecord record = game_.record();
  if (absl::Status s = write_file(path, notation::write_pgn(record, kMoveListStyle)); !s.ok()) {
    out_ << "Not saved: " << s.message() << "\n";
    return;
  }
  out_ << "Saved " << counted(game_.game().moves().size(), "move") << " to " << path << "\n";
}

void Session::save_interrupted_game() {
  out_ << "Interrupted (Ctrl-C).";
  if (game_.game().moves().empty() && game_.game().start().key() == Position::start().key()) {
    out_ << " No move was played: nothing to save.\n";
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
    out_ << "To play on: cotuong play, then load " << path.string() << "\n";
}

void Session::load(const std::string& path) {
  if (path.empty()) {
    out_ << "usage: load <file.pgn>\n";
    return;
  }
  absl::StatusOr<notation::GameRecord> record = read_game_file(path);
  if (!record.ok()) {
    out_ << "Cannot load: " << record.status().message() << "\n";
    return;
  }
  absl::StatusOr<play::LoadedGame> loaded = game_.load(*record);
  if (!loaded.ok()) {
    out_ << "Cannot load " << path << ": " << loaded.status().message() << "\n";
    return;
  }
  reset_game_state();
  out_ << "Loaded " << counted(game_.game().moves().size(), "move") << " from " << path << "\n"
       << cut_short_note(*loaded);
  show();
  if (game_over())
    announce_end();
  else
    engine_turn();
}

void Session::replay(const std::vector<std::string>& words) {
  if (words.size() < 2) {
    out_ << "usage: replay <file.pgn> [auto [ms]]\n";
    return;
  }
  absl::StatusOr<notation::GameRecord> record = read_game_file(words[1]);
  absl::StatusOr<play::LoadedGame> loaded = record.ok()
                                                ? play::load_game(*record, options_.rules)
                                                : absl::StatusOr<play::LoadedGame>(record.status());
  if (!loaded.ok()) {
    out_ << "Cannot replay: " << loaded.status().message() << "\n";
    return;
  }
  const rules::Game* full = &loaded->game;
  bool automatic = words.size() > 2 && absl::AsciiStrToLower(words[2]) == "auto";
  int64_t delay = options_.replay_delay_ms;
  if (automatic && words.size() > 3 &&
      (!absl::SimpleAtoi(words[3], &delay) || delay < 0 || delay > kMaxReplayDelayMs)) {
    out_ << "Cannot replay: the pause between moves must be 0 to " << kMaxReplayDelayMs
         << " ms, not " << readable_quote(words[3]) << "\n";
    return;
  }
  rules::Game shown(full->start(), options_.rules);
  size_t at = 0;
  auto draw = [&] {
    out_ << "\n" << render_board(shown.position(), options_.board);
    out_ << "Replay: move " << at << " of " << full->moves().size() << "\n";
  };
  draw();
  if (automatic) out_ << "(Automatic replay: q stops it.)\n";
  bool stopped = false;
  // Ctrl-C ends the replay too (then the console saves the game and ends).
  while ((at < full->moves().size() || !automatic) && !InterruptCatcher::caught()) {
    if (automatic) {
      if (std::optional<std::string> line = line_within(in_, delay);
          line && stops_replay(absl::AsciiStrToLower(absl::StripAsciiWhitespace(*line)))) {
        stopped = true;
        break;
      }
    } else {
      out_ << "replay [Enter/n next, p back, a auto, q stop]> " << std::flush;
      std::string line;
      if (!std::getline(in_, line)) break;
      std::string key = absl::AsciiStrToLower(absl::StripAsciiWhitespace(line));
      if (stops_replay(key)) {
        stopped = true;
        break;
      }
      if (key == "a") {
        automatic = true;
        out_ << "(Automatic replay: q stops it.)\n";
      }
      if (key == "p") {
        if (at > 0) {
          shown.undo(1).IgnoreError();
          --at;
        }
        draw();
        continue;
      }
      if (at == full->moves().size()) {
        out_ << "End of the game.\n";
        continue;
      }
    }
    Position before = shown.position();
    shown.play(full->moves()[at++]).IgnoreError();
    out_ << describe(before, full->moves()[at - 1]) << "\n";
    draw();
  }
  if (stopped) out_ << "Replay stopped at move " << at << " of " << full->moves().size() << ".\n";
  out_ << cut_short_note(*loaded);
  if (const rules::Verdict v = full->verdict(); v.over())
    out_ << "Result: " << rules::result_text(v.result) << " " << v.explanation << "\n";
  else if (record->result != rules::GameResult::kNone)
    out_ << "Result: " << rules::result_text(record->result) << " " << record->termination << "\n";
  out_ << "Replay finished; your game is as it was.\n";
}

void Session::set_rules(const std::vector<std::string>& words) {
  absl::StatusOr<rules::RuleSet> set =
      words.size() == 2 ? rules::parse_rule_set(words[1])
                        : absl::StatusOr<rules::RuleSet>(absl::InvalidArgumentError("one name"));
  if (!set.ok()) {
    out_ << "usage: rules <" << rules::rule_set_names("|") << "> (" << set.status().message()
         << ")\n";
    return;
  }
  options_.rules = *set;
  engine_.searcher().set_rules(*set);
  out_ << "Rules: " << rules::rule_set_name(*set) << "\n";
  if (!game_.set_rules(*set)) out_ << "(The clock keeps its cap per move until the next game.)\n";
  if (game_over()) announce_end();
}

}  // namespace cotuong::console
