// XBoard/CECP sessions replayed line by line with the fake search (fake_search.h: it plays the
// most valuable capture, else the first legal move; one thinking line per depth 1-3, time 0,
// nodes 10 x depth). The command order is XBoard 4.9's own, captured from a real match
// (tests/data/xboard/README.md says how).
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "protocol/cecp_format.h"
#include "protocol/engine_name.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;

// Returns the lines of a file under tests/data/xboard.
Lines read_capture(const std::string& name) {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/xboard/" + name);
  Lines lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Sends lines[from, to) and returns everything printed, waiting for `until` after the last one.
Lines replay(CecpHarness& h, const Lines& lines, size_t from, size_t to,
             const std::string& until = "") {
  for (size_t i = from; i < to; ++i) h.send(lines[i]);
  return h.take(until);
}

// Sends lines[from, to) without collecting the output.
void send_all(CecpHarness& h, const Lines& lines, size_t from, size_t to) {
  for (size_t i = from; i < to; ++i) h.send(lines[i]);
}

// Returns the index of the n-th (0-based) line equal to `line`, or lines.size().
size_t find_line(const Lines& lines, const std::string& line, int n = 0) {
  for (size_t i = 0; i < lines.size(); ++i)
    if (lines[i] == line && n-- == 0) return i;
  return lines.size();
}

// Returns what the session printed up to its move, then waits for the ponder search that
// `hard` starts after it to print its last thinking line (so later output is deterministic).
Lines take_move_then_ponder(CecpHarness& h) {
  Lines out = h.take("move");
  size_t move = 0;
  while (move < out.size() && !absl::StartsWith(out[move], "move ")) ++move;
  bool pondered = false;
  for (size_t i = move; i < out.size(); ++i) pondered |= absl::StartsWith(out[i], "3 ");
  if (!pondered) h.take("3 ");
  return Lines(out.begin(), out.begin() + std::min(move + 1, out.size()));
}

Lines features() { return cecp::feature_lines(engine_name()); }

// Returns the lines the fake prints for a search whose PV is `pv`, then the move.
Lines fake_thinking_and_move(const std::string& pv, int score = 0) {
  Lines out;
  for (int d = 1; d <= 3; ++d) out.push_back(absl::StrCat(d, " ", score, " 0 ", 10 * d, " ", pv));
  out.push_back("move " + pv.substr(0, 4));
  return out;
}

TEST(CecpTranscript, FeaturesAnswerProtover2) {
  Lines out = features();
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out.back(), "feature done=1");
  std::string all = absl::StrJoin(out, "\n");
  for (const char* f :
       {"myname=\"cotuong 0.1.0 (NNUE kernels: ", "variants=\"xiangqi\"", "setboard=1",
        "usermove=1", "ping=1", "sigint=0", "sigterm=0", "colors=0", "analyze=1", "memory=1",
        "smp=1", "option=\"Level -spin 5 1 5\"",
        "option=\"Rules -combo *asian /// asian-50 /// casual", "option=\"OwnBook -check 1\"",
        "option=\"Book File -file \"", "option=\"EvalFile -file \"", "option=\"UseNNUE -check "})
    EXPECT_TRUE(absl::StrContains(all, f)) << f;
}

// XBoard's opening of a match, exactly as captured: features, two `new` preludes, three pongs.
TEST(CecpTranscript, XboardMatchPreludeAsCaptured) {
  Lines in = read_capture("match-first-engine.in");
  size_t computer = find_line(in, "computer");
  ASSERT_LT(computer, in.size());
  CecpHarness h;
  Lines expected = features();
  for (const char* p : {"pong 1", "pong 2", "pong 3"}) expected.push_back(p);
  EXPECT_EQ(replay(h, in, 0, computer + 1), expected);
  std::lock_guard<std::mutex> lock(h.log().mutex);
  EXPECT_EQ(h.log().hash_mb, 68);  // `memory 68`
  EXPECT_EQ(h.log().threads, 1);   // `cores 1`
}

