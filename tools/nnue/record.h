// The training-data format of cotuong-datagen (documented in tools/nnue/README.md): fixed-size
// 32-byte little-endian records. A shard file is one header record followed by position
// records; a header is recognisable on its own (byte 11 has bits that a position never sets),
// so shards merge by plain concatenation and readers accept a header wherever one appears.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong::nnue_data {

constexpr int kRecordSize = 32;
constexpr uint32_t kFormatVersion = 1;
constexpr char kMagic[4] = {'C', 'T', 'P', 'D'};  // cotuong position data
constexpr uint8_t kHeaderMarker = 0xFF;           // byte 11 of a header record

using RecordBytes = std::array<uint8_t, kRecordSize>;

// The game's result from the side to move's point of view.
enum class ResultForMover : uint8_t { kLoss = 0, kDraw = 1, kWin = 2 };

// One training position. Invariant: at most 32 pieces, each a valid Piece.
struct PositionRecord {
  Piece board[SQUARE_NB] = {};  // NO_PIECE where empty
  Color side_to_move = RED;
  int16_t score = 0;  // search score in centipawns, side to move's view (never a mate score)
  ResultForMover result = ResultForMover::kDraw;

  bool operator==(const PositionRecord&) const = default;
};

// What a shard's header says about how it was made (informative; readers need only the magic,
// the version and the record size).
struct ShardHeader {
  uint32_t version = kFormatVersion;
  uint64_t seed = 0;
  uint32_t nodes = 0;  // nodes per move (0: a depth limit was used)
  uint16_t depth = 0;  // depth per move (0: a node limit was used)

  bool operator==(const ShardHeader&) const = default;
};

// Returns the record of pos (its placement and side to move) with the given score and result.
PositionRecord make_record(const Position& pos, int16_t score, ResultForMover result);
// Returns the 32 bytes of a position record.
RecordBytes encode(const PositionRecord& record);
// Returns the 32 bytes of a header record.
RecordBytes encode(const ShardHeader& header);
// Returns whether the 32 bytes hold a header record (as opposed to a position).
bool is_header(const RecordBytes& bytes);
// Returns the position record held in bytes, or why they are not a valid one.
absl::StatusOr<PositionRecord> decode_position(const RecordBytes& bytes);
// Returns the header held in bytes, or why they are not a valid v1 header.
absl::StatusOr<ShardHeader> decode_header(const RecordBytes& bytes);
// Returns the FEN of a record (move counters "0 1"), which Position::from_fen reads back.
std::string record_fen(const PositionRecord& record);

}  // namespace cotuong::nnue_data
