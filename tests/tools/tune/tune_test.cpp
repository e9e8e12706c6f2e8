// cotuong-tune: games become labelled positions, and tuning lowers the fitting error.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "eval/eval.h"
#include "eval/params.h"
#include "tools/tune/positions.h"
#include "tools/tune/texel.h"

namespace cotuong::tune {
namespace {

TEST(Tune, PgnGamesBecomeQuietPositionsLabelledWithTheResult) {
  const std::string path = ::testing::TempDir() + "/tune_test.pgn";
  std::ofstream(path) << "[Event \"t\"]\n[Result \"0-1\"]\n\n"
                         "1. h2e2 {+0.10/5 10ms} h9g7 2. h0g2 i9h9 3. i0h0 b9c7 {x} 0-1\n\n"
                         "[Event \"t\"]\n[Result \"*\"]\n\n1. h2e2 *\n";
  absl::StatusOr<std::vector<LabelledPosition>> positions = positions_from_pgn(path, 2);
  ASSERT_TRUE(positions.ok()) << positions.status();
  // Six plies, the first two skipped, none a capture or check; the unfinished game is ignored.
  ASSERT_EQ(positions->size(), 4u);
  for (const LabelledPosition& p : *positions) EXPECT_EQ(p.result, 0.0);
  std::remove(path.c_str());
}

TEST(Tune, TuningLowersTheErrorOnDataThatDisagreesWithTheParameters) {
  // Red is a rook up in every position yet never wins: the tuner should lower the rook.
  std::vector<LabelledPosition> data;
  for (const char* fen : {"rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                          "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"})
    data.push_back({*Position::from_fen(fen), 0.5});
  const Value built_in_eval = eval::evaluate(data[0].pos);
  eval::Params params = eval::builtin_params();
  double before = evaluation_error(data, 1.0, params);
  double after = tune_parameters(data, 1.0, params, {eval::P_ROOK_MG, eval::P_ROOK_EG}, 50, 5,
                                 [](const std::string&) {});
  EXPECT_LT(after, before);
  EXPECT_LT(params.v[eval::P_ROOK_MG], eval::builtin_params().v[eval::P_ROOK_MG]);
  // Tuning changed its own set only: what the search evaluates with stays as built.
  EXPECT_EQ(eval::builtin_params().v[eval::P_ROOK_MG], eval::default_params().v[eval::P_ROOK_MG]);
  EXPECT_EQ(eval::evaluate(data[0].pos), built_in_eval);
  EXPECT_NE(eval::evaluate(data[0].pos, params), built_in_eval);
}

}  // namespace
}  // namespace cotuong::tune
