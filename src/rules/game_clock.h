// The clock of a game a person plays, whichever front it is played in: the presets players know
// (3 + 3, 10 + 5, 60 + 30: minutes each plus seconds added after every move), both sides'
// remaining time, the flag, and the rule set's cap on one move (room: 120 s). Times are passed
// in, so that tests can run a clock without waiting for it.
//
// Policies a player would find fair, stated once here: the clocks start with the first move (no
// one loses time looking at the start position); a move adds the increment to the mover's time;
// a takeback puts the clocks back where they stood before the undone moves, except that the
// side who takes back (the side to move after it) keeps the time it spent thinking on them: the
// other side gets its thinking on them back, neither keeps their increments, so no one wins time
// by taking back (no free thinking time, no increments farmed by moving and undoing); the side
// to move's clock then runs, or stops when the takeback returns to the start; the clock stops
// when the game ends.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/types.h"
#include "rules/arbiter.h"
#include "rules/game.h"
#include "rules/rule_set.h"

namespace cotuong::rules {

using SteadyTime = std::chrono::steady_clock::time_point;

// One time control. Invariant: initial_ms >= 0 (above 0 on a person's clock), increment_ms >= 0,
// move_cap_ms >= 0.
struct ClockPreset {
  std::string name;    // "10+5": minutes each + seconds added per move (a match's: seconds)
  std::string family;  // "rapid" for the three named controls below, else empty
  int64_t initial_ms = 0;
  int64_t increment_ms = 0;
  int64_t move_cap_ms = 0;  // the most one move may take (0 = no cap)
};

// Returns the three time controls of the rules (seed 000), shortest first, each with its two
// names and its cap on one move: blitz 3+3 (30 s), rapid 10+5 (60 s), standard 60+30 (5 min).
// The console, the play page and the match tool (blitz | rapid | standard) all read them here.
const std::vector<ClockPreset>& clock_presets();

// The unit of the base time in a control's text "<base>+<increment>": a person's clock counts
// minutes ("10+5": ten minutes each), an engine match seconds ("10+0.1": ten seconds each).
// The increment is in seconds either way.
enum class ClockUnit { kMinutes, kSeconds };

// Returns the time control `text` names, the one parser of control text: nothing for "none" (or
// no text: an untimed game); one of the rules' three controls by its family ("blitz", "rapid",
// "standard"), with its cap per move; or "<base>+<increment>", the base in `unit` (minutes above
// 0, up to 1440; or seconds, 0 or more), the increment in seconds (decimals allowed: "0.5+0",
// "10+0.1"), named as typed, and the rules' control itself, cap included, where it is one ("3+3"
// in minutes). Else an error that shows the form in that unit and names the usual controls.
absl::StatusOr<std::optional<ClockPreset>> parse_clock(absl::string_view text, ClockUnit unit);
// Returns milliseconds as seconds, the way time controls write them: 180000 -> "180",
// 50 -> "0.05".
std::string seconds_text(int64_t ms);
// Returns the PGN TimeControl tag of a clock, base and increment in seconds: "180+3", "5+0.05".
// (The match tool adds its byo-yomi and cap to it: tools/match/time_control.h.)
std::string pgn_time_control(int64_t initial_ms, int64_t increment_ms);
// Returns the cap on one move of a game on `preset` under `rules`: the rule set's (room: 120 s)
// where it has one, else the preset's.
int64_t move_cap_ms(const ClockPreset& preset, RuleSet rules);
// Returns a clock's time as a player reads it: "9:57", "60:00" (whole seconds rounded up, so a
// clock just started shows its full time), and tenths below ten seconds ("0:08.4").
std::string format_clock_ms(int64_t ms);

class GameClock {
 public:
  // A clock with both sides at the preset's time, not running; move_cap_ms 0 = no cap per move.
  explicit GameClock(const ClockPreset& preset, int64_t move_cap_ms = 0);
  // A clock for a game under `rules`: its cap per move is move_cap_ms(preset, rules).
  GameClock(const ClockPreset& preset, RuleSet rules);

  const ClockPreset& preset() const { return preset_; }
  int64_t move_cap_ms() const { return move_cap_ms_; }
  // Returns the side whose clock runs, if any.
  std::optional<Color> running() const { return running_; }
  // Returns c's time left at `now` (never below zero).
  int64_t remaining_ms(Color c, SteadyTime now) const;
  // Returns how long the running side has thought on this move at `now` (0 when stopped).
  int64_t move_elapsed_ms(SteadyTime now) const;

  // The side `mover` has moved at `now`: its thinking is charged and the increment added, then
  // the other side's clock starts. Returns false (and charges nothing) when mover's flag had
  // already fallen; the caller then ends the game on time (flag_fall).
  bool press(Color mover, SteadyTime now);
  // `plies` moves were taken back in `game` at `now`: the clocks return to where they stood
  // before them, less the thinking on them of the side to move now (the policy above); that side
  // thinks from `now` on, or, back at the start, the clock stops until the first move.
  void take_back(const Game& game, int plies, SteadyTime now);
  // Starts (or restarts) `side`'s clock at now, the other stopped.
  void run_for(Color side, SteadyTime now);
  // Stops the clock at now, charging the running side (the game ended).
  void stop(SteadyTime now);
  // Returns the side whose flag has fallen at `now` (its time, or the cap on this move, is
  // used up), if any. Only the running side can flag.
  std::optional<Color> flagged(SteadyTime now) const;
  // Returns whether the running side's flag fell by the cap per move rather than its time.
  bool flagged_by_move_cap(SteadyTime now) const;
  // Returns the verdict on `game` of a flag fallen at `now` (time_forfeit.h; "Red ran out of
  // time", "Red used up the 120 seconds allowed for one move"), or nothing while none has.
  std::optional<Verdict> flag_fall(const Game& game, SteadyTime now) const;

 private:
  ClockPreset preset_;
  int64_t move_cap_ms_;
  int64_t left_ms_[COLOR_NB];     // time left when the running side's move began
  std::optional<Color> running_;  // the side thinking now
  SteadyTime move_start_;         // when the running side's move began
  // One entry per press, oldest first: both sides' time left when that move began, who made it
  // and how long it thought (what a takeback of it restores and charges).
  struct Pressed {
    int64_t left_ms[COLOR_NB];
    Color mover;
    int64_t thought_ms;
  };
  std::vector<Pressed> pressed_;
};

}  // namespace cotuong::rules
