// XBoard/CECP session behaviour beyond the captured order: errors the CECP way, clocks,
// analysis, hints, and game ends judged by the rules arbiter under the Rules option. The fake
// search (fake_search.h) plays the most valuable capture, else the first legal move.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;

// Returns a harness past the handshake, in a new game, force mode, thinking output off.
std::unique_ptr<CecpHarness> started() {
  auto h = std::make_unique<CecpHarness>();
  for (const char* l : {"xboard", "protover 2", "new", "variant xiangqi", "force"}) h->send(l);
  h->take();
  return h;
}

TEST(CecpSession, BadInputIsAnsweredTheCecpWayAndChangesNothing) {
  auto h = started();
  EXPECT_EQ(h->exchange("foo bar"), Lines{"Error (unknown command): foo bar"});
  EXPECT_EQ(h->exchange("usermove a0b0"), Lines{"Illegal move: a0b0"});  // onto its own horse
  EXPECT_EQ(h->exchange("usermove z9z9"), Lines{"Illegal move: z9z9"});
  EXPECT_EQ(h->exchange("variant chess"), Lines{"Error (unsupported variant): variant chess"});
  EXPECT_EQ(h->exchange("option Nope=1"), Lines{"Error (unknown option): option Nope=1"});
  for (const char* bad : {"level 40 x 0", "memory 0", "sd -1", "setboard nonsense", "undo",
                          "option Level=9", "st 0", "time x", "result 2-0"}) {
    Lines out = h->exchange(bad);
    ASSERT_EQ(out.size(), 1u) << bad;
    EXPECT_TRUE(absl::StartsWith(out[0], "Error (")) << out[0];
    EXPECT_TRUE(absl::EndsWith(out[0], bad)) << out[0];
  }
  // Nothing changed: the game is still at the start, Red to move, and the engine moves.
  EXPECT_EQ(h->exchange("go", "move"), Lines{"move b2b9"});
}

TEST(CecpSession, ErrorsNameTheOptionsAsXboardSpellsThem) {
  // XBoard knows the options by their UCI names (feature option=...), not the UCCI ones.
  auto h = started();
  EXPECT_EQ(h->exchange("option Level=9"),
            Lines{"Error (option Level: \"9\" is not a number from 1 to 5): option Level=9"});
  EXPECT_EQ(h->exchange("option OwnBook=maybe"),
            Lines{"Error (option OwnBook: \"maybe\" is not true/false/on/off): option "
                  "OwnBook=maybe"});
  EXPECT_EQ(h->exchange("option Rules=chinese").at(0).rfind("Error (option Rules: ", 0), 0u);
}

TEST(CecpSession, EditModeIsRefusedClearly) {
  // `edit` used to be accepted silently and its lines (`#`, `Pa2`, `c`) then rejected one by one.
  auto h = started();
  EXPECT_EQ(h->exchange("edit"),
            Lines{"Error (edit mode is not supported; send setboard FEN (this engine announces "
                  "feature setboard=1)): edit"});
  // setboard does what edit would.
  EXPECT_EQ(h->exchange("setboard 3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1"), Lines{});
  EXPECT_EQ(h->exchange("go", "move"), Lines{"move a0a5"});  // the fake takes the rook
}

TEST(CecpSession, OneMoveIsSingular) {
  auto h = started();
  h->send("h2e2");
  EXPECT_EQ(h->exchange("remove"), Lines{"Error (only 1 move to take back): remove"});
}

// Garbage of every kind: one CECP error line each, printable and short, the game untouched.
TEST(CecpSession, AnyBadLineGetsOneCleanErrorAndChangesNothing) {
  std::string binary = "usermove ";
  for (int c = 1; c < 256; ++c) binary += char(c);
  const std::vector<std::string> bad = {std::string(100 * 1024, 'x'),
                                        binary,
                                        std::string("\0\0\0", 3),
                                        "\xff\xfe isready",
                                        "usermove",
                                        "usermove h2e2 h9g7",
                                        "usermove h2",
                                        "h2h2",
                                        "level",
                                        "level 40 5",
                                        "level -1 5 0",
                                        "level 40 5:99 0",
                                        "level 40 5 -2",
                                        "level 40 5 nan",
                                        "st -1",
                                        "st 1e300",
                                        "sd 0",
                                        "sd 999",
                                        "time",
                                        "otim 1 2",
                                        "memory 99999999",
                                        "cores 0",
                                        "variant",
                                        "variant xiangqi extra",
                                        "setboard",
                                        "setboard 4k4/9/9/9/9/9/9/9/9/4K4 w",  // kings facing
                                        "setboard rnbakabnr/9 w",
                                        "protover",
                                        "protover x",
                                        "result",
                                        "result 3-0 {x}",
                                        "option",
                                        "option Rules=chinese",
                                        "option Level=x",
                                        "new now",
                                        "go 3",
                                        "remove",
                                        "undo 2",
                                        "{}",
                                        "\x01\x02\x03"};
  auto h = started();
  h->send("usermove h2e2");
  for (const std::string& line : bad) {
    SCOPED_TRACE(line.substr(0, 60));
    EXPECT_TRUE(h->send(line));
    Lines out = h->take();
    ASSERT_EQ(out.size(), 1u);
    EXPECT_TRUE(absl::StartsWith(out[0], "Error (") || absl::StartsWith(out[0], "Illegal move"))
        << out[0];
    EXPECT_LT(out[0].size(), 500u);
    for (char c : out[0]) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << int(c);
    EXPECT_EQ(h->session().engine().game().moves().size(), 1u);
    EXPECT_EQ(h->exchange("ping 1"), Lines{"pong 1"});
  }
  EXPECT_EQ(h->exchange("go", "move"), Lines{"move b7b0"});  // still plays, as Black
}

