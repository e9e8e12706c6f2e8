#include "commands/subcommands.h"

#include <iostream>
#include <optional>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "console/console.h"
#include "core/quote.h"
#include "messages/catalogue.h"
#include "play/player_levels.h"
#include "rules/game_clock.h"
#include "rules/rule_set.h"

namespace cotuong::commands {

// Its own namespace: the commands are compiled as one unit in a unity build.
namespace play_cli {

using V = const std::vector<std::string>&;
using O = console::ConsoleOptions;

// Returns the error of a bad value for an option.
absl::Status bad_value(absl::string_view option, const std::string& value) {
  return absl::InvalidArgumentError(
      absl::StrCat("bad value ", readable_quote(value), " for ", option));
}

// play's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<O>& play_arguments() {
  static const ArgumentTable<O> table = {
      {{"--level"},
       "1-5",
       "strength (default 3)",
       Takes::kOne,
       [](O& o, V v) {
         if (!absl::SimpleAtoi(v[0], &o.level) || o.level < 1 || o.level > 5)
           return bad_value("--level", v[0]);
         return absl::OkStatus();
       }},
      {{"--black"},
       "",
       "play Black",
       Takes::kNothing,
       [](O& o, V) {
         o.human = BLACK;
         return absl::OkStatus();
       }},
      {{"--red"},
       "",
       "play Red (the default)",
       Takes::kNothing,
       [](O& o, V) {
         o.human = RED;
         return absl::OkStatus();
       }},
      {{"--human-vs-human"},
       "",
       "two people, the engine only keeps the rules",
       Takes::kNothing,
       [](O& o, V) {
         o.human_vs_human = true;
         return absl::OkStatus();
       }},
      {{"--labels"},
       "zh|vn",
       "piece labels",
       Takes::kOne,
       [](O& o, V v) {
         if (v[0] != "zh" && v[0] != "vn") return bad_value("--labels", v[0]);
         o.board.labels = v[0] == "zh" ? console::Labels::kChinese : console::Labels::kVietnamese;
         return absl::OkStatus();
       }},
      {{"--colour", "--color"},
       "auto|always|never",
       "colours on the board",
       Takes::kOne,
       [](O& o, V v) {
         if (v[0] == "always")
           o.board.colour = true;
         else if (v[0] == "never")
           o.board.colour = false;
         else if (v[0] != "auto")
           return bad_value("--colour", v[0]);
         return absl::OkStatus();
       }},
      {{"--flip"},
       "",
       "draw the board from Black's side",
       Takes::kNothing,
       [](O& o, V) {
         o.board.black_bottom = true;
         return absl::OkStatus();
       }},
      {{"--takebacks"},
       "N|unlimited",
       "takebacks allowed",
       Takes::kOne,
       [](O& o, V v) {
         int n;
         if (v[0] == "unlimited")
           o.takebacks = play::kUnlimitedTakebacks;
         else if (absl::SimpleAtoi(v[0], &n) && n >= 0)
           o.takebacks = n;
         else
           return bad_value("--takebacks", v[0]);
         return absl::OkStatus();
       }},
      {{"--movetime"},
       "MS",
       "the engine's time per move at level 5 (levels 1-4 think their own)",
       Takes::kOne,
       [](O& o, V v) {
         if (!absl::SimpleAtoi(v[0], &o.master_movetime_ms) || o.master_movetime_ms < 1)
           return bad_value("--movetime", v[0]);
         return absl::OkStatus();
       }},
      {{"--depth"},
       "N",
       "the engine searches to depth N instead (within its level's caps)",
       Takes::kOne,
       [](O& o, V v) {
         if (!absl::SimpleAtoi(v[0], &o.depth) || o.depth < 1 || o.depth > 64)
           return bad_value("--depth", v[0]);
         return absl::OkStatus();
       }},
      {{"--rules"},
       rules::rule_set_names("|"),
       "the rule set",
       Takes::kOne,
       [](O& o, V v) -> absl::Status {
         absl::StatusOr<rules::RuleSet> r = rules::parse_rule_set(v[0]);
         if (!r.ok()) return r.status();
         o.rules = *r;
         return absl::OkStatus();
       }},
      {{"--clock"},
       "M+S",
       "play on a clock: M minutes each, S seconds added per move (3+3, 10+5,\n"
       "                      60+30, or any such as 5+2 or 0.5+0; none: untimed); the engine\n"
       "                      spends its own clock, a fallen flag loses (a draw when the\n"
       "                      other side cannot mate)",
       Takes::kOne,
       [](O& o, V v) -> absl::Status {
         absl::StatusOr<std::optional<rules::ClockPreset>> c =
             rules::parse_clock(v[0], rules::ClockUnit::kMinutes);
         if (!c.ok()) return c.status();
         o.clock = *c;
         return absl::OkStatus();
       }},
      {{"--move-cap"},
       "S",
       "on a clock, the most one move may take, in seconds (default: the\n"
       "                      rule set's: room 120, the others none; 0: none)",
       Takes::kOne,
       [](O& o, V v) {
         int seconds;
         if (!absl::SimpleAtoi(v[0], &seconds) || seconds < 0 || seconds > 24 * 3600)
           return bad_value("--move-cap", v[0]);
         o.move_cap_ms = int64_t(seconds) * 1000;
         return absl::OkStatus();
       }},
      {{"--seed"},
       "N",
       "random seed of the levels",
       Takes::kOne,
       [](O& o, V v) {
         uint64_t seed;
         if (!absl::SimpleAtoi(v[0], &seed)) return bad_value("--seed", v[0]);
         o.seed = seed;
         return absl::OkStatus();
       }},
      {{"--no-book"},
       "",
       "no opening book",
       Takes::kNothing,
       [](O& o, V) {
         o.use_book = false;
         return absl::OkStatus();
       }},
      {{"--lang"},
       "vi|en",
       "the console's language (default: LANG/LC_ALL/LC_MESSAGES when Vietnamese\n"
       "                      or English, else Vietnamese)",
       Takes::kOne,
       [](O& o, V v) {
         const std::optional<messages::Lang> lang = messages::parse_lang(v[0]);
         if (!lang) return bad_value("--lang", v[0]);
         o.lang = *lang;
         return absl::OkStatus();
       }},
  };
  return table;
}

}  // namespace play_cli

OptionHelp play_options() { return help_rows(play_cli::play_arguments()); }

int play_command(const std::vector<std::string>& args) {
  console::ConsoleOptions options;
  options.board.colour = console::terminal_supports_colour();
  // The language: --lang, else the environment's when it names Vietnamese or English, else
  // Vietnamese.
  options.lang = messages::lang_from_environment().value_or(messages::kDefaultLang);
  if (std::optional<int> exit = parse_arguments(args, play_cli::play_arguments(), options))
    return *exit;
  options.live_clock_fd = console::live_clock_terminal();
  return console::run_console(std::cin, std::cout, options);
}

}  // namespace cotuong::commands
