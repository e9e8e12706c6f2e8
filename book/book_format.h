// The binary book file: a fixed header followed by sorted records. All integers are little-endian
// so that a book built on one machine reads the same on any other.
//
//   offset  size  field
//        0     8  magic "CTBOOK\r\n"
//        8     4  format version (kVersion)
//       12     4  number of records
//       16     8  Zobrist key of the start position (detects a book built with other keys)
//       24  12*n  records: key (8), move (2), weight (2)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/types.h"

namespace cotuong::book {

constexpr char kMagic[8] = {'C', 'T', 'B', 'O', 'O', 'K', '\r', '\n'};
constexpr uint32_t kVersion = 1;
constexpr size_t kHeaderSize = 24;
constexpr size_t kRecordSize = 12;

// One book move. Invariant in a file: records are sorted by (key, move), each pair appears once,
// and weight >= 1.
struct Record {
  Key key = 0;
  Move move = MOVE_NONE;
  uint16_t weight = 0;

  bool operator<(const Record& r) const { return key != r.key ? key < r.key : move < r.move; }
  bool operator==(const Record&) const = default;
};

// Returns the file bytes holding `records`, which must already satisfy the Record invariant.
std::string encode(const std::vector<Record>& records);
// Returns the records of a book file, or why the bytes are not a valid book of this build.
absl::StatusOr<std::vector<Record>> decode(std::string_view bytes);
// Returns the file size (header and records) the header promises, or why the first kHeaderSize
// bytes (or fewer) are not the header of a book of this build; lets a reader refuse a large
// file of another kind before reading it.
absl::StatusOr<uint64_t> expected_size(std::string_view header);

}  // namespace cotuong::book