TEST(CecpSession, ClocksBecomeSearchLimits) {
  auto h = started();
  for (const char* l : {"level 40 5 0", "time 30000", "otim 20000", "go"}) h->send(l);
  h->take("move");
  for (const char* l : {"force", "st 3", "go"}) h->send(l);
  h->take("move");
  for (const char* l : {"force", "level 0 0:30 2.5", "sd 4", "time 3000", "otim 2500", "go"})
    h->send(l);
  h->take("move");
  std::lock_guard<std::mutex> lock(h->log().mutex);
  ASSERT_EQ(h->log().limits.size(), 3u);
  const search::Limits& a = h->log().limits[0];  // Red to move
  EXPECT_EQ(a.time[RED], 300000);
  EXPECT_EQ(a.time[BLACK], 200000);
  EXPECT_EQ(a.movestogo, 40);
  const search::Limits& b = h->log().limits[1];  // Black to move
  EXPECT_EQ(b.movetime, 3000);
  EXPECT_EQ(b.time[BLACK], 0);
  const search::Limits& c = h->log().limits[2];  // Red again
  EXPECT_EQ(c.time[RED], 30000);
  EXPECT_EQ(c.time[BLACK], 25000);
  EXPECT_EQ(c.inc[RED], 2500);
  EXPECT_EQ(c.depth, 4);
  EXPECT_EQ(c.movetime, 0);
}

TEST(CecpSession, NoClockAtAllStillMoves) {
  auto h = started();
  EXPECT_EQ(h->exchange("go", "move"), Lines{"move b2b9"});
  std::lock_guard<std::mutex> lock(h->log().mutex);
  EXPECT_GT(h->log().limits.at(0).movetime, 0);  // never an endless search
}

TEST(CecpSession, PostShowsThinkingAndHintGivesTheExpectedReply) {
  auto h = started();
  h->send("post");
  EXPECT_EQ(h->exchange("go", "move"),
            (Lines{"1 0 0 10 b2b9 a9b9", "2 0 0 20 b2b9 a9b9", "3 0 0 30 b2b9 a9b9", "move b2b9"}));
  EXPECT_EQ(h->exchange("hint"), Lines{"Hint: a9b9"});
  h->send("nopost");
  h->send("usermove a9b9");
  EXPECT_EQ(h->take("move"), Lines{"move h2h9"});
}

// XBoard's `draw`: the opponent offers; the draw policy accepts a level game (the fake scores
// the start 0) with `offer draw` before the move.
TEST(CecpSession, DrawOfferIsAcceptedInALevelGame) {
  auto h = started();
  EXPECT_EQ(h->exchange("draw"), Lines{});
  EXPECT_EQ(h->exchange("go", "move"), (Lines{"offer draw", "move b2b9"}));
}

TEST(CecpSession, AnalyzeFollowsTheGameUntilExit) {
  auto h = started();
  h->send("analyze");
  EXPECT_EQ(h->take("3 "),
            (Lines{"1 0 0 10 b2b9 a9b9", "2 0 0 20 b2b9 a9b9", "3 0 0 30 b2b9 a9b9"}));
  EXPECT_EQ(h->exchange("."), Lines{"stat01: 0 30 3 0 44"});
  h->send("usermove h2e2");  // the analysis restarts on the new position, Black to move
  EXPECT_EQ(h->take("3 ").back(), "3 0 0 30 b7b0 a0b0");
  h->send("undo");  // prints nothing itself: the analysis restarts on the position before
  EXPECT_EQ(h->take("3 "),
            (Lines{"1 0 0 10 b2b9 a9b9", "2 0 0 20 b2b9 a9b9", "3 0 0 30 b2b9 a9b9"}));
  EXPECT_EQ(h->exchange("exit"), Lines{});
  EXPECT_EQ(h->exchange("."), Lines{});
  EXPECT_EQ(h->exchange("ping 9"), Lines{"pong 9"});
}

