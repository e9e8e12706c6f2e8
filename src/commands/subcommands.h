// The subcommands' entry points, one file each (the table in commands.cpp names them and holds
// their help). Each runs with the whole command line, the subcommand's name first, prints what
// it found and returns the process exit code (2: a usage error, through usage_error()). Each
// file declares its options once, as an argument table (arguments.h) that it parses by and that
// its NAME_options() lists for the help.
#pragma once

#include <string>
#include <vector>

#include "commands/commands.h"

namespace cotuong::commands {

// Games in, annotated PGN out: 0 when every game was analysed, 1 when some game in the file was
// bad (reported and skipped), 2 for bad arguments or no game at all.
int analyze_command(const std::vector<std::string>& args);
// The shortest forced mate: 0 proven, 1 none within the bound, 3 a limit stopped the proof.
int solve_command(const std::vector<std::string>& args);
// A test suite: 0 when every position is solved, 1 otherwise.
int epd_command(const std::vector<std::string>& args);
// The leaf nodes of the move tree (core perft.h), with time and speed.
int perft_command(const std::vector<std::string>& args);
// The deterministic search bench (search/bench.h): per-position lines, nodes, nodes per second.
int bench_command(const std::vector<std::string>& args);
// The game's verdict (rules/game.h) on one line: result, rule, side at fault, explanation. Moves
// may be in any notation the notation module reads.
int judge_command(const std::vector<std::string>& args);
// Moves converted between notations, one per line.
int notation_command(const std::vector<std::string>& args);
// A game at the terminal (console/console.h).
int play_command(const std::vector<std::string>& args);
// The play page in the browser, served on this machine until Ctrl+C (serve/serve.h).
int serve_command(const std::vector<std::string>& args);

// The help's option lines of each subcommand, read off the table it parses by.
OptionHelp analyze_options();
OptionHelp solve_options();
OptionHelp epd_options();
OptionHelp perft_options();
OptionHelp bench_options();
OptionHelp judge_options();
OptionHelp notation_options();
OptionHelp play_options();
OptionHelp serve_options();

}  // namespace cotuong::commands
