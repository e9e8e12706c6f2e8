#include "protocol/judge_command.h"

#include <iostream>
#include <optional>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "notation/notation.h"
#include "position.h"
#include "protocol/parser.h"
#include "rules/arbiter.h"

namespace cotuong {

namespace {

constexpr const char* kUsage =
    "usage: cotuong judge [--fen FEN] [--moves m1 m2 ...] [--rules asian|asian-50|casual|room]"
    " [--move-limit N] [--notation ucci|vn|vn-long|wxf|wxf-fsf|zh|zh-simplified]\n"
    "moves may be in any notation (detected) unless --notation fixes one\n"
    "prints: <ongoing|1-0|0-1|1/2-1/2> <rule|-> <red|black|-> <explanation>\n";

// Returns whether args[i] starts another option (so --moves stops there).
bool is_option(const std::string& arg) { return arg.size() > 2 && arg.rfind("--", 0) == 0; }

// Returns user input shortened for a message (a 100 KB argument is not echoed whole).
std::string shown(absl::string_view text) { return protocol::quote(text, 60); }

// Returns whether args[i] is an option that needs a value but is the last argument.
bool value_missing(const std::vector<std::string>& args, size_t i) {
  return i + 1 >= args.size() && (args[i] == "--fen" || args[i] == "--rules" ||
                                  args[i] == "--notation" || args[i] == "--move-limit");
}

}  // namespace

int judge_command(const std::vector<std::string>& args) {
  std::string fen = kStartFen;
  std::vector<std::string> moves;
  rules::RuleSet rule_set = rules::RuleSet::kAsian;
  int move_limit = 0;
  std::optional<notation::Style> style;
  for (size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--fen" && i + 1 < args.size()) {
      // A FEN may come as one argument or as its space-separated fields.
      std::vector<std::string> fields{args[++i]};
      while (i + 1 < args.size() && !is_option(args[i + 1]) && fields.size() < 6 &&
             fields[0].find(' ') == std::string::npos)
        fields.push_back(args[++i]);
      fen = absl::StrJoin(fields, " ");
    } else if (args[i] == "--moves") {
      while (i + 1 < args.size() && !is_option(args[i + 1])) moves.push_back(args[++i]);
    } else if (args[i] == "--rules" && i + 1 < args.size()) {
      absl::StatusOr<rules::RuleSet> r = rules::parse_rule_set(args[++i]);
      if (!r.ok()) {
        std::cerr << "error: " << protocol::quote(r.status().message(), 200) << "\n";
        return 2;
      }
      rule_set = *r;
    } else if (args[i] == "--notation" && i + 1 < args.size()) {
      absl::StatusOr<notation::Style> s = notation::parse_style(args[++i]);
      if (!s.ok()) {
        std::cerr << "error: " << protocol::quote(s.status().message(), 200) << "\n";
        return 2;
      }
      style = *s;
    } else if (args[i] == "--move-limit" && i + 1 < args.size()) {
      if (!absl::SimpleAtoi(args[++i], &move_limit) || move_limit < 0) {
        std::cerr << "error: --move-limit: bad value \"" << shown(args[i])
                  << "\" (expected a whole number, 0 or more)\n";
        return 2;
      }
    } else if (value_missing(args, i)) {
      std::cerr << "error: " << args[i] << " needs a value\n" << kUsage;
      return 2;
    } else {
      std::cerr << "error: unexpected argument \"" << shown(args[i]) << "\"\n" << kUsage;
      return 2;
    }
  }
  absl::StatusOr<Position> start = Position::from_fen(fen);
  if (!start.ok()) {
    std::cerr << "error: " << protocol::quote(start.status().message(), 200) << "\n";
    return 2;
  }
  rules::Arbiter arbiter(*start, rule_set);
  arbiter.set_move_limit(move_limit);
  for (size_t i = 0; i < moves.size(); ++i) {
    absl::StatusOr<Move> m = style ? notation::parse_move(arbiter.position(), moves[i], *style)
                                   : notation::parse_move(arbiter.position(), moves[i]);
    absl::Status s = m.ok() ? arbiter.play(*m) : m.status();
    if (!s.ok()) {
      std::cerr << "error: move " << i + 1 << " (\"" << shown(moves[i])
                << "\"): " << protocol::quote(s.message(), 200) << "\n";
      return 2;
    }
  }
  int ended_at = 0;
  rules::Verdict v = arbiter.first_ending(&ended_at);
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

}  // namespace cotuong
