#include "analysis/cli_args.h"

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_join.h"

namespace cotuong::analysis {

bool is_option(const std::string& arg) {
  return (arg.size() > 2 && arg.rfind("--", 0) == 0) || arg == "-o" || arg == "-h";
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

std::optional<long long> take_number(const std::vector<std::string>& args, size_t* i, long long lo,
                                     long long hi) {
  long long v = 0;
  if (*i + 1 >= args.size() || !absl::SimpleAtoi(args[*i + 1], &v) || v < lo || v > hi)
    return std::nullopt;
  ++*i;
  return v;
}

}  // namespace cotuong::analysis
