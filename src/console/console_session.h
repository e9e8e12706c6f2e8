// One console session: the game, the engine (a Searcher asked at the level), the takeback
// allowance and the display settings; turns each typed line into moves and commands.
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "book/book_service.h"
#include "console/console.h"
#include "console/console_game.h"
#include "console/win_stats.h"
#include "notation/game_notation.h"
#include "rules/game_clock.h"
#include "search/search.h"

namespace cotuong::console {

// Takebacks per game. Invariant: used >= 0; allowance < 0 means no limit.
struct TakebackAllowance {
  int allowance = -1;
  int used = 0;
  bool unlimited() const { return allowance < 0; }
  int left() const { return unlimited() ? -1 : std::max(0, allowance - used); }
  bool available() const { return unlimited() || used < allowance; }
};

class Session {
 public:
  Session(std::istream& in, std::ostream& out, const ConsoleOptions& options);

  // Shows the greeting and the board (and lets the engine open when it plays Red).
  void begin();
  // Handles one typed line; returns false after `quit`.
  bool handle(const std::string& line);
  // Saves the game under default_games_dir() (a new file, named by the date and time) and says
  // where and how to load it; for Ctrl-C. A game with no move and the usual start is not saved.
  void save_interrupted_game();
  // Prints the prompt for the next line (after both clocks, in a game on a clock).
  void prompt();
  // Waits until a line can be read from the terminal `fd` while the person's clock runs,
  // redrawing the clocks in place (the line above the prompt, what they type untouched) and
  // ending the game the moment a flag falls. Returns at once when no clock runs.
  void wait_for_input(int fd);

 private:
  // Commands; each prints what the person needs to see.
  void new_game(const std::vector<std::string>& words);
  void set_level(const std::vector<std::string>& words);
  void take_back();
  void hint();
  void setup(const std::string& fen);
  void save(const std::string& path);
  void load(const std::string& path);
  void replay(const std::vector<std::string>& words);
  void set_rules(const std::vector<std::string>& words);
  void help();
  void show_record();
  // Plays the person's move text; errors are explained.
  void human_move(const std::string& text);
  // Plays the engine's move if it is the engine's turn and the game goes on.
  void engine_turn();
  // Returns the engine's search of pos; on a clock at a live terminal, the line under "Engine
  // thinking..." shows the clocks counting the engine's time down while it searches.
  search::Result think(const Position& pos, const search::Limits& limits);
  // Plays a move and reports warnings and the end of the game.
  void play(Move m, bool by_engine);
  // Starts the per-game state after a new game, set-up or load.
  void reset_game_state();
  // Announces the end of the game (once) and counts it against the level.
  void announce_end();
  // Returns whether the game counts in the record: the person and the engine each made a move
  // in it here.
  bool counts_in_record() const;
  // Prints the board, the last moves and whose turn it is.
  void show();
  bool engine_plays(Color side) const { return !options_.human_vs_human && side != options_.human; }
  // Returns the game's verdict: a flag fall's, or the arbiter's.
  rules::Verdict verdict() const { return time_verdict_ ? *time_verdict_ : game_.verdict(); }
  bool game_over() const { return verdict().over(); }
  // Ends the game on time if a flag has fallen at `now` (announced, counted); returns whether.
  bool end_if_flag_fell(rules::SteadyTime now);
  // Returns both clocks as the person reads them: "Clock 10+5: Red 9:57 [running] | Black
  // 10:00", with this move's time against a cap per move.
  std::string clock_line(rules::SteadyTime now) const;
  // Returns whether the rule set forbids takebacks in a game against the engine (room).
  bool takebacks_forbidden() const;
  std::string describe(const Position& before, Move m) const;
  std::string level_text() const;

  std::istream& in_;
  std::ostream& out_;
  ConsoleOptions options_;
  rules::Game game_;
  search::Searcher searcher_;
  book::BookService books_;   // the engine's opening moves (wider choice at lower levels)
  std::string last_opening_;  // the opening name last announced
  TakebackAllowance takebacks_;
  std::optional<rules::GameClock> clock_;       // this game's clock (ConsoleOptions::clock)
  std::optional<rules::Verdict> time_verdict_;  // a fallen flag ended this game
  bool end_recorded_ = false;                   // this game's result is already counted
  // The moves of game_ from this index on were played at this console (a loaded game's moves
  // were not); the record counts a game in which each side played one of them.
  size_t first_move_here_ = 0;
  // The notation of the person's typed moves, as this game's moves so far show it (a move that
  // reads two ways is read in it); a new game, set-up or load starts afresh.
  notation::GameNotation typed_notation_;
};

}  // namespace cotuong::console
