// Bad input of every kind: each line gets exactly one error line, the position stays whole, and
// the engine still answers isready.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

std::vector<std::string> bad_lines() {
  std::string binary = "go";
  for (int c = 0; c < 256; ++c) binary += char(c);
  std::string long_moves = "position startpos moves";
  while (long_moves.size() < 100 * 1024) long_moves += " h2e2 h9g7";
  return {
      "",
      "  \t \r",
      std::string(100 * 1024, 'x'),
      long_moves,
      binary,
      std::string("\0\0\0", 3),
      "\xff\xfe\xfd isready",
      "hello world",
      "goo depth 3",
      "position",
      "position fen",
      "position fen rnbakabnr/9/9 w",
      "position fen xyz moves h2e2",
      "position fen 4k4/9/9/9/9/9/9/9/9/4K4 \x01\x02\xff",  // binary in a FEN field
      "position fen 4k4/9/9/9/9/9/9/9/9/4K4 w",             // kings facing
      "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 2 3 4",
      "position startpos moves h2e2 h2e2",
      "position startpos moves z9z9",
      "position startpos moves h2e2 h9g7 h0g2 abc",
      "position startpos junk",
      "fen",
      "startpos moves e0e2",
      "go depth -1",
      "go depth abc",
      "go depth 999",
      "go depth",
      "go depth 5 depth 6",
      "go nodes 99999999999999999999999",
      "go nodes 0",
      "go time xyz",
      "go time 1e400",
      "go movetime -5",
      "go wibble",
      "go ponder infinite",
      "go searchmoves",
      "go searchmoves a0a5",
      "go mate 0",
      "go perft 99",
      "go perft",
      "ponderhit",
      "ponderhit draw",
      "ponderhit now",
      "banmoves z0z0",
      "banmoves h2e2 zzzz",
      "undo 5",
      "undo -1",
      "undo x",
      "setoption",
      "setoption name",
      "setoption hashsize -3",
      "setoption hashsize lots",
      "setoption name Hash value 99999999",
      "setoption rules chinese",
      "setoption usemillisec maybe",
      "setoption level 9",
      "probe fen garbage",
      "probe startpos moves e0e5",
      "bench 0",
      "bench x",
      "isready now",
      "ucci extra",
      "quit now",
      "d d",
  };
}

class BadInput : public ::testing::TestWithParam<Dialect> {};

TEST_P(BadInput, EachLineGetsOneErrorAndChangesNothing) {
  Dialect dialect = GetParam();
  const std::string prefix =
      dialect == Dialect::kUcci ? "info message error: " : "info string error: ";
  Harness h;
  h.exchange(dialect == Dialect::kUcci ? "ucci" : "uci");
  ASSERT_TRUE(h.exchange("position startpos moves h2e2 h9g7").empty());
  const std::string fen = h.session().engine().position().fen();
  const std::vector<Move> moves = h.session().engine().game().moves();
  for (const std::string& line : bad_lines()) {
    SCOPED_TRACE(line.substr(0, 60));
    // Every `go` is answered with a move after its error (hard_edges_test.cpp).
    if ((line == "go" || absl::StartsWith(line, "go ")) && !absl::StartsWith(line, "go perft"))
      continue;
    EXPECT_TRUE(h.send(line));
    std::vector<std::string> out = h.take();
    ASSERT_EQ(out.size(), 1u);
    EXPECT_TRUE(absl::StartsWith(out[0], prefix)) << out[0];
    EXPECT_LT(out[0].size(), 400u);  // one readable line, however long the input
    for (char c : out[0]) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << int(c);
    EXPECT_EQ(h.session().engine().position().fen(), fen);
    EXPECT_EQ(h.session().engine().game().moves(), moves);
    EXPECT_EQ(h.exchange("isready"), std::vector<std::string>{"readyok"});
  }
  // Still plays.
  EXPECT_TRUE(absl::StartsWith(h.exchange("go depth 1", "bestmove").back(), "bestmove "));
}

TEST_P(BadInput, ErrorsNameTheProblem) {
  Harness h;
  h.exchange(GetParam() == Dialect::kUcci ? "ucci" : "uci");
  auto error_of = [&](const std::string& line) {
    h.send(line);
    std::vector<std::string> out = h.take();
    return out.empty() ? std::string() : out[0];
  };
  EXPECT_TRUE(absl::StrContains(error_of("position startpos moves h2e2 h2e2"),
                                "moves: move 2 (\"h2e2\"): illegal move h2e2: no piece on h2"));
  // Issue 46: a rejected position leaves the previous one, which the next `go` searches: said.
  for (const char* line : {"position startpos moves h2e2 h2e2", "position fen rnbakabnr/9/9 w",
                           "position startpos junk"})
    EXPECT_TRUE(
        absl::StrContains(error_of(line), "; the previous position stays, and a go searches it"))
        << line;
  if (GetParam() == Dialect::kUcci) {  // UCI clamps and answers a move
    // The error, then a depth 1 move all the same (hard_edges_test.cpp).
    auto go_error = [&](const std::string& line) {
      std::vector<std::string> out = h.exchange(line, "bestmove");
      return out.empty() ? std::string() : out[0];
    };
    EXPECT_TRUE(absl::StrContains(go_error("go depth -1"), "go: depth -1 is out of range 0-128"));
    EXPECT_TRUE(
        absl::StrContains(go_error("go nodes many"), "nodes \"many\" is not a whole number"));
  }
  EXPECT_TRUE(absl::StrContains(error_of("frobnicate"), "unknown command \"frobnicate\""));
  EXPECT_TRUE(absl::StrContains(error_of("position fen rnbakabnr/9/9 w"), "bad FEN"));
  EXPECT_TRUE(absl::StrContains(error_of("setoption rules chinese"),
                                "not one of asian/asian-50/casual/room"));
  EXPECT_TRUE(absl::StrContains(error_of("\x01\xff"), "unknown command \"\\x01\\xff\""));
}

INSTANTIATE_TEST_SUITE_P(BothDialects, BadInput, ::testing::Values(Dialect::kUcci, Dialect::kUci),
                         [](const auto& info) {
                           return info.param == Dialect::kUcci ? "Ucci" : "Uci";
                         });

}  // namespace
}  // namespace cotuong::protocol::testing
