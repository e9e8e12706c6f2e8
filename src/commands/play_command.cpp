#include "commands/subcommands.h"

#include <iostream>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "commands/commands.h"
#include "console/console.h"
#include "core/quote.h"
#include "play/player_levels.h"
#include "rules/game_clock.h"
#include "rules/rule_set.h"

namespace cotuong::commands {

namespace {

// Returns the console options of `cotuong play` arguments (after "play"), or the first bad one;
// *show_help tells whether --help was among them.
absl::StatusOr<console::ConsoleOptions> parse_play_arguments(const std::vector<std::string>& args,
                                                             bool* show_help) {
  console::ConsoleOptions o;
  o.board.colour = console::terminal_supports_colour();
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> absl::StatusOr<std::string> {
      if (i + 1 >= args.size())
        return absl::InvalidArgumentError(absl::StrCat(a, " needs a value"));
      return args[++i];
    };
    auto bad = [&](const std::string& v) {
      return absl::InvalidArgumentError(absl::StrCat("bad value ", readable_quote(v), " for ", a));
    };
    if (a == "--help" || a == "-h") {
      *show_help = true;
    } else if (a == "--black") {
      o.human = BLACK;
    } else if (a == "--red") {
      o.human = RED;
    } else if (a == "--human-vs-human") {
      o.human_vs_human = true;
    } else if (a == "--flip") {
      o.board.black_bottom = true;
    } else if (a == "--no-book") {
      o.use_book = false;
    } else if (a == "--level" || a == "--labels" || a == "--colour" || a == "--color" ||
               a == "--takebacks" || a == "--movetime" || a == "--depth" || a == "--rules" ||
               a == "--seed" || a == "--clock" || a == "--move-cap") {
      absl::StatusOr<std::string> v = value();
      if (!v.ok()) return v.status();
      if (a == "--level") {
        if (!absl::SimpleAtoi(*v, &o.level) || o.level < 1 || o.level > 5) return bad(*v);
      } else if (a == "--labels") {
        if (*v != "zh" && *v != "vn") return bad(*v);
        o.board.labels = *v == "zh" ? console::Labels::kChinese : console::Labels::kVietnamese;
      } else if (a == "--colour" || a == "--color") {
        if (*v == "always")
          o.board.colour = true;
        else if (*v == "never")
          o.board.colour = false;
        else if (*v != "auto")
          return bad(*v);
      } else if (a == "--takebacks") {
        int n;
        if (*v == "unlimited")
          o.takebacks = play::kUnlimitedTakebacks;
        else if (absl::SimpleAtoi(*v, &n) && n >= 0)
          o.takebacks = n;
        else
          return bad(*v);
      } else if (a == "--movetime") {
        if (!absl::SimpleAtoi(*v, &o.master_movetime_ms) || o.master_movetime_ms < 1)
          return bad(*v);
      } else if (a == "--depth") {
        if (!absl::SimpleAtoi(*v, &o.depth) || o.depth < 1 || o.depth > 64) return bad(*v);
      } else if (a == "--rules") {
        absl::StatusOr<rules::RuleSet> r = rules::parse_rule_set(*v);
        if (!r.ok()) return r.status();
        o.rules = *r;
      } else if (a == "--clock") {
        absl::StatusOr<std::optional<rules::ClockPreset>> c =
            rules::parse_clock(*v, rules::ClockUnit::kMinutes);
        if (!c.ok()) return c.status();
        o.clock = *c;
      } else if (a == "--move-cap") {
        int seconds;
        if (!absl::SimpleAtoi(*v, &seconds) || seconds < 0 || seconds > 24 * 3600) return bad(*v);
        o.move_cap_ms = int64_t(seconds) * 1000;
      } else {
        uint64_t seed;
        if (!absl::SimpleAtoi(*v, &seed)) return bad(*v);
        o.seed = seed;
      }
    } else {
      return absl::InvalidArgumentError(absl::StrCat("unknown argument ", readable_quote(a)));
    }
  }
  return o;
}

}  // namespace

int play_command(const std::vector<std::string>& args) {
  bool show_help = false;
  absl::StatusOr<console::ConsoleOptions> options =
      parse_play_arguments(std::vector<std::string>(args.begin() + 1, args.end()), &show_help);
  if (!options.ok()) return usage_error("play", options.status().message());
  if (show_help) {
    std::cout << help_text(*find_subcommand("play"));
    return 0;
  }
  options->live_clock_fd = console::live_clock_terminal();
  return console::run_console(std::cin, std::cout, *options);
}

}  // namespace cotuong::commands
