#include "book/opening_names.h"

#include <gtest/gtest.h>

#include <set>

#include "book/book_builder.h"

namespace cotuong::book {
namespace {

const std::vector<Opening>& shipped() {
  static const std::vector<Opening> openings = [] {
    auto loaded = load_openings(COTUONG_OPENINGS_FILE);
    EXPECT_TRUE(loaded.ok()) << loaded.status();
    return loaded.ok() ? *loaded : std::vector<Opening>();
  }();
  return openings;
}

std::vector<Move> moves_of(const std::vector<std::string>& texts) {
  Position pos = Position::start();
  std::vector<Move> moves;
  for (const auto& t : texts) {
    moves.push_back(*parse_ucci(pos, t));
    pos.do_move(moves.back());
  }
  return moves;
}

TEST(Openings, EveryShippedLineIsLegalAndLongEnough) {
  // load_openings replays every move; here each line is replayed once more independently.
  int lines = 0;
  for (const Opening& o : shipped()) {
    Position pos = Position::start();
    for (Move m : o.moves) {
      ASSERT_TRUE(pos.is_legal(m)) << "line " << o.source_line << " " << o.vietnamese;
      pos.do_move(m);
    }
    if (o.kind == OpeningKind::kLine) {
      ++lines;
      EXPECT_GE(o.moves.size(), size_t(kMinLinePlies)) << "line " << o.source_line;
    }
  }
  EXPECT_GE(lines, 40);
}

TEST(Openings, ShippedLinesAreDistinct) {
  std::set<std::vector<Move>> seen;
  for (const Opening& o : shipped()) {
    if (o.kind == OpeningKind::kLine) {
      EXPECT_TRUE(seen.insert(o.moves).second) << "duplicate line " << o.source_line;
    }
  }
}

TEST(Openings, ShippedLinesCoverTheFamiliesPlayersExpect) {
  const char* families[] = {"Pháo đầu",      "Bình phong Mã",    "Thuận pháo",   "Nghịch pháo",
                            "Phi tượng",     "Tiên nhân chỉ lộ", "Phản cung mã", "Khởi mã",
                            "Quá cung pháo", "Sĩ giác pháo",     "Đơn đề mã",    "Tam bộ hổ"};
  for (const char* family : families) {
    bool found = false;
    for (const Opening& o : shipped())
      found |= o.kind == OpeningKind::kLine && o.vietnamese.find(family) != std::string::npos;
    EXPECT_TRUE(found) << "no book line of " << family;
  }
}

TEST(Openings, EveryEntryHasAllNames) {
  for (const Opening& o : shipped()) {
    EXPECT_FALSE(o.chinese.empty());
    EXPECT_FALSE(o.english.empty());
    EXPECT_EQ(o.eco.size(), 3u);
  }
}

TEST(OpeningNames, NamesTheFamilyFromTheFirstMove) {
  OpeningNames names(shipped());
  const Opening* o = names.name_of(moves_of({"h2e2"}));
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->vietnamese, "Pháo đầu");
  EXPECT_EQ(o->chinese, "中炮");
}

TEST(OpeningNames, NamesScreenHorsesWhateverTheMoveOrder) {
  OpeningNames names(shipped());
  for (auto line : {std::vector<std::string>{"h2e2", "h9g7", "h0g2", "b9c7"},
                    std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"}}) {
    const Opening* o = names.name_of(moves_of(line));
    ASSERT_NE(o, nullptr);
    EXPECT_EQ(o->vietnamese, "Pháo đầu đối Bình phong Mã");
  }
}

TEST(OpeningNames, DeepestMatchWinsAndSticksAfterLeavingTheBook) {
  OpeningNames names(shipped());
  // The five-seven cannons line, then a move no entry knows: the line's name stays.
  auto moves = moves_of(
      {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0a2", "c6c5", "b2c2", "c9e7", "a0a1"});
  const Opening* o = names.name_of(moves);
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->chinese, "五七炮对屏风马进3卒");
}

TEST(OpeningNames, MirroredPlayHasTheSameName) {
  OpeningNames names(shipped());
  const Opening* left = names.name_of(moves_of({"b2e2", "b9c7"}));
  ASSERT_NE(left, nullptr);
  EXPECT_EQ(left->chinese, "中炮对进左马");
  const Opening* pawn = names.name_of(moves_of({"g3g4"}));
  ASSERT_NE(pawn, nullptr);
  EXPECT_EQ(pawn->vietnamese, "Tiên nhân chỉ lộ");
}

TEST(OpeningNames, EveryLineIsNamedAtItsEnd) {
  OpeningNames names(shipped());
  for (const Opening& o : shipped()) {
    if (o.kind != OpeningKind::kLine) continue;
    const Opening* named = names.name_of(o.moves);
    ASSERT_NE(named, nullptr);
    EXPECT_EQ(named->source_line, o.source_line) << o.vietnamese;
  }
}

TEST(OpeningNames, UnknownGameHasNoName) {
  OpeningNames names(shipped());
  EXPECT_EQ(names.name_of(moves_of({"a3a4", "a6a5"})), nullptr);
  EXPECT_EQ(names.name_of(std::vector<Move>{}), nullptr);
}

TEST(OpeningNames, NamesTheGameOfAPosition) {
  OpeningNames names(shipped());
  Position pos = Position::start();
  for (const char* t : {"h2e2", "h7e7"}) pos.do_move(*parse_ucci(pos, t));
  const Opening* o = names.name_of(pos);
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->vietnamese, "Thuận pháo");
  EXPECT_EQ(o->display(), "D00 Thuận pháo (顺炮)");
  auto fen = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
  ASSERT_TRUE(fen.ok());
  EXPECT_EQ(names.name_of(*fen), nullptr);  // not a game from the start
}

TEST(ParseOpenings, ReportsTheLineOfAnIllegalMove) {
  auto parsed = parse_openings(
      "# comment\n"
      "name | B00 | Pháo đầu | 中炮 | Central Cannon | h2e2\n"
      "line | C00 | x | y | z | h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 h0h9 a9a8\n");
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.status().message().find("line 3"), std::string::npos);
  EXPECT_NE(parsed.status().message().find("h0h9"), std::string::npos);
}

TEST(ParseOpenings, RejectsShortLinesBadCodesAndMissingFields) {
  EXPECT_FALSE(parse_openings("line | C00 | x | y | z | h2e2 h9g7\n").ok());
  EXPECT_FALSE(parse_openings("name | Z99 | x | y | z | h2e2\n").ok());
  EXPECT_FALSE(parse_openings("name | B00 | x | y | h2e2\n").ok());
  EXPECT_FALSE(parse_openings("book | B00 | x | y | z | h2e2\n").ok());
  auto ok = parse_openings("name | B00 | x | y | z | h2e2\n\n");
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok->size(), 1u);
}

TEST(ParseOpenings, NameEntriesAddNoBookMoves) {
  auto parsed = parse_openings(
      "name | B00 | Pháo đầu | 中炮 | Central Cannon | h2e2\n"
      "line | E00 | x | y | z | c3c4 g6g5 h0g2 h9g7 i0h0 i9h9 b0c2 b9c7\n");
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  BookBuilder builder;
  add_lines(builder, *parsed);
  EXPECT_EQ(builder.pairs(), 8u);
  auto entries = builder.build().probe(Position::start());
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(to_ucci(entries[0].move), "c3c4");
}

}  // namespace
}  // namespace cotuong::book
