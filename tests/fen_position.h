// The position of a FEN a test spells out, for tests that need many: one helper instead of a
// copy in every test file.
#pragma once

#include <gtest/gtest.h>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"

namespace cotuong::testing {

// Returns the position of `fen`; a bad FEN fails the calling test (with the FEN and why) and
// yields the start position, so that the test goes on without undefined behaviour.
inline Position fen_position(absl::string_view fen) {
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  EXPECT_TRUE(pos.ok()) << fen << ": " << pos.status();
  return pos.ok() ? *pos : Position::start();
}

}  // namespace cotuong::testing
