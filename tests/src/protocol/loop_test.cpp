// The stdin loop: scripts piped in without `quit` still get their answers; `quit` ends at once.
#include "protocol/loop.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "protocol/engine.h"

namespace cotuong::protocol {
namespace {

// Returns the output lines of the protocol loop run on `script` (its engines set up by `setup`).
std::vector<std::string> run(const std::string& script, const EngineSetup& setup = nullptr) {
  std::istringstream in(script);
  std::ostringstream out;
  EXPECT_EQ(run_protocol(in, out, setup), 0);
  return absl::StrSplit(out.str(), '\n', absl::SkipEmpty());
}

// The engine setup main gives the loop reaches the engine of either dialect's session: here a
// book that knows one move, which the engine then plays instead of searching.
TEST(Loop, EngineSetupReachesTheEngineOfEveryDialect) {
  int engines = 0;
  EngineSetup one_move_book = [&engines](Engine& engine) {
    ++engines;
    engine.set_book_probe([](const Position& pos, const EngineOptions&) {
      return std::optional<BookMove>(BookMove{*parse_ucci(pos, "b2e2"), "test book"});
    });
  };
  std::vector<std::string> ucci = run("ucci\nposition startpos\ngo depth 20\n", one_move_book);
  ASSERT_FALSE(ucci.empty());
  EXPECT_EQ(ucci.back(), "bestmove b2e2");
  std::vector<std::string> cecp = run("xboard\nprotover 2\nnew\ngo\n", one_move_book);
  ASSERT_FALSE(cecp.empty());
  EXPECT_EQ(cecp.back(), "move b2e2");
  EXPECT_EQ(engines, 2);
}

TEST(Loop, EndOfInputStopsALimitedSearchWithItsAnswer) {
  // A search to depth 128 or 2e10 nodes would run for hours: end of input stops it.
  for (const char* go : {"go depth 128", "go nodes 20000000000"}) {
    std::vector<std::string> out = run(std::string("ucci\nposition startpos\n") + go + "\n");
    ASSERT_FALSE(out.empty()) << go;
    EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
  }
}

TEST(Loop, EndOfInputStopsAPerft) {
  std::vector<std::string> out = run("ucci\nposition startpos\ngo perft 9\n");
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out.back(), "info message perft stopped");
}

TEST(Loop, EndOfInputLetsABenchFinish) {
  // A piped `bench` is there for its figures: the end of input waits for them.
  std::vector<std::string> out = run("uci\nbench 2\n");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out.back(), "nps ")) << out.back();
  EXPECT_EQ(std::count_if(out.begin(), out.end(),
                          [](const std::string& l) { return absl::StartsWith(l, "position "); }),
            16);
}

TEST(Loop, StopEndsADeepBench) {
  // Depth 64 would run for hours: stop is heard, the rest of the script is answered.
  std::vector<std::string> out = run("ucci\nbench 64\nisready\nstop\nisready\n");
  ASSERT_FALSE(out.empty());
  EXPECT_NE(std::find(out.begin(), out.end(), "info message bench stopped"), out.end());
  EXPECT_EQ(out.back(), "readyok");
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

// A first line `xboard` opens a CECP session; input that ends without `quit` stops the search
// (nobody will send anything more) but still gets the engine's move, and an analysis ends
// without one.
TEST(Loop, XboardFirstLineOpensCecpAndTheEngineMoves) {
  std::vector<std::string> out = run("xboard\nprotover 2\nnew\nsd 4\npost\ngo\n");
  ASSERT_GE(out.size(), 2u);
  EXPECT_TRUE(absl::StartsWith(out[0], "feature myname=\"cotuong")) << out[0];
  EXPECT_NE(std::find(out.begin(), out.end(), "feature done=1"), out.end());
  EXPECT_TRUE(absl::StartsWith(out.back(), "move ")) << out.back();
}

TEST(Loop, CecpEndOfInputEndsAnalysisWithoutAMove) {
  std::vector<std::string> out = run("xboard\nprotover 2\nnew\nanalyze\n");
  for (const std::string& line : out) EXPECT_FALSE(absl::StartsWith(line, "move ")) << line;
}

TEST(Loop, CecpQuitEndsTheSession) {
  EXPECT_TRUE(is_protocol_opening("xboard"));              // at a terminal too: not the console
  EXPECT_TRUE(run("xboard\nquit\nprotover 2\n").empty());  // nothing is read after quit
}

}  // namespace
}  // namespace cotuong::protocol
