#include "commands/arguments.h"

#include <iostream>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "commands/commands.h"
#include "core/quote.h"
#include "notation/notation.h"

namespace cotuong::commands {

bool is_option(const std::string& arg) {
  return (arg.size() > 2 && arg.rfind("--", 0) == 0) ||
         (arg.size() == 2 && arg[0] == '-' && absl::ascii_isalpha(arg[1]));
}

std::string take_fen(const std::vector<std::string>& args, size_t* i) {
  std::vector<std::string> fields{args[*i]};
  while (*i + 1 < args.size() && !is_option(args[*i + 1]) && fields.size() < 6 &&
         fields[0].find(' ') == std::string::npos &&
         (args[*i + 1] == "w" || args[*i + 1] == "b" || args[*i + 1] == "r" ||
          args[*i + 1] == "-" || absl::ascii_isdigit(args[*i + 1][0])))
    fields.push_back(args[++*i]);
  return absl::StrJoin(fields, " ");
}

std::string style_choices() {
  std::vector<std::string> names;
  for (notation::Style s : notation::kAllStyles) names.push_back(notation::style_name(s));
  return absl::StrJoin(names, "|");
}

absl::StatusOr<long long> read_number(absl::string_view flag, absl::string_view text, long long lo,
                                      long long hi) {
  long long v = 0;
  if (!absl::SimpleAtoi(text, &v) || v < lo || v > hi)
    return absl::InvalidArgumentError(absl::StrCat(flag, " needs a number from ", lo, " to ", hi,
                                                   ", not ", readable_quote(text)));
  return v;
}

absl::Status bad_value(absl::string_view flag, absl::string_view value,
                       absl::string_view expected) {
  return absl::InvalidArgumentError(
      absl::StrCat(flag, ": bad value ", readable_quote(value, 60), " (expected ", expected, ")"));
}

std::optional<int> parse_bound_arguments(const std::vector<std::string>& args,
                                         const std::vector<BoundArgument>& rows) {
  const std::string& command = args[0];
  const std::string see = absl::StrCat(" (see cotuong help ", command, ")");
  auto named = [&](const std::string& arg) -> const BoundArgument* {
    for (const BoundArgument& row : rows)
      for (const std::string& name : row.names)
        if (name == arg) return &row;
    return nullptr;
  };
  const BoundArgument* positional = nullptr;
  for (const BoundArgument& row : rows)
    if (!row.names.empty() && !is_option(row.names[0])) positional = &row;
  bool positional_taken = false;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--help" || arg == "-h") {
      if (const Subcommand* c = find_subcommand(command)) std::cout << help_text(*c);
      return 0;
    }
    std::vector<std::string> values;
    const BoundArgument* row = nullptr;
    if (is_option(arg)) {
      row = named(arg);
      if (!row)
        return usage_error(command, absl::StrCat("unknown option ", readable_quote(arg), see));
      if ((row->takes == Takes::kOne || row->takes == Takes::kFen) && i + 1 >= args.size())
        return usage_error(command, absl::StrCat(arg, " needs a value (", row->value, ")"));
      switch (row->takes) {
        case Takes::kNothing:
          break;
        case Takes::kOne:
          values.push_back(args[++i]);
          break;
        case Takes::kFen:
          ++i;
          values.push_back(take_fen(args, &i));
          break;
        case Takes::kList:
          while (i + 1 < args.size() && !is_option(args[i + 1])) values.push_back(args[++i]);
          break;
      }
    } else {
      row = positional;
      if (!row || (row->takes != Takes::kList && positional_taken))
        return usage_error(command, absl::StrCat("unexpected argument ", readable_quote(arg), see));
      positional_taken = true;
      values.push_back(arg);
    }
    if (absl::Status set = row->set(values); !set.ok()) return usage_error(command, set.message());
  }
  return std::nullopt;
}

absl::Status apply_search_options(const SearchOptions& o, search::Searcher* searcher) {
  searcher->set_threads(o.threads);
  if (!searcher->set_hash_mb(o.hash_mb))
    return absl::ResourceExhaustedError(absl::StrCat(
        "--hash ", o.hash_mb, ": this machine has no memory for a hash table that large"));
  return absl::OkStatus();
}

}  // namespace cotuong::commands
