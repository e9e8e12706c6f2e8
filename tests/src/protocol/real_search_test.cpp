// Sessions against the real search: the protocol shape of its answers, mate scores, banned best
// moves, ponder, depth 0 and probe, checked line by line where the search is deterministic.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "protocol/engine.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;

// Red mates with b0b9: the a8 rook holds rank 8 and the red king on d0 closes the d file
// (flying general).
const char* kMateInOne = "position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1";

// Returns the move of a `bestmove m ...` line.
std::string best_of(const std::string& line) {
  std::vector<std::string> w = absl::StrSplit(line, ' ');
  return w.size() >= 2 ? w[1] : "";
}

TEST(RealSearch, UcciLinesHaveTheProtocolShape) {
  Harness h(make_search_backend());
  h.exchange("ucci");
  h.exchange("position startpos moves h2e2 h9g7");
  Lines out = h.exchange("go depth 4", "bestmove");
  ASSERT_GE(out.size(), 3u);
  const std::regex pv_line(R"(info depth \d+ score -?\d+ pv( [a-i]\d[a-i]\d)+)");
  const std::regex time_line(R"(info time \d+ nodes \d+)");
  for (size_t i = 0; i + 1 < out.size(); ++i)
    EXPECT_TRUE(std::regex_match(out[i], i % 2 == 0 ? pv_line : time_line)) << out[i];
  EXPECT_TRUE(std::regex_match(out.back(),
                               std::regex(R"(bestmove [a-i]\d[a-i]\d( ponder [a-i]\d[a-i]\d)?)")))
      << out.back();
  Position pos = h.session().engine().position();
  EXPECT_TRUE(parse_ucci(pos, best_of(out.back())).ok());
}

TEST(RealSearch, MateInOneIsFoundAndScoredAsMate) {
  Harness u(make_search_backend());
  u.exchange("uci");
  u.exchange(kMateInOne);
  Lines out = u.exchange("go depth 3", "bestmove");
  EXPECT_EQ(out.back(), "bestmove b0b9");
  EXPECT_TRUE(absl::StrContains(out[out.size() - 2], " score mate 1 ")) << out[out.size() - 2];
  // After the mate: no legal move.
  u.exchange(std::string(kMateInOne) + " moves b0b9");
  EXPECT_EQ(u.exchange("go depth 3", "bestmove"), Lines{"bestmove (none)"});
  Harness c(make_search_backend());
  c.exchange("ucci");
  c.exchange(std::string(kMateInOne) + " moves b0b9");
  EXPECT_EQ(c.exchange("go time 5", "nobestmove"), Lines{"nobestmove"});
}

TEST(RealSearch, BanmovesForbidTheBestMove) {
  Harness h(make_search_backend());
  h.exchange("ucci");
  h.exchange(kMateInOne);
  EXPECT_EQ(best_of(h.exchange("go depth 3", "bestmove").back()), "b0b9");
  h.exchange(kMateInOne);
  h.exchange("banmoves b0b9");
  std::string other = best_of(h.exchange("go depth 3", "bestmove").back());
  EXPECT_NE(other, "b0b9");
  EXPECT_TRUE(parse_ucci(h.session().engine().position(), other).ok()) << other;
}

TEST(RealSearch, PonderWaitsForPonderhitAndDepthZeroEvaluates) {
  Harness h(make_search_backend());
  h.exchange("ucci");
  h.exchange("position startpos");
  h.send("go ponder depth 2");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // depth 2 is long done
  for (const std::string& line : h.take()) EXPECT_FALSE(absl::StartsWith(line, "bestmove")) << line;
  EXPECT_EQ(h.exchange("isready"), Lines{"readyok"});
  Lines out = h.exchange("ponderhit", "bestmove");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "bestmove ")) << out[0];
  out = h.exchange("go depth 0", "nobestmove");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_TRUE(std::regex_match(out[0], std::regex(R"(info depth 0 score -?\d+)"))) << out[0];
  EXPECT_EQ(out[1], "nobestmove");
}

// At a level below 5 (its own thread and search) the answer waits as at full strength.
TEST(RealSearch, AtALevelPonderWaitsForPonderhitAndInfiniteForStop) {
  Harness h(make_search_backend());
  h.exchange("ucci");
  h.exchange("setoption level 1");
  h.exchange("position startpos");
  h.send("go ponder time 60");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // level 1 thinks 0.1 s at most
  for (const std::string& line : h.take()) EXPECT_FALSE(absl::StartsWith(line, "bestmove")) << line;
  Lines out = h.exchange("ponderhit", "bestmove");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
  h.send("go infinite");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  out = h.exchange("ponderhit");  // infinite is not pondering
  EXPECT_TRUE(std::any_of(out.begin(), out.end(), [](const std::string& line) {
    return absl::EndsWith(line, "ponderhit: not pondering");
  }));
  for (const std::string& line : out) EXPECT_FALSE(absl::StartsWith(line, "bestmove")) << line;
  out = h.exchange("stop", "bestmove");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
}

