// Engine specs and dialect conversion (ranks 1-10, H/E FEN letters).
#include "tools/match/engine_spec.h"

#include "gtest/gtest.h"

namespace cotuong::match {
namespace {

TEST(EngineSpec, ParsesEverySetting) {
  auto spec = parse_engine_spec({"cmd=/usr/games/fairy-stockfish", "proto=uci", "ranks=1-10",
                                 "option.Hash=16", "option.Threads=1", "dir=/tmp", "fen=he"});
  ASSERT_TRUE(spec.ok()) << spec.status();
  EXPECT_EQ(spec->name, "fairy-stockfish");
  EXPECT_EQ(spec->protocol, Protocol::kUci);
  EXPECT_EQ(spec->dialect.rank_base, 1);
  EXPECT_TRUE(spec->dialect.rank_base_given);
  EXPECT_TRUE(spec->dialect.horse_elephant_letters);
  EXPECT_EQ(spec->working_dir, "/tmp");
  ASSERT_EQ(spec->options.size(), 2u);
  EXPECT_EQ(spec->options[0], std::make_pair(std::string("Hash"), std::string("16")));
}

TEST(EngineSpec, RejectsMistakesWithTheirName) {
  EXPECT_FALSE(parse_engine_spec({"name=x"}).ok());  // no cmd
  auto bad = parse_engine_spec({"cmd=x", "proto=xboard"});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("proto=xboard"), std::string::npos);
  EXPECT_FALSE(parse_engine_spec({"cmd=x", "ranks=2-11"}).ok());
  EXPECT_FALSE(parse_engine_spec({"cmd=x", "colour=red"}).ok());
  EXPECT_FALSE(parse_engine_spec({"cmd=x", "tc=depth=0"}).ok());
}

TEST(EngineSpec, OwnTimeControl) {
  auto spec = parse_engine_spec({"cmd=x", "tc=nodes=20000"});
  ASSERT_TRUE(spec.ok()) << spec.status();
  ASSERT_TRUE(spec->tc.has_value());
  EXPECT_EQ(spec->tc->kind, TimeControl::Kind::kNodes);
  EXPECT_EQ(spec->tc->nodes, 20000);
  EXPECT_FALSE(parse_engine_spec({"cmd=x"})->tc.has_value());
}

TEST(Dialect, RanksOneToTenConvertBothWays) {
  Dialect fsf;
  fsf.rank_base = 1;
  EXPECT_EQ(to_engine_move("h2e2", fsf), "h3e3");
  EXPECT_EQ(to_engine_move("h9g7", fsf), "h10g8");
  EXPECT_EQ(from_engine_move("h10g8", fsf), "h9g7");
  EXPECT_EQ(from_engine_move("b1c3", fsf), "b0c2");
  EXPECT_EQ(from_engine_move("a11a1", fsf), "");  // rank 11 does not exist
  EXPECT_EQ(from_engine_move("a0a1", fsf), "");   // rank 0 does not exist in 1-10
  Dialect ucci;
  EXPECT_EQ(from_engine_move("h9g7", ucci), "h9g7");
  EXPECT_EQ(from_engine_move("xyzzy", ucci), "");
}

TEST(Dialect, HorseElephantLettersOnlyChangeTheBoardField) {
  Dialect sjaak;
  sjaak.horse_elephant_letters = true;
  EXPECT_EQ(
      to_engine_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1", sjaak),
      "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR b - - 0 1");
}

}  // namespace
}  // namespace cotuong::match
