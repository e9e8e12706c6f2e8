// Game records: the GameRecord structure and PGN for xiangqi. Tags Event, Site, Date, Round,
// Red, Black, Result, FEN (when not the start), Format (the move notation), Termination (why
// the game ended) and any others (Opening, ECCO, ...); comments are kept. Reading accepts moves
// in any notation (the Format tag's first, then detection), move numbers, NAGs ($1) and
// annotations (!?) and skips variations in parentheses.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"
#include "notation/notation.h"
#include "rules/game_result.h"

namespace cotuong::notation {

// One game. Invariants: `moves` are legal in sequence from the start position; `comments` is
// empty or holds moves.size() + 1 entries, comments[0] before the first move and comments[i]
// after move i ("" for none), each with single spaces and no '}'.
struct GameRecord {
  // Tags other than FEN, Result, Termination and Format (those are the fields below and the
  // style chosen when writing), in the order they are written.
  std::vector<std::pair<std::string, std::string>> tags;
  std::string start_fen;  // empty = the standard start position
  std::vector<Move> moves;
  std::vector<std::string> comments;
  rules::GameResult result = rules::GameResult::kNone;  // kNone: unfinished or unknown ("*")
  std::string termination;  // why it ended: "checkmate", "perpetual check", ...; may be empty

  // Returns the value of a tag, or "" when absent.
  std::string tag(absl::string_view name) const;
  // Sets (or adds at the end) a tag.
  void set_tag(absl::string_view name, absl::string_view value);
  // Returns the start position (start_fen, or the standard start).
  absl::StatusOr<Position> start_position() const;
  // Returns the comment after move i (0 = before the first move), or "".
  std::string comment(size_t i) const { return i < comments.size() ? comments[i] : ""; }
};

// Returns the Format tag value naming a style: "UCCI", "Vietnamese", "Vietnamese-long", "WXF",
// "WXF-FSF", "Chinese", "Chinese-simplified".
std::string format_tag(Style s);
// Returns the style a Format tag names (the values above, the style names of parse_style, and
// "ICCS"), case-insensitive.
absl::StatusOr<Style> style_of_format_tag(absl::string_view value);

// Returns the PGN text of a game with its moves written in style s (80-column lines).
std::string write_pgn(const GameRecord& game, Style s);

// What reading leaves out of the game records (they hold no place for it), counted so that a
// tool that writes the games again can say what its output lacks.
struct PgnLeftOut {
  int variations = 0;   // ( ... ), a nested one counted on its own
  int annotations = 0;  // NAGs ($1) and the marks after a move (!, ?, !?, ?!, !!, ??)
};
// Returns every game of a PGN text, or the first error (with its game and move number); counts
// into *left_out (when given) what the games do not keep.
absl::StatusOr<std::vector<GameRecord>> read_pgn_games(absl::string_view text,
                                                       PgnLeftOut* left_out = nullptr);

// One game of a file: its 1-based number there, and the game or why it could not be read.
struct NumberedGame {
  int number = 0;
  absl::StatusOr<GameRecord> game;
};
// Returns every game of a PGN text, in file order, each read or failed on its own: the reading
// for files as programs write them, where a bad game loses only itself (its entry says why) and
// text after the last game's result (a program's signature) is ignored.
std::vector<NumberedGame> read_pgn_each(absl::string_view text);
// Returns the first game of a PGN text, or why it cannot be read.
absl::StatusOr<GameRecord> read_pgn(absl::string_view text);

// Returns today's local date as a PGN Date tag writes it, "2024.05.01".
std::string pgn_date_today();

}  // namespace cotuong::notation
