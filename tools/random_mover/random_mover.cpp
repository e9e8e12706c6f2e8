// cotuong-random-mover: a UCCI/UCI engine that plays a uniformly random legal move. The floor of
// the level ladder (level 1 must beat it >= 95%). `--seed N` makes its games reproducible.
#include <algorithm>
#include <cstdint>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "core/movegen.h"
#include "core/position.h"

namespace {

using cotuong::Move;
using cotuong::Position;

// Returns the position a `position ...` command names (the start position if it is malformed).
Position parse_position(std::istringstream& words) {
  std::string word, fen;
  words >> word;
  if (word == "fen") {
    while (words >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
  } else {
    fen = cotuong::kStartFen;
    words >> word;  // "moves" if any
  }
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  if (!pos.ok()) return Position::start();
  while (words >> word) {
    absl::StatusOr<Move> m = cotuong::parse_ucci(*pos, word);
    if (!m.ok()) break;
    pos->do_move(*m);
  }
  return *pos;
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t seed = std::random_device{}();
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--seed" && !absl::SimpleAtoi(argv[i + 1], &seed)) {
      std::cerr << "usage: cotuong-random-mover [--seed N]\n";
      return 2;
    }
  std::mt19937_64 rng(seed);
  Position pos = Position::start();
  std::vector<Move> banned;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream words(line);
    std::string cmd;
    words >> cmd;
    if (cmd == "ucci" || cmd == "uci") {
      std::cout << "id name cotuong-random-mover\nid author cotuong\n"
                << (cmd == "ucci" ? "ucciok" : "uciok") << std::endl;
    } else if (cmd == "isready") {
      std::cout << "readyok" << std::endl;
    } else if (cmd == "position") {
      pos = parse_position(words);
      banned.clear();
    } else if (cmd == "banmoves") {
      std::string text;
      while (words >> text)
        if (absl::StatusOr<Move> m = cotuong::parse_ucci(pos, text); m.ok()) banned.push_back(*m);
    } else if (cmd == "go") {
      std::vector<Move> moves;
      for (Move m : cotuong::MoveList<cotuong::LEGAL>(pos))
        if (std::find(banned.begin(), banned.end(), m) == banned.end()) moves.push_back(m);
      if (moves.empty()) {
        std::cout << "nobestmove" << std::endl;
      } else {
        std::uniform_int_distribution<size_t> pick(0, moves.size() - 1);
        std::cout << "bestmove " << cotuong::to_ucci(moves[pick(rng)]) << std::endl;
      }
    } else if (cmd == "quit") {
      break;
    }
  }
  return 0;
}
