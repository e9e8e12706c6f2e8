// Command-line argument helpers shared by the subcommands.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "search/limits.h"
#include "search/search.h"

namespace cotuong::commands {

// Returns whether an argument starts an option ("--x" or "-o").
bool is_option(const std::string& arg);
// Returns the FEN starting at args[*i] (one argument, or its space-separated fields as several)
// and moves *i to its last argument.
std::string take_fen(const std::vector<std::string>& args, size_t* i);
// Returns the integer value of args[*i + 1] within [lo, hi] (moving *i to it), or nothing.
std::optional<long long> take_number(const std::vector<std::string>& args, size_t* i, long long lo,
                                     long long hi);

// The search options analyze and epd share: --depth N, --movetime MS, --threads N, --hash MB.
struct SearchOptions {
  search::Limits limits;
  int threads = 1, hash_mb = 64;
};
// Returns whether args[*i] is one of the search options (then read, *i moved past its value),
// or an error naming the option whose value is bad.
absl::StatusOr<bool> take_search_option(const std::vector<std::string>& args, size_t* i,
                                        SearchOptions* o);
// Sets the searcher's threads and hash table as the options ask; returns an error when the
// machine has no memory for the hash table asked for (never a smaller one in silence).
absl::Status apply_search_options(const SearchOptions& o, search::Searcher* searcher);

}  // namespace cotuong::commands
