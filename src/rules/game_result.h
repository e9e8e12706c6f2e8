// How a game ended, the one result type of the project: the arbiter's verdicts, game records
// (PGN), the match tool and the book builder's weights all speak it.
#pragma once

#include <optional>

#include "absl/strings/string_view.h"
#include "core/types.h"

namespace cotuong::rules {

// kNone: the game goes on, or its end is unknown (PGN's "*").
enum class GameResult { kNone, kRedWins, kBlackWins, kDraw };

// Returns the result when colour c wins.
constexpr GameResult win_for(Color c) {
  return c == RED ? GameResult::kRedWins : GameResult::kBlackWins;
}
// Returns the result when `loser` loses.
constexpr GameResult loss_for(Color loser) { return win_for(~loser); }

// Returns the PGN text of a result: "1-0", "0-1", "1/2-1/2" or "*".
constexpr const char* result_text(GameResult r) {
  switch (r) {
    case GameResult::kRedWins:
      return "1-0";
    case GameResult::kBlackWins:
      return "0-1";
    case GameResult::kDraw:
      return "1/2-1/2";
    case GameResult::kNone:
      break;
  }
  return "*";
}

// Returns the result a PGN result text names, or nullopt when the text is not one.
inline std::optional<GameResult> parse_result_text(absl::string_view text) {
  for (GameResult r :
       {GameResult::kNone, GameResult::kRedWins, GameResult::kBlackWins, GameResult::kDraw})
    if (text == result_text(r)) return r;
  return std::nullopt;
}

}  // namespace cotuong::rules
