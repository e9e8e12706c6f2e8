#include "commands/subcommands.h"

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <optional>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "core/position.h"
#include "core/quote.h"
#include "core/setup.h"
#include "notation/game_notation.h"
#include "notation/notation.h"
#include "rules/game.h"
#include "rules/rule_set.h"

namespace cotuong::commands {

namespace {

// Returns user input quoted for a message, readably (a 100 KB argument is not echoed whole).
std::string shown(absl::string_view text) { return readable_quote(text, 60); }

// Returns the value of a parsed option, or prints why it is bad and returns nothing.
template <typename T>
std::optional<T> value_or_complain(absl::StatusOr<T> parsed) {
  if (parsed.ok()) return *std::move(parsed);
  error_line("judge") << parsed.status().message() << "\n";
  return std::nullopt;
}

// The largest --move-limit: far beyond any game, and twice it (in plies) fits an int.
constexpr int64_t kMaxMoveLimit = 1'000'000;

// Returns --move-limit's value (0: none beyond the rule set's own), or why the text is not one.
absl::StatusOr<int> parse_move_limit(absl::string_view text) {
  if (text.empty() || !std::all_of(text.begin(), text.end(), absl::ascii_isdigit))
    return bad_value("--move-limit", text, "a whole number, 0 or more");
  int64_t limit = 0;
  if (!absl::SimpleAtoi(text, &limit) || limit > kMaxMoveLimit)
    return absl::InvalidArgumentError(absl::StrCat("--move-limit ", shown(text),
                                                   " is too large: at most ", kMaxMoveLimit,
                                                   " moves (0: the rule set's own limit only)"));
  return int(limit);
}

// What the command line asked for.
struct JudgeOptions {
  std::string fen = kStartFen;
  std::vector<std::string> moves;
  rules::RuleSet rule_set = rules::RuleSet::kAsian;
  int move_limit = 0;
  std::optional<notation::Style> style;
};

// judge's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<JudgeOptions>& judge_arguments() {
  using V = const std::vector<std::string>&;
  using O = JudgeOptions;
  static const ArgumentTable<O> table = {
      {{"--fen"},
       "FEN",
       "start position (default: the start; composed set-ups with pawns no game places are "
       "judged too, with a note)",
       Takes::kFen,
       text(&O::fen)},
      {{"--moves"},
       "M...",
       "the moves played, in any notation",
       Takes::kList,
       [](O& o, V v) {
         o.moves.insert(o.moves.end(), v.begin(), v.end());
         return absl::OkStatus();
       }},
      rules_argument(&O::rule_set, "the rule set (default asian)"),
      {{"--move-limit"},
       "N",
       "full moves without a capture before a draw, if stricter\n"
       "                      than the rules' (at most 1000000);\n"
       "                      0, the default: no limit but the rules' own",
       Takes::kOne,
       parsed(&O::move_limit, parse_move_limit)},
      notation_argument(&O::style, "read the moves in this notation only"),
  };
  return table;
}

}  // namespace

OptionHelp judge_options() { return help_rows(judge_arguments()); }

int judge_command(const std::vector<std::string>& args) {
  JudgeOptions o;
  if (std::optional<int> exit = parse_arguments(args, judge_arguments(), o)) return *exit;
  const std::string& fen = o.fen;
  const std::vector<std::string>& moves = o.moves;
  const rules::RuleSet rule_set = o.rule_set;
  const int move_limit = o.move_limit;
  const std::optional<notation::Style>& style = o.style;
  // Rule-book diagrams and composed positions may place pawns where no game puts them: judge
  // them, and say so (on standard error: standard output stays one line to read).
  std::optional<Position> start = value_or_complain(Position::from_fen(fen, SetupCheck::kComposed));
  if (!start) return 2;
  if (absl::Status reachable = validate_setup(*start); !reachable.ok())
    error_line("judge") << "note: a composed position ("
                        << quote(absl::StripPrefix(reachable.message(), "invalid set-up: "), 200)
                        << "): no game reaches it, but the rules judge it as usual\n";
  // --move-limit applies where it is stricter than the rule set's own limit.
  rules::Rules game_rules(rule_set);
  const int rule_set_plies = rules::limits_of(rule_set).no_capture_plies;
  if (move_limit > 0 && (rule_set_plies == 0 || 2 * move_limit < rule_set_plies))
    game_rules.no_capture_plies = 2 * move_limit;
  rules::Game game(*start, game_rules);
  // The moves are one game: its notation is decided for the whole game.
  notation::GameNotation reader =
      style ? notation::GameNotation::only(*style) : notation::GameNotation();
  size_t failed = 0;
  absl::StatusOr<std::vector<Move>> read = reader.read_game(*start, moves, &failed);
  for (size_t i = 0; read.ok() && i < read->size(); ++i) {
    if (absl::Status s = game.play((*read)[i]); !s.ok()) read = s, failed = i;
  }
  if (!read.ok()) {
    error_line("judge") << "move " << failed + 1 << " (" << shown(moves[failed])
                        << "): " << read.status().message() << "\n";
    return 2;
  }
  int ended_at = 0;
  rules::Verdict v = game.first_ending(&ended_at);
  std::string explanation = v.explanation;
  if (v.over() && ended_at < int(moves.size()))
    absl::StrAppend(&explanation, " (the game ended after move ", ended_at, " of ", moves.size(),
                    ")");
  std::string fault = v.at_fault ? (*v.at_fault == RED ? "red" : "black") : "-";
  std::cout << (v.over() ? rules::result_text(v.result) : "ongoing") << " "
            << (v.rule.empty() ? "-" : v.rule) << " " << fault << (explanation.empty() ? "" : " ")
            << explanation << "\n";
  return 0;
}

}  // namespace cotuong::commands
