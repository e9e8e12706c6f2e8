// FEN syntax errors and unreachable set-ups: each rejected with its own message; handicap and
// composed positions accepted.
#include "core/setup.h"

#include <string>

#include "core/position.h"
#include "gtest/gtest.h"

namespace cotuong {
namespace {

struct RejectCase {
  const char* fen;
  const char* message;  // a fragment the error must contain
};

// clang-format off
const RejectCase kRejected[] = {
  // Syntax.
  {"", "FEN is empty"},
  {"   ", "FEN is empty"},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", "has 9 ranks, expected 10"},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w", "has 11 ranks, expected 10"},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w", "FEN rank 0 (\"RNBAKABN\") has only 8 files"},
  {"rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "FEN rank 9 (\"rnbakabnrr\") has more than 9 files"},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/45/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "FEN rank 5 (\"45\") counts \"45\" empty files: a count is one digit 1-9"},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/4K4R1 w", "FEN rank 0 (\"4K4R1\") has more than 9 files"},
  {"10/9/9/9/9/9/9/9/9/4K4 w", "FEN rank 9 (\"10\") counts \"10\" empty files: a count is one digit 1-9, and a rank has 9 files"},
  {"4k4/9/9/9/9/9/9/9/9/0K8 w", "FEN rank 0 (\"0K8\") counts \"0\" empty files"},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKQBNR w", "unknown piece letter 'Q' on rank 0"},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR\x01 w", "unknown piece letter byte 0x01"},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", "side to move must be w, r or b, not \"x\""},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - abc 1", "half-move clock \"abc\""},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 -3", "move number \"-3\""},
  {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 extra", "FEN has 7 fields"},
  // Piece counts.
  {"4k4/9/9/9/9/9/9/9/9/3K1K3 w", "Red has 2 kings, at most 1 allowed"},
  {"9/9/9/9/9/9/9/9/9/4K4 w", "Black has no king"},
  {"4k4/9/9/9/9/9/9/9/9/4A4 w", "Red has no king"},
  {"3akaa2/9/9/9/9/9/9/9/9/4K4 w", "Black has 3 advisors, at most 2 allowed"},
  {"4k4/9/9/9/9/9/9/4B4/9/2B1KB3 w", "Red has 3 elephants, at most 2 allowed"},
  {"4k4/9/9/9/9/9/9/9/9/RRR1K4 w", "Red has 3 rooks, at most 2 allowed"},
  {"4k4/9/9/9/9/9/9/9/NNN6/4K4 w", "Red has 3 horses, at most 2 allowed"},
  {"4k4/ccc6/9/9/9/9/9/9/9/4K4 w", "Black has 3 cannons, at most 2 allowed"},
  {"4k4/9/9/9/PPPPPP3/9/9/9/9/4K4 w", "Red has 6 pawns, at most 5 allowed"},
  // Placement.
  {"4k4/9/9/9/9/9/9/9/9/2K6 w", "Red king on c0 is outside its palace"},
  {"9/9/9/4k4/9/9/9/9/9/4K4 w", "Black king on e6 is outside its palace"},
  {"3k5/9/9/9/9/9/9/4A4/9/4K4 w", "Red advisor on e2 is off the five advisor points"},
  {"4k4/9/9/9/9/9/9/9/3A5/4K4 w", "Red advisor on d1 is off the five advisor points"},
  {"3k5/3a5/9/9/9/9/9/9/9/4K4 w", "Black advisor on d8 is off"},
  {"4k4/9/9/9/9/9/9/9/9/3BK4 w", "Red elephant on d0 is off the seven elephant points"},
  {"4k4/9/9/9/2B6/9/9/9/9/4K4 w", "Red elephant on c5 is off the seven elephant points"},
  {"4k4/9/9/9/9/2b6/9/9/9/4K4 w", "Black elephant on c4 is off the seven elephant points"},
  {"4k4/9/9/9/9/9/9/P8/9/4K4 w", "Red pawn on a2 is behind its starting rank"},
  {"4k4/9/p8/9/9/9/9/9/9/4K4 w", "Black pawn on a7 is behind its starting rank"},
  {"4k4/9/9/9/9/9/1P7/9/9/4K4 w", "Red pawn on b3 has not crossed the river but stands on a file no pawn starts on"},
  {"4k4/9/9/9/3p5/9/9/9/9/4K4 w", "Black pawn on d5 has not crossed the river"},
  {"4k4/9/9/9/9/4P4/4P4/9/9/3K5 w", "Red has two uncrossed pawns on file e"},
  // Kings and check.
  {"4k4/9/9/9/9/9/9/9/9/4K4 w", "the kings face each other on file e"},
  {"3k5/9/9/9/9/9/9/9/9/3RK4 w", "Black is in check but it is Red's turn"},
  {"3k5/9/9/9/9/9/9/9/4r4/4K4 b", "Red is in check but it is Black's turn"},
  {"3k5/9/9/9/9/9/9/3c5/3C5/3K5 b", "Red is in check but it is Black's turn"},
};
// clang-format on

class RejectedSetup : public ::testing::TestWithParam<RejectCase> {};

TEST_P(RejectedSetup, HasItsOwnMessage) {
  const RejectCase& c = GetParam();
  absl::StatusOr<Position> pos = Position::from_fen(c.fen);
  ASSERT_FALSE(pos.ok()) << c.fen;
  EXPECT_EQ(pos.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(pos.status().message()).find(c.message), std::string::npos)
      << "FEN: " << c.fen << "\nmessage: " << pos.status().message();
}

