// The 32-byte record layout (see record.h and README.md):
//   position: bytes 0-11 occupancy (bit s of the little-endian 96-bit number = square s; bits
//             90-95 zero), 12-27 the pieces of the occupied squares in increasing square order,
//             one Piece value per nibble (low nibble first, unused nibbles zero), 28-29 int16
//             score, 30 side to move (0 red, 1 black), 31 result (0 loss, 1 draw, 2 win).
//   header:   bytes 0-3 "CTPD", 4-7 uint32 version, 8-10 zero, 11 0xFF, 12-15 uint32 record
//             size (32), 16-23 uint64 seed, 24-27 uint32 nodes, 28-29 uint16 depth, 30-31 zero.
#include "tools/nnue/record.h"

#include <cstring>

#include "absl/strings/str_cat.h"

namespace cotuong::nnue_data {
namespace {

constexpr int kMaxPieces = 32;

// Returns whether p names a real piece of either colour.
bool valid_piece(int p) { return p >= 1 && p <= 15 && p != 8; }

// Writes v little-endian into n bytes at out.
void put_le(uint8_t* out, uint64_t v, int n) {
  for (int i = 0; i < n; ++i) out[i] = uint8_t(v >> (8 * i));
}

// Returns the little-endian number held in n bytes at in.
uint64_t get_le(const uint8_t* in, int n) {
  uint64_t v = 0;
  for (int i = 0; i < n; ++i) v |= uint64_t(in[i]) << (8 * i);
  return v;
}

}  // namespace

PositionRecord make_record(const Position& pos, int16_t score, ResultForMover result) {
  PositionRecord r;
  for (int s = 0; s < SQUARE_NB; ++s) r.board[s] = pos.piece_on(Square(s));
  r.side_to_move = pos.side_to_move();
  r.score = score;
  r.result = result;
  return r;
}

RecordBytes encode(const PositionRecord& record) {
  RecordBytes b{};
  int n = 0;
  for (int s = 0; s < SQUARE_NB; ++s) {
    const Piece p = record.board[s];
    if (p == NO_PIECE) continue;
    assert(valid_piece(p) && n < kMaxPieces);
    b[s / 8] |= uint8_t(1u << (s % 8));
    b[12 + n / 2] |= uint8_t(p << (4 * (n % 2)));
    ++n;
  }
  put_le(&b[28], uint16_t(record.score), 2);
  b[30] = uint8_t(record.side_to_move);
  b[31] = uint8_t(record.result);
  return b;
}

RecordBytes encode(const ShardHeader& header) {
  RecordBytes b{};
  std::memcpy(&b[0], kMagic, 4);
  put_le(&b[4], header.version, 4);
  b[11] = kHeaderMarker;
  put_le(&b[12], kRecordSize, 4);
  put_le(&b[16], header.seed, 8);
  put_le(&b[24], header.nodes, 4);
  put_le(&b[28], header.depth, 2);
  return b;
}

bool is_header(const RecordBytes& bytes) { return (bytes[11] & 0xFC) != 0; }

absl::StatusOr<PositionRecord> decode_position(const RecordBytes& bytes) {
  if (is_header(bytes)) return absl::InvalidArgumentError("a header record, not a position");
  PositionRecord r;
  int n = 0;
  for (int s = 0; s < SQUARE_NB; ++s) {
    if (!(bytes[s / 8] >> (s % 8) & 1)) continue;
    if (n == kMaxPieces) return absl::InvalidArgumentError("more than 32 pieces");
    const int p = bytes[12 + n / 2] >> (4 * (n % 2)) & 0xF;
    if (!valid_piece(p)) return absl::InvalidArgumentError(absl::StrCat("bad piece code ", p));
    r.board[s] = Piece(p);
    ++n;
  }
  for (int k = n; k < kMaxPieces; ++k)
    if (bytes[12 + k / 2] >> (4 * (k % 2)) & 0xF)
      return absl::InvalidArgumentError("piece code beyond the occupied squares");
  if (bytes[30] > 1) return absl::InvalidArgumentError("bad side to move");
  if (bytes[31] > 2) return absl::InvalidArgumentError("bad result");
  r.score = int16_t(get_le(&bytes[28], 2));
  r.side_to_move = Color(bytes[30]);
  r.result = ResultForMover(bytes[31]);
  return r;
}

absl::StatusOr<ShardHeader> decode_header(const RecordBytes& bytes) {
  if (std::memcmp(&bytes[0], kMagic, 4) != 0 || bytes[11] != kHeaderMarker)
    return absl::InvalidArgumentError("not a cotuong position-data header (magic CTPD)");
  ShardHeader h;
  h.version = uint32_t(get_le(&bytes[4], 4));
  if (h.version != kFormatVersion)
    return absl::InvalidArgumentError(absl::StrCat("unsupported data version ", h.version));
  if (get_le(&bytes[12], 4) != kRecordSize)
    return absl::InvalidArgumentError("unsupported record size");
  h.seed = get_le(&bytes[16], 8);
  h.nodes = uint32_t(get_le(&bytes[24], 4));
  h.depth = uint16_t(get_le(&bytes[28], 2));
  return h;
}

std::string record_fen(const PositionRecord& record) {
  return absl::StrCat(fen_board(record.board), record.side_to_move == RED ? " w" : " b",
                      " - - 0 1");
}

}  // namespace cotuong::nnue_data
