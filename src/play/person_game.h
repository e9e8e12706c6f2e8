// A person's game against the engine (or two people on one board), whichever front it is
// played in (the console, the play page): the game and its rule set, the clock and its flag,
// the takeback allowance, which games count in the record of wins and the counting itself, and
// how a saved game is loaded. The fronts keep only their input and output: they read moves and
// commands, ask this for what is allowed and what happened, and word it for the person.
//
// The rules stated once here:
// - A game ends where the rules end it: a loaded record is played up to its first ending (mate,
//   perpetual check, the no-capture limit...) and no further (load_game).
// - Takebacks: against the engine, on the person's turn, the person's last move and the
//   engine's reply; on the engine's turn (the game ended on the person's move), that move alone;
//   between two people, one move. The level's allowance per game (or the person's override),
//   counted in a saved game's record (the "Takebacks" tag) so that re-loading it gives none
//   back; none under a rule set that forbids them against the engine (room); none once the
//   clock decided the game.
// - The record counts a game against the engine once, when it is over and the person and the
//   engine each made a move in it here (from the start, a handicap or a set-up position; not the
//   moves of a loaded game), a flag fall included.
// - A game whose level changed while it was played counts at the lowest level a move or a
//   takeback was made at, and the takebacks are that level's: a game played partly at level 1
//   earns no level 5 win with level 1's takebacks (record_level, level_change_note).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "book/opening_names.h"
#include "core/position.h"
#include "messages/catalogue.h"
#include "notation/notation.h"
#include "notation/pgn.h"
#include "play/win_record.h"
#include "rules/arbiter.h"
#include "rules/game.h"
#include "rules/game_clock.h"
#include "rules/rule_set.h"

namespace cotuong::play {

// Who plays a game and how. Invariant: level in search::kLevelMin..kLevelMax. Held once, by the
// game (PersonGame::settings): the fronts and the engine's reply (engine_reply.h) read them there;
// a front keeps a value of its own only for a game not yet started (the page's new-game request,
// the console's game after a cờ thế).
struct PersonGameSettings {
  bool against_engine = true;  // false: two people on one board (no engine, no record)
  Color human = RED;           // the person's side against the engine
  int level = 3;
  rules::RuleSet rules = rules::RuleSet::kAsian;
  std::optional<rules::ClockPreset> clock;  // none: untimed
  std::optional<int64_t> move_cap_ms;       // the cap on one move; unset: the rule set's
  std::optional<int> takebacks;             // per game; unset: the level's (player_levels.h)
};

// A record's game as far as the rules let it go.
struct LoadedGame {
  rules::Game game;
  size_t record_moves = 0;  // the moves the record holds; game.moves() may hold fewer
  // Returns whether the game ended by rule before the record's last move (the rest was dropped).
  bool cut_short() const { return game.moves().size() < record_moves; }
};

// Returns the game a record holds, its moves played under `rules` up to the first ending (the
// rest is not played: the game is over there), or why it cannot be read (an illegal move).
absl::StatusOr<LoadedGame> load_game(const notation::GameRecord& record, rules::RuleSet rules);

// Returns the game's moves written in style s, each from the position it was played in.
std::vector<std::string> move_texts(const rules::Game& game, notation::Style s);
// Returns the named opening the game is in (deepest named line reached), or nullptr.
const book::Opening* opening_of(const rules::Game& game);
// Returns the game as a PGN record (result and termination from the arbiter).
notation::GameRecord game_record(const rules::Game& game, const std::string& red,
                                 const std::string& black);

// Why a takeback is refused now.
enum class NoTakeback {
  kClockDecided,       // a flag fell: the clock's verdict stands
  kRulesForbid,        // the rule set allows none against the engine (room)
  kNothingToTakeBack,  // fewer moves than the takeback would take
  kNoneLeft,           // the allowance of this game is used up
};

// What the person is told of a finished game that does not count (counts_in_record()): the
// catalogue's message, and its English words (kept for the fronts that show English only).
inline messages::Message not_counted_message() { return messages::Message("play.not_counted"); }
// catalogue-lint: off (the English of play.not_counted, for the play page until it renders it)
constexpr const char* kNotCountedNote =
    "Not counted in your record: only a game in which you and the engine each made a move "
    "counts.";
// catalogue-lint: on
// Returns a level as a person reads it, "level 3 (Trung cấp)" / "mức 3 (Trung cấp)".
messages::Message level_message(int level);
// Returns the line of the record a counted game shows: "Your record against level 3 (Trung
// cấp): 1 won, 0 drawn, 2 lost."
messages::Message record_message(int level, const LevelRecord& record);

// What counting a finished game did.
struct CountedGame {
  bool counted = false;  // false: the game does not count (counts_in_record()), nothing written
  std::string error;     // not empty: it counts, but the record could not be read or written
  int level = 0;         // the level the game counted at (PersonGame::record_level()), when counted
  WinTable table{};      // the record as written (when counted without error)
  // Returns a level's line of the record.
  const LevelRecord& at(int level) const { return table[level - 1]; }
};

class PersonGame {
 public:
  explicit PersonGame(const PersonGameSettings& settings = {},
                      const Position& start = Position::start());