INSTANTIATE_TEST_SUITE_P(Table, RejectedSetup, ::testing::ValuesIn(kRejected));

TEST(Setup, RejectedTableIsLarge) { EXPECT_GE(std::size(kRejected), 25u); }

// Handicap and composed positions a game (or a handicap start) can reach.
const char* const kAccepted[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1",  // Red gives a rook
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R w - - 0 1",  // two horses
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 1",    // a cannon
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RNBAKABNR w - - 0 1",          // all pawns
    "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",                                      // bare kings
    "3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1",
    "4k4/9/9/9/9/9/9/9/9/3K1N3 w - - 0 1",
    "2bak4/4a4/4b4/9/9/9/9/9/9/3AKA3 w - - 0 1",
    "4k4/4P4/9/9/9/9/9/9/9/3K5 b - - 0 1",  // a crossed pawn anywhere beyond the river
};

TEST(Setup, AcceptsHandicapAndComposedPositions) {
  for (const char* fen : kAccepted) {
    absl::StatusOr<Position> pos = Position::from_fen(fen);
    EXPECT_TRUE(pos.ok()) << fen << ": " << pos.status();
  }
}

// Pawn placements no game reaches but composed positions use: refused as a game's set-up,
// accepted with SetupCheck::kComposed (the rules judge them, `cotuong judge` uses it).
const char* const kComposedOnly[] = {
    "4k4/9/9/9/9/9/9/P8/9/3K5 w - - 0 1",     // Red pawn behind its starting rank
    "4k4/9/p8/9/9/9/9/9/9/3K5 w - - 0 1",     // Black pawn behind its starting rank
    "4k4/9/9/9/9/9/9/9/4P4/3K5 b - - 0 1",    // Red pawn next to its own king
    "4k4/9/9/9/9/9/1P7/9/9/3K5 w - - 0 1",    // an uncrossed pawn on a file no pawn starts on
    "4k4/9/9/9/9/4P4/4P4/9/9/3K5 w - - 0 1",  // two uncrossed pawns on one file
};

TEST(Setup, ComposedPawnPlacementsAreAcceptedOnlyWhenAsked) {
  for (const char* fen : kComposedOnly) {
    EXPECT_FALSE(Position::from_fen(fen).ok()) << fen;
    absl::StatusOr<Position> pos = Position::from_fen(fen, SetupCheck::kComposed);
    ASSERT_TRUE(pos.ok()) << fen << ": " << pos.status();
    EXPECT_EQ(pos->fen(), fen);
  }
}

TEST(Setup, ComposedStillRefusesWhatTheRulesCannotJudge) {
  for (const RejectCase& c : kRejected) {
    std::string message = c.message;
    if (message.find("pawn") != std::string::npos &&
        message.find("pawns, at most") == std::string::npos)
      continue;  // the pawn placements above
    EXPECT_FALSE(Position::from_fen(c.fen, SetupCheck::kComposed).ok()) << c.fen;
  }
}

TEST(Setup, AcceptsAliasesAndMissingFields) {
  absl::StatusOr<Position> a =
      Position::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r");
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_EQ(a->fen(), kStartFen);
  absl::StatusOr<Position> b =
      Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR");
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->side_to_move(), RED);
  EXPECT_EQ(b->key(), Position::start().key());
}

TEST(Setup, NamesEveryProblemAtOnceForTheBoardEditor) {
  // Three rooks, an elephant off its points, a pawn behind its start: each named with its piece
  // and square; the first is the one validate_setup reports.
  absl::StatusOr<Position> pos = Position::parse_fen("3k5/9/9/9/9/9/9/9/B7P/RRR1K4 w - - 0 1");
  ASSERT_TRUE(pos.ok()) << pos.status();
  const std::vector<SetupProblem> problems = setup_problems(*pos);
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(problems[0].kind, SetupProblem::Kind::kTooMany);
  EXPECT_EQ(problems[0].type, ROOK);
  EXPECT_EQ(problems[0].count, 3);
  EXPECT_EQ(problems[1].kind, SetupProblem::Kind::kElephantOffPoints);
  EXPECT_EQ(square_name(problems[1].square), "a1");
  EXPECT_EQ(problems[2].kind, SetupProblem::Kind::kPawnBehindStart);
  EXPECT_EQ(square_name(problems[2].square), "i1");
  EXPECT_EQ(validate_setup(*pos).message(), "invalid set-up: " + problems[0].describe());
  EXPECT_TRUE(setup_problems(*pos, SetupCheck::kComposed).size() == 2u);
  // Facing kings are one problem (not also a check); no king at all skips the kings' checks.
  EXPECT_EQ(setup_problems(*Position::parse_fen("4k4/9/9/9/9/9/9/9/9/4K4 w")).size(), 1u);
  const std::vector<SetupProblem> empty =
      setup_problems(*Position::parse_fen("9/9/9/9/9/9/9/9/9/9 w"));
  ASSERT_EQ(empty.size(), 2u);
  EXPECT_EQ(empty[1].kind, SetupProblem::Kind::kNoKing);
  EXPECT_EQ(empty[1].color, BLACK);
}

}  // namespace
}  // namespace cotuong
