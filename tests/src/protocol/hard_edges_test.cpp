// Input a hostile user or a careless GUI sends (issue 16): each used to crash the engine, stall
// it or leave the GUI waiting; each now gets a clear answer and leaves the engine as it was.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "protocol/engine_hooks.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

// Returns the first line that starts with `prefix`, or "".
std::string line_with(const std::vector<std::string>& lines, const std::string& prefix) {
  for (const std::string& l : lines)
    if (absl::StartsWith(l, prefix)) return l;
  return "";
}

// A session with the real book module behind the fake search.
class BookHarness : public Harness {
 public:
  BookHarness() { install_engine_hooks(session().engine()); }
};

TEST(HardEdges, ABookFileThatIsADirectoryIsRefusedAndThePreviousBookKept) {
  BookHarness h;
  h.exchange("ucci");
  std::string dir = std::filesystem::temp_directory_path().string();
  std::vector<std::string> out = h.exchange("setoption bookfiles " + dir);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "info message error: setoption: book file")) << out[0];
  EXPECT_TRUE(absl::StrContains(out[0], "is not a regular file")) << out[0];
  EXPECT_TRUE(absl::StrContains(out[0], "the previous book stays in use")) << out[0];
  EXPECT_EQ(h.session().engine().book_files(), "");
  // The old (built-in) book still answers the opening move: no exception, no abort.
  out = h.exchange("go depth 1", "bestmove");
  EXPECT_NE(line_with(out, "info message book move: "), "");
  EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
}

TEST(HardEdges, ADeviceAsBookFileIsRefusedBeforeAnythingIsRead) {
  BookHarness h;
  h.exchange("uci");
  std::vector<std::string> out = h.exchange("setoption name Book File value /dev/zero");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "info string error: setoption: book file /dev/zero"))
      << out[0];
  EXPECT_EQ(h.session().engine().book_files(), "");
}

TEST(HardEdges, AMissingBookFileGetsAWarningLine) {
  BookHarness h;
  h.exchange("ucci");
  std::vector<std::string> out = h.exchange("setoption bookfiles /nonexistent/dir/x.book");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0],
            "info message book file /nonexistent/dir/x.book does not exist; the previous book "
            "stays in use");
  EXPECT_EQ(h.session().engine().book_files(), "");
}

TEST(HardEdges, AHashTooLargeForTheMemoryIsRefusedAndTheOldTableKept) {
  Harness h;
  h.log().memory_mb = 1024;
  h.exchange("uci");
  ASSERT_TRUE(h.exchange("setoption name Hash value 512").empty());
  std::vector<std::string> out = h.exchange("setoption name Hash value 4096");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "info string error: setoption: ")) << out[0];
  EXPECT_EQ(h.log().hash_mb, 512);
  EXPECT_EQ(h.session().engine().options().hash_mb, 512);
  EXPECT_TRUE(absl::StartsWith(h.exchange("go depth 1", "bestmove").back(), "bestmove "));
}

TEST(HardEdges, UciHashAndThreadsZeroAreOutsideTheAnnouncedRange) {
  Harness h;
  h.exchange("uci");
  for (const char* line : {"setoption name Hash value 0", "setoption name Threads value 0"}) {
    std::vector<std::string> out = h.exchange(line);
    ASSERT_EQ(out.size(), 1u) << line;
    EXPECT_TRUE(absl::StrContains(out[0], "is not a number from 1 to")) << out[0];
  }
  EXPECT_EQ(h.session().engine().options().hash_mb, 16);
  EXPECT_EQ(h.session().engine().options().threads, 1);
  // UCCI announces 0 (= auto) and takes it.
  Harness u;
  u.exchange("ucci");
  EXPECT_TRUE(u.exchange("setoption hashsize 0").empty());
  EXPECT_TRUE(u.exchange("setoption threads 0").empty());
}

