// Games against scripted fake engines: every kind of misbehaviour is adjudicated with the
// right result and reason; protocols, dialects and restarts work.
#include "tools/match/match_game.h"

#include "absl/strings/match.h"
#include "core/position.h"
#include "gtest/gtest.h"
#include "tests/tools/match/fake_engines.h"
#include "tools/match/match_pgn.h"

namespace cotuong::match {
namespace {

GameSettings quick_settings(const char* tc = "10+0.1") {
  GameSettings s;
  s.tc = *parse_time_control(tc);
  s.adjudication.max_moves = 40;
  return s;
}

StartLine start_opening() { return StartLine{kStartFen, {"h2e2", "h9g7"}, "central cannon"}; }

TEST(Game, IllegalMoveLosesForTheMover) {
  EngineSession red(fake_engine("cheat", "--mode illegal --after 3"));
  EngineSession black(fake_engine("honest", ""));
  PlayedGame g = play_game(start_opening(), red, black, quick_settings());
  EXPECT_EQ(g.verdict.result, GameResult::kBlackWins);
  EXPECT_EQ(g.verdict.termination, "rules infraction");
  EXPECT_EQ(g.verdict.rule, "illegal move");
  EXPECT_NE(g.verdict.explanation.find("Red (cheat)"), std::string::npos) << g.verdict.explanation;
  EXPECT_EQ(g.moves.size(), 2u + 4u);  // 2 opening moves, then 2 good moves by each side
}

TEST(Game, CrashMidGameLosesAndTheEngineIsRestartedForTheNextGame) {
  EngineSession red(fake_engine("steady", ""));
  EngineSession black(fake_engine("fragile", "--mode crash --after 3"));
  PlayedGame g = play_game(start_opening(), red, black, quick_settings());
  EXPECT_EQ(g.verdict.result, GameResult::kRedWins);
  EXPECT_EQ(g.verdict.termination, "abandoned");
  EXPECT_EQ(g.verdict.rule, "engine crashed");
  EXPECT_NE(g.verdict.explanation.find("signal 6"), std::string::npos) << g.verdict.explanation;
  // The next game restarts the crashed engine, which plays (and crashes) as before.
  PlayedGame again = play_game(start_opening(), red, black, quick_settings());
  EXPECT_EQ(again.verdict.rule, "engine crashed");
  EXPECT_EQ(black.restarts(), 1);
  EXPECT_EQ(again.moves.size(), g.moves.size());
}

TEST(Game, ExceedingTheClockLosesOnTime) {
  // 1 s for the game, no increment, 20 ms margin; the slow engine takes 300 ms a move: its
  // fourth move needs 300 ms with 100 ms left.
  GameSettings s = quick_settings("1+0");
  s.tc.margin_ms = 20;
  EngineSession red(fake_engine("slowpoke", "--sleep-ms 300"));
  EngineSession black(fake_engine("quick", ""));
  PlayedGame g = play_game(start_opening(), red, black, s);
  EXPECT_EQ(g.verdict.result, GameResult::kBlackWins);
  EXPECT_EQ(g.verdict.termination, "time forfeit");
  EXPECT_EQ(g.verdict.rule, "loses on time");
  EXPECT_EQ(g.verdict.at_fault, RED);
  EXPECT_TRUE(absl::StartsWith(g.verdict.explanation, "Red (slowpoke) overran its clock: "))
      << g.verdict.explanation;
  EXPECT_TRUE(absl::EndsWith(g.verdict.explanation, " ms allowed (margin included) and loses"))
      << g.verdict.explanation;
  EXPECT_EQ(g.moves.size(), 2u + 3u + 3u);
}

TEST(Game, AnEngineWithItsOwnTimeControlPlaysByIt) {
  // The match's clock (1 s, no increment) would flag a 150 ms-a-move engine on its seventh move;
  // with its own control (a fixed depth: no clock) it plays to the move limit.
  GameSettings s = quick_settings("1+0");
  s.tc.margin_ms = 20;
  s.adjudication.max_moves = 10;
  EngineSpec fixed = fake_engine("fixed-depth", "--sleep-ms 150");
  fixed.tc = *parse_time_control("depth=3");
  EngineSession red(fixed);
  EngineSession black(fake_engine("quick", ""));
  PlayedGame g = play_game(start_opening(), red, black, s);
  EXPECT_EQ(g.verdict.result, GameResult::kDraw) << g.verdict.explanation;
  EXPECT_EQ(g.verdict.rule, "move limit");
  // The PGN names the control each side played by, not the match's for both.
  std::string pgn = game_to_pgn(g, PgnOptions{});
  EXPECT_TRUE(absl::StrContains(pgn, "[RedTimeControl \"depth=3\"]")) << pgn;
  EXPECT_TRUE(absl::StrContains(pgn, "[BlackTimeControl \"1+0\"]")) << pgn;
  EXPECT_FALSE(absl::StrContains(pgn, "[TimeControl ")) << pgn;
}

TEST(Game, HangingEngineForfeitsAtTheDeadline) {
  GameSettings s = quick_settings("0.5+0");
  EngineSession red(fake_engine("sleeper", "--mode slow --after 2"));
  EngineSession black(fake_engine("quick", ""));
  auto t0 = Clock::now();
  PlayedGame g = play_game(start_opening(), red, black, s);
  EXPECT_LT(Clock::now() - t0, std::chrono::seconds(3));
  EXPECT_EQ(g.verdict.result, GameResult::kBlackWins);
  EXPECT_EQ(g.verdict.termination, "time forfeit");
  EXPECT_TRUE(red.needs_restart());
}

TEST(Game, FlagAgainstASideThatCannotMateIsADraw) {
  // Black (slow, with a rook) flags; Red has only king and advisor: a draw, not a win.
  StartLine bare{"3k5/9/9/9/9/9/9/r8/4A4/4K4 b - - 0 1", {}, ""};
  GameSettings s = quick_settings("0.2+0");
  EngineSession red(fake_engine("bare", ""));
  EngineSession black(fake_engine("sleeper", "--mode slow"));
  PlayedGame g = play_game(bare, red, black, s);
  EXPECT_EQ(g.verdict.result, GameResult::kDraw);
  EXPECT_EQ(g.verdict.termination, "time forfeit");
  // The rules' verdict on a flag fall (rules/time_forfeit.h), worded as the page's and console's.
  EXPECT_EQ(g.verdict.rule, "loses on time");
  EXPECT_TRUE(absl::EndsWith(g.verdict.explanation, "; Red has nothing left to mate with: draw"))
      << g.verdict.explanation;
}

TEST(Game, GarbageLinesAreIgnoredButAGarbageMoveLoses) {
  EngineSession chatty(fake_engine("chatty", "--mode garbage"));
  EngineSession black(fake_engine("quiet", ""));
  GameSettings s = quick_settings();
  s.adjudication.max_moves = 8;
  PlayedGame g = play_game(start_opening(), chatty, black, s);
  EXPECT_EQ(g.verdict.rule, "move limit") << g.verdict.explanation;
  EXPECT_EQ(g.verdict.result, GameResult::kDraw);

  EngineSession babbler(fake_engine("babbler", "--mode garbagemove --after 2"));
  EngineSession red(fake_engine("quiet", ""));
  g = play_game(start_opening(), red, babbler, quick_settings());
  EXPECT_EQ(g.verdict.result, GameResult::kRedWins);
  EXPECT_EQ(g.verdict.termination, "rules infraction");
  EXPECT_EQ(g.verdict.rule, "illegal move");
  EXPECT_NE(g.verdict.explanation.find("zz99"), std::string::npos) << g.verdict.explanation;
}

TEST(Game, NoBestMoveWithLegalMovesLoses) {
  for (const char* proto : {"ucci", "uci"}) {
    EngineSession red(
        fake_engine("quitter", std::string("--mode nobestmove --after 2 --proto ") + proto));
    EngineSession black(fake_engine("quiet", ""));
    PlayedGame g = play_game(start_opening(), red, black, quick_settings());
    EXPECT_EQ(red.protocol(), std::string(proto) == "uci" ? Protocol::kUci : Protocol::kUcci);
    EXPECT_EQ(g.verdict.result, GameResult::kBlackWins) << proto;
    EXPECT_EQ(g.verdict.termination, "rules infraction");
    EXPECT_EQ(g.verdict.rule, "no move");
    EXPECT_NE(g.verdict.explanation.find("legal moves on the board"), std::string::npos);
  }
}

TEST(Game, AutoDetectsUciAndConvertsRanksOfVariantEngines) {
  // A UCI-only engine that ignores `ucci`, announces UCI_Variant and speaks ranks 1-10:
  // every move must still arrive legal (a wrong conversion would be an illegal move).
  EngineSession red(fake_engine("generic", "--proto uci-only --variant 1 --ranks 1"));
  EngineSession black(fake_engine("native", "--proto ucci"));
  GameSettings s = quick_settings();
  s.adjudication.max_moves = 20;
  PlayedGame g = play_game(start_opening(), red, black, s);
  EXPECT_EQ(red.protocol(), Protocol::kUci);
  EXPECT_EQ(red.dialect().rank_base, 1);
  EXPECT_EQ(black.protocol(), Protocol::kUcci);
  EXPECT_NE(g.verdict.rule, "illegal move") << g.verdict.explanation;
  EXPECT_GE(g.moves.size(), 10u);
}

TEST(Game, AXiangqiEngineThatNamesItsVariantKeepsRanks0To9) {
  // Like cotuong and Pikafish in UCI: UCI_Variant offers xiangqi alone, moves use ranks 0-9.
  // Read as 1-10 they would be illegal, and the engine would lose at its first move.
  EngineSession red(fake_engine("xiangqi-uci", "--proto uci-only --variant xiangqi"));
  EngineSession black(fake_engine("native", "--proto ucci"));
  GameSettings s = quick_settings();
  s.adjudication.max_moves = 20;
  PlayedGame g = play_game(start_opening(), red, black, s);
  EXPECT_EQ(red.protocol(), Protocol::kUci);
  EXPECT_EQ(red.dialect().rank_base, 0);
  EXPECT_NE(g.verdict.rule, "illegal move") << g.verdict.explanation;
  EXPECT_GE(g.moves.size(), 10u);
}

TEST(Game, MateOnTheBoardEndsTheGameBeforeAnyEngineMoves) {
  // Black to move is mated: rook e8 checks, guarded by rook d8; f9 would face the red king.
  StartLine mated{"4k4/3RR4/9/9/9/9/9/9/9/5K3 b - - 0 1", {}, ""};
  EngineSession red(fake_engine("a", "")), black(fake_engine("b", ""));
  PlayedGame g = play_game(mated, red, black, quick_settings());
  EXPECT_EQ(g.verdict.result, GameResult::kRedWins);
  EXPECT_EQ(g.verdict.rule, "checkmate");
  EXPECT_TRUE(g.moves.empty());
}

TEST(Game, ScoreAdjudicationNeedsBothEnginesToAgree) {
  GameSettings s = quick_settings();
  s.adjudication.resign_move_count = 2;
  s.adjudication.resign_score = 1000;
  // Red thinks it is lost, Black thinks it is winning: Red loses by adjudication.
  EngineSession pessimist(fake_engine("pessimist", "--score-bias -5000"));
  EngineSession optimist(fake_engine("optimist", "--score-bias 5000"));
  PlayedGame g = play_game(start_opening(), pessimist, optimist, s);
  EXPECT_EQ(g.verdict.result, GameResult::kBlackWins);
  EXPECT_EQ(g.verdict.termination, "adjudication");
  EXPECT_EQ(g.moves.size(), 2u + 4u);
  // Both think they are winning: no agreement, play goes on to the move limit.
  EngineSession optimist2(fake_engine("optimist2", "--score-bias 5000"));
  s.adjudication.max_moves = 6;
  g = play_game(start_opening(), optimist, optimist2, s);
  EXPECT_EQ(g.verdict.rule, "move limit");
}

TEST(Game, DrawAdjudicationAfterAgreedQuietScores) {
  GameSettings s = quick_settings();
  s.adjudication.draw_move_number = 3;
  s.adjudication.draw_move_count = 2;
  s.adjudication.draw_score = 100000;  // any score counts as quiet here
  EngineSession red(fake_engine("a", "")), black(fake_engine("b", ""));
  PlayedGame g = play_game(start_opening(), red, black, s);
  EXPECT_EQ(g.verdict.result, GameResult::kDraw);
  EXPECT_EQ(g.verdict.rule, "draw adjudication");
}

TEST(Game, EngineThatCannotStartPlaysNoGame) {
  EngineSpec missing;
  missing.name = "ghost";
  missing.command = "/nonexistent/engine";
  EngineSession red(missing), black(fake_engine("b", ""));
  PlayedGame g = play_game(start_opening(), red, black, quick_settings());
  // No result: a game its engine never started in is not a loss but a failed run.
  EXPECT_EQ(g.verdict.result, GameResult::kNone);
  EXPECT_TRUE(absl::StrContains(g.not_played, "Red (ghost) failed to start: ")) << g.not_played;
}

TEST(Pgn, RecordCarriesSetUpResultAndTermination) {
  EngineSession red(fake_engine("cheat", "--mode illegal --after 2"));
  EngineSession black(fake_engine("honest", ""));
  StartLine opening = start_opening();
  opening.fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 3";
  PlayedGame g = play_game(opening, red, black, quick_settings());
  g.round = 3;
  PgnOptions options;
  options.date = "2026.01.02";
  std::string pgn = game_to_pgn(g, options);
  EXPECT_NE(pgn.find("[Result \"0-1\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Red \"cheat\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[Termination \"rules infraction\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[TerminationDetails \"illegal move: Red (cheat) played"), std::string::npos);
  EXPECT_NE(pgn.find("[FEN \"" + opening.fen + "\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[Round \"3\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[TimeControl \"10+0.1\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("3. h2e2 {book} 3... h9g7 {book} 4. "), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("0-1\n\n"), std::string::npos);
  // The same game in Vietnamese and Chinese notation.
  options.notation = "vn";
  EXPECT_NE(game_to_pgn(g, options).find("3. P2-5 {book} 3... M8.7"), std::string::npos)
      << game_to_pgn(g, options);
  options.notation = "zh";
  EXPECT_NE(game_to_pgn(g, options).find("炮二平五"), std::string::npos);
}

}  // namespace
}  // namespace cotuong::match

namespace cotuong::match {
namespace {

TEST(Game, EngineThatStopsAnsweringIsreadyLosesAbandoned) {
  EngineSession red(fake_engine("deaf", "--mode deaf --after 2"));
  EngineSession black(fake_engine("b", ""));
  auto t0 = Clock::now();
  PlayedGame g = play_game(start_opening(), red, black, quick_settings());
  EXPECT_LT(Clock::now() - t0, std::chrono::seconds(8));
  EXPECT_EQ(g.verdict.result, GameResult::kBlackWins);
  EXPECT_EQ(g.verdict.termination, "abandoned");
  EXPECT_EQ(g.verdict.rule, "engine unresponsive");
  EXPECT_EQ(g.moves.size(), 2u + 4u);
}

TEST(EngineSession, GenericVariantEnginesAreDrivenThroughUciEvenIfTheyAnswerUcci) {
  // Like Fairy-Stockfish: answers both handshakes and announces UCI_Variant.
  EngineSession generic(fake_engine("generic", "--proto both --variant 1 --ranks 1"));
  ASSERT_TRUE(generic.start().ok());
  EXPECT_EQ(generic.protocol(), Protocol::kUci);
  EXPECT_EQ(generic.dialect().rank_base, 1);
  // Named "Sjaak...": H/E letters in FENs unless fen= says otherwise.
  EngineSession sjaak(fake_engine("sjaak", "--proto uci-only --variant 1 --ranks 1 --name Sjaak"));
  ASSERT_TRUE(sjaak.start().ok());
  EXPECT_TRUE(sjaak.dialect().horse_elephant_letters);
  // A plain UCCI engine stays on UCCI with ranks 0-9 and N/B letters.
  EngineSession plain(fake_engine("plain", "--proto both"));
  ASSERT_TRUE(plain.start().ok());
  EXPECT_EQ(plain.protocol(), Protocol::kUcci);
  EXPECT_EQ(plain.dialect().rank_base, 0);
  EXPECT_FALSE(plain.dialect().horse_elephant_letters);
}

}  // namespace
}  // namespace cotuong::match
