// Whole sessions replayed line by line; every reply line is checked. The search behind the
// facade is the deterministic fake (fake_search.h): it plays the most valuable capture, else the
// first legal move, and prints one info per depth with time 0 and nodes 10 x depth.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "eval/evaluator.h"
#include "protocol/engine_name.h"
#include "protocol/options.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;

const char* kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

// Returns the handshake a dialect answers with: ids, option lines, ucciok/uciok.
Lines handshake(Dialect d) {
  Lines out = {"id name " + engine_name()};
  if (d == Dialect::kUcci) out.push_back("id copyright 2026 the cotuong developers");
  out.push_back("id author the cotuong developers");
  for (const std::string& o : option_lines(d)) out.push_back(o);
  out.push_back(d == Dialect::kUcci ? "ucciok" : "uciok");
  return out;
}

TEST(UcciTranscript, HandshakeAnnouncesTheStandardOptions) {
  Harness h;
  Lines out = h.exchange("ucci");
  EXPECT_EQ(out, handshake(Dialect::kUcci));
  // The options the league referee and UCCI GUIs rely on, exactly as announced.
  for (const char* line :
       {"option usemillisec type check default false", "option usebook type check default true",
        "option hashsize type spin min 0 max 65536 default 16", "option newgame type button",
        "option rules type combo var asian var asian-50 var casual var room "
        "default asian",
        "option level type spin min 1 max 5 default 5"})
    EXPECT_NE(std::find(out.begin(), out.end(), line), out.end()) << line;
}

// The league referee's exact order (protocol.md), with usemillisec announced and set.
TEST(UcciTranscript, LeagueRefereeOrderWithMillisec) {
  Harness h;
  EXPECT_EQ(h.exchange("ucci"), handshake(Dialect::kUcci));
  EXPECT_EQ(h.exchange("setoption promotion false"), Lines{});
  EXPECT_EQ(h.exchange("setoption ponder false"), Lines{});
  EXPECT_EQ(h.exchange("setoption newgame"), Lines{});
  EXPECT_EQ(h.exchange("setoption usemillisec true"), Lines{});
  EXPECT_EQ(h.exchange(std::string("position fen ") + kStart + " w - - 0 1 moves h2e2 h9g7"),
            Lines{});
  EXPECT_EQ(h.exchange("banmoves e2e6"), Lines{});
  EXPECT_EQ(h.exchange("go time 60000 increment 2000 opptime 50000 oppincrement 1000", "bestmove"),
            (Lines{"info depth 1 score 0 pv b2b9 a9b9", "info time 0 nodes 10",
                   "info depth 2 score 0 pv b2b9 a9b9", "info time 0 nodes 20",
                   "info depth 3 score 0 pv b2b9 a9b9", "info time 0 nodes 30",
                   "bestmove b2b9 ponder a9b9"}));
  std::lock_guard<std::mutex> lock(h.log().mutex);
  ASSERT_EQ(h.log().limits.size(), 1u);
  const search::Limits& l = h.log().limits[0];
  EXPECT_EQ(l.time[RED], 60000);  // milliseconds as sent
  EXPECT_EQ(l.inc[RED], 2000);
  EXPECT_EQ(l.time[BLACK], 50000);
  EXPECT_EQ(l.inc[BLACK], 1000);
  EXPECT_EQ(h.log().clears, 1);  // newgame cleared the search
}

// UCCI's standard options the engine does not act on: accepted, silently at the default (what
// the engine does), with a word on why otherwise; a bad value is still an error.
TEST(UcciTranscript, OptionsTheEngineIgnoresSaySo) {
  Harness h;
  h.exchange("ucci");
  for (const char* quiet : {"setoption batch false", "setoption debug off", "setoption idle none",
                            "setoption pruning large", "setoption knowledge large",
                            "setoption randomness none", "setoption style normal"})
    EXPECT_EQ(h.exchange(quiet), Lines{}) << quiet;
  EXPECT_EQ(h.exchange("setoption promotion true"),
            Lines{"info message option promotion true is accepted but ignored: the engine plays "
                  "xiangqi without pawn promotion"});
  EXPECT_EQ(h.exchange("setoption style risky"),
            Lines{"info message option style risky is accepted but ignored: the engine plays one "
                  "style"});
  EXPECT_EQ(h.exchange("setoption randomness huge"),
            Lines{"info message error: setoption: option randomness: \"huge\" is not one of "
                  "none/small/medium/large"});
}