  // Starts a new game from `start` with `settings`: a fresh clock, allowance and record entry.
  void start(const PersonGameSettings& settings, const Position& start);
  // Replaces the game with a record's (load_game: up to where the rules end it), keeping the
  // settings; the takebacks the record says were used stay used. The loaded moves were not
  // played here (counts_in_record). Changes nothing when the record cannot be loaded.
  absl::StatusOr<LoadedGame> load(const notation::GameRecord& record);

  const PersonGameSettings& settings() const { return settings_; }
  const rules::Game& game() const { return game_; }
  const Position& position() const { return game_.position(); }
  const std::optional<rules::GameClock>& clock() const { return clock_; }
  bool time_decided() const { return time_verdict_.has_value(); }
  // Returns the game's verdict: a flag fall's, or the arbiter's.
  rules::Verdict verdict() const { return time_verdict_ ? *time_verdict_ : game_.verdict(); }
  bool over() const { return verdict().over(); }
  // Returns whether the engine plays `side` in this game.
  bool engine_plays(Color side) const {
    return settings_.against_engine && side != settings_.human;
  }
  // Returns whether it is the engine's move now (the game goes on).
  bool engine_to_move() const { return !over() && engine_plays(position().side_to_move()); }
  // Returns the moves played here so far (a loaded game's moves excluded).
  size_t moves_here() const { return game_.moves().size() - first_move_here_; }

  // Plays a legal move at `now` (the mover's clock is pressed, and stopped when the game ends);
  // an illegal move, or one after the end, changes nothing and says why. The caller asks
  // end_on_time(now) first: a move after the flag fell is not played.
  absl::Status play(Move m, rules::SteadyTime now);
  // Ends the game on time when the running side's flag has fallen at `now`; returns whether it
  // ended now.
  bool end_on_time(rules::SteadyTime now);

  // Returns why a takeback is refused now, or nothing when one is allowed.
  std::optional<NoTakeback> takeback_refused() const;
  // Returns the moves a takeback takes back now (1 or 2, the rule above).
  int takeback_plies() const;
  // Takes back takeback_plies() moves at `now` (the clocks as rules::GameClock::take_back says)
  // and counts it; returns the plies. Precondition: !takeback_refused().
  int take_back(rules::SteadyTime now);
  // Returns the takebacks allowed in this game (kUnlimitedTakebacks: no limit; 0 where the
  // rules forbid them against the engine).
  int takeback_allowance() const;
  int takebacks_used() const { return takebacks_used_; }
  // Returns the takebacks left (kUnlimitedTakebacks: no limit).
  int takebacks_left() const;

  // Plays on at another level: the engine's strength from now on. A game already under way
  // counts at the lowest level it is played at, with that level's takebacks (the rule above).
  void set_level(int level) { settings_.level = level; }
  // Returns the level the game counts at in the record: the lowest level a move or a takeback
  // was made at here, or the level now when none was made yet.
  int record_level() const;
  // Returns what the person is told after set_level in a game under way whose record level is
  // not the level now (the rule above, with the level the game counts at), else "".
  std::string level_change_note() const;
  // The same note as a catalogue message (play.level_change), or nothing when there is none.
  std::optional<messages::Message> level_change_message() const;
  // Judges the game under another rule set from now on; a clock that has not started takes the
  // new rules' cap per move. Returns false when the clock keeps its cap (it has started).
  bool set_rules(rules::RuleSet rules);

  // Returns whether the game counts in the record when it ends (the rule above).
  bool counts_in_record() const;
  // Counts the finished game against record_level() in the record at `wins_path` (once per game; a
  // takeback and a second ending count nothing more). Returns nothing when there is nothing to
  // count: the game goes on, it is between two people, or it was counted already.
  std::optional<CountedGame> count_result(const std::filesystem::path& wins_path);

  // Returns the game as a PGN record: players (the person as "Player", the engine as
  // "cotuong level N (name)"), rule set, start, moves, opening, result and termination (the
  // arbiter's or the flag's), time control and the takebacks used.
  notation::GameRecord record() const;

 private:
  // Starts the per-game state (clock, allowance, record) after a new game or a load.
  void reset_state();
  // Returns the level whose takebacks the game has now: the lower of record_level() and the
  // level now (the next move or takeback is made at the level now).
  int allowance_level() const;
  // Notes that a move or a takeback was made here at the level now.
  void note_played_here();

  PersonGameSettings settings_;
  rules::Game game_;
  std::optional<rules::GameClock> clock_;       // this game's clock (settings_.clock)
  std::optional<rules::Verdict> time_verdict_;  // a fallen flag ended this game
  int takebacks_used_ = 0;                      // >= 0
  int lowest_level_played_ = 0;  // the lowest level a move or takeback was made at here; 0: none
  size_t first_move_here_ = 0;   // game_'s moves from this index on were played here
  bool counted_ = false;         // this game's result was counted (or found not to count)
};

}  // namespace cotuong::play
