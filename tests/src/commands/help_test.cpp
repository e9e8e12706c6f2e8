// The subcommand table: every subcommand has its help (usage, options, an example), and the help
// states what the code does (analyze's marks by loss).
#include <gtest/gtest.h>

#include "absl/strings/match.h"
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

}  // namespace
}  // namespace cotuong::commands
