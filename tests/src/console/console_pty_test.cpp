// End to end through a pseudo-terminal: `cotuong play` as a person at a terminal meets it, with
// a scripted game (moves in two notations, hint, takeback, save, load, a mate) and the win
// record; colours on the terminal unless NO_COLOR is set.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "absl/strings/match.h"
#include "core/position.h"
#include "notation/notation.h"
#include "pty_process.h"

namespace cotuong::console {
namespace {

using pty::fresh_dir;
using pty::PtyProcess;

TEST(ConsolePty, ScriptedGameWithTakebackHintSaveLoadAndMate) {
  const auto dir = fresh_dir("game");
  const std::string pgn = (dir / "game.pgn").string();
  PtyProcess p(
      {COTUONG_BINARY, "play", "--lang", "en", "--level", "1", "--seed", "5", "--labels", "vn"},
      {"NO_COLOR=1", "TERM=xterm", "XDG_DATA_HOME=" + dir.string()});
  ASSERT_TRUE(p.started());
  ASSERT_TRUE(p.expect("You play Red against level 1 (Nhập môn)"));
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("h2e2");  // UCCI
  ASSERT_TRUE(p.expect("Engine plays "));
  ASSERT_TRUE(p.expect("Moves: 1. P2-5 "));
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("hint");
  ASSERT_TRUE(p.expect("Hint: "));
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("undo");
  ASSERT_TRUE(p.expect("Took back 2 moves."));
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("M2.3");  // Vietnamese
  ASSERT_TRUE(p.expect("Engine plays "));
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("save " + pgn);
  ASSERT_TRUE(p.expect("Saved 2 moves to " + pgn));
  p.send("new");
  ASSERT_TRUE(p.expect("New game: you play Red against level 1 (Nhập môn)."));
  p.send("load " + pgn);
  ASSERT_TRUE(p.expect("Loaded 2 moves from " + pgn));
  ASSERT_TRUE(p.expect("Moves: 1. M2.3 "));
  ASSERT_TRUE(p.expect("Red to move> "));
  // Black's one legal move (e9d9) by the engine, then Red mates in one, typed in WXF: a game in
  // which both sides moved, so it counts in the record.
  const char* fen = "4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1";
  Position pos = *Position::from_fen(fen);
  pos.do_move(*parse_ucci(pos, "e9d9"));
  std::string mate = notation::format_move(pos, *parse_ucci(pos, "f2f9"), notation::Style::kWxf);
  p.send(std::string("setup ") + fen);
  ASSERT_TRUE(p.expect("Position set up."));
  ASSERT_TRUE(p.expect("Engine plays "));
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send(mate);
  ASSERT_TRUE(p.expect("Game over: ")) << p.output();
  ASSERT_TRUE(p.expect("[checkmate] 1-0"));
  ASSERT_TRUE(p.expect("Your record against level 1 (Nhập môn): 1 won, 0 drawn, 0 lost."));
  ASSERT_TRUE(p.expect("(game over)> "));
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
  EXPECT_FALSE(absl::StrContains(p.output(), "\033["));  // NO_COLOR respected

  std::ifstream wins(dir / "cotuong" / "wins.tsv");
  std::string text((std::istreambuf_iterator<char>(wins)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(absl::StrContains(text, "1\t1\t0\t0\n"));
  std::ifstream saved(pgn);
  std::string pgn_text((std::istreambuf_iterator<char>(saved)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(absl::StrContains(pgn_text, "M2.3"));
}

TEST(ConsolePty, CtrlCSavesTheGameSaysWhereAndExits) {
  // Untimed (Ctrl-C while the line is read) and on a clock (while the clocks are redrawn).
  for (bool clock : {false, true}) {
    const auto dir = fresh_dir(clock ? "ctrl-c-clock" : "ctrl-c");
    std::vector<std::string> args = {COTUONG_BINARY, "play", "--lang", "en",
                                     "--level",      "1",    "--seed", "5"};
    if (clock) args.insert(args.end(), {"--clock", "10+5"});
    PtyProcess p(args, {"NO_COLOR=1", "TERM=xterm", "XDG_DATA_HOME=" + dir.string()});
    ASSERT_TRUE(p.started());
    ASSERT_TRUE(p.expect("Red to move> "));
    p.send("h2e2");
    ASSERT_TRUE(p.expect("Engine plays "));
    ASSERT_TRUE(p.expect("Red to move> "));
    p.interrupt();
    ASSERT_TRUE(p.expect("Interrupted (Ctrl-C).")) << p.output();
    const std::filesystem::path games = dir / "cotuong" / "games";
    ASSERT_TRUE(p.expect("Saved 2 moves to " + games.string() + "/interrupted-")) << p.output();
    ASSERT_TRUE(p.expect("load " + games.string())) << p.output();
    EXPECT_EQ(p.wait_exit(), 130) << p.output();
    int saved = 0;
    for (const auto& entry : std::filesystem::directory_iterator(games)) {
      std::ifstream in(entry.path());
      std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      EXPECT_TRUE(absl::StrContains(text, "1. P2-5")) << text;
      ++saved;
    }
    EXPECT_EQ(saved, 1);
  }
}

TEST(ConsolePty, ColoursOnATerminalAndThePlainFrontDoorOpensTheConsole) {
  const auto dir = fresh_dir("colour");
  // Plain `cotuong` at a terminal: a line that is neither ucci nor uci opens the console.
  PtyProcess p({COTUONG_BINARY}, {"TERM=xterm", "XDG_DATA_HOME=" + dir.string(),
                                  "LC_ALL=", "LC_MESSAGES=", "LANG=en_US.UTF-8"});
  ASSERT_TRUE(p.started());
  p.send("help");
  ASSERT_TRUE(p.expect("cotuong console."));
  ASSERT_TRUE(p.expect("Commands:"));
  ASSERT_TRUE(p.expect("to move> "));
  EXPECT_TRUE(absl::StrContains(p.output(), "\033[1;31m"));  // Red pieces in colour
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
}

TEST(ConsolePty, ADeviceOrTheTerminalIsNoGameFile) {
  const auto dir = fresh_dir("load-device");
  PtyProcess p({COTUONG_BINARY, "play", "--lang", "en", "--level", "1", "--seed", "5"},
               {"NO_COLOR=1", "TERM=xterm", "XDG_DATA_HOME=" + dir.string()});
  ASSERT_TRUE(p.started());
  ASSERT_TRUE(p.expect("Red to move> "));
  // /dev/zero never ends (the console died of it) and /dev/stdin waits for the person: neither
  // is read.
  p.send("load /dev/zero");
  ASSERT_TRUE(p.expect("Cannot load: /dev/zero is not a regular file", 5000)) << p.output();
  p.send("load /dev/stdin");
  ASSERT_TRUE(p.expect("Cannot load: /dev/stdin is not a regular file", 5000)) << p.output();
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
}

TEST(ConsolePty, QStopsAnAutomaticReplay) {
  const auto dir = fresh_dir("replay-q");
  const std::string pgn = (dir / "game.pgn").string();
  std::ofstream(pgn) << "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *\n";
  PtyProcess p({COTUONG_BINARY, "play", "--lang", "en", "--level", "1", "--seed", "5"},
               {"NO_COLOR=1", "TERM=xterm", "XDG_DATA_HOME=" + dir.string()});
  ASSERT_TRUE(p.started());
  ASSERT_TRUE(p.expect("Red to move> "));
  // Ten seconds a move: only a "q" that is heard ends it within the test's time.
  p.send("replay " + pgn + " auto 10000");
  ASSERT_TRUE(p.expect("Replay: move 0 of 6"));
  ASSERT_TRUE(p.expect("q stops it"));
  p.send("q");
  ASSERT_TRUE(p.expect("Replay stopped at move 0 of 6.", 5000)) << p.output();
  ASSERT_TRUE(p.expect("Red to move> "));
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
}

TEST(ConsolePty, TheLanguageComesFromLangUnlessTheOptionSaysOtherwise) {
  const auto dir = fresh_dir("lang");
  const std::vector<std::string> env = {"NO_COLOR=1", "TERM=xterm",
                                        "LC_ALL=", "LC_MESSAGES=", "XDG_DATA_HOME=" + dir.string()};
  struct Case {
    std::string lang;                 // LANG
    std::vector<std::string> option;  // after `cotuong play`
    std::string expected;             // the greeting's second line
  };
  for (const Case& c :
       std::vector<Case>{{"LANG=en_US.UTF-8", {}, "You play Red against level 1 (Nhập môn)."},
                         {"LANG=vi_VN.UTF-8", {}, "Bạn cầm quân Đỏ, đấu với máy mức 1 (Nhập môn)."},
                         {"LANG=C.UTF-8", {}, "Bạn cầm quân Đỏ, đấu với máy mức 1 (Nhập môn)."},
                         {"LANG=en_US.UTF-8", {"--lang", "vi"}, "Bạn cầm quân Đỏ"},
                         {"LANG=vi_VN.UTF-8", {"--lang", "en"}, "You play Red"}}) {
    std::vector<std::string> args = {COTUONG_BINARY, "play", "--level", "1", "--seed", "5"};
    args.insert(args.end(), c.option.begin(), c.option.end());
    std::vector<std::string> with_lang = env;
    with_lang.push_back(c.lang);
    PtyProcess p(args, with_lang);
    ASSERT_TRUE(p.started());
    EXPECT_TRUE(p.expect(c.expected)) << c.lang << " " << p.output();
    p.send("thoat");
    EXPECT_EQ(p.wait_exit(), 0);
  }
}

TEST(ConsolePty, ProtocolStillAnswersAtATerminal) {
  const auto dir = fresh_dir("protocol");
  PtyProcess p({COTUONG_BINARY}, {"TERM=xterm", "XDG_DATA_HOME=" + dir.string()});
  ASSERT_TRUE(p.started());
  p.send("ucci");
  ASSERT_TRUE(p.expect("ucciok"));
  p.send("quit");
  EXPECT_EQ(p.wait_exit(), 0);
}

}  // namespace
}  // namespace cotuong::console