// The same order from a referee that does not set usemillisec: `go time` is in seconds.
TEST(UcciTranscript, LeagueRefereeOrderInSeconds) {
  Harness h;
  EXPECT_EQ(h.exchange("ucci"), handshake(Dialect::kUcci));
  EXPECT_EQ(h.exchange("setoption promotion false"), Lines{});
  EXPECT_EQ(h.exchange("setoption ponder false"), Lines{});
  EXPECT_EQ(h.exchange("setoption newgame"), Lines{});
  EXPECT_EQ(h.exchange(std::string("position fen ") + kStart + " w - - 0 1 moves h2e2 h9g7 e2e6"),
            Lines{});
  EXPECT_EQ(h.exchange("banmoves"), Lines{});
  EXPECT_EQ(h.exchange("go draw time 60 increment 2 opptime 50 oppincrement 1", "bestmove"),
            // Black is a pawn down (score -100): the draw offer is accepted.
            (Lines{"info depth 1 score -100 pv g7e6 b2b9", "info time 0 nodes 10",
                   "info depth 2 score -100 pv g7e6 b2b9", "info time 0 nodes 20",
                   "info depth 3 score -100 pv g7e6 b2b9", "info time 0 nodes 30",
                   "bestmove g7e6 ponder b2b9 draw"}));
  std::lock_guard<std::mutex> lock(h.log().mutex);
  const search::Limits& l = h.log().limits.at(0);
  EXPECT_EQ(l.time[BLACK], 60000);  // 60 s, Black to move
  EXPECT_EQ(l.inc[BLACK], 2000);
  EXPECT_EQ(l.time[RED], 50000);
  EXPECT_EQ(l.inc[RED], 1000);
}

TEST(UciTranscript, GuiSession) {
  Harness h;
  EXPECT_EQ(h.exchange("uci"), handshake(Dialect::kUci));
  EXPECT_EQ(h.exchange("setoption name Hash value 128"), Lines{});
  EXPECT_EQ(h.exchange("setoption name Threads value 2"), Lines{});
  EXPECT_EQ(h.exchange("setoption name MultiPV value 1"), Lines{});
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
  EXPECT_EQ(h.exchange("ucinewgame"), Lines{});
  EXPECT_EQ(h.exchange("position startpos moves h2e2"), Lines{});
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
  EXPECT_EQ(
      h.exchange("go wtime 300000 btime 290000 winc 1000 binc 2000 depth 2", "bestmove"),
      (Lines{"info depth 1 seldepth 1 multipv 1 score cp 0 nodes 10 nps 0 hashfull 0 time 0 pv "
             "b7b0 a0b0",
             "info depth 2 seldepth 2 multipv 1 score cp 0 nodes 20 nps 0 hashfull 0 time 0 pv "
             "b7b0 a0b0",
             "bestmove b7b0 ponder a0b0"}));
  EXPECT_EQ(h.exchange("position startpos moves h2e2 a6a5"), Lines{});
  EXPECT_EQ(h.exchange("go movetime 100 searchmoves h0g2 b0c2", "bestmove").back(),
            "bestmove b0c2 ponder a5a4");
  EXPECT_EQ(h.exchange("quit"), Lines{});
  std::lock_guard<std::mutex> lock(h.log().mutex);
  EXPECT_EQ(h.log().hash_mb, 128);
  EXPECT_EQ(h.log().threads, 2);
  const search::Limits& l = h.log().limits.at(0);
  EXPECT_EQ(l.time[RED], 300000);
  EXPECT_EQ(l.time[BLACK], 290000);
  EXPECT_EQ(l.inc[BLACK], 2000);
  EXPECT_EQ(l.depth, 2);
}

