// The rule book's worked examples of three chase motifs and of a mutual chase
// (tests/data/rulebook-motifs.tsv): each row's moves are played, then its cycle is repeated until
// the arbiter gives a verdict, which must be the book's.
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "rules/arbiter.h"
#include "tests/src/rules/test_game.h"

namespace cotuong::rules {
namespace {

struct Motif {
  int line;
  std::string id, fen, verdict, motif;
  std::vector<std::string> moves;
};

std::vector<Motif> load_motifs() {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/rulebook-motifs.tsv");
  std::vector<Motif> motifs;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#' || line.rfind("id\t", 0) == 0) continue;
    std::vector<std::string> f = absl::StrSplit(line, '\t');
    if (f.size() < 5) continue;
    motifs.push_back({n, f[0], f[1], f[3], f[4], absl::StrSplit(f[2], ' ', absl::SkipEmpty())});
  }
  return motifs;
}

// Returns the plies since the latest earlier occurrence of the current position (0 if none): the
// length of the cycle the game is repeating.
int cycle_length(const Position& pos) {
  const int n = pos.game_ply();
  for (int j = n - 2; j >= 0; j -= 2)
    if (pos.history()[j].key == pos.key()) return n - j;
  return 0;
}

// Returns the book's verdict in the file's words for a result ("ongoing" if none).
std::string verdict_words(GameResult r) {
  if (r == GameResult::kDraw) return "draw";
  if (r == GameResult::kRedWins) return "black-loses";
  if (r == GameResult::kBlackWins) return "red-loses";
  return "ongoing";
}

TEST(RulebookMotifs, HasEveryRow) { EXPECT_EQ(load_motifs().size(), 5u); }

TEST(RulebookMotifs, ArbiterGivesTheBooksVerdict) {
  for (const Motif& m : load_motifs()) {
    SCOPED_TRACE("rulebook-motifs.tsv line " + std::to_string(m.line) + ": " + m.id + ", " +
                 m.motif);
    std::vector<std::string> moves = m.moves;
    std::string played;
    for (const std::string& mv : moves) played += mv + " ";
    Arbiter game = testing::play_game(m.fen, played);
    // Go on repeating the cycle the moves ended in until the rules give a verdict.
    const int cycle = cycle_length(game.position());
    for (int i = int(moves.size()); !game.first_ending().over() && cycle > 0 && i < 200; ++i) {
      moves.push_back(moves[i - cycle]);
      ASSERT_TRUE(game.play(moves.back()).ok()) << moves.back();
    }
    Verdict v = game.first_ending();
    EXPECT_EQ(verdict_words(v.result), m.verdict) << v.rule << ": " << v.explanation;
  }
}

}  // namespace
}  // namespace cotuong::rules
