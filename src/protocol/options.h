// The engine's options: their values, and the one table (options.cpp) that declares each option
// once, in a row: its UCCI and UCI names, type, range or choices, the field it sets and the
// effect the engine applies (OptionEffect). The `option` lines both dialects announce, setting
// one by name and what the engine does then are all read off that row; a default is the field's
// initial value below. Level and book values are only stored here; the level and book modules
// read them. UCCI's standard options this engine does not act on (batch, debug, idle, promotion,
// pruning, knowledge, randomness, style) are announced and accepted, and a value other than
// their default is answered with why it is ignored (the row says why).
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "eval/nnue/embedded.h"
#include "protocol/parser.h"
#include "rules/rule_set.h"
#include "search/levels.h"
#include "search/tunables.h"

namespace cotuong::protocol {

// Every option value. Invariant: each field holds a value its option's table entry allows.
struct EngineOptions {
  bool usemillisec = false;  // UCCI: go times in ms instead of seconds
  bool ponder = false;       // the GUI may send `go ponder`
  bool use_book = true;      // usebook / OwnBook
  std::string book_files;    // bookfiles / Book File: ';'-separated paths, empty = default book
  int hash_mb = 16;          // hashsize (0 = auto) / Hash
  int threads = 1;           // threads (0 = auto) / Threads
  rules::RuleSet rules = rules::RuleSet::kAsian;
  int level = 5;  // 1-5; 5 = full strength
  int seed = 0;   // the levels' random choices (0: a random seed)
  // Strength on the levels' calibrated Elo scale (search/levels.h): UCI_LimitStrength + UCI_Elo,
  // or Skill Level 0-20 (20 = no limit); see strength_elo().
  bool limit_strength = false;
  int elo = search::kEloMax;
  int skill_level = 20;
  int multipv = 1;
  int move_overhead_ms = 30;
  std::string eval_file;  // evalfile / EvalFile: network file path, empty = the embedded one
  bool use_nnue = eval::nnue::use_nnue_by_default();  // usennue / UseNNUE
  // A tuning build's search constants, one spin option each (same name in both dialects).
  search::Tunables tunables;
  // The rule and display options of Pikafish's list that GUIs send (README: options).
  bool sixty_move_rule = true;  // Sixty Move Rule: false = no no-capture limit at all
  int rule60_max_ply = 0;       // Rule60MaxPly: the no-capture limit in plies, 0 = the rule set's
  bool show_wdl = false;        // UCI_ShowWDL: win/draw/loss per mille on every info score line
};

// Returns the rules the options ask for, which the game and the search both take: the rule set,
// its no-capture limit replaced when Sixty Move Rule is off (none) or Rule60MaxPly is set.
rules::Rules rules_of(const EngineOptions& options);

// What the engine must do after an option changed (beyond storing it): each row of the table
// names one, and Engine::set_option applies it.
enum class OptionEffect {
  kNone,
  kHash,
  kThreads,
  kRules,
  kClearHash,
  kNewGame,
  kBook,
  kNetwork,   // EvalFile: load that network
  kUseNnue,   // UseNNUE: switch the evaluation
  kTunables,  // a tuning build's search constant: hand the set to the search
  kSeed,      // Seed: restart the levels' random choices
};

// Returns the Elo the search plays at (search::Limits::elo), 0 for the level option's preset:
// UCI_Elo when UCI_LimitStrength is on, else Skill Level below 20 mapped linearly onto
// kEloMin (0) .. kEloMax (20).
int strength_elo(const EngineOptions& options);
// Returns the level the engine plays at: the level option, or the one below the asked strength.
int played_level(const EngineOptions& options);

// Returns the `option ...` lines a dialect announces after `ucci` / `uci` (in a tuning build,
// followed by the search's tunable constants).
std::vector<std::string> option_lines(Dialect dialect);

// Returns the name of the option `name` (any dialect's spelling, any case) as `dialect` spells it
// (`hashsize` -> `Hash` in UCI), for messages; `name` itself when it is no option.
std::string option_name(absl::string_view name, Dialect dialect);
// Returns whether `name` (any dialect's spelling, any case) is an option of this engine.
bool is_option_name(absl::string_view name);

// Returns whether `name` (any dialect's spelling, any case) is an option that must not change
// while the engine thinks.
bool option_needs_idle(absl::string_view name);

// Sets the option `name` (matched case-insensitively against both dialects' names) to `value`,
// within the range `dialect` announces (UCI: Hash and Threads from 1; UCCI: 0 = auto), errors
// naming it as `dialect` does (XBoard uses the UCI names); returns
// what else must happen, or an error leaving `options` unchanged: NotFound (unknown option),
// Unimplemented (an option this engine accepts but ignores, set to another value than its
// default: the message says why), InvalidArgument (a bad value).
absl::StatusOr<OptionEffect> set_option(EngineOptions& options, absl::string_view name,
                                        absl::string_view value, Dialect dialect = Dialect::kUcci);

}  // namespace cotuong::protocol
