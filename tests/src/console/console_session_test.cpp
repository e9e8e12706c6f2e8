// Console sessions driven in-process (string streams): commands and the messages a person reads.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/strings/match.h"
#include "console/console.h"
#include "notation/pgn.h"
#include "notation/text_encoding.h"
#include "play/win_record.h"
#include "search/levels.h"

namespace cotuong::console {
namespace {

using play::load_wins;
using play::WinTable;

// Returns a fresh directory for one test's files.
std::filesystem::path temp_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("cotuong-console-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// Returns everything the console printed for a scripted input.
std::string run_script(const std::string& script, ConsoleOptions options) {
  std::istringstream in(script);
  std::ostringstream out;
  options.seed = options.seed.value_or(1);
  EXPECT_EQ(run_console(in, out, options), 0);
  return out.str();
}

// Options of a quick game whose console speaks English (the tests of its Vietnamese are
// console_lang_test.cpp).
ConsoleOptions quick(int level, const std::string& test) {
  ConsoleOptions o;
  o.lang = messages::Lang::kEn;
  o.level = level;
  o.master_movetime_ms = 200;
  o.hint_movetime_ms = 100;
  o.replay_delay_ms = 0;
  o.wins_path = temp_dir(test) / "wins.tsv";
  return o;
}

TEST(ConsoleSession, TakebacksAreCountedAndRefusedWhenUsedUp) {
  // Level 5 allows one takeback per game.
  std::string out = run_script("h2e2\nundo\nh2e2\nundo\nquit\n", quick(5, "takebacks"));
  EXPECT_TRUE(absl::StrContains(out, "Took back 2 moves. Takebacks left: 0 (used up)"));
  EXPECT_TRUE(absl::StrContains(out, "No takebacks left: the allowance is 1 per game"));
}

TEST(ConsoleSession, TakebackAllowanceOptionOverridesTheLevelDefault) {
  ConsoleOptions o = quick(1, "allowance");
  o.takebacks = 0;
  std::string out = run_script("h2e2\nundo\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "No takebacks left: the allowance is 0"));
}

TEST(ConsoleSession, SetupRefusesABadFenWithTheReason) {
  std::string out = run_script(
      "setup rnbakabnr/9/9 w\nsetup 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\nquit\n", quick(1, "setup"));
  EXPECT_TRUE(absl::StrContains(out, "Position refused: "));
  // Two bare kings facing each other on an open file: not a reachable position either.
  EXPECT_EQ(out.find("Position set up."), std::string::npos);
}

TEST(ConsoleSession, EngineAnswersWhenThePersonPlaysBlack) {
  ConsoleOptions o = quick(1, "black");
  o.human = BLACK;
  std::string out = run_script("quit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Engine plays "));
  EXPECT_TRUE(absl::StrContains(out, "Black to move> "));
}

TEST(ConsoleSession, HumanVersusHumanTakesBackOneMoveAndNeverThinks) {
  ConsoleOptions o = quick(1, "hvh");
  o.human_vs_human = true;
  std::string out = run_script("h2e2\nh9g7\nundo\nquit\n", o);
  EXPECT_EQ(out.find("Engine"), std::string::npos);
  EXPECT_TRUE(absl::StrContains(out, "Took back 1 move."));
  EXPECT_TRUE(absl::StrContains(out, "Black to move> "));
}

TEST(ConsoleSession, MovesAreAcceptedInEveryNotationAndListedInVietnamese) {
  ConsoleOptions o = quick(1, "notation");
  o.human_vs_human = true;
  std::string out = run_script("h2e2\nM8.7\nH2+3\n馬2進3\nfoo\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Moves: 1. P2-5 M8.7 2. M2.3 M2.3"));
  EXPECT_TRUE(absl::StrContains(out, "Not a move or command: \"foo\""));
}

TEST(ConsoleSession, CheckmateIsAnnouncedWithTheArbitersReasonAndCounted) {
  ConsoleOptions o = quick(2, "mate");
  // Black's one legal move is e9d9, then Red's rook mates on f9.
  std::string out =
      run_script("setup 4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1\nf2f9\nrecord\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Engine plays ")) << out;
  EXPECT_TRUE(absl::StrContains(out, "[checkmate] 1-0")) << out;
  EXPECT_TRUE(
      absl::StrContains(out, "Your record against level 2 (Sơ cấp): 1 won, 0 drawn, 0 lost."))
      << out;
  EXPECT_TRUE(absl::StrContains(out, "level 2 Sơ cấp: 1 won"));
  WinTable table = *load_wins(o.wins_path);
  EXPECT_EQ(table[1].wins, 1);
  EXPECT_EQ(table[0].wins, 0);
}

TEST(ConsoleSession, AGamePlayedAtSeveralLevelsCountsAtTheLowestAndSaysSo) {
  ConsoleOptions o = quick(1, "mixed-levels");
  // Level 1 plays Black's one legal move (e9d9); at level 5 Red's rook then mates on f9.
  std::string out =
      run_script("setup 4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1\nlevel 5\nf2f9\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out,
                                "Now playing level 5 (Đại sư). A game played at more than "
                                "one level counts at the lowest: this one counts at level 1"))
      << out;
  EXPECT_TRUE(absl::StrContains(out, "[checkmate] 1-0")) << out;
  EXPECT_TRUE(
      absl::StrContains(out, "Your record against level 1 (Nhập môn): 1 won, 0 drawn, 0 lost."))
      << out;
  WinTable table = *load_wins(o.wins_path);
  EXPECT_EQ(table[0].wins, 1);
  EXPECT_EQ(table[4].wins, 0);
}

