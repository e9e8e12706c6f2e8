// cotuong-defend-positions: collects "defend" positions for the level tests: the side to move is
// threatened with a mate in one (at least half of its moves allow it), is not mating itself, and
// has at least one move that avoids every mate in one. Positions come from games between
// levels 1 and 2 with varied seeds, each a rules::Game (Asian rules) played until the rules end
// it or for 160 plies; output: FEN <TAB> safe moves <TAB> legal moves.
// Usage: cotuong-defend-positions [count] [seed]   (verify the output with fairy-stockfish)
#include <cstdio>
#include <set>
#include <string>

#include "absl/strings/numbers.h"
#include "core/movegen.h"
#include "rules/game.h"
#include "search/mate_solver.h"
#include "search/search.h"

int main(int argc, char** argv) {
  using namespace cotuong;
  int wanted = 30;
  uint64_t seed = 1;
  if ((argc > 1 && !absl::SimpleAtoi(argv[1], &wanted)) ||
      (argc > 2 && !absl::SimpleAtoi(argv[2], &seed))) {
    std::fprintf(stderr, "usage: cotuong-defend-positions [count] [seed]\n");
    return 2;
  }
  search::Searcher searcher;
  searcher.set_seed(seed);
  std::set<std::string> seen;
  int found = 0;
  for (int game = 0; found < wanted && game < 400; ++game) {
    rules::Game played;
    searcher.clear();
    for (int ply = 0; ply < 160 && found < wanted && !played.verdict().over(); ++ply) {
      const Position& pos = played.position();
      const int legal = count_legal_moves(pos);
      const int losing = int(search::moves_allowing_mate_in_one(pos).size());
      if (losing * 2 >= legal && losing < legal && !search::has_mate_in_one(pos)) {
        std::string fen = pos.fen();
        std::string board = fen.substr(0, fen.find(' ') + 2);  // placement and side
        if (seen.insert(board).second) {
          std::printf("%s\t%d\t%d\n", fen.c_str(), legal - losing, legal);
          std::fflush(stdout);
          ++found;
        }
      }
      search::Limits limits;
      limits.level = (ply + game) % 2 ? 1 : 2;
      Move m = searcher.search_sync(pos, limits).best;
      if (m == MOVE_NONE || !played.play(m).ok()) break;
    }
  }
  return found >= wanted ? 0 : 1;
}