// The first engine plays Red: `go` after the clocks, then XBoard's move comes as usermove.
TEST(CecpTranscript, FirstEngineMovesOnGoAndAnswersUsermove) {
  Lines in = read_capture("match-first-engine.in");
  size_t go = find_line(in, "go");
  ASSERT_LT(go, in.size());
  CecpHarness h;
  replay(h, in, 0, go - 2);  // up to `computer`
  send_all(h, in, go - 2, go + 1);
  EXPECT_EQ(take_move_then_ponder(h), fake_thinking_and_move("b2b9 a9b9"));
  {
    std::lock_guard<std::mutex> lock(h.log().mutex);
    ASSERT_EQ(h.log().limits.size(), 2u);  // the move, then pondering on a9b9 (`hard`)
    const search::Limits& l = h.log().limits[0];
    EXPECT_EQ(l.time[RED], 6000);  // `time 600`: centiseconds
    EXPECT_EQ(l.time[BLACK], 6000);
    EXPECT_EQ(l.inc[RED], 100);  // `level 0 0:06 0.1`
    EXPECT_FALSE(l.ponder);
    EXPECT_TRUE(h.log().limits[1].ponder);
  }
  // The capture's clock lines, then Black's reply, not the one pondered on: the ponder search
  // ends silently and the engine answers with its next move.
  h.send("time 610");
  h.send("otim 600");
  h.send("usermove i9i8");
  EXPECT_EQ(take_move_then_ponder(h), fake_thinking_and_move("h2h9 a9b9", 400));
  EXPECT_EQ(h.exchange("ping 7"), Lines{"pong 7"});
}

// The guessed reply comes: the ponder search becomes the move search (ponderhit).
TEST(CecpTranscript, PonderHitPlaysThePonderedMove) {
  CecpHarness h;
  for (const char* l : {"xboard", "new", "variant xiangqi", "level 0 1 0", "post", "hard", "force",
                        "time 6000", "otim 6000", "go"})
    h.send(l);
  EXPECT_EQ(take_move_then_ponder(h).back(), "move b2b9");
  // Pondering on a9b9 now: no move until the guess is played, then at once.
  h.send("usermove a9b9");
  EXPECT_EQ(take_move_then_ponder(h), Lines{"move h2h9"});
  std::lock_guard<std::mutex> lock(h.log().mutex);
  ASSERT_GE(h.log().limits.size(), 2u);
  EXPECT_TRUE(h.log().limits[1].ponder);
}

// The second engine plays Black: force, XBoard's first move, then go.
TEST(CecpTranscript, SecondEngineGetsTheMoveThenGo) {
  Lines in = read_capture("match-second-engine.in");
  size_t go = find_line(in, "go");
  ASSERT_LT(go, in.size());
  ASSERT_EQ(in[go - 1], "usermove h2d2");
  CecpHarness h;
  Lines expected = features();
  expected.push_back("pong 1");
  for (const std::string& l : fake_thinking_and_move("b7b0 a0b0")) expected.push_back(l);
  send_all(h, in, 0, go + 1);
  EXPECT_EQ(take_move_then_ponder(h), expected);
}

// The end of a game and the next one, as XBoard sends them: result, force, ping, new ...
TEST(CecpTranscript, ResultThenNextGamePrelude) {
  Lines in = read_capture("match-first-engine.in");
  size_t result = find_line(in, "result 1-0 {Xboard adjudication: Checkmate}");
  size_t second_go = find_line(in, "go", 1);
  ASSERT_LT(second_go, in.size());
  CecpHarness h;
  replay(h, in, 0, find_line(in, "computer") + 1);
  h.send("go");
  take_move_then_ponder(h);
  EXPECT_EQ(replay(h, in, result, result + 3), Lines{"pong 4"});  // result, force, ping 4
  // The second game's prelude (pong 5); this time the engine is Black and gets h2e2 first.
  EXPECT_EQ(replay(h, in, result + 3, find_line(in, "computer", 1) + 1), Lines{"pong 5"});
  h.send("time 600");
  h.send("otim 600");
  h.send("usermove h2e2");
  h.send("go");
  EXPECT_EQ(take_move_then_ponder(h).back(), "move b7b0");
  EXPECT_FALSE(h.send("quit"));
}

// A person plays Red against the engine (XBoard's default mode): the engine answers the
// usermove at once, since `new` made it Black and left force mode; XBoard then closes.
TEST(CecpTranscript, HumanAgainstEngineAsCaptured) {
  Lines in = read_capture("human-vs-engine.in");
  size_t move = find_line(in, "usermove h2e2");
  ASSERT_LT(move, in.size());
  CecpHarness h;
  Lines expected = features();
  expected.push_back("pong 1");
  EXPECT_EQ(replay(h, in, 0, move), expected);
  h.send(in[move]);
  EXPECT_EQ(take_move_then_ponder(h), fake_thinking_and_move("b7b0 a0b0"));
  {
    std::lock_guard<std::mutex> lock(h.log().mutex);
    ASSERT_GE(h.log().limits.size(), 1u);
    EXPECT_EQ(h.log().limits[0].time[BLACK], 300000);  // `time 30000`
    EXPECT_EQ(h.log().limits[0].movestogo, 40);        // `level 40 5 0`
  }
  ASSERT_EQ(in.back(), "quit");
  EXPECT_EQ(replay(h, in, move + 1, in.size() - 1), Lines{"pong 2"});  // result *, force, ping
  EXPECT_FALSE(h.send("quit"));
}

