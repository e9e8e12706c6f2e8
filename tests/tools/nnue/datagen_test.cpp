// cotuong-datagen's record format (round trip, headers, corrupt bytes) and self-play games
// (same seed, same game; the filters on what is recorded).
#include <gtest/gtest.h>

#include <random>

#include "book/builtin.h"
#include "core/movegen.h"
#include "search/see.h"
#include "tools/nnue/record.h"
#include "tools/nnue/selfplay.h"

namespace cotuong::nnue_data {
namespace {

// Returns positions along a random game from the start (seeded), the start included.
std::vector<Position> random_walk(uint64_t seed, int plies) {
  std::mt19937_64 rng(seed);
  Position pos = Position::start();
  std::vector<Position> out{pos};
  for (int i = 0; i < plies; ++i) {
    Move moves[MAX_MOVES];
    const int n = int(generate<LEGAL>(pos, moves) - moves);
    if (n == 0) break;
    pos.do_move(moves[rng() % n]);
    out.push_back(pos);
  }
  return out;
}

// Returns the placement and side fields of a FEN (what a record keeps).
std::string board_and_side(const std::string& fen) { return fen.substr(0, fen.find(' ') + 2); }

TEST(NnueRecord, PositionsSurviveEncodeDecodeAndFen) {
  int16_t score = -700;
  for (const Position& pos : random_walk(11, 150)) {
    const PositionRecord r = make_record(pos, score, ResultForMover(score & 3 ? 2 : 0));
    score = int16_t(score + 37);
    const RecordBytes bytes = encode(r);
    ASSERT_FALSE(is_header(bytes));
    auto back = decode_position(bytes);
    ASSERT_TRUE(back.ok()) << back.status();
    EXPECT_EQ(*back, r);
    auto reread = Position::from_fen(record_fen(*back));
    ASSERT_TRUE(reread.ok()) << reread.status();
    EXPECT_EQ(board_and_side(reread->fen()), board_and_side(pos.fen()));
  }
}

TEST(NnueRecord, HeadersAreRecognisedAndRoundTrip) {
  ShardHeader h;
  h.seed = 0x0123456789ABCDEFull;
  h.nodes = 5000;
  const RecordBytes bytes = encode(h);
  EXPECT_TRUE(is_header(bytes));
  EXPECT_EQ(std::string(bytes.begin(), bytes.begin() + 4), "CTPD");
  auto back = decode_header(bytes);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, h);
  EXPECT_FALSE(decode_position(bytes).ok());
}

TEST(NnueRecord, CorruptBytesAreRejected) {
  RecordBytes bytes = encode(make_record(Position::start(), 12, ResultForMover::kDraw));
  RecordBytes bad_piece = bytes;
  bad_piece[12] = (bad_piece[12] & 0xF0) | 8;  // piece code 8 is unused
  EXPECT_FALSE(decode_position(bad_piece).ok());
  RecordBytes stray = bytes;
  stray[0] &= 0xFE;  // drop the piece on a0: 31 occupied squares but 32 piece codes
  EXPECT_FALSE(decode_position(stray).ok());
  RecordBytes bad_result = bytes;
  bad_result[31] = 3;
  EXPECT_FALSE(decode_position(bad_result).ok());
  RecordBytes bad_version = encode(ShardHeader{});
  bad_version[4] = 2;
  EXPECT_FALSE(decode_header(bad_version).ok());
}

// Returns the encoded bytes of one self-play game.
std::string game_bytes(const SelfPlaySettings& s, uint64_t seed, SelfPlayGame* out = nullptr) {
  search::Searcher searcher;
  searcher.set_hash_mb(1);
  SelfPlayGame game = play_game(s, seed, searcher, book::builtin_book());
  std::string bytes;
  for (const PositionRecord& p : game.positions) {
    const RecordBytes b = encode(p);
    bytes.append(b.begin(), b.end());
  }
  if (out) *out = std::move(game);
  return bytes;
}

// Returns settings for quick games (few nodes, a short move limit).
SelfPlaySettings quick_settings() {
  SelfPlaySettings s;
  s.nodes = 300;
  s.max_plies = 160;
  return s;
}

TEST(NnueSelfPlay, SameSeedSameGameOtherSeedOtherGame) {
  const SelfPlaySettings s = quick_settings();
  const std::string a = game_bytes(s, game_seed(5, 0));
  EXPECT_FALSE(a.empty());
  EXPECT_EQ(game_bytes(s, game_seed(5, 0)), a);
  EXPECT_NE(game_bytes(s, game_seed(5, 1)), a);
  EXPECT_NE(game_seed(5, 1), game_seed(6, 0));
}

TEST(NnueSelfPlay, RecordsQuietScoredPositionsWithTheGameResult) {
  const SelfPlaySettings s = quick_settings();
  for (uint64_t g = 0; g < 3; ++g) {
    SelfPlayGame game;
    game_bytes(s, game_seed(9, g), &game);
    EXPECT_FALSE(game.ending.empty());
    EXPECT_LE(game.plies, s.max_plies);
    for (const PositionRecord& p : game.positions) {
      auto pos = Position::from_fen(record_fen(p));
      ASSERT_TRUE(pos.ok()) << pos.status();
      EXPECT_FALSE(pos->in_check()) << record_fen(p);
      EXPECT_FALSE(search::is_mate_score(p.score));
      const ResultForMover want =
          game.result == rules::GameResult::kDraw ? ResultForMover::kDraw
          : (game.result == rules::GameResult::kRedWins) == (p.side_to_move == RED)
              ? ResultForMover::kWin
              : ResultForMover::kLoss;
      EXPECT_EQ(p.result, want);
    }
  }
}

TEST(NnueSelfPlay, NodeAccountSumsEverySearchOnce) {
  const SelfPlaySettings s = quick_settings();
  SelfPlayGame game;
  game_bytes(s, game_seed(9, 0), &game);
  const NodeAccount& a = game.nodes;
  EXPECT_GE(a.start_checks, 1u);
  EXPECT_GT(a.start_nodes, 0u);
  // Every played position was searched once: the plies after the start, one more at most.
  EXPECT_GE(a.searches, uint64_t(s.skip_plies + game.positions.size()));
  EXPECT_LE(a.searches, uint64_t(game.plies + 1));
  EXPECT_GT(a.opening, 0u);
  EXPECT_GE(a.recorded, game.positions.size() * 100) << "about nodes per recorded search";
  EXPECT_EQ(a.pending, 0u) << "the winning-capture filter is off by default";
  EXPECT_EQ(a.total(), a.start_nodes + a.opening + a.in_check + a.capture + a.mate + a.recorded);
}

TEST(NnueSelfPlay, WinningCaptureFilterSkipsPositionsWithACapturePendingSameGame) {
  SelfPlaySettings s = quick_settings();
  SelfPlayGame all, quiet;
  game_bytes(s, game_seed(9, 1), &all);
  s.skip_winning_captures = true;
  game_bytes(s, game_seed(9, 1), &quiet);
  EXPECT_EQ(quiet.plies, all.plies) << "the filter changes what is kept, not the game";
  EXPECT_EQ(quiet.ending, all.ending);
  EXPECT_GT(quiet.nodes.pending, 0u);
  EXPECT_LT(quiet.positions.size(), all.positions.size());
  size_t kept = 0;
  for (const PositionRecord& p : all.positions) {
    auto pos = Position::from_fen(record_fen(p));
    ASSERT_TRUE(pos.ok());
    bool pending = false;
    for (Move m : MoveList<CAPTURES>(*pos)) pending = pending || search::see_ge(*pos, m, 1);
    if (!pending) {
      ASSERT_LT(kept, quiet.positions.size());
      EXPECT_EQ(quiet.positions[kept++], p) << "the same positions minus the filtered ones";
    }
  }
  EXPECT_EQ(kept, quiet.positions.size());
}

TEST(NnueSelfPlay, UnrecordedNodesCheapenOnlyTheSearchesThatAreNeverRecorded) {
  SelfPlaySettings s = quick_settings();
  SelfPlayGame full, cheap;
  game_bytes(s, game_seed(9, 2), &full);
  s.unrecorded_nodes = 50;
  game_bytes(s, game_seed(9, 2), &cheap);
  EXPECT_GE(full.nodes.opening, uint64_t(s.skip_plies) * s.nodes * 9 / 10);
  EXPECT_LE(cheap.nodes.opening, uint64_t(s.skip_plies) * 100) << "the first plies: 50 nodes";
  ASSERT_FALSE(cheap.positions.empty());
  // Every recorded position still had its full search of `nodes`.
  EXPECT_GE(cheap.nodes.recorded, cheap.positions.size() * s.nodes * 9 / 10);
}

}  // namespace
}  // namespace cotuong::nnue_data
