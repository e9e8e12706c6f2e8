// Reading xiangqi game files in PGN: tag pairs, move text with coordinate moves (ICCS "H2-E2" or
// UCCI "h2e2"), and the result. Comments {...}, ;... lines, variations (...), NAGs $n and move
// numbers are skipped.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "book_builder.h"
#include "position.h"
#include "types.h"

namespace cotuong::book {

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in file order
  std::vector<std::string> move_texts;                    // as written, main line only
  GameResult result = GameResult::kUnknown;

  // Returns the value of tag `name` ("" when absent).
  std::string tag(absl::string_view name) const;
  // Returns the position the game starts from (its FEN tag, or the start position).
  absl::StatusOr<Position> start() const;
  // A reader for moves written in other notations (the book depends on the core only, so the
  // caller passes the notation module's reader when it wants one).
  using MoveReader = absl::StatusOr<Move> (*)(const Position&, absl::string_view);
  // Returns the moves of the game, or why one of them is neither a legal coordinate move nor,
  // when `fallback` is given, a move `fallback` reads.
  absl::StatusOr<std::vector<Move>> moves(MoveReader fallback = nullptr) const;
};

// Returns the games of a PGN text, or where its syntax is broken.
absl::StatusOr<std::vector<PgnGame>> parse_pgn(absl::string_view text);
// Returns the move a coordinate text ("H2-E2", "h2e2", "h2-e2") names if legal in pos.
absl::StatusOr<Move> parse_coordinate_move(const Position& pos, absl::string_view text);

}  // namespace cotuong::book
