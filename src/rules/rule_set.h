// The selectable rule sets and the limits each one applies.
// A "move" in every limit below is a full move (one ply by each side): 60 moves = 120 plies.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::rules {

// asian:    Asian rules (default): perpetual check/chase judged at the 3rd occurrence of a
//           position, on every ply since the 1st (a chase over changing squares: at the 3rd
//           time the chased side's pieces stand the same; chasing one piece in each cycle, a
//           different one each time, is no violation but answers a chase), 60-move no-capture
//           limit (seed 003 and the Asian federation).
// asian-50: the same with seed 000's 50-move no-capture limit.
// casual:   seed 003: threefold repetition is a plain draw, no perpetual rules, 60-move limit.
// room:     seeds 002/004: check or chase limited to 6/12/18 consecutive moves by 1/2/3 pieces
//           (beyond that the perpetual rules apply), effective-move rule 120, progress rule 30,
//           300 moves in total.
//
// No `chinese` set (the Chinese Xiangqi Association's rules, 2011) is offered, by decision
// (issue 29). By public descriptions they differ from the Asian/WXF rules exactly where facts
// are needed: a threat of mate ("kill") is itself a forcing move there (perpetual kill, one check
// one kill lose), which needs a mate search of some depth inside the arbiter and inside the
// search's repetition verdicts; which pieces may be chased and how mutual violations end are
// settled by worked diagrams. Those examples are published only as pictures (the Chinese book,
// an unofficial English translation of its text), never as positions, moves and verdicts that a
// test could replay, as the AXF/WXF cases in tests/data are; a `chinese` set could not be tested
// against its own rules, so cotuong does not claim to follow them.
enum class RuleSet { kAsian, kAsian50, kCasual, kRoom };

// Every rule set, in the order their names are listed to users.
inline constexpr RuleSet kRuleSets[] = {RuleSet::kAsian, RuleSet::kAsian50, RuleSet::kCasual,
                                        RuleSet::kRoom};

// The limits of a rule set, in plies unless named otherwise; 0 means "no such limit".
struct RuleLimits {
  int no_capture_plies = 0;        // draw when this many plies pass without a capture
  int total_plies = 0;             // draw when the game reaches this many plies
  int effective_plies = 0;         // room: draw after this many plies that are not check/chase or
                                   // a reply to one
  int progress_plies = 0;          // room: draw after this many plies without a capture or a pawn
                                   // step forward on the enemy half
  int streak_moves_per_piece = 0;  // room: allowed consecutive check/chase moves per piece used
  int streak_max_pieces = 0;       // room: pieces counted at most (6/12/18 for 1/2/3 pieces)
  bool perpetual_rules = true;     // repetition judged by perpetual check/chase (not casual)
  bool takebacks = true;           // room: no takebacks (a rated room's game stands as played)
  // A game on a clock (rules/game_clock.h, rules/time_forfeit.h):
  int64_t move_time_cap_ms = 0;  // room: one move may take at most this long (120 s, seed 002)
  bool flag_draws_without_mating_material = true;  // a flag fall is a draw, not a loss, when the
                                                   // side with time left cannot mate (seed 000)

  // Returns whether check and chase are allowed in streaks (room: 6/12/18 moves by 1/2/3 pieces)
  // before a repetition loses, rather than judged at the third occurrence.
  bool streak_rules() const { return streak_max_pieces > 0; }
};

// One rule set as data: its name, the other spellings it is read by, and its limits. The table
// of them (rule_set.cpp) is the only place a rule set is described.
struct RuleSetData {
  RuleSet set;
  const char* name;     // what parse_rule_set reads and options show: "asian-50"
  const char* aliases;  // other spellings parse_rule_set reads, space-separated ("asian50")
  RuleLimits limits;
};

// Returns the data of a rule set.
const RuleSetData& rule_set_data(RuleSet rules);
// Returns the rule set named "asian", "asian-50", "casual" or "room" (case-insensitive; or an
// alias), or an error that lists the names.
absl::StatusOr<RuleSet> parse_rule_set(absl::string_view name);
// Returns the name of a rule set ("asian", ...): what parse_rule_set reads and options show.
const char* rule_set_name(RuleSet rules);
// Returns every rule set's name joined by `separator`: "asian, asian-50, casual, room".
std::string rule_set_names(absl::string_view separator = ", ");
// Returns the limits of a rule set.
RuleLimits limits_of(RuleSet rules);

// The rules a game is played, judged and searched by: a rule set and what a player or a GUI
// changed of it (the protocol's Sixty Move Rule and Rule60MaxPly, judge's --move-limit). The one
// value the arbiter, the game and the search take alike.
struct Rules {
  RuleSet set = RuleSet::kAsian;
  // Replaces the rule set's no-capture limit, in plies (the FEN's half-move clock included);
  // 0 = no limit; nullopt = the rule set's own.
  std::optional<int> no_capture_plies;

  Rules() = default;
  Rules(RuleSet rule_set) : set(rule_set) {}  // NOLINT: a rule set as it is, no override
  Rules(RuleSet rule_set, std::optional<int> plies) : set(rule_set), no_capture_plies(plies) {}

  // Returns the rule set's limits with the overrides applied.
  RuleLimits limits() const;
  friend bool operator==(const Rules&, const Rules&) = default;
};

}  // namespace cotuong::rules
