#include "commands/arguments.h"

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace cotuong::commands {

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

absl::StatusOr<bool> take_search_option(const std::vector<std::string>& args, size_t* i,
                                        SearchOptions* o) {
  const std::string& a = args[*i];
  if (a == "--depth") {
    std::optional<long long> d = take_number(args, i, 1, 64);
    if (!d) return absl::InvalidArgumentError("--depth wants 1-64");
    o->limits.depth = int(*d), o->limits.movetime = 0;
  } else if (a == "--movetime") {
    std::optional<long long> t = take_number(args, i, 1, 3'600'000);
    if (!t) return absl::InvalidArgumentError("--movetime wants milliseconds");
    o->limits.movetime = *t, o->limits.depth = 0;
  } else if (a == "--threads") {
    std::optional<long long> t = take_number(args, i, 1, 256);
    if (!t) return absl::InvalidArgumentError("--threads wants 1-256");
    o->threads = int(*t);
  } else if (a == "--hash") {
    std::optional<long long> h = take_number(args, i, 1, 65536);
    if (!h) return absl::InvalidArgumentError("--hash wants megabytes");
    o->hash_mb = int(*h);
  } else {
    return false;
  }
  return true;
}

absl::Status apply_search_options(const SearchOptions& o, search::Searcher* searcher) {
  searcher->set_threads(o.threads);
  if (!searcher->set_hash_mb(o.hash_mb))
    return absl::ResourceExhaustedError(absl::StrCat(
        "--hash ", o.hash_mb, ": this machine has no memory for a hash table that large"));
  return absl::OkStatus();
}

}  // namespace cotuong::commands
