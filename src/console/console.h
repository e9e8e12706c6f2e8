// The interactive console: a person plays cotuong (or another person) at a terminal. The board
// is drawn after every move, moves are typed in UCCI, Vietnamese, WXF or Chinese notation, and
// commands manage the game (new, level, undo, hint, flip, labels, setup, save, load, replay,
// rules, record, lang, cothe, help, quit; each with its Vietnamese word: moi, muc, di lai, goi y,
// ...); a game may be played on a clock. Every word it shows comes from the message catalogue
// (src/messages), in Vietnamese or English. Entry points: `cotuong play` (src/commands)
// and the front door's console hook.
#pragma once

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "console/board_text.h"
#include "messages/catalogue.h"
#include "rules/game_clock.h"
#include "rules/rule_set.h"

namespace cotuong::console {

// The console's options. The game's settings among them (level, human, human_vs_human,
// takebacks, rules, clock, move_cap_ms) start the first game only: from then on the game holds
// them (play::PersonGame::settings); use_book, depth and master_movetime_ms are how the engine is
// asked for its moves (play::ReplySettings).
struct ConsoleOptions {
  int level = 3;      // 1-5 (search/levels.h)
  int depth = 0;      // the engine searches to this depth (0: by time, --movetime at level 5)
  Color human = RED;  // the person's side against the engine
  bool human_vs_human = false;   // two people, no engine
  BoardStyle board;              // labels, colour, orientation
  std::optional<int> takebacks;  // per game; unset = the level's default (play/player_levels.h)
  int64_t master_movetime_ms = 3000;  // the engine's think at level 5 (others use theirs)
  int64_t hint_movetime_ms = 1000;    // how long a hint thinks
  int64_t replay_delay_ms = 800;      // auto-replay pause between moves
  rules::RuleSet rules = rules::RuleSet::kAsian;
  std::optional<uint64_t> seed;     // fixed randomness (tests, reproducible games)
  std::filesystem::path wins_path;  // empty = default_wins_path()
  std::filesystem::path games_dir;  // where Ctrl-C saves the game; empty = default_games_dir()
  bool use_book = true;             // the engine opens from the opening book (`--no-book`: off)
  // A game on a clock (`--clock 10+5`, rules/game_clock.h); unset = untimed. The engine then
  // budgets its own clock at every level.
  std::optional<rules::ClockPreset> clock;
  std::optional<int64_t> move_cap_ms;  // the cap on one move; unset = the rule set's (room: 120 s)
  // The terminal the person types on (a file descriptor polled while they think: the clocks are
  // redrawn in place, the flag falls at once); -1 = the clocks are shown at each prompt only.
  int live_clock_fd = -1;
  // The language of every word the console shows (src/messages): Vietnamese unless the person
  // asks for English (`--lang en`, or LANG and the like naming English); `lang` switches it.
  messages::Lang lang = messages::kDefaultLang;
};

// Returns the descriptor of standard input when the person types on a terminal that can redraw a
// line (standard input and output are terminals, TERM is set and not "dumb"), else -1: the
// ConsoleOptions::live_clock_fd of a console on std::cin and std::cout.
int live_clock_terminal();

// Returns play::data_dir() / "games": where a game interrupted by Ctrl-C is saved.
std::filesystem::path default_games_dir();

// The exit code after Ctrl-C (128 + SIGINT, as a shell reports a process the signal ended).
constexpr int kInterruptedExit = 130;

// Runs the console on in/out until quit or end of input; `first_line` (already typed) is handled
// first. Ctrl-C (SIGINT) ends it too, once the engine's move in progress is played: the game is
// saved under default_games_dir() and the console says where. Returns the process exit code (0,
// or kInterruptedExit after Ctrl-C).
int run_console(std::istream& in, std::ostream& out, const ConsoleOptions& options,
                const std::optional<std::string>& first_line = std::nullopt);

// The front door's console (protocol::FrontDoor): the console on stdin/stdout with default
// options (the language the environment names, else Vietnamese), starting with the line the
// person typed.
int run_from_front(const std::string& first_line);

}  // namespace cotuong::console