TEST(HardEdges, UciGoAlwaysGetsABestmove) {
  Harness h;
  h.exchange("uci");
  h.exchange("position startpos");
  // Out of range: clamped.
  std::vector<std::string> out = h.exchange("go depth 1000", "bestmove");
  EXPECT_EQ(line_with(out, "info string error"), "");
  EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
  EXPECT_EQ(h.log().limits.back().depth, 128);
  // Not a number, or an illegal searchmove: an error line, and still a move.
  for (const char* line : {"go depth abc", "go wtime 1000 btime x", "go searchmoves a0a5"}) {
    out = h.exchange(line, "bestmove");
    EXPECT_NE(line_with(out, "info string error: "), "") << line;
    ASSERT_FALSE(out.empty()) << line;
    EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << line << ": " << out.back();
    EXPECT_NE(out.back(), "bestmove (none)") << line;
  }
}

TEST(HardEdges, ABadSearchmoveIsNamed) {
  // `go depth 3 searchmoves zz` used to say "searchmoves" needs at least one move.
  Harness h;
  h.exchange("uci");
  std::vector<std::string> out = h.exchange("go depth 3 searchmoves zz", "bestmove");
  const std::string error = line_with(out, "info string error: ");
  EXPECT_TRUE(absl::StrContains(error, "searchmoves move 1 (\"zz\")")) << error;
  EXPECT_FALSE(absl::StrContains(error, "at least one")) << error;
  Harness u;
  u.exchange("ucci");
  out = u.exchange("go depth 3 searchmoves h2e2 zz", "bestmove");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out[0], "info message error: go: searchmoves move 2 (\"zz\")"))
      << out[0];
}

TEST(HardEdges, UcciGoAlwaysGetsAnAnswerToo) {
  // Issue 46: a malformed UCCI `go` got its error line and nothing more, and the GUI waited
  // for a bestmove forever. As in UCI: the error, then a depth 1 move (nobestmove if mated).
  Harness u;
  u.exchange("ucci");
  u.exchange("position startpos");
  for (const char* line :
       {"go depth abc", "go time 1000 increment x", "go searchmoves a0a5", "go wibble"}) {
    SCOPED_TRACE(line);
    std::vector<std::string> out = u.exchange(line, "bestmove");
    ASSERT_FALSE(out.empty());
    EXPECT_TRUE(absl::StartsWith(out[0], "info message error: ")) << out[0];
    EXPECT_TRUE(absl::StrContains(out[0], "searching to depth 1 instead")) << out[0];
    EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
  }
  u.exchange("position fen 3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1");
  std::vector<std::string> out = u.exchange("go depth abc", "nobestmove");
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out.back(), "nobestmove");
  // Asked to ponder: the answer waits for ponderhit, as a well-formed `go ponder` would.
  u.exchange("position startpos");
  out = u.exchange("go ponder time x");
  EXPECT_NE(line_with(out, "info message error: "), "");
  EXPECT_EQ(line_with(u.exchange("isready", "readyok"), "bestmove"), "");
  EXPECT_NE(line_with(u.exchange("ponderhit", "bestmove"), "bestmove "), "");
}

TEST(HardEdges, AnInfiniteOrPonderGoThatFailsStillWaitsForStopOrPonderhit) {
  // `go infinite searchmoves a0a5` used to answer at once: the GUI had not sent stop yet.
  for (const char* go : {"go infinite searchmoves a0a5", "go infinite depth x",
                         "go ponder wtime 1000 searchmoves a0a5", "go ponder wtime x"}) {
    SCOPED_TRACE(go);
    Harness h;
    h.exchange("uci");
    std::vector<std::string> out = h.exchange(go);
    EXPECT_NE(line_with(out, "info string error: "), "");
    EXPECT_EQ(line_with(h.exchange("isready", "readyok"), "bestmove"), "");
    const bool ponder = absl::StrContains(go, "ponder");
    out = h.exchange(ponder ? "ponderhit" : "stop", "bestmove");
    EXPECT_NE(line_with(out, "bestmove "), "");
  }
}

TEST(HardEdges, UciGoDepthZeroPlaysALegalMoveButUcciEvaluates) {
  Harness h;
  h.exchange("uci");
  h.exchange("position startpos");
  std::vector<std::string> out = h.exchange("go depth 0", "bestmove");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
  EXPECT_NE(out.back(), "bestmove (none)");
  Harness u;
  u.exchange("ucci");
  u.exchange("position startpos");
  out = u.exchange("go depth 0", "nobestmove");
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out.back(), "nobestmove");
}

