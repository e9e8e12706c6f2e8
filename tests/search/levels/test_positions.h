// Test data shared by the level tests: tests/data/mates.tsv and tests/data/level-defend.tsv, and
// an independent brute-force mate check (plain move generation, no search code).
#pragma once

#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "core/movegen.h"
#include "core/position.h"

namespace cotuong::search::testing {

struct TsvCase {
  std::string fen;
  int number;  // mates.tsv: moves to mate; level-defend.tsv: safe moves
};

// Returns the FEN and first number of every data row of a tests/data file.
inline std::vector<TsvCase> load_tsv(const std::string& name) {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/" + name);
  std::vector<TsvCase> cases;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols = absl::StrSplit(line, '\t');
    TsvCase c{cols.at(0), 0};
    if (cols.size() > 1 && absl::SimpleAtoi(cols[1], &c.number)) cases.push_back(c);
  }
  return cases;
}

// Returns whether the side to move is mated within n more moves of the attacker, whatever it
// plays (n = 0: mated now, i.e. no legal move).
inline bool mated_within(Position& pos, int n) {
  MoveList<LEGAL> replies(pos);
  if (replies.size() == 0) return true;
  if (n == 0) return false;
  for (Move r : replies) {
    pos.do_move(r);
    bool mate_found = false;
    for (Move m : MoveList<LEGAL>(pos)) {
      pos.do_move(m);
      mate_found = mated_within(pos, n - 1);
      pos.undo_move();
      if (mate_found) break;
    }
    pos.undo_move();
    if (!mate_found) return false;
  }
  return true;
}

// Returns whether the side to move can mate in one move.
inline bool can_mate_in_one(Position& pos) {
  for (Move m : MoveList<LEGAL>(pos)) {
    pos.do_move(m);
    bool mated = MoveList<LEGAL>(pos).size() == 0;
    pos.undo_move();
    if (mated) return true;
  }
  return false;
}

}  // namespace cotuong::search::testing
