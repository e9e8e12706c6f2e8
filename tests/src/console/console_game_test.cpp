// The console's uses of a game: a PGN record that reads back into the same game, and handicap
// set-ups.
#include "console/console_game.h"

#include <gtest/gtest.h>

#include <vector>

namespace cotuong::console {
namespace {

TEST(GameRecord, ReadsBackIntoTheSameGameWithTheArbitersResult) {
  rules::Game game(Position::start(), rules::RuleSet::kAsian50);
  for (const char* text : {"h2e2", "h9g7", "h0g2", "i9h9"})
    ASSERT_TRUE(game.play(*parse_ucci(game.position(), text)).ok()) << text;
  notation::GameRecord record = game_record(game, "Player", "cotuong");
  EXPECT_EQ(record.tag("Rules"), "asian-50");
  EXPECT_EQ(record.tag("Red"), "Player");
  EXPECT_EQ(record.result, rules::GameResult::kNone);
  absl::StatusOr<rules::Game> back = game_from_record(record, rules::RuleSet::kAsian50);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->moves(), game.moves());
  EXPECT_EQ(back->position().key(), game.position().key());
  EXPECT_EQ(move_texts(game, notation::Style::kVietnamese),
            (std::vector<std::string>{"P2-5", "M8.7", "M2.3", "X9-8"}));
}

TEST(Handicap, RemovesTheGiversPiecesLeftHandFirst) {
  Position pos = *handicap_position(BLACK, {"horse", "rook"});
  EXPECT_EQ(pos.count(BLACK, HORSE), 1);
  EXPECT_EQ(pos.count(BLACK, ROOK), 1);
  EXPECT_EQ(pos.count(RED, HORSE), 2);
  // Black's left hand is file i (it faces Red).
  EXPECT_EQ(pos.piece_on(parse_square("h9")), NO_PIECE);
  EXPECT_EQ(pos.piece_on(parse_square("i9")), NO_PIECE);
  EXPECT_FALSE(handicap_position(RED, {"queen"}).ok());
  EXPECT_FALSE(handicap_position(RED, {"rook", "rook", "rook"}).ok());
}

}  // namespace
}  // namespace cotuong::console
