// Static exchange evaluation on known captures: undefended and defended pieces, a king that may
// not recapture into an attack, and cannon screens that appear or vanish as pieces leave the
// square's lines (the capturer itself may be a screen).
#include "search/see.h"

#include <gtest/gtest.h>

#include <string>

#include "eval/eval.h"

namespace cotuong::search {
namespace {

constexpr Value kPawn = eval::kSeeValue[PAWN], kAdvisor = eval::kSeeValue[ADVISOR],
                kHorse = eval::kSeeValue[HORSE], kRook = eval::kSeeValue[ROOK];

// Returns the exchange value of the capture `ucci` in `fen`: the largest threshold that
// see_ge accepts, found by bisection over the possible range.
Value exchange_value(const std::string& fen, const std::string& ucci) {
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  EXPECT_TRUE(pos.ok()) << fen << ": " << pos.status();
  absl::StatusOr<Move> m = parse_ucci(*pos, ucci);
  EXPECT_TRUE(m.ok()) << ucci << ": " << m.status();
  Value lo = -2 * kRook, hi = 2 * kRook;  // see_ge(lo) holds, see_ge(hi + 1) does not
  EXPECT_TRUE(see_ge(*pos, *m, lo));
  EXPECT_FALSE(see_ge(*pos, *m, hi + 1));
  while (lo < hi) {
    Value mid = lo + (hi - lo + 1) / 2;
    if (see_ge(*pos, *m, mid))
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo;
}

TEST(See, AnUndefendedPieceIsWonWhole) {
  EXPECT_EQ(exchange_value("4k4/9/9/9/n8/9/9/9/9/R2K5 w - - 0 1", "a0a5"), kHorse);
}

TEST(See, ADefendedPieceCostsTheCapturer) {
  // The black rook on a9 takes back on a5: horse for rook.
  EXPECT_EQ(exchange_value("r3k4/9/9/9/n8/9/9/9/9/R2K5 w - - 0 1", "a0a5"), kHorse - kRook);
}

TEST(See, ACannonBehindTheCapturerGetsItsScreenWhenTheCapturerLeaves) {
  // Before a3a5 the red cannon on a1 has two pieces (a2, a3) before a5; once the rook has gone
  // the horse on a2 is its one screen, so after ...a9xa5 the cannon takes the rook back.
  const char* with_cannon = "r3k4/9/9/9/n8/9/R8/N8/C8/3K5 w - - 0 1";
  const char* without = "r3k4/9/9/9/n8/9/R8/N8/9/3K5 w - - 0 1";
  EXPECT_EQ(exchange_value(with_cannon, "a3a5"), kHorse);
  EXPECT_EQ(exchange_value(without, "a3a5"), kHorse - kRook);
}

TEST(See, ACannonLosesItsScreenWhenTheScreenIsTheCapturer) {
  // The red rook on a7 screened the black cannon on a9; taking on a5 leaves the cannon with no
  // screen, so the pawn is won. Taking from the side leaves the red pawn on a7 as its screen.
  EXPECT_EQ(exchange_value("c3k4/9/R8/9/p8/9/9/9/9/3K5 w - - 0 1", "a7a5"), kPawn);
  EXPECT_EQ(exchange_value("c3k4/9/P8/9/p1R6/9/9/9/9/3K5 w - - 0 1", "c5a5"), kPawn - kRook);
}

TEST(See, ARecaptureOpensTheLineOfACannonBehindIt) {
  // The black cannon on a9 looks past its screen (the horse on a8) at the rook on a6, not at a5;
  // once that rook has taken back on a5 the cannon sees a5, and takes the second red rook there.
  // An exchange that did not recompute the attackers after each capture would score +400.
  EXPECT_EQ(exchange_value("c3k4/n8/9/r8/n8/9/9/9/R8/R2K5 w - - 0 1", "a1a5"), kHorse - kRook);
  // Without the cannon the second rook wins the exchange back.
  EXPECT_EQ(exchange_value("4k4/n8/9/r8/n8/9/9/9/R8/R2K5 w - - 0 1", "a1a5"), kHorse);
}

TEST(See, TheKingRecapturesOnlyOntoASafeSquare) {
  // The black king takes the rook back on e8, unless the red horse on d6 guards e8.
  EXPECT_EQ(exchange_value("4k4/4a4/9/9/9/9/9/9/4R4/3K5 w - - 0 1", "e1e8"), kAdvisor - kRook);
  EXPECT_EQ(exchange_value("4k4/4a4/9/3N5/9/9/9/9/4R4/3K5 w - - 0 1", "e1e8"), kAdvisor);
}

}  // namespace
}  // namespace cotuong::search
