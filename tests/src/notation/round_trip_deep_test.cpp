// Deep round trip: every position two plies below each perft.tsv position (the perft trees),
// every legal move, every style: format then parse gives the move back, texts are unique.
#include <cstdio>
#include <fstream>
#include <set>
#include <string>

#include "core/movegen.h"
#include "gtest/gtest.h"
#include "notation/notation.h"

namespace cotuong::notation {
namespace {

// Checks every move of pos in every style, then recurses `depth` plies; counts into the tallies.
void walk(Position& pos, int depth, long* positions, long* pairs, long* failures) {
  ++*positions;
  MoveList<LEGAL> moves(pos);
  for (Style s : kAllStyles) {
    std::set<std::string> seen;
    for (Move m : moves) {
      ++*pairs;
      std::string text = format_move(pos, m, s);
      absl::StatusOr<Move> back = parse_move(pos, text, s);
      if ((!seen.insert(text).second || !back.ok() || *back != m) && ++*failures <= 20) {
        ADD_FAILURE() << pos.fen() << " " << to_ucci(m) << " " << style_name(s) << " \"" << text
                      << "\"";
      }
    }
  }
  if (depth == 0) return;
  for (Move m : moves) {
    pos.do_move(m);
    walk(pos, depth - 1, positions, pairs, failures);
    pos.undo_move();
  }
}

TEST(RoundTripDeep, PerftTreesTwoPliesDown) {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/perft.tsv");
  std::set<std::string> fens;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') fens.insert(line.substr(0, line.find('\t')));
  long positions = 0, pairs = 0, failures = 0;
  for (const std::string& fen : fens) {
    Position pos = *Position::from_fen(fen);
    walk(pos, 2, &positions, &pairs, &failures);
  }
  std::printf("perft trees (2 plies): %ld positions, %ld (move, style) pairs, %ld failures\n",
              positions, pairs, failures);
  EXPECT_EQ(failures, 0);
}

}  // namespace
}  // namespace cotuong::notation
