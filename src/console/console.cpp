#include "console/console.h"

#include <iostream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "console/console_session.h"
#include "levels/player_levels.h"

namespace cotuong::console {

std::string play_usage() {
  return "usage: cotuong play [--level 1-5] [--black] [--human-vs-human] [--labels zh|vn]\n"
         "                    [--colour auto|always|never] [--flip] [--takebacks N|unlimited]\n"
         "                    [--movetime MS] [--depth N] [--rules asian|asian-50|casual|room]\n"
         "                    [--seed N] [--no-book]\n";
}

absl::StatusOr<ConsoleOptions> parse_play_arguments(const std::vector<std::string>& args) {
  ConsoleOptions o;
  o.board.colour = terminal_supports_colour();
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> absl::StatusOr<std::string> {
      if (i + 1 >= args.size())
        return absl::InvalidArgumentError(absl::StrCat(a, " needs a value"));
      return args[++i];
    };
    auto bad = [&](const std::string& v) {
      return absl::InvalidArgumentError(absl::StrCat("bad value \"", v, "\" for ", a));
    };
    if (a == "--help" || a == "-h") {
      o.show_help = true;
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
               a == "--seed") {
      absl::StatusOr<std::string> v = value();
      if (!v.ok()) return v.status();
      if (a == "--level") {
        if (!absl::SimpleAtoi(*v, &o.level) || o.level < 1 || o.level > 5) return bad(*v);
      } else if (a == "--labels") {
        if (*v != "zh" && *v != "vn") return bad(*v);
        o.board.labels = *v == "zh" ? Labels::kChinese : Labels::kVietnamese;
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
          o.takebacks = levels::kUnlimitedTakebacks;
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
      } else {
        uint64_t seed;
        if (!absl::SimpleAtoi(*v, &seed)) return bad(*v);
        o.seed = seed;
      }
    } else {
      return absl::InvalidArgumentError(absl::StrCat("unknown argument \"", a, "\""));
    }
  }
  return o;
}

int run_console(std::istream& in, std::ostream& out, const ConsoleOptions& options,
                const std::optional<std::string>& first_line) {
  Session session(in, out, options);
  session.begin();
  if (first_line && !session.handle(*first_line)) return 0;
  std::string line;
  while (true) {
    session.prompt();
    if (!std::getline(in, line)) break;
    if (!session.handle(line)) break;
  }
  out << "\n";
  return 0;
}

int run_from_front(const std::string& first_line) {
  absl::StatusOr<ConsoleOptions> options = parse_play_arguments({});
  return run_console(std::cin, std::cout, *options, first_line);
}

int play_command(const std::vector<std::string>& args) {
  absl::StatusOr<ConsoleOptions> options =
      parse_play_arguments(std::vector<std::string>(args.begin() + 1, args.end()));
  if (!options.ok()) {
    std::cerr << "cotuong play: " << options.status().message() << "\n" << play_usage();
    return 2;
  }
  if (options->show_help) {
    std::cout << play_usage();
    return 0;
  }
  return run_console(std::cin, std::cout, *options);
}

}  // namespace cotuong::console
