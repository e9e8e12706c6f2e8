#include "book/book.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "book/book_builder.h"
#include "book/mirror.h"
#include "core/movegen.h"

namespace cotuong::book {
namespace {

// Returns the position after the UCCI moves from the start.
Position after(const std::vector<std::string>& moves) {
  Position pos = Position::start();
  for (const auto& text : moves) pos.do_move(*parse_ucci(pos, text));
  return pos;
}

Move move(const Position& pos, const char* text) { return *parse_ucci(pos, text); }

// A book playing h2e2 (weight 3) or h0g2 (weight 1) at the start, and h9g7 after h2e2.
Book small_book() {
  BookBuilder builder;
  Position start = Position::start();
  builder.add(start, move(start, "h2e2"), 3);
  builder.add(start, move(start, "h0g2"), 1);
  Position p = after({"h2e2"});
  builder.add(p, move(p, "h9g7"), 5);
  return builder.build();
}

TEST(Book, ProbeListsLegalMovesHeaviestFirst) {
  Book book = small_book();
  Position start = Position::start();
  auto entries = book.probe(start);
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[0], (Entry{move(start, "h2e2"), 3}));
  EXPECT_EQ(entries[1], (Entry{move(start, "h0g2"), 1}));
}

TEST(Book, OutOfBookPositionHasNoMoves) {
  Book book = small_book();
  Rng rng(1);
  Position pos = after({"c3c4"});
  EXPECT_TRUE(book.probe(pos).empty());
  EXPECT_EQ(book.pick(pos, rng), MOVE_NONE);
  EXPECT_TRUE(Book().probe(Position::start()).empty());
}

TEST(Book, MirrorPositionIsFoundAndMoveReflectedBack) {
  // The book knows h9g7 after h2e2; after b2e2 (the mirror) it must answer b9c7.
  Book book = small_book();
  Position pos = after({"b2e2"});
  auto entries = book.probe(pos);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(to_ucci(entries[0].move), "b9c7");
  EXPECT_EQ(entries[0].weight, 5);
}

TEST(Book, MirrorOfMoveAndKeyAreConsistent) {
  Position pos = after({"h2e2", "h9g7"});
  Position reflected = after({"b2e2", "b9c7"});
  EXPECT_EQ(mirror_key(pos), reflected.key());
  EXPECT_EQ(mirror_key(Position::start()), Position::start().key());
  EXPECT_EQ(to_ucci(mirror(move(Position::start(), "h0g2"))), "b0c2");
}

TEST(Book, CollidingKeyNeverYieldsIllegalMove) {
  // A record stored under the start key with a move that is illegal there (as if another
  // position had the same key) is skipped; the legal one is kept.
  Position start = Position::start();
  Move illegal = make_move(SQ_A0, make_square(0, 5));  // rook through its own pawn
  ASSERT_FALSE(start.is_legal(illegal));
  std::vector<Record> records = {{start.key(), move(start, "h2e2"), 1}, {start.key(), illegal, 50}};
  std::sort(records.begin(), records.end());
  Book book = Book::from_records(records);
  auto entries = book.probe(start);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(to_ucci(entries[0].move), "h2e2");
  Rng rng(7);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(to_ucci(book.pick(start, rng)), "h2e2");
}

TEST(Book, PickFollowsWeights) {
  Book book = small_book();
  Position start = Position::start();
  Rng rng(42);
  int central = 0;
  constexpr int kDraws = 4000;
  for (int i = 0; i < kDraws; ++i) central += book.pick(start, rng) == move(start, "h2e2");
  EXPECT_NEAR(double(central) / kDraws, 0.75, 0.03);
}

TEST(Book, ZeroVarietyAlwaysPlaysHeaviestMove) {
  Book book = small_book();
  Position start = Position::start();
  Rng rng(3);
  for (int i = 0; i < 200; ++i) EXPECT_EQ(book.pick(start, rng, 0.0), move(start, "h2e2"));
}

TEST(Book, HigherVarietyFlattensOdds) {
  // Weights 3:1 give 75% at variety 1, 3^(1/3):1 (about 59%) at variety 3.
  EXPECT_EQ(choose_index({3, 1}, 1.0, 0.74), 0u);
  EXPECT_EQ(choose_index({3, 1}, 1.0, 0.76), 1u);
  EXPECT_EQ(choose_index({3, 1}, 3.0, 0.58), 0u);
  EXPECT_EQ(choose_index({3, 1}, 3.0, 0.60), 1u);
  EXPECT_EQ(choose_index({1, 9, 2}, 0.0, 0.99), 1u);
  // Tiny variety behaves like zero instead of overflowing.
  EXPECT_EQ(choose_index({65535, 60000, 1}, 0.001, 0.999), 0u);
  EXPECT_EQ(choose_index({1, 65535}, 0.001, 0.0), 1u);
}

TEST(Book, SameSeedGivesSameChoices) {
  Book book = small_book();
  Position start = Position::start();
  Rng a(99), b(99);
  for (int i = 0; i < 50; ++i) EXPECT_EQ(book.pick(start, a), book.pick(start, b));
}

TEST(Book, OpenReportsMissingFile) {
  auto book = Book::open("/nonexistent/dir/cotuong.book");
  EXPECT_EQ(book.status().code(), absl::StatusCode::kNotFound);
}

TEST(Book, OpenRefusesADirectoryAndADevice) {
  // Before: a directory threw std::ios_failure from the read; /dev/zero read until memory ran out.
  auto dir = Book::open(std::filesystem::temp_directory_path());
  EXPECT_EQ(dir.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(dir.status().message().find("not a regular file"), std::string::npos) << dir.status();
  auto zero = Book::open("/dev/zero");
  EXPECT_EQ(zero.status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(Book, OpenChecksTheHeaderAndSizeBeforeReading) {
  auto path = std::filesystem::temp_directory_path() / "cotuong_book_test_sparse.book";
  // A sparse 4 GiB file of another kind: refused by its header, without reading 4 GiB.
  {
    std::ofstream out(path, std::ios::binary);
    out << "not a book";
  }
  std::filesystem::resize_file(path, uintmax_t(4) << 30);
  auto other = Book::open(path);
  EXPECT_EQ(other.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(other.status().message().find("bad magic"), std::string::npos) << other.status();
  // A real header followed by far more bytes than its record count promises.
  BookBuilder builder;
  Position start = Position::start();
  builder.add(start, move(start, "g0e2"), 2);
  ASSERT_TRUE(builder.write(path).ok());
  std::filesystem::resize_file(path, uintmax_t(4) << 30);
  auto padded = Book::open(path);
  EXPECT_EQ(padded.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(padded.status().message().find("header promises"), std::string::npos)
      << padded.status();
  std::filesystem::remove(path);
}

TEST(Book, FileWrittenByBuilderReadsBack) {
  BookBuilder builder;
  Position start = Position::start();
  builder.add(start, move(start, "g0e2"), 2);
  auto path = std::filesystem::temp_directory_path() / "cotuong_book_test.book";
  ASSERT_TRUE(builder.write(path).ok());
  auto book = Book::open(path);
  ASSERT_TRUE(book.ok()) << book.status();
  auto entries = book->probe(start);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(to_ucci(entries[0].move), "g0e2");
  std::filesystem::remove(path);
}

TEST(Book, BuilderScalesHeavyWeightsIntoSixteenBits) {
  BookBuilder builder;
  Position start = Position::start();
  builder.add(start, move(start, "h2e2"), 1'000'000);
  builder.add(start, move(start, "c3c4"), 1);
  auto records = builder.records();
  ASSERT_EQ(records.size(), 2u);
  std::map<std::string, int> weight;
  for (const auto& r : records) weight[to_ucci(r.move)] = r.weight;
  EXPECT_EQ(weight["h2e2"], 65535);
  EXPECT_EQ(weight["c3c4"], 1);  // never rounded away
}

TEST(Book, ShippedBookIsBuiltNextToTheEngine) {
  auto book = Book::open(COTUONG_BOOK_FILE);
  ASSERT_TRUE(book.ok()) << book.status();
  Position start = Position::start();
  auto entries = book->probe(start);
  ASSERT_GE(entries.size(), 4u);  // central cannon, elephant, pawn, horse, ...
  EXPECT_EQ(to_ucci(entries[0].move), "h2e2");
  for (const auto& e : entries) EXPECT_TRUE(start.is_legal(e.move));
}

}  // namespace
}  // namespace cotuong::book
