// The console on a clock, end to end through a pseudo-terminal as a person at a terminal meets
// it: the presets and any minutes+seconds, a bad clock refused, both clocks ticking while the
// person thinks and while the engine does, a flag falling (a loss, or a draw when the other side
// cannot mate) and counted in the record, the room rules' cap per move and no takebacks, and a
// takeback putting the clocks back. Tiny clocks (a few seconds) keep each test short.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "pty_process.h"

namespace cotuong::console {
namespace {

using pty::fresh_dir;
using pty::PtyProcess;

// Returns `cotuong play` with the given options at level 1 and a fixed seed.
std::vector<std::string> play(std::vector<std::string> options) {
  std::vector<std::string> args = {COTUONG_BINARY, "play", "--lang", "en",
                                   "--level",      "1",    "--seed", "5"};
  args.insert(args.end(), options.begin(), options.end());
  return args;
}

// Returns the environment of a test's console: no colours, a terminal that redraws, the test's
// own record of wins.
std::vector<std::string> env(const std::filesystem::path& dir) {
  return {"NO_COLOR=1", "TERM=xterm", "XDG_DATA_HOME=" + dir.string()};
}

// Returns the record of wins the console kept in dir.
std::string wins_file(const std::filesystem::path& dir) {
  std::ifstream in(dir / "cotuong" / "wins.tsv");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

TEST(ConsoleClockPty, ThePresetsAndAnyMinutesPlusSecondsShowBothClocks) {
  const auto dir = fresh_dir("clock-presets");
  // The presets have the rules' cap on one move (blitz 30 s, rapid 60 s, standard 5 min).
  struct Shown {
    std::string clock, time, cap;
  };
  for (const Shown& c : std::vector<Shown>{{"3+3", "3:00", ", 0:30 a move"},
                                           {"10+5", "10:00", ", 1:00 a move"},
                                           {"60+30", "60:00", ", 5:00 a move"},
                                           {"5+2", "5:00", ""}}) {
    const std::string& clock = c.clock;
    const std::string& shown = c.time;
    PtyProcess p(play({"--clock", clock}), env(dir));
    ASSERT_TRUE(p.started());
    ASSERT_TRUE(p.expect("Clock " + clock + c.cap + ": Red " + shown + " | Black " + shown +
                         " (starts with the first move)"))
        << p.output();
    ASSERT_TRUE(p.expect("Red to move> "));
    if (clock == "3+3") {
      // The first move starts Black's clock; the engine's reply earns its increment and starts
      // Red's.
      p.send("h2e2");
      ASSERT_TRUE(p.expect("Engine plays ")) << p.output();
      ASSERT_TRUE(p.expect(" s\r\n")) << p.output();  // "... after 0.1 s"
      // Under a cap the running side's line may show this move's time too.
      ASSERT_TRUE(p.expect("Clock 3+3, 0:30 a move: Red 3:00 [running")) << p.output();
      ASSERT_TRUE(p.expect("Red to move> "));
    }
    p.send("quit");
    EXPECT_EQ(p.wait_exit(), 0);
  }
}

TEST(ConsoleClockPty, ABadClockIsRefusedWithTheFormAndThePresets) {
  const auto dir = fresh_dir("clock-bad");
  for (const char* bad : {"10x5", "0+5", "fast"}) {
    PtyProcess p(play({"--clock", bad}), env(dir));
    ASSERT_TRUE(p.started());
    ASSERT_TRUE(p.expect(std::string("bad clock \"") + bad +
                         "\": minutes each + seconds added per move, such as 10+5"))
        << p.output();
    ASSERT_TRUE(p.expect("the usual: 3+3, 10+5, 60+30"));
    EXPECT_EQ(p.wait_exit(), 2);
  }
}

TEST(ConsoleClockPty, TheClockTicksWhileYouThinkAndYourFlagFallsAtOnce) {
  const auto dir = fresh_dir("clock-flag");
  PtyProcess p(play({"--clock", "0.05+0"}), env(dir));  // 3 seconds each
  ASSERT_TRUE(p.started());
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("h2e2");
  ASSERT_TRUE(p.expect("Engine plays ")) << p.output();
  ASSERT_TRUE(p.expect("[running] | Black")) << p.output();
  ASSERT_TRUE(p.expect("Red to move> "));
  // Nothing typed: the clock line above the prompt is redrawn in place (save the cursor, up a
  // line, rewrite, restore), counting down in tenths...
  ASSERT_TRUE(
      p.expect("\x1b"
               "7\x1b[A\rClock 0.05+0: Red 0:02.",
               2500))
      << p.output();
  ASSERT_TRUE(
      p.expect("\x1b"
               "7\x1b[A\rClock 0.05+0: Red 0:01.",
               2500))
      << p.output();
  // ... and the flag falls without a key pressed: a loss, counted in the record.
  ASSERT_TRUE(p.expect("Game over: Red ran out of time and loses [loses on time] 0-1", 3000))
      << p.output();
  ASSERT_TRUE(p.expect("Your record against level 1 (Nhập môn): 0 won, 0 drawn, 1 lost."));
  ASSERT_TRUE(p.expect("(flag fallen)"));
  ASSERT_TRUE(p.expect("(game over)> "));
  p.send("undo");
  ASSERT_TRUE(p.expect("The clock decided this game: no takebacks."));
  p.send("h0g2");
  ASSERT_TRUE(p.expect("The game is over (Red ran out of time and loses)"));
  const std::string pgn = (dir / "flag.pgn").string();
  p.send("save " + pgn);  // the record says how the game was timed and how it ended
  ASSERT_TRUE(p.expect("Saved 2 moves to " + pgn));
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
  EXPECT_TRUE(absl::StrContains(wins_file(dir), "1\t0\t0\t1\n")) << wins_file(dir);
  std::ifstream saved(pgn);
  const std::string pgn_text((std::istreambuf_iterator<char>(saved)),
                             std::istreambuf_iterator<char>());
  EXPECT_TRUE(absl::StrContains(pgn_text, "[TimeControl \"3+0\"]")) << pgn_text;
  EXPECT_TRUE(absl::StrContains(pgn_text, "[Result \"0-1\"]")) << pgn_text;
  EXPECT_TRUE(absl::StrContains(pgn_text, "Red ran out of time and loses")) << pgn_text;
}

TEST(ConsoleClockPty, TheEnginesClockTicksWhileItThinks) {
  const auto dir = fresh_dir("clock-engine");
  // Level 5 without the book spends a share of its 9 seconds on its first reply.
  PtyProcess p({COTUONG_BINARY, "play", "--lang", "en", "--level", "5", "--seed", "5", "--no-book",
                "--clock", "0.15+0"},
               env(dir));
  ASSERT_TRUE(p.started());
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("h2e2");
  ASSERT_TRUE(p.expect("Engine thinking...\r\n")) << p.output();
  const size_t thinking = p.output().find("Engine thinking...");
  ASSERT_TRUE(p.expect("Engine plays ")) << p.output();
  // Between the two, the clock line is rewritten in place (carriage return, clear to the end)
  // with Black's clock running down in tenths: more than one reading, each a different time.
  const std::string shown =
      p.output().substr(thinking, p.output().find("Engine plays ") - thinking);
  std::vector<std::string> readings;
  for (size_t at = shown.find("\rClock 0.15+0: Red "); at != std::string::npos;
       at = shown.find("\rClock 0.15+0: Red ", at + 1)) {
    const size_t end = shown.find("\x1b[K", at);
    ASSERT_NE(end, std::string::npos) << shown;
    readings.push_back(shown.substr(at + 1, end - at - 1));
  }
  ASSERT_GE(readings.size(), 2u) << shown;
  for (size_t i = 0; i < readings.size(); ++i) {
    EXPECT_TRUE(absl::StrContains(readings[i], "| Black 0:0")) << readings[i];
    EXPECT_TRUE(absl::EndsWith(readings[i], "[running]")) << readings[i];
    if (i > 0) {
      EXPECT_NE(readings[i], readings[i - 1]);
    }
  }
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
}

TEST(ConsoleClockPty, AFlagFallIsADrawWhenTheOtherSideHasNothingToMateWith) {
  const auto dir = fresh_dir("clock-flag-draw");
  PtyProcess p(play({"--clock", "0.03+0"}), env(dir));  // 1.8 seconds each
  ASSERT_TRUE(p.started());
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("setup 3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");  // Black: a bare king
  ASSERT_TRUE(p.expect("Position set up."));
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("e1e2");
  ASSERT_TRUE(p.expect("Engine plays ")) << p.output();
  ASSERT_TRUE(p.expect(
      "Game over: Red ran out of time; Black has nothing left to mate with: draw [loses on "
      "time] 1/2-1/2",
      4000))
      << p.output();
  ASSERT_TRUE(p.expect("Your record against level 1 (Nhập môn): 0 won, 1 drawn, 0 lost."));
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
}

TEST(ConsoleClockPty, TheRoomRulesCapAMoveAndAllowNoTakebacks) {
  const auto dir = fresh_dir("clock-room");
  {
    PtyProcess p(play({"--rules", "room", "--clock", "3+3"}), env(dir));
    ASSERT_TRUE(p.started());
    ASSERT_TRUE(p.expect("takebacks left: none (room rules)")) << p.output();
    ASSERT_TRUE(p.expect("Clock 3+3, 2:00 a move: Red 3:00 | Black 3:00")) << p.output();
    p.send("h2e2");
    ASSERT_TRUE(p.expect("Engine plays ")) << p.output();
    ASSERT_TRUE(p.expect("Clock 3+3, 2:00 a move: Red 3:00 [running, this move 0:0")) << p.output();
    ASSERT_TRUE(p.expect("Red to move> "));
    p.send("undo");
    ASSERT_TRUE(
        p.expect("No takebacks under the room rules: a rated room's game stands as "
                 "played."))
        << p.output();
    p.send("quit");
    EXPECT_EQ(p.wait_exit(), 0);
  }
  // The cap, shortened to 2 seconds: a move that takes longer loses, whatever the clock holds.
  PtyProcess p(play({"--rules", "room", "--clock", "3+3", "--move-cap", "2"}), env(dir));
  ASSERT_TRUE(p.started());
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("h2e2");
  ASSERT_TRUE(p.expect("Engine plays ")) << p.output();
  ASSERT_TRUE(
      p.expect("Game over: Red used up the 2 seconds allowed for one move and loses "
               "[loses on time] 0-1",
               4000))
      << p.output();
  ASSERT_TRUE(p.expect("0 won, 0 drawn, 1 lost."));
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
}

TEST(ConsoleClockPty, ATakebackPutsTheClocksBackLessYourThinking) {
  const auto dir = fresh_dir("clock-takeback");
  // 30 seconds each plus 5 a move, casual rules, takebacks allowed.
  PtyProcess p(play({"--clock", "0.5+5", "--rules", "casual", "--takebacks", "unlimited"}),
               env(dir));
  ASSERT_TRUE(p.started());
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("h2e2");
  ASSERT_TRUE(p.expect("Engine plays ")) << p.output();
  ASSERT_TRUE(p.expect("Clock 0.5+5: Red 0:30 [running] | Black 0:3")) << p.output();
  ASSERT_TRUE(p.expect("Red to move> "));
  p.drain(1100);  // Red thinks over a second, then takes both moves back
  p.send("undo");
  ASSERT_TRUE(p.expect("Took back 2 moves.")) << p.output();
  ASSERT_TRUE(
      p.expect("The clocks are back where they stood before those moves, less Red's thinking "
               "on them."));
  // The engine's clock as before its reply (its thinking back, its increment gone); Red's as
  // before its move, less the second it thought since: no time won by taking back. Back at the
  // start, the clocks wait for the first move.
  ASSERT_TRUE(p.expect("Clock 0.5+5: Red 0:29 | Black 0:30 (starts with the first move)"))
      << p.output();
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
}

}  // namespace
}  // namespace cotuong::console
