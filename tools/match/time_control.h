// Time controls and the game clock. All times are in milliseconds.
#pragma once

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::match {

struct TimeControl {
  enum class Kind { kClock, kMoveTime, kNodes, kDepth };
  Kind kind = Kind::kClock;
  int64_t base_ms = 0;                 // kClock: time for the whole game
  int64_t increment_ms = 0;            // kClock: added after each move
  int64_t byoyomi_ms = 0;              // kClock: per move once the base is spent (0 = none)
  int64_t max_move_ms = 0;             // kClock: cap for any one move (0 = none), e.g. blitz's 30 s
  int64_t move_time_ms = 0;            // kMoveTime
  int64_t nodes = 0;                   // kNodes
  int depth = 0;                       // kDepth
  int64_t margin_ms = 100;             // process overhead forgiven on every move
  int64_t search_timeout_ms = 120000;  // kNodes/kDepth: a move taking longer forfeits

  // Returns the PGN TimeControl tag value: the clock's by rules::pgn_time_control ("180+3",
  // "5+0.05") with this tool's "/byo=", "/cap="; "0.5/move", "nodes=2000", "depth=4".
  std::string pgn_tag() const;
};

// Returns the control that `text` names: a clock, read by the rules' one parser of control text
// in seconds (rules::parse_clock: blitz | rapid | standard, the rules' three controls with their
// caps per move, or <base s>+<inc s>, decimals allowed: "5+0.05"), then [/byo=<s>] [/cap=<s>];
// or st=<s> | nodes=<n> | depth=<d>.
absl::StatusOr<TimeControl> parse_time_control(absl::string_view text);

// One engine's clock in a match: its elapsed time per move as measured, charged against the
// time control (byo-yomi, the cap, the margin). rules::GameClock is a person's game: both
// sides, wall time. Invariant: remaining_ms >= 0.
class SideClock {
 public:
  explicit SideClock(const TimeControl& tc) : tc_(tc), remaining_ms_(tc.base_ms) {}
  // Returns the main time left (what the engine is told).
  int64_t remaining_ms() const { return remaining_ms_; }
  // Returns the longest the coming move may take before the side loses on time
  // (margin included).
  int64_t allowed_ms() const;
  // Charges a move that took `elapsed_ms`; returns false when it overran allowed_ms().
  bool charge(int64_t elapsed_ms);

 private:
  TimeControl tc_;
  int64_t remaining_ms_;
};

}  // namespace cotuong::match