TEST(UciTranscript, CycloneShortSetoptionTakesNamesWithSpaces) {
  // `setoption X Y` as Cyclone sends it: the longest known option name, whatever its words.
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(h.exchange("setoption Move Overhead 100"), Lines{});
  EXPECT_EQ(h.exchange("setoption Clear Hash"), Lines{});
  EXPECT_EQ(h.exchange("setoption Hash 32"), Lines{});
  EXPECT_EQ(h.exchange("setoption Nope 5"), Lines{"info string unknown option \"Nope\" ignored"});
  h.exchange("go depth 1", "bestmove");
  std::lock_guard<std::mutex> lock(h.log().mutex);
  EXPECT_EQ(h.log().limits.at(0).move_overhead, 100);
  EXPECT_EQ(h.log().clears, 1);
  EXPECT_EQ(h.log().hash_mb, 32);
}

TEST(UciTranscript, ErrorsNameTheOptionsAsUciSpellsThem) {
  // They used to name the UCCI option (`option hashsize:` for Hash, `option level` for Level).
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(h.exchange("setoption name Hash value 0"),
            Lines{"info string error: setoption: option Hash: \"0\" is not a number from 1 to "
                  "65536"});
  EXPECT_EQ(h.exchange("setoption name level value 9"),
            Lines{"info string error: setoption: option Level: \"9\" is not a number from 1 to 5"});
  EXPECT_EQ(h.exchange("setoption name OwnBook value maybe"),
            Lines{"info string error: setoption: option OwnBook: \"maybe\" is not "
                  "true/false/on/off"});
  Harness u;
  u.exchange("ucci");
  EXPECT_EQ(u.exchange("setoption Hash 99999"),
            Lines{"info message error: setoption: option hashsize: \"99999\" is not a number "
                  "from 0 to 65536"});
}

TEST(UciTranscript, MateScoresAndNoLegalMove) {
  Harness h;
  h.exchange("uci");
  // Black is checkmated by the rook on e8 (the king cannot leave the file, the horse covers).
  EXPECT_EQ(h.exchange("position fen 3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1"), Lines{});
  EXPECT_EQ(h.exchange("go depth 3", "bestmove"), Lines{"bestmove (none)"});
}

TEST(PonderTranscript, PonderhitReleasesTheAnswer) {
  Harness h;
  h.exchange("ucci");
  h.exchange("position startpos moves h2e2");
  // The fake finishes its iterations at once, but the answer waits for ponderhit.
  Lines thinking = h.exchange("go ponder time 60 increment 0", "info time 0 nodes 30");
  EXPECT_EQ(thinking.size(), 6u);
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
  EXPECT_EQ(h.exchange("ponderhit", "bestmove"), Lines{"bestmove b7b0 ponder a0b0"});
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
}

TEST(PonderTranscript, StopWhilePonderingAnswersAndPonderhitDrawAccepts) {
  Harness h;
  h.exchange("uci");
  h.exchange("position startpos");
  h.exchange("go ponder wtime 1000 btime 1000", "info depth 3");
  EXPECT_EQ(h.exchange("stop", "bestmove"), Lines{"bestmove b2b9 ponder a9b9"});
  EXPECT_EQ(h.exchange("ponderhit"), Lines{"info string error: ponderhit: not pondering"});
  // UCCI: the opponent's draw offer arrives with ponderhit; dead equal (score 0) accepts it.
  Harness u;
  u.exchange("ucci");
  u.exchange("position startpos");
  u.exchange("go ponder time 100", "info time 0 nodes 30");
  EXPECT_EQ(u.exchange("ponderhit draw", "bestmove"), Lines{"bestmove b2b9 ponder a9b9 draw"});
}

