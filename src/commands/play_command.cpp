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

// play's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<O>& play_arguments() {
  static const ArgumentTable<O> table = {
      {{"--level"}, "1-5", "strength (default 3)", Takes::kOne, number("--level", 1, 5, &O::level)},
      {{"--black"}, "", "play Black", Takes::kNothing, set_to(&O::human, BLACK)},
      {{"--red"}, "", "play Red (the default)", Takes::kNothing, set_to(&O::human, RED)},
      {{"--human-vs-human"},
       "",
       "two people, the engine only keeps the rules",
       Takes::kNothing,
       set_to(&O::human_vs_human, true)},
      {{"--labels"},
       "zh|vn",
       "piece labels",
       Takes::kOne,
       [](O& o, V v) {
         if (v[0] != "zh" && v[0] != "vn") return bad_value("--labels", v[0], "zh|vn");
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
           return bad_value("--colour", v[0], "auto|always|never");
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
           return bad_value("--takebacks", v[0], "a whole number, 0 or more, or unlimited");
         return absl::OkStatus();
       }},
      {{"--movetime"},
       "MS",
       "the engine's time per move at level 5 (levels 1-4 think their own)",
       Takes::kOne,
       number("--movetime", 1, 3'600'000, &O::master_movetime_ms)},
      {{"--depth"},
       "N",
       "the engine searches to depth N instead (within its level's caps)",
       Takes::kOne,
       number("--depth", 1, 64, &O::depth)},
      rules_argument(&O::rules, "the rule set"),
      {{"--clock"},
       "M+S",
       "play on a clock: M minutes each, S seconds added per move (3+3, 10+5,\n"
       "                      60+30, or any such as 5+2 or 0.5+0; none: untimed); the engine\n"
       "                      spends its own clock, a fallen flag loses (a draw when the\n"
       "                      other side cannot mate)",
       Takes::kOne,
       parsed(&O::clock,
              [](const std::string& text) {
                return rules::parse_clock(text, rules::ClockUnit::kMinutes);
              })},
      {{"--move-cap"},
       "S",
       "on a clock, the most one move may take, in seconds (default: the\n"
       "                      rule set's: room 120, the others none; 0: none)",
       Takes::kOne,
       number<O>("--move-cap", 0, 24 * 3600, [](O& o, long long s) { o.move_cap_ms = s * 1000; })},
      {{"--seed"},
       "N",
       "random seed of the levels",
       Takes::kOne,
       [](O& o, V v) {
         uint64_t seed;
         if (!absl::SimpleAtoi(v[0], &seed))
           return bad_value("--seed", v[0], "a whole number, 0 or more");
         o.seed = seed;
         return absl::OkStatus();
       }},
      {{"--no-book"}, "", "no opening book", Takes::kNothing, set_to(&O::use_book, false)},
      {{"--lang"},
       "vi|en",
       "the console's language (default: LANG/LC_ALL/LC_MESSAGES when Vietnamese\n"
       "                      or English, else Vietnamese)",
       Takes::kOne,
       [](O& o, V v) {
         const std::optional<messages::Lang> lang = messages::parse_lang(v[0]);
         if (!lang) return bad_value("--lang", v[0], "vi|en");
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
