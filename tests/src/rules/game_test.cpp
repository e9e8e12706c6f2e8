// Takebacks restore exactly the earlier position: key, FEN, history (repetition) and verdict;
// a change of rules (a rule set and its no-capture override) judges the same moves anew.
#include "rules/game.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/ascii.h"

namespace cotuong::rules {
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

Snapshot snapshot(const Game& game) {
  std::vector<Key> keys;
  for (const StateInfo& st : game.position().history()) keys.push_back(st.key);
  const Verdict v = game.verdict();
  return {game.position().key(), game.position().fen(), keys, v.rule, v.repetition_warning};
}

// Horses out and back twice: the start position recurs (a repetition the arbiter warns about).
const std::vector<const char*> kMoves = {"h0g2", "h9g7", "g2h0", "g7h9", "h0g2",
                                         "h9g7", "g2h0", "g7h9", "b2e2"};

TEST(Game, TakebacksRestoreKeyFenHistoryAndVerdictAtEveryPly) {
  Game game;
  std::vector<Snapshot> before;
  bool warned = false;
  for (const char* text : kMoves) {
    before.push_back(snapshot(game));
    ASSERT_TRUE(game.play(*parse_ucci(game.position(), text)).ok()) << text;
    warned = warned || game.verdict().repetition_warning;
  }
  EXPECT_TRUE(warned);  // the sequence does repeat
  EXPECT_EQ(game.moves().size(), kMoves.size());
  for (int i = int(kMoves.size()) - 1; i >= 0; --i) {
    ASSERT_TRUE(game.undo(1).ok());
    EXPECT_EQ(snapshot(game), before[i]) << "after undoing ply " << i;
  }
  absl::Status nothing_left = game.undo(1);
  EXPECT_EQ(nothing_left.message(), "cannot take back 1 ply: 0 played since the position was set");
}

TEST(Game, TakesBackSeveralPliesAtOnceOrNoneWhenFewerWerePlayed) {
  Game game, reference;
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(game.play(*parse_ucci(game.position(), kMoves[i])).ok());
  for (int i = 0; i < 2; ++i)
    ASSERT_TRUE(reference.play(*parse_ucci(reference.position(), kMoves[i])).ok());
  Game two = game;
  ASSERT_TRUE(two.undo(2).ok());
  EXPECT_EQ(snapshot(two), snapshot(reference));
  EXPECT_EQ(two.moves(), reference.moves());
  absl::Status refused = two.undo(3);
  EXPECT_TRUE(absl::IsOutOfRange(refused)) << refused;
  EXPECT_EQ(snapshot(two), snapshot(reference));  // nothing changed
}

TEST(Game, AnIllegalMoveChangesNothing) {
  Game game;
  const Snapshot before = snapshot(game);
  EXPECT_FALSE(game.play(make_move(SQ_E0, SQ_E9)).ok());
  EXPECT_EQ(snapshot(game), before);
  EXPECT_TRUE(game.moves().empty());
}

TEST(Game, ANewRuleSetJudgesTheSameMoves) {
  // The start position three times: a draw either way, in the words of each rule set.
  Game game(Position::start(), RuleSet::kAsian), casual(Position::start(), RuleSet::kCasual);
  for (int i = 0; i < 8; ++i) {
    ASSERT_TRUE(game.play(*parse_ucci(game.position(), kMoves[i])).ok());
    ASSERT_TRUE(casual.play(*parse_ucci(casual.position(), kMoves[i])).ok());
  }
  ASSERT_TRUE(game.verdict().over());
  EXPECT_NE(game.verdict().explanation, casual.verdict().explanation);
  game.set_rules(RuleSet::kCasual);
  EXPECT_EQ(game.rules(), Rules(RuleSet::kCasual));
  EXPECT_EQ(game.verdict().explanation, casual.verdict().explanation);
  EXPECT_EQ(game.moves(), casual.moves());
}

TEST(Game, ItsStartAndMovesAreTheArbitersRecordNotThePositionsHistory) {
  // A start reached by moves the game did not play: the game's record begins there.
  Position start = Position::start();
  for (const char* text : {"h0g2", "h9g7"}) start.do_move(*parse_ucci(start, text));
  Game game(start);
  for (const char* text : {"g2h0", "g7h9", "h0g2"})
    ASSERT_TRUE(game.play(*parse_ucci(game.position(), text)).ok()) << text;
  std::vector<std::string> played;
  for (Move m : game.moves()) played.push_back(to_ucci(m));
  EXPECT_EQ(played, (std::vector<std::string>{"g2h0", "g7h9", "h0g2"}));
  EXPECT_EQ(game.plies(), 3);
  EXPECT_EQ(game.start().fen(), start.fen());
  // A change of rules and a takeback keep the one record.
  game.set_rules(RuleSet::kCasual);
  EXPECT_EQ(game.start().fen(), start.fen());
  EXPECT_EQ(game.moves().size(), 3u);
  ASSERT_TRUE(game.undo(1).ok());
  EXPECT_EQ(game.moves().size(), 2u);
  EXPECT_EQ(game.position().key(), Position::start().key());  // the horses home again
  // Only moves played in the game are taken back, never the ones before its start.
  EXPECT_TRUE(absl::IsOutOfRange(game.undo(3)));
}

TEST(Game, TheRulesAreTheRuleSetWithItsNoCaptureOverride) {
  // 100 plies without a capture: the Asian-50 rules' own limit, not the 150 set here.
  absl::StatusOr<Position> start = Position::from_fen("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 99 1");
  ASSERT_TRUE(start.ok());
  Game game(*start, Rules(RuleSet::kAsian, 150));
  ASSERT_TRUE(game.play(*parse_ucci(game.position(), "a8a7")).ok());
  game.set_rules(Rules(RuleSet::kAsian50, 150));
  EXPECT_FALSE(game.verdict().over());
  EXPECT_EQ(game.rules().limits().no_capture_plies, 150);
  game.set_rules(RuleSet::kAsian50);
  EXPECT_EQ(game.verdict().rule, "no-capture-limit");
  EXPECT_EQ(game.verdict().explanation, "50 moves without a capture: draw");
}

// The rule sets are one table: each name and alias reads back, and the limits are the table's.
TEST(RuleSets, OneTableOfNamesAliasesAndLimits) {
  for (RuleSet r : kRuleSets) {
    const RuleSetData& d = rule_set_data(r);
    EXPECT_EQ(d.set, r);
    EXPECT_EQ(parse_rule_set(d.name).value(), r);
    EXPECT_EQ(parse_rule_set(absl::AsciiStrToUpper(d.name)).value(), r);
    EXPECT_EQ(limits_of(r).no_capture_plies, d.limits.no_capture_plies);
  }
  EXPECT_EQ(parse_rule_set("asian50").value(), RuleSet::kAsian50);
  EXPECT_EQ(limits_of(RuleSet::kAsian).no_capture_plies, 120);
  EXPECT_EQ(limits_of(RuleSet::kAsian50).no_capture_plies, 100);
  EXPECT_FALSE(limits_of(RuleSet::kCasual).perpetual_rules);
  EXPECT_TRUE(limits_of(RuleSet::kRoom).streak_rules());
  EXPECT_FALSE(limits_of(RuleSet::kAsian).streak_rules());
  EXPECT_FALSE(parse_rule_set("chinese").ok());
}

}  // namespace
}  // namespace cotuong::rules
