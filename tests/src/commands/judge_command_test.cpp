// `cotuong judge` prints one line a script can read.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "commands/commands.h"
#include "gtest/gtest.h"

namespace cotuong::commands {
namespace {

// Runs `cotuong <args>` and returns its exit code and standard output.
std::pair<int, std::string> run(const std::string& line) {
  std::vector<std::string> args = absl::StrSplit(line, ' ', absl::SkipEmpty());
  std::ostringstream out;
  std::streambuf* old = std::cout.rdbuf(out.rdbuf());
  int rc = run_subcommand(args);
  std::cout.rdbuf(old);
  return {rc, out.str()};
}

TEST(JudgeCommand, PerpetualCheckLine) {
  auto [rc, out] =
      run("judge --fen 4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1 --moves a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 "
          "a9a8 e8e9 a8a9");
  EXPECT_EQ(rc, 0);
  EXPECT_EQ(out, "0-1 perpetual-check red Red checked perpetually and loses\n");
}

TEST(JudgeCommand, OngoingGameFromTheStart) {
  auto [rc, out] = run("judge --moves h2e2 h9g7");
  EXPECT_EQ(rc, 0);
  EXPECT_EQ(out, "ongoing - -\n");
}

TEST(JudgeCommand, RuleSetOption) {
  auto [rc, out] =
      run("judge --fen 4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1 --rules casual --moves a7a9 e9e8 a9a8 "
          "e8e9 a8a9 e9e8 a9a8 e8e9 a8a9");
  EXPECT_EQ(rc, 0);
  EXPECT_EQ(out.substr(0, 20), "1/2-1/2 repetition -");
}

TEST(JudgeCommand, AcceptsOtherNotations) {
  // Central cannon, answered by the horse: Vietnamese, WXF and Chinese, as UCCI h2e2 h9g7.
  for (const char* moves : {"P2-5 M8.7", "C2.5 H8+7", "炮二平五 馬8進7"}) {
    auto [rc, out] = run(std::string("judge --moves ") + moves + " --rules asian");
    EXPECT_EQ(rc, 0) << moves;
    EXPECT_EQ(out, "ongoing - -\n") << moves;
  }
  EXPECT_EQ(run("judge --notation wxf --moves h2e2").first, 2);  // not WXF
}

TEST(JudgeCommand, MoveLimitCountsOnlyMovesWithoutACapture) {
  // Every move captures: no draw by the limit, however small.
  auto [rc, out] = run("judge --move-limit 2 --moves b2b9 a9b9 h2h9 i9h9");
  EXPECT_EQ(rc, 0);
  EXPECT_EQ(out, "ongoing - -\n");
  // Four moves without one: the limit of 2 moves (4 plies) draws.
  auto [rc2, quiet] = run("judge --move-limit 2 --moves h2e2 h9g7 h0g2 i9h9");
  EXPECT_EQ(rc2, 0);
  EXPECT_EQ(quiet, "1/2-1/2 no-capture-limit - 2 moves without a capture: draw\n");
  auto [rc3, one] = run("judge --move-limit 1 --moves h2e2 h9g7");
  EXPECT_EQ(one, "1/2-1/2 no-capture-limit - 1 move without a capture: draw\n");
  // A longer limit than the rule set's does not lengthen it: the Asian 60 moves still draw.
  auto [rc4, longer] =
      run("judge --fen 3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 119 1 --move-limit 100 --moves a8a7");
  EXPECT_EQ(rc4, 0);
  EXPECT_EQ(longer, "1/2-1/2 no-capture-limit - 60 moves without a capture: draw\n");
}

// Runs `cotuong <args>` (split on spaces) and returns its exit code and standard error.
std::pair<int, std::string> run_err(const std::vector<std::string>& args) {
  std::ostringstream err, out;
  std::streambuf* old_err = std::cerr.rdbuf(err.rdbuf());
  std::streambuf* old_out = std::cout.rdbuf(out.rdbuf());
  int rc = run_subcommand(args);
  std::cerr.rdbuf(old_err);
  std::cout.rdbuf(old_out);
  return {rc, err.str()};
}

TEST(JudgeCommand, ABadValueIsCalledABadValue) {
  auto [rc, err] = run_err({"judge", "--move-limit", "abc"});
  EXPECT_EQ(rc, 2);
  EXPECT_NE(err.find("--move-limit: bad value \"abc\""), std::string::npos) << err;
  EXPECT_EQ(err.find("unexpected argument"), std::string::npos) << err;
}

TEST(JudgeCommand, AMoveLimitTooLargeIsCalledTooLargeAndZeroIsTheRulesOwn) {
  auto [rc, err] = run_err({"judge", "--move-limit", "99999999999"});
  EXPECT_EQ(rc, 2);
  EXPECT_NE(err.find("cotuong judge: --move-limit \"99999999999\" is too large: at most 1000000 "
                     "moves"),
            std::string::npos)
      << err;
  EXPECT_EQ(err.find("whole number"), std::string::npos) << err;  // it is one
  // 0 asks for no limit beyond the rule set's: the Asian 60 moves still draw, and help says so.
  auto [rc0, out] =
      run("judge --fen 3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 119 1 --move-limit 0 --moves a8a7");
  EXPECT_EQ(rc0, 0);
  EXPECT_EQ(out, "1/2-1/2 no-capture-limit - 60 moves without a capture: draw\n");
  EXPECT_NE(
      help_text(*find_subcommand("judge")).find("0, the default: no limit but the rules' own"),
      std::string::npos);
}

TEST(JudgeCommand, AHugeArgumentIsQuotedShort) {
  std::string huge(100 * 1024, 'x');
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"judge", huge}, {"judge", "--move-limit", huge}, {"judge", "--moves", huge}}) {
    auto [rc, err] = run_err(args);
    EXPECT_EQ(rc, 2);
    EXPECT_LT(err.size(), 2000u) << err.substr(0, 200);
    EXPECT_NE(err.find("xxx\"... ("), std::string::npos) << err.substr(0, 200);
  }
}

