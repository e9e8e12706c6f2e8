// PGN records of finished games, written by the notation module (moves in any of its styles),
// with the PGN Termination value and a TerminationDetails tag saying which rule and why.
#pragma once

#include <string>

#include "tools/match/match_game.h"

namespace cotuong::match {

struct PgnOptions {
  std::string event = "cotuong-match";
  std::string site = "local";
  std::string date;               // "YYYY.MM.DD"; empty = today
  std::string notation = "ucci";  // move notation (see pgn_notation_names())
  bool comments = true;           // {score/depth time} after engine moves
};

// Returns the PGN text of one game, ending with a blank line.
std::string game_to_pgn(const PlayedGame& game, const PgnOptions& options);
// Returns the accepted notation names.
std::string pgn_notation_names();
// Returns whether `name` is an accepted notation.
bool is_pgn_notation(const std::string& name);

}  // namespace cotuong::match