TEST(HardEdges, XboardSaysWhatIsWrongWithABookFile) {
  // A missing book file used to be an "unknown option" in XBoard (UCI said what was wrong).
  CecpHarness h;
  install_engine_hooks(h.session().engine());
  for (const char* l : {"xboard", "protover 2", "new", "force"}) h.send(l);
  h.take();
  const std::string missing = "/nonexistent/cotuong-test.book";
  std::vector<std::string> out = h.exchange("option Book File=" + missing);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "Error (")) << out[0];
  EXPECT_TRUE(absl::StrContains(out[0], missing)) << out[0];
  EXPECT_TRUE(absl::StrContains(out[0], "the previous book stays in use")) << out[0];
  EXPECT_FALSE(absl::StrContains(out[0], "unknown option")) << out[0];
  EXPECT_EQ(h.exchange("option Nope=1"),
            std::vector<std::string>{"Error (unknown option): option Nope=1"});
}

TEST(HardEdges, PerftAnswersIsreadyAndStopsOnStop) {
  Harness h;
  h.exchange("ucci");
  h.exchange("position startpos");
  EXPECT_TRUE(h.send("go perft 7"));  // minutes of counting: returns at once now
  EXPECT_NE(line_with(h.exchange("isready", "readyok"), "readyok"), "");
  std::vector<std::string> out = h.exchange("position startpos moves h2e2");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], "info message error: still counting perft; send stop first");
  EXPECT_NE(line_with(h.exchange("stop", "info message perft stopped"), "info message perft"), "");
  // Idle again: a small perft counts to the end.
  out = h.exchange("go perft 2", "nodes ");
  EXPECT_TRUE(absl::StartsWith(out.back(), "nodes 1920 ")) << out.back();
}

TEST(HardEdges, QuitEndsARunningPerft) {
  Harness h;
  h.exchange("ucci");
  EXPECT_TRUE(h.send("go perft 7"));
  EXPECT_FALSE(h.send("quit"));
  std::vector<std::string> out = h.take();
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out.back(), "bye");
}

TEST(HardEdges, BenchRunsLikeASearchThatStopAndQuitEnd) {
  // A deep bench used to block the input loop: stop and isready were not heard until it ended.
  for (const char* dialect : {"ucci", "uci"}) {
    SCOPED_TRACE(dialect);
    Harness h;
    h.exchange(dialect);
    const std::string info = std::string(dialect) == "ucci" ? "info message " : "info string ";
    EXPECT_TRUE(h.send("bench 40"));  // the fake's deep bench runs until stopped
    EXPECT_NE(line_with(h.exchange("isready", "readyok"), "readyok"), "");
    std::vector<std::string> out = h.exchange("go depth 1");
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0], info + "error: still running the bench; send stop first");
    EXPECT_NE(line_with(h.exchange("stop", info + "bench stopped"), info + "bench stopped"), "");
    // Idle again: a small bench runs to its end, a search answers.
    EXPECT_NE(line_with(h.exchange("bench 2", "fake bench"), "fake bench"), "");
    EXPECT_NE(line_with(h.exchange("go depth 1", "bestmove"), "bestmove"), "");
    EXPECT_TRUE(h.send("bench 64"));
    EXPECT_FALSE(h.send("quit"));
  }
}

TEST(HardEdges, BenchDepthsAreTheSubcommands) {
  Harness h;
  h.exchange("ucci");
  EXPECT_EQ(h.exchange("bench 65"),
            std::vector<std::string>{"info message error: bench: depth 65 is out of range 1-64"});
  EXPECT_EQ(h.exchange("bench 0"),
            std::vector<std::string>{"info message error: bench: depth 0 is out of range 1-64"});
  EXPECT_TRUE(h.send("bench 64"));  // accepted (as `cotuong bench 64` is)
  EXPECT_NE(line_with(h.exchange("stop", "info message bench stopped"), "info message bench"), "");
}

TEST(HardEdges, UcciBookMessagesArePlainAscii) {
  BookHarness h;
  h.exchange("ucci");
  h.exchange("position startpos");
  std::vector<std::string> out = h.exchange("go depth 1", "bestmove");
  std::string book = line_with(out, "info message book move: ");
  ASSERT_NE(book, "");
  for (char c : book) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << book;
}

}  // namespace
}  // namespace cotuong::protocol::testing
