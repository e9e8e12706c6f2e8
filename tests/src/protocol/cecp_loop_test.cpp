// The stdin loop with the real search: a first line `xboard` opens a CECP session, and input that
// ends without `quit` still gets the engine's move.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "protocol/loop.h"

namespace cotuong::protocol {
namespace {

// Returns the lines the protocol loop prints for `script`.
std::vector<std::string> cecp_output(const std::string& script) {
  std::istringstream script_in(script);
  std::ostringstream printed;
  EXPECT_EQ(run_protocol(script_in, printed), 0);
  return absl::StrSplit(printed.str(), '\n', absl::SkipEmpty());
}

TEST(CecpLoop, XboardFirstLineOpensCecpAndTheEngineMoves) {
  std::vector<std::string> out = cecp_output("xboard\nprotover 2\nnew\nsd 4\npost\ngo\n");
  ASSERT_GE(out.size(), 2u);
  EXPECT_TRUE(absl::StartsWith(out[0], "feature myname=\"cotuong")) << out[0];
  EXPECT_NE(std::find(out.begin(), out.end(), "feature done=1"), out.end());
  EXPECT_TRUE(absl::StartsWith(out.back(), "move ")) << out.back();
  EXPECT_TRUE(absl::StartsWith(out[out.size() - 2], "4 ")) << out[out.size() - 2];  // depth 4
}

TEST(CecpLoop, EndOfInputEndsAnalysisWithoutAMove) {
  std::vector<std::string> out = cecp_output("xboard\nprotover 2\nnew\nanalyze\n");
  for (const std::string& line : out) EXPECT_FALSE(absl::StartsWith(line, "move ")) << line;
}

TEST(CecpLoop, QuitEndsTheSession) {
  std::vector<std::string> out = cecp_output("xboard\nquit\nprotover 2\n");
  EXPECT_TRUE(out.empty());  // nothing is read after quit
}

}  // namespace
}  // namespace cotuong::protocol
