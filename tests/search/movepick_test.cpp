// Move ordering as the search meets it: every legal move exactly once whatever the hints, the
// hash move first, winning captures before quiet moves, killers before other quiet moves,
// clearly losing captures after them; quiescence gets captures only.
#include "search/movepick.h"
#include "tests/fen_position.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "search/see.h"

namespace cotuong::search {
namespace {

const char* const kFens[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1bakabr1/9/1cn3nc1/p3p2Rp/2p3p2/9/P1P1P1P1P/1CN1C1N2/R8/2BAKAB2 b - - 0 6",
    "2bak4/4a1R2/2n1ccn1b/p3p1C1p/9/2p3P2/P1r1P3P/2N1BCN2/4A4/2BAK4 w - - 0 1",
    "3ak4/3Pa4/4b3b/5r3/1R3N3/9/9/B8/2p1A4/2B1KA3 w - - 0 1",
    "4k4/4a4/4C4/9/9/9/9/9/4r4/3K5 b - - 0 1",  // Black in check by the cannon
};

using testing::fen_position;

// Returns the legal moves of pos, of kind T.
template <GenType T>
std::vector<Move> generated(const Position& pos) {
  Move list[MAX_MOVES];
  return std::vector<Move>(list, generate<T>(pos, list));
}

// Search statistics for the picker: empty, on the heap (the continuation table is large).
class MovePickerTest : public ::testing::Test {
 protected:
  void SetUp() override { hist->clear(); }

  // Returns every move the main-search picker gives, in order.
  std::vector<Move> picked(const Position& pos, Move tt_move, Move killer = MOVE_NONE) {
    const Move killers[2] = {killer, MOVE_NONE};
    const int16_t(*cont[2])[SQUARE_NB] = {nullptr, nullptr};
    MovePicker mp(pos, tt_move, killers, MOVE_NONE, *hist, cont);
    std::vector<Move> out;
    for (Move m; (m = mp.next()) != MOVE_NONE;) out.push_back(m);
    return out;
  }

  std::unique_ptr<Histories> hist = std::make_unique<Histories>();
};

// Returns the position of m in moves (moves.size() when absent).
size_t index_of(const std::vector<Move>& moves, Move m) {
  return size_t(std::find(moves.begin(), moves.end(), m) - moves.begin());
}

TEST_F(MovePickerTest, EveryLegalMoveComesExactlyOnceWhateverTheHints) {
  for (const char* fen : kFens) {
    Position pos = fen_position(fen);
    std::vector<Move> legal = generated<LEGAL>(pos);
    std::multiset<Move> expected(legal.begin(), legal.end());
    // No hint, a legal hint, and hints that are illegal here (another position's moves).
    std::vector<Move> hints = {MOVE_NONE, legal.front(), legal.back(), make_move(SQ_A0, SQ_I9)};
    for (Move hint : hints) {
      std::vector<Move> got = picked(pos, hint, hint);
      EXPECT_EQ(std::multiset<Move>(got.begin(), got.end()), expected) << fen;
    }
  }
}

TEST_F(MovePickerTest, TheHashMoveComesFirst) {
  for (const char* fen : kFens) {
    Position pos = fen_position(fen);
    for (Move m : generated<LEGAL>(pos)) ASSERT_EQ(picked(pos, m).front(), m) << fen;
  }
}

TEST_F(MovePickerTest, WinningCapturesComeBeforeQuietMovesAndLosingOnesAfter) {
  for (const char* fen : kFens) {
    Position pos = fen_position(fen);
    if (pos.in_check()) continue;  // evasions are ordered as one list
    std::vector<Move> got = picked(pos, MOVE_NONE);
    size_t first_quiet = got.size(), last_quiet = 0;
    for (size_t i = 0; i < got.size(); ++i)
      if (!pos.is_capture(got[i])) first_quiet = std::min(first_quiet, i), last_quiet = i;
    for (size_t i = 0; i < got.size(); ++i) {
      if (!pos.is_capture(got[i])) continue;
      if (see_ge(pos, got[i], 0)) EXPECT_LT(i, first_quiet) << fen << " " << to_ucci(got[i]);
      // A capture losing more than a minor piece's worth waits until the quiet moves are done.
      if (!see_ge(pos, got[i], -200)) EXPECT_GT(i, last_quiet) << fen << " " << to_ucci(got[i]);
    }
  }
}

TEST_F(MovePickerTest, AKillerComesBeforeTheOtherQuietMoves) {
  for (const char* fen : kFens) {
    Position pos = fen_position(fen);
    if (pos.in_check()) continue;
    std::vector<Move> quiets = generated<QUIETS>(pos);
    const Move killer = quiets.back();
    std::vector<Move> got = picked(pos, MOVE_NONE, killer);
    const size_t k = index_of(got, killer);
    for (Move q : quiets)
      if (q != killer) EXPECT_LT(k, index_of(got, q)) << fen;
  }
}

TEST_F(MovePickerTest, QuiescenceGetsEveryCaptureAndNothingElse) {
  for (const char* fen : kFens) {
    Position pos = fen_position(fen);
    if (pos.in_check()) continue;
    std::vector<Move> captures = generated<CAPTURES>(pos);
    MovePicker mp(pos, MOVE_NONE, *hist);
    std::multiset<Move> got;
    for (Move m; (m = mp.next()) != MOVE_NONE;) got.insert(m);
    EXPECT_EQ(got, std::multiset<Move>(captures.begin(), captures.end())) << fen;
  }
}

}  // namespace
}  // namespace cotuong::search
