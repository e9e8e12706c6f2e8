// The argument table's parser (commands/arguments.h) on a table of each kind of row: a switch, a
// value, a FEN in one argument or several, a list, the positional argument; what a person is told
// for a missing value, an unknown option, an argument with no place, and a bad value.
#include "commands/arguments.h"

#include <gtest/gtest.h>

#include <iostream>
#include <sstream>

#include "absl/strings/match.h"

namespace cotuong::commands {
namespace {

struct Settings {
  bool quiet = false;
  long long n = 0;
  std::string fen, file;
  std::vector<std::string> moves;
};

using V = const std::vector<std::string>&;

const ArgumentTable<Settings>& table() {
  static const ArgumentTable<Settings> t = {
      {{"FILE"},
       "",
       "the file",
       Takes::kOne,
       [](Settings& s, V v) {
         s.file = v[0];
         return absl::OkStatus();
       }},
      {{"-q", "--quiet"},
       "",
       "say less",
       Takes::kNothing,
       [](Settings& s, V) {
         s.quiet = true;
         return absl::OkStatus();
       }},
      {{"--n"},
       "N",
       "a number",
       Takes::kOne,
       [](Settings& s, V v) -> absl::Status {
         absl::StatusOr<long long> n = read_number("--n", v[0], 1, 9);
         if (!n.ok()) return n.status();
         s.n = *n;
         return absl::OkStatus();
       }},
      {{"--fen"},
       "FEN",
       "a position",
       Takes::kFen,
       [](Settings& s, V v) {
         s.fen = v[0];
         return absl::OkStatus();
       }},
      {{"--moves"},
       "M...",
       "moves",
       Takes::kList,
       [](Settings& s, V v) {
         s.moves = v;
         return absl::OkStatus();
       }},
  };
  return t;
}

// Parses `args` (the subcommand's name first); returns the exit code (-1: parsed), the settings
// and standard error.
struct Parsed {
  int exit = -1;
  Settings settings;
  std::string err;
};
Parsed parse(const std::vector<std::string>& args) {
  Parsed p;
  std::ostringstream err;
  std::streambuf* old = std::cerr.rdbuf(err.rdbuf());
  std::optional<int> exit = parse_arguments(args, table(), p.settings);
  std::cerr.rdbuf(old);
  p.exit = exit.value_or(-1);
  p.err = err.str();
  return p;
}

TEST(Arguments, EachKindOfRowReadsWhatFollowsIt) {
  Parsed p = parse({"toy", "a.txt", "-q", "--n", "7", "--fen", "9/9/9/9/9/9/9/9/9/4K4", "w", "-",
                    "-", "0", "1", "--moves", "h2e2", "h9g7", "--quiet"});
  EXPECT_EQ(p.exit, -1) << p.err;
  EXPECT_EQ(p.settings.file, "a.txt");
  EXPECT_TRUE(p.settings.quiet);
  EXPECT_EQ(p.settings.n, 7);
  EXPECT_EQ(p.settings.fen, "9/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  EXPECT_EQ(p.settings.moves, (std::vector<std::string>{"h2e2", "h9g7"}));
}

TEST(Arguments, APersonIsToldWhatIsWrongInOneWordingEach) {
  EXPECT_EQ(parse({"toy", "--x"}).err,
            "cotuong toy: unknown option \"--x\" (see cotuong help toy)\n\n");
  EXPECT_EQ(parse({"toy", "-x"}).err,
            "cotuong toy: unknown option \"-x\" (see cotuong help toy)\n\n");
  EXPECT_EQ(parse({"toy", "a", "b"}).err,
            "cotuong toy: unexpected argument \"b\" (see cotuong help toy)\n\n");
  EXPECT_EQ(parse({"toy", "--n"}).err, "cotuong toy: --n needs a value (N)\n\n");
  EXPECT_EQ(parse({"toy", "--n", "10"}).err,
            "cotuong toy: --n needs a number from 1 to 9, not \"10\"\n\n");
  EXPECT_EQ(parse({"toy", "--n", "10"}).exit, 2);
  // A negative number or a lone dash is an argument, not an option.
  EXPECT_EQ(parse({"toy", "-5"}).settings.file, "-5");
}

TEST(Arguments, TheHelpListsEveryRowWithItsNamesAndValue) {
  EXPECT_EQ(help_rows(table()), (OptionHelp{{"FILE", "the file"},
                                            {"-q, --quiet", "say less"},
                                            {"--n N", "a number"},
                                            {"--fen FEN", "a position"},
                                            {"--moves M...", "moves"}}));
}

}  // namespace
}  // namespace cotuong::commands
