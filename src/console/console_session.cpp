#include "console/console_session.h"

#include <poll.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
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
#include "levels/clock_limits.h"
#include "levels/player_levels.h"
#include "movegen.h"
#include "notation/notation.h"
#include "notation/pgn.h"
#include "notation/text_encoding.h"
#include "plural.h"
#include "quote.h"
#include "text_file.h"

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
      pollfd p{STDIN_FILENO, POLLIN, 0};
      const int ready = poll(&p, 1, int(std::max<int64_t>(0, left)));
      if (ready < 0 && errno == EINTR) continue;
      if (ready <= 0) return std::nullopt;
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
    : in_(in),
      out_(out),
      options_(options),
      game_(Position::start(), options.rules),
      books_(options.seed.value_or(std::random_device{}())) {
  searcher_.set_rules(options_.rules);
  if (options_.seed) searcher_.set_seed(*options_.seed);
  if (options_.wins_path.empty()) options_.wins_path = default_wins_path();
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
  if (clock_) out_ << clock_line(now()) << "\n";
  const Color stm = game_.position().side_to_move();
  out_ << side_name(stm) << " to move";
  if (game_over()) out_ << " (game over)";
  out_ << "> " << std::flush;
}

void Session::wait_for_input(int fd) {
  std::string shown = clock_ ? clock_line(now()) : "";
  while (clock_ && clock_->running() && !game_over()) {
    pollfd p{fd, POLLIN, 0};
    const int ready = poll(&p, 1, 100);
    if (ready < 0 && errno == EINTR) continue;
    if (ready != 0) return;  // a line, the end of input or an error: the reader meets it
    const rules::SteadyTime t = now();
    if (clock_->flagged(t)) {
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
  if (!clock_ || game_over()) return false;
  std::optional<rules::Verdict> fall = clock_->flag_fall(game_, t);
  if (!fall) return false;
  clock_->stop(t);
  time_verdict_ = std::move(fall);
  announce_end();
  return true;
}

std::string Session::clock_line(rules::SteadyTime t) const {
  std::string line = absl::StrCat("Clock ", clock_->preset().name);
  if (clock_->move_cap_ms() > 0)
    absl::StrAppend(&line, ", ", rules::format_clock_ms(clock_->move_cap_ms()), " a move");
  absl::StrAppend(&line, ":");
  for (Color c : {RED, BLACK}) {
    absl::StrAppend(&line, c == RED ? " " : " | ", side_name(c), " ",
                    rules::format_clock_ms(clock_->remaining_ms(c, t)));
    if (clock_->running() == c) {
      absl::StrAppend(&line, " [running");
      if (clock_->move_cap_ms() > 0)
        absl::StrAppend(&line, ", this move ", rules::format_clock_ms(clock_->move_elapsed_ms(t)));
      absl::StrAppend(&line, "]");
    }
  }
  if (time_verdict_)
    absl::StrAppend(&line, " (flag fallen)");
  else if (!clock_->running())
    absl::StrAppend(&line, game_over() ? " (stopped)" : " (starts with the first move)");
  return line;
}

bool Session::takebacks_forbidden() const {
  return !options_.human_vs_human && !rules::limits_of(options_.rules).takebacks;
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
       << "  level N          engine level: " << levels::level_list() << "\n"
       << "  undo             take back your last move and the engine's reply\n"
          "  hint             suggest a move\n"
          "  flip             turn the board around\n"
          "  labels           Chinese characters / Vietnamese letters\n"
          "  setup <FEN>      start from a position\n"
          "  save <file.pgn>  load <file.pgn>   replay <file.pgn> [auto [ms]]\n"
       << "  rules <" << rules::rule_set_names("|") << ">  quit\n"
       << "  record           your wins, draws and losses per level: a game counts when you and\n"
          "                   the engine each made a move in it (from the start, a handicap or a\n"
          "                   set-up position; not the moves of a loaded game), or a flag fell\n"
          "On a clock (cotuong play --clock 10+5): both clocks above the prompt; a fallen flag\n"
          "loses (a draw when the other side cannot mate); undo puts the clocks back where they\n"
          "stood, less your thinking; the room rules cap a move and allow no takebacks.\n";
}

std::string Session::level_text() const {
  return absl::StrCat("level ", options_.level, " (", levels::level_name(options_.level), ")");
}

void Session::reset_game_state() {
  clock_.reset();
  time_verdict_.reset();
  if (options_.clock)
    clock_.emplace(*options_.clock, options_.move_cap_ms.value_or(
                                        rules::move_cap_ms(*options_.clock, options_.rules)));
  takebacks_ = TakebackAllowance{};
  takebacks_.allowance =
      options_.human_vs_human
          ? levels::kUnlimitedTakebacks
          : options_.takebacks.value_or(levels::player_level(options_.level).takebacks);
  end_recorded_ = false;
  first_move_here_ = game_.moves().size();
  typed_notation_ = notation::GameNotation();
  searcher_.clear();
}

std::string Session::describe(const Position& before, Move m) const {
  return absl::StrCat(notation::format_move(before, m, kMoveListStyle), " [", to_ucci(m), "]");
}

void Session::show() {
  const Position& pos = game_.position();
  out_ << "\n" << render_board(pos, options_.board);
  std::vector<std::string> texts = move_texts(game_, kMoveListStyle);
  if (!texts.empty()) {
    // The last few moves, numbered as full moves from the start position's side.
    const int first_ply = std::max(0, int(texts.size()) - 8);
    const bool black_started = game_.start().side_to_move() == BLACK;
    std::string list = "Moves:";
    for (int i = first_ply; i < int(texts.size()); ++i) {
      const int ply = i + black_started;
      if (ply % 2 == 0 || i == first_ply)
        absl::StrAppend(&list, " ", game_.start().fullmove_number() + ply / 2,
                        ply % 2 ? "..." : ".");
      absl::StrAppend(&list, " ", texts[i]);
    }
    out_ << list << "\n";
  }
  if (!options_.human_vs_human)
    out_ << "Level: " << level_text() << "  takebacks left: "
         << (takebacks_forbidden()    ? std::string("none (room rules)")
             : takebacks_.unlimited() ? std::string("unlimited")
                                      : absl::StrCat(takebacks_.left()))
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
  const int64_t thought_ms = clock_ ? clock_->move_elapsed_ms(t) : 0;
  if (absl::Status s = game_.play(m); !s.ok()) {
    out_ << "Illegal: " << s.message() << "\n";
    return;
  }
  if (clock_) clock_->press(before.side_to_move(), t);
  if (by_engine) {
    out_ << "Engine plays " << describe(before, m);
    if (clock_) out_ << " after " << thought_ms / 1000 << "." << thought_ms % 1000 / 100 << " s";
    out_ << "\n";
  }
  show();
  if (const book::Opening* o = opening_of(game_); o && o->display() != last_opening_) {
    last_opening_ = o->display();
    out_ << "Opening: " << last_opening_ << "\n";
  }
  rules::Verdict v = game_.verdict();
  if (v.over()) {
    if (clock_) clock_->stop(t);
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
    if (std::optional<book::BookChoice> c =
            books_.pick(pos, book::variety_for_level(options_.level))) {
      play(c->move, true);
      return;
    }
  }
  // On a clock the engine spends its own time, at every level (the level takes its share).
  search::Limits limits = clock_ ? levels::clock_limits(*clock_, now()) : search::Limits{};
  limits.level = options_.level;
  if (options_.depth > 0)
    limits.depth = options_.depth;
  else if (options_.level >= search::kLevelMax && !clock_)
    limits.movetime = options_.master_movetime_ms;
  search::Result r = think(pos, limits);
  if (r.best == MOVE_NONE) return;  // no legal move: the verdict has said so
  play(r.best, true);
}

search::Result Session::think(const Position& pos, const search::Limits& limits) {
  if (!clock_ || options_.live_clock_fd < 0) return searcher_.search_sync(pos, limits);
  search::Result result;
  std::atomic<bool> done = false;
  search::Callbacks callbacks;
  callbacks.on_bestmove = [&](const search::Result& r) {
    result = r;
    done = true;
  };
  searcher_.start(pos, limits, std::move(callbacks));
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
  searcher_.wait();
  out_ << "\n";
  return result;
}

void Session::announce_end() {
  rules::Verdict v = verdict();
  out_ << "Game over: " << v.explanation << " [" << v.rule << "] " << rules::result_text(v.result)
       << "\n";
  if (options_.human_vs_human || end_recorded_) return;
  end_recorded_ = true;
  // A flag fall counts like any result: the clock ran, so a move was made here.
  if (!time_verdict_ && !counts_in_record()) {
    out_ << "(Not counted in your record: only a game in which you and the engine each made a "
            "move counts.)\n";
    return;
  }
  absl::StatusOr<WinTable> table = load_wins(options_.wins_path);
  if (!table.ok()) {
    out_ << "(record not kept: " << table.status().message() << ")\n";
    return;
  }
  LevelRecord& rec = (*table)[options_.level - 1];
  const bool human_red = options_.human == RED;
  if (v.result == rules::GameResult::kDraw)
    ++rec.draws;
  else if ((v.result == rules::GameResult::kRedWins) == human_red)
    ++rec.wins;
  else
    ++rec.losses;
  if (absl::Status s = save_wins(options_.wins_path, *table); !s.ok())
    out_ << "(record not kept: " << s.message() << ")\n";
  out_ << "Your record against " << level_text() << ": " << rec.wins << " won, " << rec.draws
       << " drawn, " << rec.losses << " lost.\n";
}

bool Session::counts_in_record() const {
  bool moved[COLOR_NB] = {false, false};
  const Color first = game_.start().side_to_move();
  for (size_t i = first_move_here_; i < game_.moves().size(); ++i)
    moved[i % 2 == 0 ? first : ~first] = true;
  return moved[RED] && moved[BLACK];
}

void Session::show_record() {
  absl::StatusOr<WinTable> table = load_wins(options_.wins_path);
  if (!table.ok()) {
    out_ << table.status().message() << "\n";
    return;
  }
  for (int level = 1; level <= 5; ++level) {
    const LevelRecord& r = (*table)[level - 1];
    out_ << "  level " << level << " " << levels::level_name(level) << ": " << r.wins << " won, "
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
  game_ = rules::Game(start, options_.rules);
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
    out_ << "usage: level N (1-5): " << levels::level_list() << "\n";
    return;
  }
  options_.level = level;
  out_ << "Now playing " << level_text() << "; the takeback allowance of this game stays.\n";
}

void Session::take_back() {
  // Against the engine, on your turn: your last move and the engine's reply; on the engine's
  // turn (the game ended on your move): your move alone. Between two people: one move.
  const bool engine_to_move = engine_plays(game_.position().side_to_move());
  const int plies = options_.human_vs_human || engine_to_move ? 1 : 2;
  if (time_verdict_) {
    out_ << "The clock decided this game: no takebacks.\n";
    return;
  }
  if (takebacks_forbidden()) {
    out_ << "No takebacks under the " << rules::rule_set_name(options_.rules)
         << " rules: a rated room's game stands as played.\n";
    return;
  }
  if (game_.moves().size() < size_t(plies)) {
    out_ << "Nothing to take back.\n";
    return;
  }
  if (!takebacks_.available()) {
    out_ << "No takebacks left: the allowance is " << takebacks_.allowance
         << " per game at this level.\n";
    return;
  }
  game_.undo(plies).IgnoreError();  // checked above: enough moves
  if (clock_) clock_->take_back(game_, plies, now());
  ++takebacks_.used;
  out_ << "Took back " << counted(plies, "move") << ".";
  if (!takebacks_.unlimited())
    out_ << " Takebacks left: " << takebacks_.left()
         << (takebacks_.left() == 0 ? " (used up)" : "");
  out_ << "\n";
  if (clock_)
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
  search::Result r = searcher_.search_sync(game_.position(), limits);
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
  game_ = rules::Game(*pos, options_.rules);
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
  std::string red = options_.human_vs_human || options_.human == RED ? "Player" : "cotuong";
  std::string black = options_.human_vs_human || options_.human == BLACK ? "Player" : "cotuong";
  if (red == "cotuong") red = absl::StrCat("cotuong ", level_text());
  if (black == "cotuong") black = absl::StrCat("cotuong ", level_text());
  notation::GameRecord record = game_record(game_, red, black);
  record_clock(record, clock_, time_verdict_);
  if (absl::Status s = write_file(path, notation::write_pgn(record, kMoveListStyle)); !s.ok()) {
    out_ << "Not saved: " << s.message() << "\n";
    return;
  }
  out_ << "Saved " << counted(game_.moves().size(), "move") << " to " << path << "\n";
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
  absl::StatusOr<rules::Game> game = game_from_record(*record, options_.rules);
  if (!game.ok()) {
    out_ << "Cannot load " << path << ": " << game.status().message() << "\n";
    return;
  }
  game_ = *std::move(game);
  reset_game_state();
  out_ << "Loaded " << counted(game_.moves().size(), "move") << " from " << path << "\n";
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
  absl::StatusOr<rules::Game> full = record.ok() ? game_from_record(*record, options_.rules)
                                                 : absl::StatusOr<rules::Game>(record.status());
  if (!full.ok()) {
    out_ << "Cannot replay: " << full.status().message() << "\n";
    return;
  }
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
  while (at < full->moves().size() || !automatic) {
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
  if (stopped)
    out_ << "Replay stopped at move " << at << " of " << full->moves().size() << ".\n";
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
  game_.set_rules(*set);
  searcher_.set_rules(*set);
  out_ << "Rules: " << rules::rule_set_name(*set) << "\n";
  if (const int64_t cap =
          clock_ ? options_.move_cap_ms.value_or(rules::move_cap_ms(clock_->preset(), *set)) : 0;
      clock_ && clock_->move_cap_ms() != cap) {
    if (!clock_->running() && game_.moves().size() == first_move_here_) {
      const rules::ClockPreset preset = clock_->preset();
      clock_.emplace(preset, cap);
    } else {
      out_ << "(The clock keeps its cap per move until the next game.)\n";
    }
  }
  if (game_over()) announce_end();
}

}  // namespace cotuong::console
