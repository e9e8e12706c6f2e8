// Options: what each dialect announces, and setting values by either dialect's name.
#include "protocol/options.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace cotuong::protocol {
namespace {

bool has(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

TEST(Options, UciAnnouncesWhatGuisExpect) {
  std::vector<std::string> lines = option_lines(Dialect::kUci);
  EXPECT_TRUE(has(lines, "option name Hash type spin default 16 min 1 max 65536"));
  EXPECT_TRUE(has(lines, "option name Threads type spin default 1 min 1 max 256"));
  EXPECT_TRUE(has(lines, "option name MultiPV type spin default 1 min 1 max 128"));
  EXPECT_TRUE(has(lines, "option name Ponder type check default false"));
  EXPECT_TRUE(has(lines, "option name Clear Hash type button"));
  EXPECT_TRUE(has(lines, "option name Move Overhead type spin default 30 min 0 max 5000"));
  EXPECT_TRUE(has(lines,
                  "option name Rules type combo default asian var asian var asian-50 var "
                  "casual var room"));
  EXPECT_TRUE(has(lines, "option name Level type spin default 5 min 1 max 5"));
  EXPECT_TRUE(has(lines, "option name OwnBook type check default true"));
  EXPECT_TRUE(has(lines, "option name Book File type string default <empty>"));
  for (const std::string& l : lines) EXPECT_EQ(l.find("usemillisec"), std::string::npos);
}

TEST(Options, UcciAnnouncesTheStandardSet) {
  std::vector<std::string> lines = option_lines(Dialect::kUcci);
  for (const char* name : {"usemillisec", "batch", "debug", "ponder", "usebook", "bookfiles",
                           "hashsize", "threads", "idle", "promotion", "pruning", "knowledge",
                           "randomness", "style", "newgame", "rules", "level"}) {
    bool found = std::any_of(lines.begin(), lines.end(), [&](const std::string& l) {
      return l.rfind(std::string("option ") + name + " type ", 0) == 0;
    });
    EXPECT_TRUE(found) << name;
  }
  EXPECT_TRUE(has(lines, "option style type combo var solid var normal var risky default normal"));
}

TEST(Options, SetByEitherNameAndValidate) {
  EngineOptions o;
  EXPECT_EQ(*set_option(o, "usemillisec", "on"), OptionEffect::kNone);
  EXPECT_TRUE(o.usemillisec);
  EXPECT_TRUE(set_option(o, "usemillisec", "FALSE").ok());
  EXPECT_FALSE(o.usemillisec);
  EXPECT_EQ(*set_option(o, "hash", "256"), OptionEffect::kHash);
  EXPECT_EQ(o.hash_mb, 256);
  EXPECT_EQ(*set_option(o, "hashsize", "0"), OptionEffect::kHash);  // UCCI: 0 = auto
  EXPECT_EQ(*set_option(o, "Rules", "Casual"), OptionEffect::kRules);
  EXPECT_EQ(o.rules, rules::RuleSet::kCasual);
  EXPECT_EQ(*set_option(o, "level", "2"), OptionEffect::kNone);
  EXPECT_EQ(o.level, 2);
  EXPECT_FALSE(set_option(o, "Level", "6").ok());
  EXPECT_EQ(o.level, 2);  // unchanged on error
  EXPECT_TRUE(set_option(o, "Book File", "a.dat;b.dat").ok());
  EXPECT_EQ(o.book_files, "a.dat;b.dat");
  EXPECT_TRUE(set_option(o, "bookfiles", "<empty>").ok());
  EXPECT_EQ(o.book_files, "");
  EXPECT_TRUE(set_option(o, "OwnBook", "false").ok());
  EXPECT_FALSE(o.use_book);
  EXPECT_EQ(*set_option(o, "Clear Hash", ""), OptionEffect::kClearHash);
  EXPECT_EQ(*set_option(o, "newgame", ""), OptionEffect::kNewGame);
  EXPECT_TRUE(absl::IsNotFound(set_option(o, "UCI_Chess960", "true").status()));
  EXPECT_EQ(*set_option(o, "UCI_Variant", "xiangqi"), OptionEffect::kNone);
  EXPECT_FALSE(set_option(o, "UCI_Variant", "chess").ok());
  EXPECT_TRUE(option_needs_idle("Hash"));
  EXPECT_FALSE(option_needs_idle("usemillisec"));
}

// Returns the name and the default an `option` line announces (UCI: "option name N type T
// default D ...", UCCI: "option N type T ... default D"); no default for a button.
std::pair<std::string, std::string> name_and_default(const std::string& line, Dialect dialect) {
  const size_t from = dialect == Dialect::kUci ? 12 : 7;  // after "option name " / "option "
  const std::string name = line.substr(from, line.find(" type ") - from);
  const size_t d = line.find(" default ");
  if (d == std::string::npos) return {name, ""};
  std::string value = line.substr(d + 9);
  for (const char* next : {" min ", " var "}) value = value.substr(0, value.find(next));
  return {name, value};
}

// The list and `setoption` read one table: every option each dialect announces takes the
// default it announces (an option the engine ignores, silently), and nothing else is an option.
TEST(Options, EveryAnnouncedOptionTakesItsAnnouncedDefault) {
  for (Dialect dialect : {Dialect::kUci, Dialect::kUcci}) {
    for (const std::string& line : option_lines(dialect)) {
      auto [name, value] = name_and_default(line, dialect);
      EXPECT_TRUE(is_option_name(name)) << line;
      EXPECT_EQ(option_name(name, dialect), name) << line;
      EngineOptions o;
      absl::StatusOr<OptionEffect> set = set_option(o, name, value, dialect);
      EXPECT_TRUE(set.ok()) << line << ": " << set.status();
    }
  }
}

}  // namespace
}  // namespace cotuong::protocol
