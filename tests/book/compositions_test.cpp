// The cờ thế collection: the shipped file parses (every position legal, every solution line legal
// and, for a win, ending in mate on the attacker's N-th move), the short wins are proven by the
// mate prover with the stated N, no draw is a short win, and bad lines are refused with their
// line number. The long proofs and the draws held against the engine: compositions_deep_test.
#include "book/compositions.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "absl/strings/str_cat.h"
#include "core/setup.h"
#include "search/mate_solver.h"
#include "tests/book/composition_proof.h"

namespace cotuong::book {
namespace {

// No draw may hide a forced win this short (proven here; the engine's attack in the deep suite).
constexpr int kDrawNoMateWithin = 5;

TEST(Compositions, CompiledTextIsTheShippedFile) {
  std::ifstream in(COTUONG_COMPOSITIONS_FILE, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(std::string(builtin_compositions_text()), text);
}

TEST(Compositions, EveryPositionParsesAndIsLegal) {
  auto parsed = parse_compositions(builtin_compositions_text());
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  ASSERT_EQ(builtin_compositions().size(), parsed->size());
  EXPECT_GE(parsed->size(), 40u);
  int classics = 0, draws = 0;
  for (const Composition& c : *parsed) {
    SCOPED_TRACE(c.number);
    EXPECT_TRUE(validate_setup(c.position, SetupCheck::kComposed).ok()) << c.fen;
    EXPECT_EQ(c.position.side_to_move(), c.attacker);
    EXPECT_FALSE(c.vietnamese.empty());
    EXPECT_FALSE(c.chinese.empty());
    classics += c.kind == CompositionKind::kClassic;
    draws += c.is_draw();
  }
  EXPECT_GE(classics, 20);
  EXPECT_GE(draws, 3);
}

TEST(Compositions, ShortWinsAreProvenWithTheStatedLength) {
  int proven = 0;
  for (const Composition& c : builtin_compositions()) {
    if (c.is_draw() || c.mate_in > kQuickMateMoves) continue;
    expect_win_proven(c);
    ++proven;
  }
  EXPECT_GE(proven, 20);
}

TEST(Compositions, NoDrawIsAShortWin) {
  for (const Composition& c : builtin_compositions()) {
    if (!c.is_draw()) continue;
    SCOPED_TRACE(c.title());
    search::MateProblem problem;
    problem.max_moves = kDrawNoMateWithin;
    search::MateSolution s = search::solve_mate(c.position, problem);
    EXPECT_TRUE(s.complete);
    EXPECT_EQ(s.moves, 0);
  }
}

TEST(Compositions, FindsByNumber) {
  const auto& all = builtin_compositions();
  auto first = find_composition(all, 1);
  ASSERT_TRUE(first.ok());
  EXPECT_EQ((*first)->number, 1);
  auto last = find_composition(all, int(all.size()));
  ASSERT_TRUE(last.ok());
  EXPECT_EQ((*last)->number, int(all.size()));
  for (int bad : {0, -3, int(all.size()) + 1}) {
    auto missing = find_composition(all, bad);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.status().code(), absl::StatusCode::kOutOfRange);
    EXPECT_NE(missing.status().message().find(absl::StrCat("1 to ", all.size())), std::string::npos)
        << missing.status();
  }
}

// A well-formed line: red mates in 1 (a rook to the back rank, the other guarding the 8th rank),
// and a draw without a solution.
const char* const kMateInOne =
    "1\tpuzzle\tChiếu bí 1 nước\t一步杀\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\twin 1\ttest"
    "\tb1b9\n";

TEST(Compositions, ParsesAWellFormedText) {
  auto parsed = parse_compositions(
      absl::StrCat("# comment\n\n", kMateInOne,
                   "2\tclassic\tHòa\t和\t3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\tred\tdraw\ttest\n"));
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  ASSERT_EQ(parsed->size(), 2u);
  const Composition& win = (*parsed)[0];
  EXPECT_EQ(win.kind, CompositionKind::kPuzzle);
  EXPECT_EQ(win.mate_in, 1);
  EXPECT_EQ(win.attacker, RED);
  EXPECT_EQ(win.title(), "Chiếu bí 1 nước (一步杀)");
  ASSERT_EQ(win.solution.size(), 1u);
  EXPECT_EQ(to_ucci(win.solution[0]), "b1b9");
  EXPECT_TRUE((*parsed)[1].is_draw());
  EXPECT_TRUE((*parsed)[1].solution.empty());
}

TEST(Compositions, RefusesBadLinesWithTheirLineNumber) {
  struct Case {
    std::string line;
    std::string expected;
  };
  const Case cases[] = {
      {"1\tpuzzle\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred", "expected 9 fields"},
      {"2\tpuzzle\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\twin 1\ttest\tb1b9",
       "number must be 1"},
      {"1\tstudy\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\twin 1\ttest\tb1b9",
       "kind must be"},
      {"1\tpuzzle\t\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\twin 1\ttest\tb1b9",
       "names and the source are required"},
      {"1\tpuzzle\tA\tB\t3k5/9/9/9/9/9/9/9/1R7/4K5 w - - 0 1\tred\twin 1\ttest\tb1b9", "FEN: "},
      {"1\tpuzzle\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tblack\twin 1\ttest\tb1b9",
       "must be the side to move"},
      {"1\tpuzzle\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\twin 31\ttest\tb1b9",
       "verdict must be"},
      {"1\tpuzzle\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\tlose\ttest\tb1b9",
       "verdict must be"},
      {"1\tpuzzle\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\twin 1\ttest\tb1b2",
       "does not end in mate"},
      {"1\tpuzzle\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\twin 2\ttest\tb1b9",
       "needs a solution of 3 plies"},
      {"1\tpuzzle\tA\tB\t3k5/R8/9/9/9/4P4/9/9/1R7/4K4 w - - 0 1\tred\twin 1\ttest\tb1c8",
       "solution ply 1 'b1c8'"},
      // Red stalemated already (a loss): nothing to play.
      {"1\tpuzzle\tA\tB\t3k5/9/9/9/9/9/9/9/3r1r3/4K4 w - - 0 1\tred\tdraw\ttest\t",
       "no legal move"},
  };
  for (const Case& c : cases) {
    auto parsed = parse_compositions(absl::StrCat("# header\n", c.line, "\n"));
    ASSERT_FALSE(parsed.ok()) << c.line;
    EXPECT_NE(parsed.status().message().find("line 2: "), std::string::npos) << parsed.status();
    EXPECT_NE(parsed.status().message().find(c.expected), std::string::npos) << parsed.status();
  }
  EXPECT_FALSE(parse_compositions("# nothing\n").ok());
}

}  // namespace
}  // namespace cotuong::book
