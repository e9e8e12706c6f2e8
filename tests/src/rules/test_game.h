// Helpers for the rules tests: a game from a FEN and UCCI moves.
#pragma once

#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "core/position.h"
#include "gtest/gtest.h"
#include "rules/arbiter.h"

namespace cotuong::rules::testing {

// Returns an arbiter that has played `moves` (space-separated UCCI) from `fen`; fails the test
// on a bad FEN or move.
inline Arbiter play_game(const std::string& fen, const std::string& moves,
                         RuleSet rules = RuleSet::kAsian) {
  absl::StatusOr<Position> start = Position::from_fen(fen);
  EXPECT_TRUE(start.ok()) << fen << ": " << start.status();
  Arbiter game(start.ok() ? *start : Position::start(), rules);
  for (absl::string_view m : absl::StrSplit(moves, ' ', absl::SkipEmpty())) {
    absl::Status s = game.play(m);
    EXPECT_TRUE(s.ok()) << m << ": " << s;
  }
  return game;
}

}  // namespace cotuong::rules::testing
