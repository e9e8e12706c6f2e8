#include "book/book_format.h"

#include <gtest/gtest.h>

#include "core/position.h"

namespace cotuong::book {
namespace {

std::vector<Record> sample_records() {
  Position pos = Position::start();
  Move central = *parse_ucci(pos, "h2e2");
  Move horse = *parse_ucci(pos, "h0g2");
  std::vector<Record> records = {{pos.key(), central, 7}, {pos.key(), horse, 3}, {12345, horse, 1}};
  std::sort(records.begin(), records.end());
  return records;
}

TEST(BookFormat, RoundTripKeepsEveryRecord) {
  auto records = sample_records();
  std::string bytes = encode(records);
  EXPECT_EQ(bytes.size(), kHeaderSize + records.size() * kRecordSize);
  auto decoded = decode(bytes);
  ASSERT_TRUE(decoded.ok()) << decoded.status();
  EXPECT_EQ(*decoded, records);
}

TEST(BookFormat, HeaderStartsWithMagicAndVersion) {
  std::string bytes = encode(sample_records());
  EXPECT_EQ(bytes.substr(0, 8), std::string(kMagic, 8));
  EXPECT_EQ(uint8_t(bytes[8]), kVersion);  // little-endian
}

TEST(BookFormat, RejectsForeignFiles) {
  auto status = decode("this is not a book file at all").status();
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("magic"), std::string::npos);
}

TEST(BookFormat, RejectsOtherVersions) {
  std::string bytes = encode(sample_records());
  bytes[8] = char(kVersion + 1);
  auto status = decode(bytes).status();
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("version"), std::string::npos);
}

TEST(BookFormat, RejectsBooksBuiltWithOtherZobristKeys) {
  std::string bytes = encode(sample_records());
  bytes[16] ^= 1;
  auto status = decode(bytes).status();
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("Zobrist"), std::string::npos);
}

TEST(BookFormat, RejectsTruncatedFiles) {
  std::string bytes = encode(sample_records());
  bytes.pop_back();
  EXPECT_FALSE(decode(bytes).ok());
}

TEST(BookFormat, RejectsUnsortedRecords) {
  auto records = sample_records();
  std::swap(records[0], records[2]);
  EXPECT_FALSE(decode(encode(records)).ok());
}

TEST(BookFormat, RejectsZeroWeights) {
  auto records = sample_records();
  records[1].weight = 0;
  EXPECT_FALSE(decode(encode(records)).ok());
}

}  // namespace
}  // namespace cotuong::book
