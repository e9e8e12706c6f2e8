// A game's notation, decided for the whole game. Vietnamese, WXF and Fairy-Stockfish's WXF share
// their characters: "C7.1" is a WXF cannon move and a Vietnamese pawn move (C for chốt), and one
// move alone cannot tell which is meant. A game can: its moves that read in one notation only
// ("H2+1" is WXF) show what it is written in, and a move that reads two ways is read in that
// notation; when the moves before it settle nothing, the reading under which the rest of the
// game reads decides. Every front reads a game's moves here: the notation and judge commands,
// analyze --moves, the PGN reader (analyze, the console's load and replay) and the console's
// typed moves (those one at a time: the moves already played decide).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"
#include "notation/notation.h"

namespace cotuong::notation {

// How one game's moves are read, and what its moves so far have shown.
class GameNotation {
 public:
  // Moves in any notation, detected from the moves.
  GameNotation() = default;
  // Returns a reading of moves in `style` only (a user's --from or --notation).
  static GameNotation only(Style style);
  // Returns a reading of moves in any notation where `style` (a PGN Format tag) settles a move
  // that reads two ways.
  static GameNotation preferring(Style style);

  // Returns the move `text` names in pos, read in the notation the game's moves so far showed,
  // and remembers what this move shows. A text that still reads as two different moves is an
  // error naming both readings. A move number before the move ("12.P2-5") is allowed.
  absl::StatusOr<Move> read(const Position& pos, absl::string_view text);

  // Returns the moves `texts` name, played in sequence from start, the notation decided for the
  // whole game (a move that reads two ways by the moves before it, else by the rest of the
  // game); or the error of the first text that cannot be read, its index in *failed.
  absl::StatusOr<std::vector<Move>> read_game(const Position& start,
                                              const std::vector<std::string>& texts,
                                              size_t* failed = nullptr);

 private:
  struct Step;     // the readings of one text
  struct Outcome;  // the reading of the rest of a game
  // Returns the readings of a move text (after a move number if it reads only so).
  Step step(const Position& pos, absl::string_view text) const;
  // Returns the readings of a trimmed move text.
  Step step_text(const Position& pos, absl::string_view text) const;
  // Returns the reading of texts[i..] from pos on.
  Outcome read_from(const Position& pos, const std::vector<std::string>& texts, size_t i) const;

  std::optional<Style> only_;  // set: every move in this notation
  // The short notations (kShortStyles) the moves so far fit, one bit each: a move that reads
  // two ways is read in these. Never empty.
  uint8_t possible_ = 0b111;
};

// Returns the length of a move number at the start of a word ("12." or "12..." in "12.P2-5"),
// or 0.
size_t move_number_length(absl::string_view word);

}  // namespace cotuong::notation