// Answers found without searching wait like a searched one: the evaluation of `go ponder depth 0`
// until ponderhit, a mated side's `go infinite` until stop.
TEST(PonderTranscript, DepthZeroAndNoMoveAnswersWaitForPonderhitAndStop) {
  Harness h;
  h.exchange("ucci");
  h.exchange("position startpos moves h2e2");
  EXPECT_EQ(h.exchange("go ponder depth 0", "info depth 0"), Lines{"info depth 0 score 0"});
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});  // no nobestmove yet
  EXPECT_EQ(h.exchange("ponderhit", "nobestmove"), Lines{"nobestmove"});
  h.exchange("position fen 3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1");
  EXPECT_EQ(h.exchange("go infinite"), Lines{});
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
  EXPECT_EQ(h.exchange("stop", "nobestmove"), Lines{"nobestmove"});
}

// Issue 46: with no legal move there is nothing to think about until stop, so a bare `go` (no
// limit: infinite) answers at once and a `go ponder` at ponderhit; only `go infinite` waits.
TEST(PonderTranscript, WithNoLegalMoveABareGoAnswersAtOnceAndPonderAtPonderhit) {
  auto bestmoves = [](const Lines& lines) {
    return std::count_if(lines.begin(), lines.end(),
                         [](const std::string& l) { return absl::StartsWith(l, "bestmove"); });
  };
  for (const char* hello : {"ucci", "uci"}) {
    SCOPED_TRACE(hello);
    const std::string none = std::string(hello) == "ucci" ? "nobestmove" : "bestmove (none)";
    Harness h;
    h.exchange(hello);
    h.exchange("position fen 3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1");
    EXPECT_EQ(h.exchange("go", none.substr(0, 6)), Lines{none});
    EXPECT_EQ(h.exchange("go ponder"), Lines{});
    EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
    EXPECT_EQ(h.exchange("ponderhit", none.substr(0, 6)), Lines{none});
    EXPECT_EQ(h.exchange("go infinite"), Lines{});
    EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
    EXPECT_EQ(h.exchange("stop", none.substr(0, 6)), Lines{none});
    // A position with moves: a bare `go` still runs until stop.
    h.exchange("position startpos");
    h.exchange("go", "info");
    EXPECT_EQ(bestmoves(h.exchange("isready", "readyok")), 0);
    EXPECT_EQ(bestmoves(h.exchange("stop", "bestmove")), 1);
  }
}

