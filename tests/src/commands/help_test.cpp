// The subcommand table: every subcommand has its help (usage, options, an example), and the help
// states what the code does (analyze's marks by loss).
#include <gtest/gtest.h>

#include <iostream>
#include <sstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "analysis/review.h"
#include "commands/commands.h"

namespace cotuong::commands {
namespace {

TEST(Help, EverySubcommandHasUsageOptionsAndAnExample) {
  for (const char* name : {"analyze", "solve", "epd", "judge", "notation", "perft", "bench", "play",
                           "serve", "help"}) {
    const Subcommand* c = find_subcommand(name);
    ASSERT_NE(c, nullptr) << name;
    EXPECT_EQ(c->run == nullptr, std::string(name) == "help") << name;
    EXPECT_FALSE(c->options.empty()) << name;
    EXPECT_TRUE(absl::StartsWith(c->example, std::string("cotuong ") + name)) << name;
    EXPECT_TRUE(absl::StrContains(overview_text(), std::string("  ") + name)) << name;
  }
  EXPECT_EQ(find_subcommand("analyse"), find_subcommand("analyze"));
  EXPECT_EQ(find_subcommand("frobnicate"), nullptr);
}

TEST(Help, AnalyzeStatesTheMarksByLossTheReviewGives) {
  EXPECT_EQ(analysis::kInaccuracyLoss, 50);
  EXPECT_EQ(analysis::kMistakeLoss, 100);
  EXPECT_EQ(analysis::kBlunderLoss, 300);
  const std::string help = help_text(*find_subcommand("analyze"));
  EXPECT_TRUE(absl::StrContains(help, "?!  inaccuracy  loss >= 0.50"));
  EXPECT_TRUE(absl::StrContains(help, "?   mistake     loss >= 1.00"));
  EXPECT_TRUE(absl::StrContains(help, "??  blunder     loss >= 3.00"));
}

// Runs `cotuong <args>` in this process; returns its exit code and what it printed (standard
// output, then standard error).
std::pair<int, std::string> run(const std::vector<std::string>& args) {
  std::ostringstream err, out;
  std::streambuf* old_err = std::cerr.rdbuf(err.rdbuf());
  std::streambuf* old_out = std::cout.rdbuf(out.rdbuf());
  int rc = run_subcommand(args);
  std::cerr.rdbuf(old_err);
  std::cout.rdbuf(old_out);
  return {rc, out.str() + err.str()};
}

const char* const kParsing[] = {"analyze", "solve", "epd",  "judge", "notation",
                                "perft",   "bench", "play", "serve"};

// Issue 71: "unexpected argument", "unknown argument" and "unknown option" were one error.
TEST(Arguments, EverySubcommandRefusesAnUnknownOptionInOneWording) {
  for (const char* name : kParsing) {
    auto [rc, out] = run({name, "--frobnicate"});
    EXPECT_EQ(rc, 2) << name;
    EXPECT_TRUE(absl::StartsWith(out, absl::StrCat("cotuong ", name,
                                                   ": unknown option \"--frobnicate\" (see "
                                                   "cotuong help ",
                                                   name, ")\n")))
        << out;
    EXPECT_TRUE(absl::StrContains(out, absl::StrCat("usage: cotuong ", name))) << out;
  }
}

// The help lists the options the parser reads: every flag a subcommand's help names is one it
// accepts (the unknown option reported is the one after it, never the flag itself).
TEST(Arguments, EveryOptionTheHelpListsIsParsed) {
  for (const char* name : kParsing) {
    const Subcommand* c = find_subcommand(name);
    ASSERT_NE(c, nullptr);
    for (const auto& [option, what] : c->options) {
      // "-o, --output FILE": the flags are the words before the value that start with '-'.
      for (absl::string_view word : absl::StrSplit(option, absl::ByAnyChar(", "))) {
        if (!absl::StartsWith(word, "-")) continue;
        const std::string flag(word);
        // A value-taking flag takes the first --frobnicate as its value (refusing it or not);
        // the second is then unknown: nothing runs.
        auto [rc, out] = run({name, flag, "--frobnicate", "--frobnicate"});
        EXPECT_EQ(rc, 2) << name << " " << flag << ": " << out;
        EXPECT_FALSE(absl::StrContains(out, absl::StrCat("unknown option \"", flag, "\"")))
            << name << " " << flag << ": " << out;
      }
    }
  }
}

// --help anywhere on the line prints the help, for every subcommand alike.
TEST(Arguments, HelpAnywhereOnTheLinePrintsTheHelp) {
  for (const char* name : kParsing) {
    auto [rc, out] = run({name, "--nonsense-after-help-is-never-read", "--help"});
    // An unknown option before --help is still refused: the line is read in order.
    EXPECT_EQ(rc, 2) << name;
    auto [rc2, help] = run({name, "--help", "--frobnicate"});
    EXPECT_EQ(rc2, 0) << name;
    EXPECT_EQ(help, help_text(*find_subcommand(name))) << name;
  }
}

}  // namespace
}  // namespace cotuong::commands