// Red's rook checks the lone black king back and forth: the third time the same position comes,
// Red has checked perpetually.
const char* kPerpetualFen = "9/5k3/9/9/7R1/9/9/9/9/3K5 w - - 0 1";
const char* kPerpetualMoves[] = {"h5h8", "f8f9", "h8h9", "f9f8", "h9h8", "f8f9", "h8h9", "f9f8"};

// Returns the lines printed when XBoard plays Red's 9th checking move with the engine as Black.
// With `computer`, waits for the engine's move when `until` is "move".
Lines perpetual_check_ending(const std::string& rules, bool opponent_is_computer = false,
                             const std::string& until = "") {
  auto h = started();
  if (opponent_is_computer) h->send("computer");
  h->send("option Rules=" + rules);
  h->send(std::string("setboard ") + kPerpetualFen);
  for (const char* m : kPerpetualMoves) h->send(std::string("usermove ") + m);
  EXPECT_EQ(h->take(), Lines{});
  h->send("playother");  // the engine takes Black
  return h->exchange("usermove h9h8", until);
}

TEST(CecpSession, PerpetualCheckLosesUnderAsianRules) {
  EXPECT_EQ(perpetual_check_ending("asian"), Lines{"0-1 {Red checked perpetually and loses}"});
}

// Against an engine XBoard forfeits win claims it cannot confirm, and it applies the perpetual
// rules itself: the engine does not claim the win, it plays on.
TEST(CecpSession, NoPerpetualWinClaimAgainstAnEngine) {
  Lines out = perpetual_check_ending("asian", true, "move");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out.back(), "move ")) << out.back();
  for (const std::string& l : out) EXPECT_FALSE(absl::StartsWith(l, "0-1")) << l;
}

TEST(CecpSession, RepetitionIsADrawUnderCasualRules) {
  Lines out = perpetual_check_ending("casual");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "1/2-1/2 {")) << out[0];
}

TEST(CecpSession, DrawIsClaimedAgainstAnEngineToo) {
  Lines out = perpetual_check_ending("casual", true);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "1/2-1/2 {")) << out[0];
}

// Returns the lines printed when XBoard plays Red's 120th ply without a capture (the Asian
// rules' 60 moves) with the engine as Black, after the given option lines; waits for `until`.
Lines no_capture_ending(const std::vector<std::string>& options, const std::string& until = "") {
  auto h = started();
  for (const std::string& o : options) EXPECT_EQ(h->exchange(o), Lines{}) << o;
  h->send("setboard 3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 119 1");
  h->send("playother");  // the engine takes Black
  return h->exchange("usermove a8a7", until);
}

TEST(CecpSession, TheNoCaptureDrawFollowsSixtyMoveRuleAndRule60MaxPly) {
  EXPECT_EQ(no_capture_ending({}), Lines{"1/2-1/2 {60 moves without a capture: draw}"});
  // A GUI that turns the limit off, or sets a longer one, gets moves, not a claim.
  for (const char* off : {"option Sixty Move Rule=0", "option Rule60MaxPly=150"}) {
    Lines out = no_capture_ending({off}, "move");
    ASSERT_FALSE(out.empty()) << off;
    EXPECT_TRUE(absl::StartsWith(out.back(), "move ")) << off << ": " << out.back();
    for (const std::string& l : out) EXPECT_FALSE(absl::StartsWith(l, "1/2-1/2")) << l;
  }
  EXPECT_EQ(no_capture_ending({"option Rule60MaxPly=119"}),
            Lines{"1/2-1/2 {119 plies without a capture: draw}"});
  // Back on with the rule set's own limit.
  EXPECT_EQ(no_capture_ending({"option Sixty Move Rule=0", "option Sixty Move Rule=1"}),
            Lines{"1/2-1/2 {60 moves without a capture: draw}"});
}

TEST(CecpSession, AfterResultGoSaysTheGameIsOver) {
  auto h = started();
  EXPECT_EQ(h->exchange("result 1/2-1/2 {agreed}"), Lines{});
  EXPECT_EQ(h->exchange("go"), Lines{"Error (the game is over; send new): go"});
  h->send("new");
  h->send("force");
  EXPECT_EQ(h->exchange("go", "move"), Lines{"move b2b9"});
}

}  // namespace
}  // namespace cotuong::protocol::testing