TEST(JudgeCommand, ErrorsQuoteWhatWasTypedReadablyAndWhole) {
  auto [rc, err] = run_err({"judge", "--moves", "h2e2", "h9g7", "炮二平五"});
  EXPECT_EQ(rc, 2);
  EXPECT_NE(err.find("cotuong judge: move 3 (\"炮二平五\"): "), std::string::npos) << err;
  auto [rc2, long_err] = run_err({"judge", "--moves", "h2e2", "Z9.9"});
  EXPECT_EQ(rc2, 2);
  EXPECT_EQ(long_err.find("\\x"), std::string::npos) << long_err;  // no \x22 for a quote
  EXPECT_NE(
      long_err.find("as wxf-fsf: unknown piece \"Z\" in \"Z9.9\" (WXF letters are K A E H R C "
                    "P)\n"),
      std::string::npos)
      << long_err;  // the explanation whole, to its last word
}

TEST(JudgeCommand, JudgesAComposedPositionWithAPawnBehindItsStart) {
  // A red pawn on a1, behind its starting rank (no game reaches that; composed positions use
  // it). The black rook attacks it from a5 again and again: a pawn on its own side of the river
  // is no chase target, so the repetition is a draw (Fairy-Stockfish rules the same).
  std::vector<std::string> args = absl::StrSplit(
      "judge --fen 3k5/9/9/9/1r7/9/9/9/P8/4K4 b - - 0 1 --moves b5a5 e0e1 a5b5 e1e0 b5a5 e0e1 "
      "a5b5 e1e0",
      ' ');
  auto [rc, out] = run(absl::StrJoin(args, " "));
  EXPECT_EQ(rc, 0);
  EXPECT_EQ(out.substr(0, 21), "1/2-1/2 repetition - ") << out;
  auto [rc_err, err] = run_err(args);
  EXPECT_EQ(rc_err, 0);
  EXPECT_NE(err.find("note: a composed position (Red pawn on a1 is behind its starting rank)"),
            std::string::npos)
      << err;
  // A reachable position gets no note.
  EXPECT_EQ(run_err({"judge", "--moves", "h2e2"}).second, "");
}

TEST(JudgeCommand, StillRefusesASetUpTheRulesCannotJudge) {
  // A king outside its palace, facing kings, the side not to move in check: no rules apply.
  auto [rc, err] = run_err({"judge", "--fen", "4k4/9/9/9/9/9/9/9/9/2K6 w - - 0 1"});
  EXPECT_EQ(rc, 2);
  EXPECT_NE(err.find("Red king on c0 is outside its palace"), std::string::npos) << err;
  EXPECT_EQ(run_err({"judge", "--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"}).first, 2);
  EXPECT_EQ(run_err({"judge", "--fen", "3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1"}).first, 2);
}

TEST(JudgeCommand, RejectsBadInputWithAnExitCode) {
  EXPECT_EQ(run("judge --moves h2h8").first, 2);
  EXPECT_EQ(run("judge --rules fide").first, 2);
  EXPECT_EQ(run("judge --fen nonsense").first, 2);
}

}  // namespace
}  // namespace cotuong::commands
