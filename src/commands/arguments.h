// The subcommands' command lines: each subcommand declares its options once, as rows of an
// argument table (the flag, what follows it, its help line, how it sets the subcommand's
// settings); the parser below reads a command line by those rows and the help lists the same
// rows (help_rows), so an option cannot be parsed without being listed or listed without being
// parsed. Every subcommand refuses an option it does not know in one wording:
//   unknown option "--x" (see cotuong help NAME)
// and an argument it has no place for in another: unexpected argument "x" (see cotuong help NAME).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "commands/commands.h"
#include "notation/notation.h"
#include "rules/rule_set.h"
#include "search/search.h"

namespace cotuong::commands {

// What an argument row takes from the command line after its flag.
enum class Takes {
  kNothing,  // a switch: --divide
  kOne,      // the next argument, whatever it is: --depth 12
  kFen,      // a FEN, one argument or its space-separated fields as several: --fen 9/9/... w
  kList,     // the arguments up to the next option, none or more: --moves h2e2 h9g7
};

// One row of a subcommand's argument table, for settings of type T. A row whose first name does
// not start with '-' is the positional argument (at most one row: "FILE.pgn", "MOVE...").
template <typename T>
struct Argument {
  std::vector<std::string> names;  // "--colour", "--color": the first is the one the help shows
  std::string value;               // what follows, as the help shows it ("N", "FEN"); may be empty
  std::string help;                // what it does; more lines are indented by the help
  Takes takes = Takes::kNothing;   // a positional row: kOne (once) or kList (any number)
  // Sets the settings from what followed the flag (one value for kOne and kFen, none for
  // kNothing, the list for kList; for a positional row, the argument); an error says why the
  // value is bad, in the caller's words ("--move-limit: bad value ...").
  std::function<absl::Status(T&, const std::vector<std::string>& values)> set;
};
template <typename T>
using ArgumentTable = std::vector<Argument<T>>;

// A row with its settings bound: what the parser runs.
struct BoundArgument {
  std::vector<std::string> names;
  std::string value;
  Takes takes;
  std::function<absl::Status(const std::vector<std::string>& values)> set;
};

// Returns whether an argument starts an option ("--x", or "-" and one letter: "-o", "-h").
bool is_option(const std::string& arg);
// Returns the FEN starting at args[*i] (one argument, or its space-separated fields as several)
// and moves *i to its last argument.
std::string take_fen(const std::vector<std::string>& args, size_t* i);
// Returns the notation styles' names as an option's value shows them: "ucci|vn|...".
std::string style_choices();
// Returns the number `text` holds for `flag`, within [lo, hi], or the one error wording: "--port
// needs a number from 0 to 65535".
absl::StatusOr<long long> read_number(absl::string_view flag, absl::string_view text, long long lo,
                                      long long hi);

// Returns the one wording of a value an option does not take: `--colour: bad value "x" (expected
// auto|always|never)`.
absl::Status bad_value(absl::string_view flag, absl::string_view value, absl::string_view expected);

// The setters rows are built from, so that one kind of value is read one way in every subcommand.
template <typename T>
using Setter = std::function<absl::Status(T&, const std::vector<std::string>& values)>;

// A whole number within [lo, hi] (read_number's wording otherwise), handed to `store(t, n)`.
template <typename T, typename Store>
Setter<T> number(const char* flag, long long lo, long long hi, Store store) {
  return [=](T& t, const std::vector<std::string>& v) -> absl::Status {
    absl::StatusOr<long long> n = read_number(flag, v[0], lo, hi);
    if (!n.ok()) return n.status();
    store(t, *n);
    return absl::OkStatus();
  };
}
// The same, stored in a member.
template <typename T, typename N>
Setter<T> number(const char* flag, long long lo, long long hi, N T::*field) {
  return number<T>(flag, lo, hi, [field](T& t, long long n) { t.*field = N(n); });
}
// What `parse` reads from the value (a rule set, a notation style, a clock; its error otherwise),
// stored in a member.
template <typename T, typename F, typename Parse>
Setter<T> parsed(F T::*field, Parse parse) {
  return [=](T& t, const std::vector<std::string>& v) -> absl::Status {
    auto value = parse(v[0]);
    if (!value.ok()) return value.status();
    t.*field = *std::move(value);
    return absl::OkStatus();
  };
}
// The value's text stored in a member (a file name, a FEN).
template <typename T>
Setter<T> text(std::string T::*field) {
  return [=](T& t, const std::vector<std::string>& v) {
    t.*field = v[0];
    return absl::OkStatus();
  };
}
// A switch: the member set to `value`.
template <typename T, typename F, typename V>
Setter<T> set_to(F T::*field, V value) {
  return [=](T& t, const std::vector<std::string>&) {
    t.*field = value;
    return absl::OkStatus();
  };
}

// The --rules row (every rule set's name), into a member holding a rules::RuleSet.
template <typename T, typename F>
Argument<T> rules_argument(F T::*field, std::string help) {
  return {{"--rules"},
          rules::rule_set_names("|"),
          std::move(help),
          Takes::kOne,
          parsed(field, [](const std::string& name) { return rules::parse_rule_set(name); })};
}
// The --notation row (every style's name), into a member holding a notation::Style.
template <typename T, typename F>
Argument<T> notation_argument(F T::*field, std::string help, std::string flag = "--notation") {
  return {{std::move(flag)},
          style_choices(),
          std::move(help),
          Takes::kOne,
          parsed(field, [](const std::string& name) { return notation::parse_style(name); })};
}

// Reads `cotuong NAME ARGS...` (args[0] is NAME) by the rows. Returns nothing when every
// argument was read; else what the subcommand exits with, after printing: 0 when --help or -h
// was among them (NAME's help on standard output), 2 for a usage error (the message and NAME's
// help on standard error, usage_error()).
std::optional<int> parse_bound_arguments(const std::vector<std::string>& args,
                                         const std::vector<BoundArgument>& rows);
template <typename T>
std::optional<int> parse_arguments(const std::vector<std::string>& args,
                                   const ArgumentTable<T>& table, T& settings) {
  std::vector<BoundArgument> rows;
  for (const Argument<T>& a : table)
    rows.push_back({a.names, a.value, a.takes,
                    [&settings, set = a.set](const std::vector<std::string>& values) {
                      return set(settings, values);
                    }});
  return parse_bound_arguments(args, rows);
}

// Returns the help's option lines of a table: each row's names and value, and its help.
template <typename T>
OptionHelp help_rows(const ArgumentTable<T>& table) {
  OptionHelp rows;
  for (const Argument<T>& a : table) {
    std::string shown;
    for (const std::string& name : a.names) shown += (shown.empty() ? "" : ", ") + name;
    if (!a.value.empty()) shown += " " + a.value;
    rows.emplace_back(shown, a.help);
  }
  return rows;
}

// The search options analyze and epd share: --depth N, --movetime MS, --threads N, --hash MB.
struct SearchOptions {
  search::Limits limits;
  int threads = 1, hash_mb = 64;
};
// Returns the rows of those options for settings T holding them at `field`, with the help of
// --depth and --movetime in T's words (their defaults differ).
template <typename T>
ArgumentTable<T> search_arguments(SearchOptions T::*field, std::string depth_help,
                                  std::string movetime_help) {
  return {
      {{"--depth"},
       "N",
       std::move(depth_help),
       Takes::kOne,
       number<T>("--depth", 1, 64,
                 [field](T& t, long long d) {
                   (t.*field).limits.depth = int(d), (t.*field).limits.movetime = 0;
                 })},
      {{"--movetime"},
       "MS",
       std::move(movetime_help),
       Takes::kOne,
       number<T>("--movetime", 1, 3'600'000,
                 [field](T& t, long long ms) {
                   (t.*field).limits.movetime = ms, (t.*field).limits.depth = 0;
                 })},
      {{"--threads"},
       "N",
       "search threads (default 1)",
       Takes::kOne,
       number<T>("--threads", 1, 256, [field](T& t, long long n) { (t.*field).threads = int(n); })},
      {{"--hash"},
       "MB",
       "hash table size (default 64)",
       Takes::kOne,
       number<T>("--hash", 1, 65536,
                 [field](T& t, long long mb) { (t.*field).hash_mb = int(mb); })},
  };
}
// Sets the searcher's threads and hash table as the options ask; returns an error when the
// machine has no memory for the hash table asked for (never a smaller one in silence).
absl::Status apply_search_options(const SearchOptions& o, search::Searcher* searcher);

}  // namespace cotuong::commands
