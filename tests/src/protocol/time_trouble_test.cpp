// Time trouble with the real search (issue 30): whatever the budget (a clock at zero, one node,
// a stop at once, the end of input), the move comes from a finished depth-1 search, whose
// `info depth 1` line (XBoard: thinking line of depth 1) precedes the answer.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "protocol/engine.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;

// Returns whether `out` ends with an answer (a line starting with `answer`) preceded by a line
// starting with `depth_one`.
bool searched_to_depth_one(const Lines& out, const std::string& answer,
                           const std::string& depth_one) {
  bool seen = false;
  for (const std::string& line : out) {
    if (absl::StartsWith(line, depth_one)) seen = true;
    if (absl::StartsWith(line, answer)) return seen;
  }
  return false;
}

// Returns a UCI (or UCCI) session with the real search, without the book, at `position`.
std::unique_ptr<Harness> session(const char* dialect, const std::string& level = "5") {
  auto h = std::make_unique<Harness>(make_search_backend());
  h->send(dialect);
  bool uci = std::string(dialect) == "uci";
  h->send(uci ? "setoption name OwnBook value false" : "setoption usebook false");
  h->send(uci ? "setoption name Level value " + level : "setoption level " + level);
  h->send("position startpos moves h2e2 h9g7");
  h->take();
  return h;
}

TEST(TimeTrouble, EveryUciBudgetIsAnsweredByADepthOneSearch) {
  for (const char* level : {"5", "1", "3"})
    for (const char* go : {"go wtime 0 btime 0 winc 3000 binc 3000", "go wtime 10 btime 10",
                           "go wtime 1 btime 1", "go nodes 1", "go nodes 0", "go movetime 0"}) {
      SCOPED_TRACE(std::string(go) + " at level " + level);
      auto h = session("uci", level);
      Lines out = h->exchange(go, "bestmove");
      EXPECT_TRUE(searched_to_depth_one(out, "bestmove", "info depth 1 ")) << out.back();
    }
}

TEST(TimeTrouble, UcciClockAtZeroIsAnsweredByADepthOneSearch) {
  auto h = session("ucci");
  Lines out = h->exchange("go time 0 increment 3", "bestmove");
  EXPECT_TRUE(searched_to_depth_one(out, "bestmove", "info depth 1 ")) << out.back();
}

TEST(TimeTrouble, AClockWithNoTimeForTheSideToMoveIsAnsweredByADepthOneSearch) {
  // Issue 70: clock fields without the side to move's time (Red is to move) searched until stop.
  for (const char* level : {"5", "1"})
    for (const char* go : {"go btime 200", "go winc 100 binc 100", "go movestogo 5"}) {
      SCOPED_TRACE(std::string(go) + " at level " + level);
      auto h = session("uci", level);
      Lines out = h->exchange(go, "bestmove");
      EXPECT_TRUE(searched_to_depth_one(out, "bestmove", "info depth 1 ")) << out.back();
    }
  auto h = session("ucci");
  Lines out = h->exchange("go opptime 3 oppincrement 1", "bestmove");
  EXPECT_TRUE(searched_to_depth_one(out, "bestmove", "info depth 1 ")) << out.back();
}

TEST(TimeTrouble, AStopRightAfterGoOrPonderhitWaitsForDepthOne) {
  for (const char* level : {"5", "2"}) {
    SCOPED_TRACE(level);
    auto h = session("uci", level);
    h->send("go infinite");
    Lines out = h->exchange("stop", "bestmove");
    EXPECT_TRUE(searched_to_depth_one(out, "bestmove", "info depth 1 ")) << out.back();
    h->send("position startpos moves h2e2 h9g7 h0g2");
    h->send("go ponder wtime 5 btime 5");
    h->send("ponderhit");
    out = h->exchange("stop", "bestmove");
    EXPECT_TRUE(searched_to_depth_one(out, "bestmove", "info depth 1 ")) << out.back();
    h->send("go wtime 100000 btime 100000");
    out = h->exchange("stop", "bestmove");
    EXPECT_TRUE(searched_to_depth_one(out, "bestmove", "info depth 1 ")) << out.back();
  }
}

TEST(TimeTrouble, TheEndOfInputWaitsForDepthOne) {
  auto h = session("uci");
  h->send("go infinite");
  h->session().end_of_input();
  Lines out = h->take("bestmove");
  EXPECT_TRUE(searched_to_depth_one(out, "bestmove", "info depth 1 ")) << out.back();
}

TEST(TimeTrouble, XboardWithNoTimeLeftMovesFromADepthOneSearch) {
  CecpHarness h(make_search_backend());
  for (const char* l : {"xboard", "protover 2", "new", "variant xiangqi", "option OwnBook=0",
                        "post", "level 0 0 0", "time 0", "otim 0", "force", "h2e2"})
    h.send(l);
  h.take();
  Lines out = h.exchange("go", "move");
  // Thinking lines: depth score time nodes pv.
  EXPECT_TRUE(searched_to_depth_one(out, "move", "1 ")) << out.back();
  h.send("force");
  h.send("new");
  h.send("force");
  h.take();
  h.send("go");
  out = h.exchange("?", "move");
  EXPECT_TRUE(searched_to_depth_one(out, "move", "1 ")) << out.back();
}

}  // namespace
}  // namespace cotuong::protocol::testing
