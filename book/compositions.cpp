#include "book/compositions.h"

#include <iostream>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "core/movegen.h"
#include "core/setup.h"

namespace cotuong::book {

namespace {

constexpr int kFields = 9;
constexpr int kMaxMateMoves = 30;  // the mate prover's bound (search/mate_solver.h)

// Returns the mate length of a verdict field ("win N" -> N, "draw" -> 0), or why it is wrong.
absl::StatusOr<int> parse_verdict(absl::string_view text) {
  if (text == "draw") return 0;
  int moves = 0;
  if (absl::ConsumePrefix(&text, "win ") && absl::SimpleAtoi(text, &moves) && moves >= 1 &&
      moves <= kMaxMateMoves)
    return moves;
  return absl::InvalidArgumentError(absl::StrCat("verdict must be 'win N' (N from 1 to ",
                                                 kMaxMateMoves, ") or 'draw', not '", text, "'"));
}

// Returns the composition written on one text line (not blank, not a comment), or why it is
// wrong; `expected_number` is its place in the file.
absl::StatusOr<Composition> parse_entry(absl::string_view text, int expected_number) {
  std::vector<absl::string_view> fields = absl::StrSplit(text, '\t');
  if (fields.size() == kFields - 1) fields.emplace_back();  // no solution (a draw's may be unknown)
  if (fields.size() != kFields)
    return absl::InvalidArgumentError(
        absl::StrCat("expected ", kFields, " fields separated by tabs, found ", fields.size()));
  for (auto& f : fields) f = absl::StripAsciiWhitespace(f);
  Composition c;
  if (!absl::SimpleAtoi(fields[0], &c.number) || c.number != expected_number)
    return absl::InvalidArgumentError(absl::StrCat(
        "number must be ", expected_number, " (the next in the file), not '", fields[0], "'"));
  if (fields[1] == "classic")
    c.kind = CompositionKind::kClassic;
  else if (fields[1] == "puzzle")
    c.kind = CompositionKind::kPuzzle;
  else
    return absl::InvalidArgumentError(
        absl::StrCat("kind must be 'classic' or 'puzzle', not '", fields[1], "'"));
  if (fields[2].empty() || fields[3].empty() || fields[7].empty())
    return absl::InvalidArgumentError(
        "the Vietnamese and Chinese names and the source are required");
  c.vietnamese = std::string(fields[2]);
  c.chinese = std::string(fields[3]);
  c.source = std::string(fields[7]);

  c.fen = std::string(fields[4]);
  absl::StatusOr<Position> pos = Position::from_fen(c.fen, SetupCheck::kComposed);
  if (!pos.ok()) return absl::InvalidArgumentError(absl::StrCat("FEN: ", pos.status().message()));
  c.position = *pos;
  if (fields[5] == "red")
    c.attacker = RED;
  else if (fields[5] == "black")
    c.attacker = BLACK;
  else
    return absl::InvalidArgumentError(
        absl::StrCat("attacker must be 'red' or 'black', not '", fields[5], "'"));
  if (c.attacker != c.position.side_to_move())
    return absl::InvalidArgumentError(
        absl::StrCat("the attacker (", fields[5], ") must be the side to move in the FEN"));
  if (MoveList<LEGAL>(c.position).size() == 0)
    return absl::InvalidArgumentError("the attacker has no legal move: the game is already over");
  absl::StatusOr<int> mate_in = parse_verdict(fields[6]);
  if (!mate_in.ok()) return mate_in.status();
  c.mate_in = *mate_in;

  Position line = c.position;
  for (absl::string_view word : absl::StrSplit(fields[8], ' ', absl::SkipEmpty())) {
    absl::StatusOr<Move> move = parse_ucci(line, word);
    if (!move.ok())
      return absl::InvalidArgumentError(absl::StrCat("solution ply ", c.solution.size() + 1, " '",
                                                     word, "': ", move.status().message()));
    line.do_move(*move);
    c.solution.push_back(*move);
  }
  if (!c.is_draw()) {
    const size_t plies = 2 * size_t(c.mate_in) - 1;
    if (c.solution.size() != plies)
      return absl::InvalidArgumentError(absl::StrCat("a win in ", c.mate_in,
                                                     " needs a solution of ", plies,
                                                     " plies, this one has ", c.solution.size()));
    if (MoveList<LEGAL>(line).size() != 0)
      return absl::InvalidArgumentError("the solution does not end in mate");
  }
  return c;
}

}  // namespace

std::string Composition::title() const { return absl::StrCat(vietnamese, " (", chinese, ")"); }

absl::StatusOr<std::vector<Composition>> parse_compositions(absl::string_view text) {
  std::vector<Composition> collection;
  int line_number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++line_number;
    absl::ConsumeSuffix(&line, "\r");
    if (absl::StripAsciiWhitespace(line).empty() || line[0] == '#') continue;
    absl::StatusOr<Composition> entry = parse_entry(line, int(collection.size()) + 1);
    if (!entry.ok())
      return absl::InvalidArgumentError(
          absl::StrCat("line ", line_number, ": ", entry.status().message()));
    collection.push_back(std::move(*entry));
  }
  if (collection.empty()) return absl::InvalidArgumentError("no compositions");
  return collection;
}

absl::StatusOr<const Composition*> find_composition(const std::vector<Composition>& collection,
                                                    int number) {
  if (number < 1 || number > int(collection.size()))
    return absl::OutOfRangeError(
        absl::StrCat("no cờ thế ", number, ": the collection has 1 to ", collection.size()));
  return &collection[number - 1];
}

const std::vector<Composition>& builtin_compositions() {
  static const std::vector<Composition> collection = [] {
    auto parsed = parse_compositions(builtin_compositions_text());
    if (!parsed.ok()) {  // cannot happen in a tested build: the tests parse the same text
      std::cerr << "cotuong: built-in cờ thế collection: " << parsed.status().message() << "\n";
      return std::vector<Composition>();
    }
    return *parsed;
  }();
  return collection;
}

}  // namespace cotuong::book
