// The correction history of the static evaluation: what it learns from search results, for
// which positions, and how far it may move an evaluation.
#include "search/correction.h"
#include "tests/fen_position.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace cotuong::search {
namespace {

using testing::fen_position;

const char* const kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
// The start position's pawns with a black horse developed: the same pawn structure.
const char* const kHorseOut =
    "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
// Red's third pawn advanced: another pawn structure.
const char* const kPawnUp = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const char* const kBlackToMove =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";

class CorrectionHistoryTest : public ::testing::Test {
 protected:
  void SetUp() override { table->clear(); }
  std::unique_ptr<CorrectionHistory> table = std::make_unique<CorrectionHistory>();
};

TEST_F(CorrectionHistoryTest, AFreshTableChangesNothing) {
  const Position pos = fen_position(kStart);
  EXPECT_EQ(table->corrected(pos, 37), 37);
  EXPECT_EQ(table->corrected(pos, -120), -120);
}

TEST_F(CorrectionHistoryTest, ARepeatedErrorIsLearntForTheSamePawnStructure) {
  const Position pos = fen_position(kStart);
  for (int i = 0; i < 200; ++i) table->update(pos, 50, 12);
  // The average error: close to +50 after many agreeing results.
  EXPECT_GE(table->corrected(pos, 10), 10 + 45);
  EXPECT_LE(table->corrected(pos, 10), 10 + 50);
  // Other pieces elsewhere, the same pawns: the same correction.
  EXPECT_EQ(table->corrected(fen_position(kHorseOut), 10), table->corrected(pos, 10));
  // Another pawn structure, or the other side to move: not learnt.
  EXPECT_EQ(table->corrected(fen_position(kPawnUp), 10), 10);
  EXPECT_EQ(table->corrected(fen_position(kBlackToMove), 10), 10);
}

TEST_F(CorrectionHistoryTest, DeeperResultsWeighMore) {
  const Position pos = fen_position(kStart);
  table->update(pos, 80, 1);
  const Value shallow = table->corrected(pos, 0);
  table->clear();
  table->update(pos, 80, 12);
  const Value deep = table->corrected(pos, 0);
  EXPECT_GT(deep, shallow);
  EXPECT_GT(shallow, -1);
}

TEST_F(CorrectionHistoryTest, ErrorsOfBothSignsAverageOut) {
  const Position pos = fen_position(kStart);
  for (int i = 0; i < 100; ++i) {
    table->update(pos, 60, 8);
    table->update(pos, -60, 8);
  }
  EXPECT_LE(std::abs(table->corrected(pos, 0)), 10);
}

TEST_F(CorrectionHistoryTest, TheCorrectionIsBoundedAndStaysOutOfTheMateBand) {
  const Position pos = fen_position(kStart);
  for (int i = 0; i < 500; ++i) table->update(pos, 5000, 20);
  EXPECT_LE(table->corrected(pos, 0), CorrectionHistory::kMaxCorrection);
  EXPECT_GE(table->corrected(pos, 0), CorrectionHistory::kMaxCorrection - 2);
  EXPECT_LT(table->corrected(pos, VALUE_MATE_IN_MAX_PLY - 10), VALUE_MATE_IN_MAX_PLY);
  for (int i = 0; i < 500; ++i) table->update(pos, -5000, 20);
  EXPECT_GE(table->corrected(pos, 0), -CorrectionHistory::kMaxCorrection);
  EXPECT_LE(table->corrected(pos, 0), -CorrectionHistory::kMaxCorrection + 2);
  EXPECT_GT(table->corrected(pos, VALUE_MATED_IN_MAX_PLY + 10), VALUE_MATED_IN_MAX_PLY);
}

}  // namespace
}  // namespace cotuong::search
