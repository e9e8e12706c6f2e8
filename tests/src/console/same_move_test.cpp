// The console and the protocol ask the one search the same question: on the same position, at the
// same level and seed (and depth, so that no clock decides), they play the same move.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <sstream>
#include <string>

#include "absl/strings/str_cat.h"
#include "console/console.h"
#include "protocol/engine.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::console {
namespace {

// Returns the move (UCCI) the console's engine plays as Black from `fen`.
std::string console_move(const std::string& fen, int level, uint64_t seed, int depth) {
  ConsoleOptions o;
  o.level = level;
  o.lang = messages::Lang::kEn;  // the texts below are the English ones
  o.seed = seed;
  o.depth = depth;
  o.human = RED;
  o.use_book = false;
  o.wins_path = std::filesystem::temp_directory_path() / "cotuong-same-move-wins.tsv";
  std::istringstream in("setup " + fen + "\nquit\n");
  std::ostringstream out;
  EXPECT_EQ(run_console(in, out, o), 0);
  const std::string text = out.str();
  const size_t played = text.rfind("Engine plays ");
  if (played == std::string::npos) return "none: " + text;
  const size_t open = text.find('[', played), close = text.find(']', played);
  return text.substr(open + 1, close - open - 1);
}

// Returns the move (UCCI) the protocol engine answers `go depth` with on `fen`.
std::string protocol_move(const std::string& fen, int level, uint64_t seed, int depth) {
  protocol::testing::Harness h(protocol::make_search_backend());
  h.exchange("uci");
  h.exchange("setoption name OwnBook value false");
  h.exchange(absl::StrCat("setoption name Level value ", level));
  h.exchange(absl::StrCat("setoption name Seed value ", seed));
  h.exchange("position fen " + fen);
  const std::vector<std::string> lines = h.exchange(absl::StrCat("go depth ", depth), "bestmove");
  const std::string& answer = lines.back();
  if (answer.rfind("bestmove ", 0) != 0) return "none: " + answer;
  return answer.substr(9, 4);
}

constexpr const char* kPositions[] = {
    "r1bakabr1/9/1cn3nc1/p3p2Rp/2p3p2/9/P1P1P1P1P/1CN1C1N2/R8/2BAKAB2 b - - 0 6",
    "2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
};

TEST(SameMove, LevelFiveInTheConsoleAndTheProtocol) {
  for (const char* fen : kPositions) {
    const std::string move = console_move(fen, 5, 11, 6);
    EXPECT_EQ(move.size(), 4u) << move;
    EXPECT_EQ(move, protocol_move(fen, 5, 11, 6)) << fen;
  }
}

TEST(SameMove, LevelsWithRandomChoicesOnTheSameSeed) {
  std::set<std::string> level_one;  // the seeds choose: not every seed plays the same
  for (const char* fen : kPositions)
    for (int level : {1, 2})
      for (uint64_t seed : {3, 4, 5, 6}) {
        const std::string move = console_move(fen, level, seed, 2);
        EXPECT_EQ(move.size(), 4u) << move;
        EXPECT_EQ(move, protocol_move(fen, level, seed, 2))
            << fen << " level " << level << " seed " << seed;
        if (level == 1) level_one.insert(move);
      }
  EXPECT_GT(level_one.size(), 2u);
}

}  // namespace
}  // namespace cotuong::console
