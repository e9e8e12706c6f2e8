#include "book/book_format.h"

#include <algorithm>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "core/position.h"

namespace cotuong::book {

namespace {

// Appends the n low bytes of v, least significant first.
void put(std::string& out, uint64_t v, int n) {
  for (int i = 0; i < n; ++i) out.push_back(char((v >> (8 * i)) & 0xFF));
}

// Returns the n-byte little-endian integer at p.
uint64_t get(const char* p, int n) {
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; --i) v = (v << 8) | uint8_t(p[i]);
  return v;
}

}  // namespace

std::string encode(const std::vector<Record>& records) {
  std::string out(kMagic, sizeof(kMagic));
  put(out, kVersion, 4);
  put(out, records.size(), 4);
  put(out, Position::start().key(), 8);
  for (const Record& r : records) {
    put(out, r.key, 8);
    put(out, r.move, 2);
    put(out, r.weight, 2);
  }
  return out;
}

absl::StatusOr<uint64_t> expected_size(std::string_view header) {
  if (header.size() < kHeaderSize || std::memcmp(header.data(), kMagic, sizeof(kMagic)) != 0)
    return absl::InvalidArgumentError("not a cotuong book file (bad magic)");
  uint32_t version = uint32_t(get(header.data() + 8, 4));
  if (version != kVersion)
    return absl::InvalidArgumentError(absl::StrCat("book format version ", version,
                                                   " is not supported (expected ", kVersion,
                                                   "); rebuild the book with cotuong-book"));
  if (get(header.data() + 16, 8) != Position::start().key())
    return absl::InvalidArgumentError(
        "book was built with different Zobrist keys; rebuild it with this cotuong-book");
  return kHeaderSize + get(header.data() + 12, 4) * kRecordSize;
}

absl::StatusOr<std::vector<Record>> decode(std::string_view bytes) {
  absl::StatusOr<uint64_t> size = expected_size(bytes);
  if (!size.ok()) return size.status();
  uint64_t count = (*size - kHeaderSize) / kRecordSize;
  if (bytes.size() != *size)
    return absl::InvalidArgumentError(
        absl::StrCat("book file size ", bytes.size(), " does not match its ", count, " records"));
  std::vector<Record> records(count);
  const char* p = bytes.data() + kHeaderSize;
  for (Record& r : records) {
    r.key = get(p, 8);
    r.move = Move(get(p + 8, 2));
    r.weight = uint16_t(get(p + 10, 2));
    p += kRecordSize;
  }
  for (size_t i = 0; i < records.size(); ++i) {
    if (records[i].weight == 0 || !is_ok(from_sq(records[i].move)) ||
        !is_ok(to_sq(records[i].move)) || !is_ok(records[i].move))
      return absl::InvalidArgumentError(absl::StrCat("book record ", i, " is corrupt"));
    if (i > 0 && !(records[i - 1] < records[i]))
      return absl::InvalidArgumentError(absl::StrCat("book records are not sorted at ", i));
  }
  return records;
}

}  // namespace cotuong::book
