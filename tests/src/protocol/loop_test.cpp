// The stdin loop: scripts piped in without `quit` still get their answers; `quit` ends at once.
#include "protocol/loop.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"

namespace cotuong::protocol {
namespace {

// Returns the output lines of the protocol loop run on `script`.
std::vector<std::string> run(const std::string& script) {
  std::istringstream in(script);
  std::ostringstream out;
  EXPECT_EQ(run_protocol(in, out), 0);
  return absl::StrSplit(out.str(), '\n', absl::SkipEmpty());
}

TEST(Loop, EndOfInputWaitsForALimitedSearch) {
  std::vector<std::string> out = run("ucci\nposition startpos\ngo depth 3\n");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
}

TEST(Loop, EndOfInputStopsAnInfiniteSearch) {
  std::vector<std::string> out = run("uci\nposition startpos\ngo infinite\n");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
}

TEST(Loop, QuitEndsTheLoopWithBye) {
  std::vector<std::string> out = run("ucci\ngo infinite\nquit\nisready\n");
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out.back(), "bye");  // no bestmove after quit, and nothing read after it
}

TEST(Loop, FirstLineDecidesTheConsoleOnlyForNonProtocolInput) {
  EXPECT_TRUE(is_protocol_opening("ucci"));
  EXPECT_TRUE(is_protocol_opening(" UCI\r"));
  EXPECT_FALSE(is_protocol_opening("help"));
  EXPECT_FALSE(is_protocol_opening("position startpos"));
}

}  // namespace
}  // namespace cotuong::protocol
