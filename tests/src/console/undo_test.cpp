// Takebacks restore exactly the earlier position: key, FEN, history (repetition) and verdict,
// in the console's game and in the protocol facade's `undo N`.
#include <gtest/gtest.h>

#include <vector>

#include "console/console_game.h"
#include "protocol/engine.h"

namespace cotuong::console {
namespace {

// Everything a takeback must restore.
struct Snapshot {
  Key key;
  std::string fen;
  std::vector<Key> history;
  std::string rule;
  bool repetition_warning;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const Position& pos, const rules::Verdict& v) {
  std::vector<Key> keys;
  for (const StateInfo& st : pos.history()) keys.push_back(st.key);
  return {pos.key(), pos.fen(), keys, v.rule, v.repetition_warning};
}

// Horses out and back twice: the start position recurs (a repetition the arbiter warns about).
const std::vector<const char*> kMoves = {"h0g2", "h9g7", "g2h0", "g7h9", "h0g2",
                                         "h9g7", "g2h0", "g7h9", "b2e2"};

TEST(Undo, ConsoleGameRestoresKeyFenHistoryAndVerdictAtEveryPly) {
  Game game;
  std::vector<Snapshot> before;
  bool warned = false;
  for (const char* text : kMoves) {
    before.push_back(snapshot(game.position(), game.verdict()));
    ASSERT_TRUE(game.play(*parse_ucci(game.position(), text)).ok()) << text;
    warned = warned || game.verdict().repetition_warning;
  }
  EXPECT_TRUE(warned);  // the sequence does repeat
  for (int i = int(kMoves.size()) - 1; i >= 0; --i) {
    ASSERT_TRUE(game.undo(1));
    EXPECT_EQ(snapshot(game.position(), game.verdict()), before[i]) << "after undoing ply " << i;
  }
  EXPECT_FALSE(game.undo(1));  // nothing left
}

TEST(Undo, ConsoleGameTakesBackTwoPliesAtOnce) {
  Game game;
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(game.play(*parse_ucci(game.position(), kMoves[i])).ok());
  Game two = game;
  Game reference;
  for (int i = 0; i < 2; ++i)
    ASSERT_TRUE(reference.play(*parse_ucci(reference.position(), kMoves[i])).ok());
  ASSERT_TRUE(two.undo(2));
  EXPECT_EQ(snapshot(two.position(), two.verdict()),
            snapshot(reference.position(), reference.verdict()));
}

TEST(Undo, ProtocolUndoNRestoresKeyFenAndHistory) {
  protocol::Engine engine(nullptr, protocol::EngineEvents{});
  protocol::PositionSpec spec;
  spec.startpos = true;
  std::vector<Snapshot> before;
  Position played = Position::start();
  for (const char* text : kMoves) {
    before.push_back(snapshot(played, rules::Verdict{}));
    played.do_move(*parse_ucci(played, text));
    spec.moves.push_back(text);
  }
  ASSERT_TRUE(engine.set_position(spec).ok());
  ASSERT_TRUE(engine.undo(3).ok());
  EXPECT_EQ(snapshot(engine.position(), rules::Verdict{}), before[kMoves.size() - 3]);
  ASSERT_TRUE(engine.undo(1).ok());
  EXPECT_EQ(snapshot(engine.position(), rules::Verdict{}), before[kMoves.size() - 4]);
  EXPECT_FALSE(engine.undo(100).ok());  // more than played: refused, nothing changes
  EXPECT_EQ(snapshot(engine.position(), rules::Verdict{}), before[kMoves.size() - 4]);
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