TEST(RealSearch, ALevelPrintsOnlyTheAskedLinesAndSaysWhenItPlaysAnother) {
  int explained = 0;
  for (int seed = 1; seed <= 12; ++seed) {
    Harness h(make_search_backend());
    h.exchange("uci");
    h.exchange("setoption name OwnBook value false");
    h.exchange("setoption name Level value 1");
    h.exchange("setoption name Seed value " + std::to_string(seed));
    Lines out = h.exchange("go depth 1", "bestmove");
    std::string first_line_move;
    for (const std::string& l : out) {
      EXPECT_FALSE(absl::StrContains(l, " multipv 2 ")) << l;
      if (absl::StartsWith(l, "info depth ")) first_line_move = l.substr(l.find(" pv ") + 4, 4);
    }
    const std::string best = best_of(out.back());
    if (best != first_line_move) {
      ASSERT_GE(out.size(), 2u);
      EXPECT_EQ(out[out.size() - 2], "info string the level plays " + best +
                                         ", a near-best move, instead of the first line's " +
                                         first_line_move);
      ++explained;
    }
  }
  EXPECT_GT(explained, 0);
}

TEST(RealSearch, XboardAnswersAPingAfterTheMoveItIsThinkingAbout) {
  // CECP: a pong says everything before the ping is done; it used to come before the move.
  CecpHarness h(make_search_backend());
  for (const char* l : {"xboard", "protover 2", "new", "variant xiangqi", "option OwnBook=0",
                        "level 0 5 0", "force", "h2e2"})
    h.send(l);
  h.take();
  h.send("go");  // minutes on the clock: seconds of thought
  h.send("ping 7");
  EXPECT_EQ(h.take(), Lines{});  // no pong while thinking
  Lines out = h.exchange("?", "pong");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_TRUE(absl::StartsWith(out[0], "move ")) << out[0];
  EXPECT_EQ(out[1], "pong 7");
  // Not thinking on its move (XBoard's turn): answered at once.
  EXPECT_EQ(h.exchange("ping 8"), Lines{"pong 8"});
  // A move search ended without a move (force): its pings are answered then.
  h.send("go");
  h.send("ping 9");
  EXPECT_EQ(h.exchange("force"), Lines{"pong 9"});
}

TEST(RealSearch, XboardPlaysTheStalemateAtTheNoCaptureLimitAndClaimsTheWin) {
  // Issue 46: 117 plies without a capture, a0a8 e9f9 d0e0 stalemates Black on ply 120 (Red
  // wins). The engine used to score it a draw, play a0a2 and offer a draw in a won position.
  CecpHarness h(make_search_backend());
  for (const char* l : {"xboard", "protover 2", "new", "variant xiangqi", "option OwnBook=0",
                        "force", "setboard 4k4/9/9/9/9/9/9/9/9/R2K5 w - - 117 1", "sd 10"})
    h.send(l);
  h.take();
  Lines out = h.exchange("go", "move");
  EXPECT_EQ(std::count(out.begin(), out.end(), "move a0a8"), 1) << absl::StrJoin(out, "\n");
  EXPECT_EQ(std::count(out.begin(), out.end(), "offer draw"), 0) << absl::StrJoin(out, "\n");
  out = h.exchange("e9f9", "1-0");  // d0e0 or a8e8: Black has no move on ply 120
  EXPECT_EQ(std::count_if(out.begin(), out.end(),
                          [](const std::string& l) { return absl::StartsWith(l, "move "); }),
            1)
      << absl::StrJoin(out, "\n");
  EXPECT_EQ(std::count(out.begin(), out.end(), "offer draw"), 0) << absl::StrJoin(out, "\n");
  ASSERT_FALSE(out.empty());
  EXPECT_TRUE(absl::StartsWith(out.back(), "1-0 {")) << out.back();
  EXPECT_FALSE(absl::StrContains(absl::StrJoin(out, "\n"), "1/2-1/2"));
}

TEST(RealSearch, ProbeReportsTheHashEntryOfASearchedPosition) {
  Harness h(make_search_backend());
  h.exchange("ucci");
  h.exchange(kMateInOne);
  h.exchange("go depth 4", "bestmove");
  Lines out = h.exchange(std::string("probe ") + (kMateInOne + 9));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "pophash bestmove b0b9")) << out[0];
  EXPECT_EQ(h.exchange("probe fen 9/9/3k5/9/9/9/9/9/9/4K4 w"), Lines{"pophash"});
}

}  // namespace
}  // namespace cotuong::protocol::testing