// A match from a position file (xboard -lpf): XBoard's setboard, as captured, writes horses H and
// elephants E and has no castling or en-passant fields.
TEST(CecpTranscript, SetboardInXboardsFenDialect) {
  CecpHarness h;
  for (const char* l : {"xboard", "protover 2", "new", "variant xiangqi", "level 0 0:02 0.05",
                        "post", "easy", "ping 3", "force"})
    h.send(l);
  h.take();
  EXPECT_EQ(
      h.exchange("setboard rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAKAEHR b 0 1"),
      Lines{});
  h.send("computer");
  h.send("time 200");
  h.send("otim 200");
  // Black to move after Red's central cannon: the fake takes the horse on b0.
  EXPECT_EQ(h.exchange("go", "move"), fake_thinking_and_move("b7b0 a0b0"));
  h.send("force");
  EXPECT_EQ(h.exchange("undo"), Lines{});  // back to the set-up position, not before it
  EXPECT_EQ(h.exchange("undo"), Lines{"Error (only 0 moves to take back): undo"});
}

// XBoard's Analysis Mode (Ctrl+A), a move made on the board, `.` for the status line, then
// leaving it: as captured.
TEST(CecpTranscript, AnalysisModeAsCaptured) {
  Lines in = read_capture("analyze.in");
  size_t analyze = find_line(in, "analyze");
  size_t exit = find_line(in, "exit");
  ASSERT_LT(exit, in.size());
  ASSERT_EQ(in[analyze + 1], ".");
  ASSERT_EQ(in[analyze + 2], "usermove h2e2");
  CecpHarness h;
  Lines expected = features();
  expected.push_back("pong 1");
  EXPECT_EQ(replay(h, in, 0, analyze), expected);
  h.send("analyze");
  EXPECT_EQ(h.take("3 "),
            (Lines{"1 0 0 10 b2b9 a9b9", "2 0 0 20 b2b9 a9b9", "3 0 0 30 b2b9 a9b9"}));
  EXPECT_EQ(h.exchange("."), Lines{"stat01: 0 30 3 0 44"});  // 44 legal moves for Red
  h.send("usermove h2e2");
  EXPECT_EQ(h.take("3 ").back(), "3 0 0 30 b7b0 a0b0");
  for (size_t i = analyze + 3; i < exit; ++i)
    EXPECT_EQ(h.exchange(in[i]), Lines{"stat01: 0 30 3 0 45"});  // Black has 45
  EXPECT_EQ(replay(h, in, exit, in.size() - 1), (Lines{"pong 2", "pong 3"}));
  {
    std::lock_guard<std::mutex> lock(h.log().mutex);
    ASSERT_EQ(h.log().limits.size(), 2u);  // one analysis per position, nothing after exit
    EXPECT_TRUE(h.log().limits[0].infinite);
  }
  EXPECT_FALSE(h.send(in.back()));
}

// A whole game from the captured match, in XBoard's coordinates (ranks 0-9), replayed in force
// mode: every move is legal, and `go` at the end announces the checkmate XBoard adjudicated.
TEST(CecpTranscript, CapturedGameReplaysToCheckmate) {
  Lines moves = read_capture("match-game1-moves.txt");
  ASSERT_EQ(moves.size(), 73u);
  CecpHarness h;
  for (const char* l : {"xboard", "protover 2", "new", "variant xiangqi", "force"}) h.send(l);
  h.take();
  for (const std::string& m : moves) h.send("usermove " + m);
  EXPECT_EQ(h.take(), Lines{});  // no illegal move, and no claim in force mode
  EXPECT_EQ(h.exchange("go"), Lines{"1-0 {Black is checkmated}"});
  // `go` made the engine Black: take back the mate and play it again as XBoard's move, and the
  // engine claims the result itself.
  EXPECT_EQ(h.exchange("undo"), Lines{});
  EXPECT_EQ(h.exchange("usermove g5f7"), Lines{"1-0 {Black is checkmated}"});
}

}  // namespace
}  // namespace cotuong::protocol::testing