TEST(ConsoleSession, AGameTheEngineMadeNoMoveInIsNotCounted) {
  ConsoleOptions o = quick(2, "uncounted");
  // A set-up position Red mates in one (g7g9): the engine never moved; nor in a position that is
  // already mate.
  std::string out = run_script(
      "setup 3ak4/4a4/6R2/9/P8/9/6P1P/9/9/2BAKAB2 w - - 3 50\ng7g9\n"
      "setup 3ak1R2/4a4/9/9/P8/9/6P1P/9/9/2BAKAB2 b - - 3 50\nrecord\nhelp\nquit\n",
      o);
  EXPECT_TRUE(absl::StrContains(out, "[checkmate] 1-0")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Not counted in your record")) << out;
  EXPECT_FALSE(absl::StrContains(out, "Your record against")) << out;
  EXPECT_TRUE(absl::StrContains(out, "level 2 Sơ cấp: 0 won, 0 drawn, 0 lost")) << out;
  EXPECT_TRUE(absl::StrContains(out, "a game counts when you and\n")) << out;
}

TEST(ConsoleSession, ALoadedGameThatEndedByRuleIsOverWhereTheRulesEndedIt) {
  // Red checks perpetually with the rook (a7a9 ... a8a9: over on the ninth move, Red loses),
  // and the record plays on to fourteen moves: it loads up to the end and is over, uncounted.
  const char* fen = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
  notation::GameRecord record;
  record.start_fen = fen;
  Position pos = *Position::from_fen(fen);
  for (const char* m : {"a7a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9",
                        "e9e8", "a9a8", "e8e9", "a8a9", "e9e8"}) {
    record.moves.push_back(*parse_ucci(pos, m));
    pos.do_move(record.moves.back());
  }
  ConsoleOptions o = quick(1, "load-ended");
  const std::string file = (o.wins_path.parent_path() / "perpetual.pgn").string();
  std::ofstream(file) << notation::write_pgn(record, notation::Style::kVietnamese);
  std::string out = run_script("load " + file + "\nundo\nrecord\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Loaded 9 moves from " + file)) << out;
  EXPECT_TRUE(absl::StrContains(
      out, "The game ended after move 9 of 14: the moves after it were not played."))
      << out;
  EXPECT_TRUE(absl::StrContains(out, "Game over: Red checked perpetually and loses")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Not counted in your record")) << out;
  EXPECT_TRUE(absl::StrContains(out, "level 1 Nhập môn: 0 won, 0 drawn, 0 lost")) << out;
}

TEST(ConsoleSession, RepetitionWarningIsShown) {
  ConsoleOptions o = quick(1, "repetition");
  o.human_vs_human = true;
  std::string out = run_script("h0g2\nh9g7\ng2h0\ng7h9\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Warning: this position has now occurred twice."));
}

