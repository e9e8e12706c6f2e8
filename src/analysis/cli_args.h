// Command-line argument helpers shared by the analysis subcommands (analyze, solve, epd).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace cotuong::analysis {

// Returns whether an argument starts an option ("--x" or "-o").
bool is_option(const std::string& arg);
// Returns the FEN starting at args[*i] (one argument, or its space-separated fields as several)
// and moves *i to its last argument.
std::string take_fen(const std::vector<std::string>& args, size_t* i);
// Returns the integer value of args[*i + 1] within [lo, hi] (moving *i to it), or nothing.
std::optional<long long> take_number(const std::vector<std::string>& args, size_t* i, long long lo,
                                     long long hi);

}  // namespace cotuong::analysis
