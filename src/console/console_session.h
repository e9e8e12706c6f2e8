// One console session: the person's game and the engine's replies (play/person_game.h and
// play/engine_reply.h: the rules of a person's game, the same on every front) and the display
// settings; turns each typed line into moves and commands, and words what happened. The game's
// settings (level, rules, sides, clock) are the game's own (PersonGame::settings): the command
// line's options start the first game, and each later game starts from the one before.
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "book/compositions.h"
#include "console/console.h"
#include "console/console_game.h"
#include "messages/catalogue.h"
#include "notation/game_notation.h"
#include "play/engine_reply.h"
#include "play/person_game.h"
#include "rules/game_clock.h"
#include "search/search.h"

namespace cotuong::console {

class ConsoleSession {
 public:
  ConsoleSession(std::istream& in, std::ostream& out, const ConsoleOptions& options);

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
  // `lang vi|en`: every word from now on in that language.
  void set_lang(const std::vector<std::string>& words);
  // `cothe`: lists the collection; `cothe N`: sets up composition N, the person the attacker
  // against the engine at full strength.
  void cothe(const std::vector<std::string>& words);
  // `giai`: shows the composition's solution (in a cờ thế).
  void show_solution();
  // Plays the person's move text; errors are explained.
  void human_move(const std::string& text);
  // Plays the engine's move if it is the engine's turn and the game goes on.
  void engine_turn();
  // Returns the engine's move (play::EngineReply: the book, else the level's search); on a clock
  // at a live terminal, the line under "Engine thinking..." shows the clocks counting the
  // engine's time down while it searches.
  play::EngineMove think();
  // Plays a move and reports warnings and the end of the game.
  void play(Move m, bool by_engine);
  // Returns the settings the person's next game starts with: this game's, or in a cờ thế those
  // of the game it interrupted.
  const play::PersonGameSettings& next_settings() const;
  // Starts the per-game state after a new game, set-up or load.
  void reset_game_state();
  // Announces the end of the game and counts it against the level (once a game).
  void announce_end();
  // Prints the board, the last moves and whose turn it is.
  void show();
  bool engine_plays(Color side) const { return game_.engine_plays(side); }
  rules::Verdict verdict() const { return game_.verdict(); }
  bool game_over() const { return game_.over(); }
  // Ends the game on time if a flag has fallen at `now` (announced, counted); returns whether.
  bool end_if_flag_fell(rules::SteadyTime now);
  // Returns both clocks as the person reads them: "Clock 10+5: Red 9:57 [running] | Black
  // 10:00", with this move's time against a cap per move.
  std::string clock_line(rules::SteadyTime now) const;
  std::string describe(const Position& before, Move m) const;
  // Returns why a typed text is not a move, from the notation's error `detail`.
  messages::Message why_not_a_move(absl::string_view detail) const;
  // Returns the message rendered in the console's language.
  std::string say(const messages::Message& m) const;
  std::string say(const char* key) const;

  std::istream& in_;
  std::ostream& out_;
  ConsoleOptions options_;
  play::PersonGame game_;     // the game, its clock, takebacks and record
  play::EngineReply engine_;  // the engine's moves (book, then the level's search) and hints
  std::string last_opening_;  // the opening name last announced
  // The notation of the person's typed moves, as this game's moves so far show it (a move that
  // reads two ways is read in it); a new game, set-up or load starts afresh.
  notation::GameNotation typed_notation_;
  // The composition being played (`cothe N`), or nullptr in an ordinary game.
  const book::Composition* cothe_ = nullptr;
  // While cothe_: the settings of the game the cờ thế interrupted, which the next game takes up
  // (with the level and rules the person chooses meanwhile).
  play::PersonGameSettings outside_cothe_;
};

}  // namespace cotuong::console