TEST(ConsoleSession, SaveLoadAndAutoReplayRoundTrip) {
  ConsoleOptions o = quick(1, "pgn");
  o.human_vs_human = true;
  std::string file = (temp_dir("pgn-file") / "game.pgn").string();
  std::string out = run_script(
      "h2e2\nh9g7\nsave " + file + "\nnew\nload " + file + "\nreplay " + file + " auto 0\nquit\n",
      o);
  EXPECT_TRUE(absl::StrContains(out, "Saved 2 moves to " + file));
  EXPECT_TRUE(absl::StrContains(out, "Loaded 2 moves from " + file));
  EXPECT_TRUE(absl::StrContains(out, "Replay: move 2 of 2"));
  std::ifstream in(file);
  std::string pgn((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(absl::StrContains(pgn, "P2-5"));
}

TEST(ConsoleSession, AGamesNotationIsDecidedByItsMovesInLoadAndWhenTyped) {
  // Issue 30's WXF game: its last move "C7.1" reads two ways alone.
  const std::string moves =
      "H2+1 C2+3 C2+2 C8.3 C8.5 C2-4 C2.7 R9+1 C7.1 C3.7 C1.3 C2+4 C3.1 P5+1 C5.7 P3+1 E3+5 C7.1";
  ConsoleOptions o = quick(1, "wxf-game");
  o.human_vs_human = true;
  std::string file = (temp_dir("wxf-file") / "game.pgn").string();
  std::ofstream(file) << "[Event \"untagged\"]\n\n" << moves << " *\n";
  std::string typed = moves;
  std::replace(typed.begin(), typed.end(), ' ', '\n');
  std::string out = run_script("load " + file + "\nnew\n" + typed + "\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Loaded 18 moves from " + file)) << out;
  EXPECT_FALSE(absl::StrContains(out, "ambiguous")) << out;
  EXPECT_FALSE(absl::StrContains(out, "Not a move")) << out;
}

TEST(ConsoleSession, LoadAndReplayReadAGbkFileAsAnalyzeDoes) {
  ConsoleOptions o = quick(1, "gbk");
  o.human_vs_human = true;
  absl::StatusOr<std::string> gbk = notation::utf8_to_gbk(
      "[Event \"第一局\"]\n[Red \"红\"]\n\n1. 炮二平五 馬8進7 2. 馬二進三 *\n");
  ASSERT_TRUE(gbk.ok()) << gbk.status();
  std::string file = (temp_dir("gbk-file") / "gbk.pgn").string();
  std::ofstream(file, std::ios::binary) << *gbk;
  std::string out = run_script("load " + file + "\nreplay " + file + " auto 0\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Loaded 3 moves from " + file)) << out;
  EXPECT_TRUE(absl::StrContains(out, "Replay: move 3 of 3")) << out;
}

TEST(ConsoleSession, OneMoveIsCountedInTheSingular) {
  ConsoleOptions o = quick(1, "singular");
  o.human_vs_human = true;
  std::string file = (temp_dir("singular-file") / "game.pgn").string();
  std::string out = run_script("h2e2\nsave " + file + "\nload " + file + "\nundo\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Saved 1 move to " + file)) << out;
  EXPECT_TRUE(absl::StrContains(out, "Loaded 1 move from " + file)) << out;
  EXPECT_TRUE(absl::StrContains(out, "Took back 1 move.")) << out;
}

TEST(ConsoleSession, LoadingADirectorySaysItIsADirectory) {
  ConsoleOptions o = quick(1, "load-dir");
  o.human_vs_human = true;
  std::string dir = temp_dir("load-dir-dir").string();
  std::string out = run_script("load " + dir + "\nreplay " + dir + "\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Cannot load: " + dir + " is a directory, not a file")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Cannot replay: " + dir + " is a directory, not a file"))
      << out;
}

TEST(ConsoleSession, AnInvisibleCharacterInAMoveIsShown) {
  ConsoleOptions o = quick(1, "invisible");
  o.human_vs_human = true;
  std::string out = run_script("h2e2\u200b\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Not a move or command: \"h2e2<U+200B>\": ")) << out;
}

TEST(ConsoleSession, AFailedSaveSaysSoAndNeverReportsSuccess) {
  ConsoleOptions o = quick(1, "save-full");
  o.human_vs_human = true;
  std::string dir = temp_dir("save-dir").string();
  std::string out = run_script("h2e2\nsave /dev/full\nsave " + dir + "\nquit\n", o);
  EXPECT_FALSE(absl::StrContains(out, "Saved")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Not saved: cannot write /dev/full: No space left on device"))
      << out;
  EXPECT_TRUE(absl::StrContains(out, "Not saved: cannot write " + dir + ": it is a directory"))
      << out;
}

TEST(ConsoleSession, StepReplayGoesForwardAndBackAndLeavesTheGameAlone) {
  ConsoleOptions o = quick(1, "replay");
  o.human_vs_human = true;
  std::string file = (temp_dir("replay-file") / "game.pgn").string();
  std::string out = run_script(
      "h2e2\nh9g7\nh0g2\nsave " + file + "\nnew\nreplay " + file + "\n\nn\np\nq\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Replay: move 2 of 3"));
  EXPECT_TRUE(absl::StrContains(out, "M8.7 [h9g7]"));
  // After "p" the replay is back at move 1.
  size_t back = out.rfind("Replay: move 1 of 3");
  EXPECT_GT(back, out.find("Replay: move 2 of 3"));
  EXPECT_TRUE(absl::StrContains(out, "Replay finished; your game is as it was."));
}