TEST(BanmovesTranscript, ForbidsTheBestMoveUntilTheNextPosition) {
  Harness h;
  h.exchange("ucci");
  std::string pos = std::string("position fen ") + kStart + " w - - 0 1 moves h2e2 h9g7";
  h.exchange(pos);
  EXPECT_EQ(h.exchange("go depth 1", "bestmove").back(), "bestmove b2b9 ponder a9b9");
  h.exchange(pos);
  EXPECT_EQ(h.exchange("banmoves b2b9"), Lines{});
  EXPECT_EQ(h.exchange("go depth 1", "bestmove").back(), "bestmove e2e6 ponder g7e6");
  h.exchange(pos);  // a new position clears the ban
  EXPECT_EQ(h.exchange("go depth 1", "bestmove").back(), "bestmove b2b9 ponder a9b9");
  // Every legal move banned (the king's only step): nothing to play.
  h.exchange("position fen 4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
  EXPECT_EQ(h.exchange("banmoves d0d1"), Lines{});
  EXPECT_EQ(h.exchange("go depth 1", "nobestmove"), Lines{"nobestmove"});
}

TEST(GoDepthZero, UcciStaticEvaluationThenNoMoveUciAMove) {
  Harness h;
  h.exchange("ucci");
  h.exchange(std::string("position fen ") + kStart + " w - - 0 1 moves h2e2 h9g7 e2e6");
  EXPECT_EQ(h.exchange("go depth 0", "nobestmove"),
            (Lines{"info depth 0 score -100", "nobestmove"}));
  Harness u;
  u.exchange("uci");
  u.exchange(std::string("position fen ") + kStart + " w - - 0 1 moves h2e2 h9g7 e2e6");
  // UCI has no "evaluate only": `bestmove (none)` would read as mate, so depth 0 is depth 1.
  EXPECT_EQ(u.exchange("go depth 0", "bestmove").back(), "bestmove g7e6 ponder b2b9");
}

TEST(StopTranscript, StopWhileIdle) {
  Harness h;
  h.exchange("ucci");
  EXPECT_EQ(h.exchange("stop"), Lines{"nobestmove"});
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
  Harness u;
  u.exchange("uci");
  EXPECT_EQ(u.exchange("stop"), Lines{"info string error: stop: not thinking"});
  EXPECT_EQ(u.exchange("isready"), Lines{"readyok"});
}

TEST(StopTranscript, InfiniteRunsUntilStopAndIsreadyAnswersWhileThinking) {
  Harness h;
  h.exchange("ucci");
  h.exchange("position startpos");
  Lines infos = h.exchange("go depth infinite", "info time 0 nodes 30");
  EXPECT_EQ(infos.size(), 6u);
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
  EXPECT_EQ(h.exchange("go depth 3"),
            Lines{"info message error: go: still thinking; send stop first"});
  EXPECT_EQ(h.exchange("position startpos moves h2e2"),
            Lines{"info message error: position: still thinking; send stop first"});
  EXPECT_EQ(h.exchange("setoption hashsize 32"),
            Lines{"info message error: setoption: option hashsize cannot change while thinking"});
  EXPECT_EQ(h.exchange("stop"), Lines{"bestmove b2b9 ponder a9b9"});
  EXPECT_EQ(h.exchange("stop"), Lines{"nobestmove"});
}

TEST(QuitTranscript, QuitWhileThinkingSaysByeOnly) {
  Harness h;
  h.exchange("ucci");
  h.exchange("go infinite", "info time 0 nodes 30");
  EXPECT_FALSE(h.send("quit"));
  EXPECT_EQ(h.take(), Lines{"bye"});
}

TEST(ExtensionsTranscript, BarePositionUndoDisplayProbe) {
  Harness h;
  h.exchange("ucci");
  EXPECT_EQ(h.exchange("startpos moves h2e2 h9g7 h0g2"), Lines{});
  EXPECT_EQ(h.session().engine().game().moves().size(), 3u);
  EXPECT_EQ(h.exchange("undo 2"), Lines{});
  Lines board = h.exchange("d");
  ASSERT_EQ(board.size(), 15u);
  EXPECT_EQ(board[0], "9  r n b a k a b n r");
  EXPECT_EQ(board[12],
            "Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
  EXPECT_EQ(h.exchange("undo 2"),
            Lines{"info message error: undo: cannot take back 2 plies: 1 played since the "
                  "position was set"});
  EXPECT_EQ(h.exchange("probe"), Lines{"pophash"});
  h.exchange("go depth 2", "bestmove");
  EXPECT_EQ(h.exchange("probe startpos moves h2e2"),
            Lines{"pophash bestmove b7b0 lowerbound 0 depth 2 upperbound 0 depth 2"});
  EXPECT_EQ(h.exchange("fen 4k4/9/9/9/9/9/9/9/9/3K5 w"), Lines{});
  // `eval` reports by the evaluation the search uses (the build's default here).
  EXPECT_EQ(h.exchange("eval"), eval::Evaluator::build_default().report(
                                    *Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")));
  EXPECT_EQ(h.exchange("go perft 1", "nodes"), (Lines{"d0d1: 1", "nodes 1 time 0"}));
}

TEST(ExtensionsTranscript, OnePlyIsSingular) {
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(h.exchange("undo 1"),
            Lines{"info string error: undo: cannot take back 1 ply: 0 played since the position "
                  "was set"});
}

// `undo N` takes the game back exactly: position, key and history (for repetitions), as if the
// shorter game had been set.
TEST(ExtensionsTranscript, UndoRestoresTheEarlierGame) {
  const std::string moves = "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7";
  Harness h, reference;
  h.exchange("ucci");
  h.exchange("position startpos moves " + moves + " g2h0 g7h9 b2e2");
  EXPECT_EQ(h.exchange("undo 3"), Lines{});
  reference.exchange("ucci");
  reference.exchange("position startpos moves " + moves);
  const Position& got = h.session().engine().position();
  const Position& want = reference.session().engine().position();
  EXPECT_EQ(got.fen(), want.fen());
  ASSERT_EQ(got.history().size(), want.history().size());
  for (size_t i = 0; i < got.history().size(); ++i)
    EXPECT_EQ(got.history()[i].key, want.history()[i].key) << i;
  EXPECT_EQ(h.session().engine().game().moves(), reference.session().engine().game().moves());
  EXPECT_EQ(h.session().engine().game().verdict().repetition_warning,
            reference.session().engine().game().verdict().repetition_warning);
}

TEST(DrawTranscript, DrawOffersAcceptedOnlyWhenNotBetter) {
  Harness h;
  h.exchange("ucci");
  h.exchange("position startpos");
  EXPECT_EQ(h.exchange("go draw depth 1", "bestmove").back(), "bestmove b2b9 ponder a9b9 draw");
  // A pawn up (score 100): the offer is declined by playing on without `draw`.
  h.exchange(std::string("position fen ") + kStart + " w - - 0 1 moves h2e2 h9g7 e2e6 e9e8");
  EXPECT_EQ(h.exchange("go draw depth 1", "bestmove").back(), "bestmove b2b9 ponder g7e6");
  // Bare kings: dead drawn, the engine offers a draw itself.
  h.exchange("position fen 4k4/9/9/9/9/9/9/9/9/3K5 w");
  EXPECT_EQ(h.exchange("go depth 1", "bestmove").back(), "bestmove d0d1 ponder e9e8 draw");
}

TEST(HooksTranscript, BookProbeAnswersWhenTheBookIsOn) {
  Harness h;
  h.exchange("ucci");
  h.session().engine().set_book_probe(
      [](const Position& pos, const EngineOptions& options) -> std::optional<BookMove> {
        if (pos.game_ply() > 0) return std::nullopt;
        return BookMove{*parse_ucci(pos, "h2e2"), "Pháo đầu (central cannon)"};
      });
  h.exchange("position startpos");
  EXPECT_EQ(h.exchange("go time 60", "bestmove"),
            (Lines{"info message book move: Pháo đầu (central cannon)", "bestmove h2e2"}));
  h.exchange("position startpos");
  h.exchange("banmoves h2e2");  // a banned book move is not played
  EXPECT_EQ(h.exchange("go depth 1", "bestmove").back(), "bestmove b2b9 ponder a9b9");
  h.exchange("setoption usebook false");
  h.exchange("position startpos");
  EXPECT_EQ(h.exchange("go depth 1", "bestmove").back(), "bestmove b2b9 ponder a9b9");
}

TEST(LevelTranscript, EveryLevelIsAskedOfTheOneSearch) {
  Harness h;
  h.exchange("uci");
  h.exchange("setoption name Level value 2");
  EXPECT_EQ(h.session().engine().level(), 2);
  h.exchange("position startpos");
  h.exchange("go wtime 1000 btime 1000", "bestmove");
  h.exchange("setoption name Level value 5");
  h.exchange("go wtime 1000 btime 1000", "bestmove");
  h.exchange("setoption name Seed value 7");
  std::lock_guard<std::mutex> lock(h.log().mutex);
  EXPECT_EQ(h.log().levels, (std::vector<int>{2, 5}));
  EXPECT_EQ(h.log().limits.size(), 2u);
  EXPECT_EQ(h.log().seed, 7u);
}

}  // namespace
}  // namespace cotuong::protocol::testing
