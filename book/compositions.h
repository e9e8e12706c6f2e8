// The cờ thế collection: composed endgames (classic compositions by their traditional names and
// the project's own mate puzzles) that a person plays as the attacker against the engine.
//
// Text format (book/compositions.tsv, compiled into the engine), one composition per line,
// 9 fields separated by tabs, '#' starts a comment line:
//   number  kind  Vietnamese name  Chinese name  FEN  attacker  verdict  source  solution
// number:   1, 2, 3, ... in file order (what `cothe N` names)
// kind:     "classic" (a traditional composition) or "puzzle" (the project's own)
// attacker: "red" or "black": the side to move, which the person plays
// verdict:  "win N" (the attacker mates in N moves with best play, 1 <= N <= 30) or "draw"
//           (with best play the attacker holds a draw and no more)
// solution: UCCI moves from the FEN (may be empty for a draw); a win's line ends in mate after
//           the attacker's N-th move
//
// The fronts drive the play (book/ sees only the core): the hint is the mate prover's move for a
// win (search/mate_solver.h: solve_mate with first_move_only), the engine's search for a draw;
// the engine defends at full strength; the solution line is shown at the end.
// tests/book/compositions_test.cpp and compositions_deep_test.cpp prove every stated verdict.
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong::book {

enum class CompositionKind { kClassic, kPuzzle };

struct Composition {
  int number = 0;  // 1-based place in the collection
  CompositionKind kind = CompositionKind::kPuzzle;
  std::string vietnamese;  // e.g. "Thất tinh tụ hội"
  std::string chinese;     // e.g. "七星聚会"
  std::string fen;
  Position position;     // the FEN's position (checked: a set-up the rules can judge)
  Color attacker = RED;  // the side the person plays; always position's side to move
  int mate_in = 0;       // the verdict: the attacker mates in this many moves; 0 = a draw
  std::string source;    // where the position comes from
  // Legal from position; for a win, 2 * mate_in - 1 plies ending with the defender unable to
  // move; for a draw, the traditional line where one is known, otherwise empty.
  std::vector<Move> solution;

  bool is_draw() const { return mate_in == 0; }
  // Returns "Vietnamese (Chinese)", the form shown to players.
  std::string title() const;
};

// Returns the compositions of a text source, or the first error with its line number.
absl::StatusOr<std::vector<Composition>> parse_compositions(absl::string_view text);

// Returns composition `number` of the collection, or OutOfRange naming the numbers there are.
absl::StatusOr<const Composition*> find_composition(const std::vector<Composition>& collection,
                                                    int number);

// Returns the text of book/compositions.tsv as it was when the engine was built.
absl::string_view builtin_compositions_text();
// Returns the shipped collection, parsed once (tests/book checks that it parses).
const std::vector<Composition>& builtin_compositions();

}  // namespace cotuong::book