TEST(ConsoleSession, AnAutomaticReplaysPauseIsBoundedWithAClearError) {
  ConsoleOptions o = quick(1, "replay-delay");
  o.human_vs_human = true;
  std::string file = (temp_dir("replay-delay-file") / "game.pgn").string();
  // A pause too large to read used to keep the default; one that overflows slept forever.
  std::string out =
      run_script("h2e2\nsave " + file + "\nreplay " + file + " auto 99999999999999999999\nreplay " +
                     file + " auto 60001\nreplay " + file + " auto -5\nquit\n",
                 o);
  EXPECT_FALSE(absl::StrContains(out, "Replay: move")) << out;
  EXPECT_TRUE(absl::StrContains(out,
                                "Cannot replay: the pause between moves must be 0 to 60000 ms, "
                                "not \"99999999999999999999\""))
      << out;
  EXPECT_TRUE(absl::StrContains(out, "not \"60001\"")) << out;
  EXPECT_TRUE(absl::StrContains(out, "not \"-5\"")) << out;
  // The longest pause is allowed (a game of no moves: no pause at all).
  out = run_script("save " + file + "\nreplay " + file + " auto 60000\nquit\n", o);
  EXPECT_FALSE(absl::StrContains(out, "Cannot replay")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Replay finished")) << out;
}

TEST(ConsoleSession, NewGameAsBlackLetsTheEngineOpen) {
  std::string out = run_script("new black\nquit\n", quick(1, "new-black"));
  EXPECT_TRUE(absl::StrContains(out, "New game: you play Black against level 1 (Nhập môn)."));
  EXPECT_TRUE(absl::StrContains(out, "Engine plays "));
  EXPECT_TRUE(absl::StrContains(out, "Black to move> "));
}

TEST(ConsoleSession, LevelAndRulesCommands) {
  std::string out =
      run_script("level 4\nlevel 9\nrules casual\nrules nonsense\nquit\n", quick(1, "commands"));
  EXPECT_TRUE(absl::StrContains(out, "Now playing level 4 (Cao cấp)"));
  EXPECT_TRUE(absl::StrContains(out, "usage: level N (1-5)"));
  EXPECT_TRUE(absl::StrContains(out, "Rules: casual"));
  EXPECT_TRUE(absl::StrContains(out, "usage: rules <asian|asian-50|casual|room>"));
}

TEST(ConsoleSession, HandicapGameStartsWithoutTheEnginesPieces) {
  std::string out = run_script("new red handicap rook\nquit\n", quick(1, "handicap"));
  EXPECT_TRUE(absl::StrContains(out, "handicap rook"));
  // The engine (Black) gives its left-hand rook: the one on i9, as Black sees the board.
  EXPECT_TRUE(absl::StrContains(out, " 9  車──馬──象──士──將──士──象──馬──┐"));
}

TEST(ConsoleSession, AGameLoadedInACotheIsPlayedAsThePersonsOwnGame) {
  // The person plays Black at level 3; a cờ thế (they attack as Red, the engine defends at full
  // strength with unlimited takebacks) is left by loading a game in which Black is to move: the
  // person plays Black in it at level 3, so the engine does not move for them.
  ConsoleOptions o = quick(3, "cothe-load");
  o.human = BLACK;
  const std::string file = (o.wins_path.parent_path() / "one-move.pgn").string();
  ConsoleOptions two = quick(3, "cothe-save");
  two.human_vs_human = true;
  const std::string saved = run_script("h2e2\nsave " + file + "\nquit\n", two);
  ASSERT_TRUE(absl::StrContains(saved, "Saved")) << saved;
  const std::string out = run_script("cothe 6\nload " + file + "\nquit\n", o);
  const size_t loaded = out.find("Loaded");
  ASSERT_NE(loaded, std::string::npos) << out;
  const std::string after = out.substr(loaded);
  EXPECT_TRUE(absl::StrContains(after, "Level: level 3 (Trung cấp)  takebacks left: 3")) << after;
  EXPECT_FALSE(absl::StrContains(after, "Engine plays")) << after;
}

}  // namespace
}  // namespace cotuong::console
