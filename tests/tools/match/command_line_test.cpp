// The command line a script on a many-core machine uses.
#include "tools/match/command_line.h"

#include "gtest/gtest.h"

namespace cotuong::match {
namespace {

TEST(CommandLine, FullMatchLine) {
  auto c = parse_command_line({"-engine",
                               "cmd=./cotuong",
                               "name=dev",
                               "-engine",
                               "cmd=/usr/games/fairy-stockfish",
                               "option.Hash=16",
                               "-each",
                               "tc=5+0.05",
                               "option.Threads=1",
                               "-concurrency",
                               "16",
                               "-games",
                               "2",
                               "-rounds",
                               "200",
                               "-sprt",
                               "elo0=0",
                               "elo1=5",
                               "alpha=0.05",
                               "beta=0.1",
                               "-pgnout",
                               "out.pgn",
                               "-openings",
                               "order=random",
                               "seed=7",
                               "-resign",
                               "movecount=3",
                               "score=800",
                               "-draw",
                               "movenumber=40",
                               "movecount=8",
                               "score=10",
                               "-margin",
                               "50"});
  ASSERT_TRUE(c.ok()) << c.status();
  ASSERT_EQ(c->engines.size(), 2u);
  EXPECT_EQ(c->engines[0].name, "dev");
  EXPECT_EQ(c->engines[1].name, "fairy-stockfish");
  EXPECT_EQ(c->engines[1].options.size(), 2u);  // Threads from -each, Hash of its own
  const TournamentSettings& s = c->settings;
  EXPECT_EQ(s.concurrency, 16);
  EXPECT_EQ(s.rounds, 200);
  EXPECT_EQ(s.game.tc.base_ms, 5000);
  EXPECT_EQ(s.game.tc.increment_ms, 50);
  EXPECT_EQ(s.game.tc.margin_ms, 50);
  EXPECT_TRUE(s.sprt.enabled);
  EXPECT_DOUBLE_EQ(s.sprt.beta, 0.1);
  EXPECT_EQ(s.pgn_path, "out.pgn");
  EXPECT_TRUE(s.random_order);
  EXPECT_EQ(s.seed, 7u);
  EXPECT_EQ(s.game.adjudication.resign_score, 800);
  EXPECT_EQ(s.game.adjudication.draw_move_count, 8);
  EXPECT_GE(s.openings.size(), 50u);
}

TEST(CommandLine, MistakesAreNamed) {
  auto one = parse_command_line({"-engine", "cmd=x"});
  ASSERT_FALSE(one.ok());
  EXPECT_NE(one.status().message().find("two -engine"), std::string::npos);
  auto bad = parse_command_line({"-engine", "cmd=x", "-engine", "cmd=y", "-concurrency", "lots"});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("-concurrency"), std::string::npos);
  EXPECT_FALSE(parse_command_line({"-engine", "cmd=x", "-engine", "cmd=y", "-tc", "fast"}).ok());
  EXPECT_FALSE(
      parse_command_line({"-engine", "cmd=x", "-engine", "cmd=y", "-rules", "klingon"}).ok());
  EXPECT_FALSE(parse_command_line({"-engine", "cmd=x", "-engine", "cmd=y", "-engine", "cmd=z",
                                   "-sprt", "elo0=0", "elo1=5"})
                   .ok());
}

TEST(CommandLine, EveryRuleSetIsNamedForTheGames) {
  for (rules::RuleSet r : rules::kRuleSets) {
    auto c = parse_command_line(
        {"-engine", "cmd=x", "-engine", "cmd=y", "-rules", rules::rule_set_name(r)});
    ASSERT_TRUE(c.ok()) << c.status();
    EXPECT_EQ(c->settings.game.rules, r);
  }
}

TEST(CommandLine, SameEngineTwiceGetsDistinctNames) {
  auto c = parse_command_line({"-engine", "cmd=/bin/eng", "-engine", "cmd=/bin/eng"});
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_NE(c->engines[0].name, c->engines[1].name);
}

// Issue 71: "unknown flag" here, "unknown option" in the engine's subcommands: one wording.
TEST(CommandLine, AnUnknownOptionIsCalledOneAndTheUsageListsEveryFlagAndSetting) {
  auto c = parse_command_line({"-engine", "cmd=x", "-engine", "cmd=y", "-frobnicate"});
  ASSERT_FALSE(c.ok());
  EXPECT_EQ(c.status().message(), "unknown option \"-frobnicate\" (see cotuong-match -help)");
  const std::string usage = usage_text();
  for (const char* listed : {"-engine",
                             "-each",
                             "-tc",
                             "-margin",
                             "-games",
                             "-rounds",
                             "-format",
                             "-concurrency",
                             "-openings [file=<f>]",
                             "book=<file>",
                             "[variety=1]",
                             "-sprt elo0=<e> elo1=<e>",
                             "-rules",
                             "-resign movecount=<n> score=<cp>",
                             "-draw movenumber=<m>",
                             "-maxmoves",
                             "-pgnout <file> [notation=",
                             "[comments=on|off]",
                             "-event",
                             "-seed",
                             "-help"})
    EXPECT_NE(usage.find(listed), std::string::npos) << listed;
}

}  // namespace
}  // namespace cotuong::match
