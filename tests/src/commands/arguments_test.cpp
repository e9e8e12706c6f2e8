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
  rules::RuleSet rules = rules::RuleSet::kAsian;
  std::optional<notation::Style> style;
};

using V = const std::vector<std::string>&;

const ArgumentTable<Settings>& table() {
  static const ArgumentTable<Settings> t = {
      {{"FILE"}, "", "the file", Takes::kOne, text(&Settings::file)},
      {{"-q", "--quiet"}, "", "say less", Takes::kNothing, set_to(&Settings::quiet, true)},
      {{"--n"}, "N", "a number", Takes::kOne, number("--n", 1, 9, &Settings::n)},
      {{"--fen"}, "FEN", "a position", Takes::kFen, text(&Settings::fen)},
      rules_argument(&Settings::rules, "the rule set"),
      notation_argument(&Settings::style, "the notation"),
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
  EXPECT_EQ(help_rows(table()),
            (OptionHelp{{"FILE", "the file"},
                        {"-q, --quiet", "say less"},
                        {"--n N", "a number"},
                        {"--fen FEN", "a position"},
                        {"--rules asian|asian-50|casual|room", "the rule set"},
                        {"--notation ucci|vn|vn-long|wxf|zh|zh-simplified|wxf-fsf", "the notation"},
                        {"--moves M...", "moves"}}));
}

// The shared rows read a rule set and a notation by their names, and refuse others with the
// names to choose from.
TEST(Arguments, SharedRowsReadRuleSetsAndNotations) {
  Settings s;
  EXPECT_EQ(parse_arguments({"x", "--rules", "room", "--notation", "wxf"}, table(), s),
            std::nullopt);
  EXPECT_EQ(s.rules, rules::RuleSet::kRoom);
  EXPECT_EQ(s.style, notation::Style::kWxf);
  std::stringstream err;
  std::streambuf* old = std::cerr.rdbuf(err.rdbuf());
  Settings t;
  std::optional<int> exit = parse_arguments({"x", "--rules", "blitz"}, table(), t);
  std::cerr.rdbuf(old);
  EXPECT_EQ(exit, 2);
  EXPECT_TRUE(absl::StrContains(err.str(), "asian-50")) << err.str();
  EXPECT_EQ(t.rules, rules::RuleSet::kAsian);
}

// A value an option does not take is told in one wording, with what it expects.
TEST(Arguments, BadValueSaysWhatIsExpected) {
  EXPECT_EQ(bad_value("--colour", "x", "auto|always|never").message(),
            "--colour: bad value \"x\" (expected auto|always|never)");
}

}  // namespace
}  // namespace cotuong::commands
