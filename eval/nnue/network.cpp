#include "eval/nnue/network.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include "absl/strings/str_cat.h"

namespace cotuong::eval::nnue {

namespace {

// Magic, version, feature set, l1..l3, desc_len; version 2 has the bucket count before desc_len.
constexpr size_t kHeaderBytesV1 = 4 + 4 * 6;
constexpr size_t kHeaderBytesV2 = kHeaderBytesV1 + 4;
constexpr size_t kTransformerBytes = 2 * (kHalfWidth + size_t(kFeatures) * kHalfWidth);
constexpr size_t kStackBytes = 4 * kHidden1 + size_t(kHidden1) * kInputs + 4 * kHidden2 +
                               size_t(kHidden2) * kHidden1 + 4 + kHidden2;

// Reads little-endian fields in order; the caller has checked that they fit.
class Reader {
 public:
  explicit Reader(absl::string_view bytes) : bytes_(bytes) {}
  // Returns the next unsigned 32-bit field.
  uint32_t u32() {
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= uint32_t(uint8_t(bytes_[pos_ + i])) << (8 * i);
    pos_ += 4;
    return v;
  }
  // Returns the next signed 32-bit field.
  int32_t i32() { return int32_t(u32()); }
  // Returns the next signed 16-bit field.
  int16_t i16() {
    uint16_t v = uint16_t(uint8_t(bytes_[pos_]) | (uint8_t(bytes_[pos_ + 1]) << 8));
    pos_ += 2;
    return int16_t(v);
  }
  // Returns the next signed 8-bit field.
  int8_t i8() { return int8_t(uint8_t(bytes_[pos_++])); }
  // Returns the next n bytes.
  absl::string_view bytes(size_t n) {
    absl::string_view v = bytes_.substr(pos_, n);
    pos_ += n;
    return v;
  }
  size_t position() const { return pos_; }

 private:
  absl::string_view bytes_;
  size_t pos_ = 0;
};

// Returns an error naming a header field whose value is not the expected one.
absl::Status wrong_field(absl::string_view field, uint32_t got, uint32_t want) {
  return absl::InvalidArgumentError(
      absl::StrCat("network file: ", field, " is ", got, ", this engine reads ", want));
}

}  // namespace

size_t file_size_for(uint32_t version, uint32_t buckets, uint32_t desc_len) {
  return (version == kFormatVersion1 ? kHeaderBytesV1 : kHeaderBytesV2) + desc_len +
         kTransformerBytes + buckets * kStackBytes + 4;
}

uint32_t fnv1a32(absl::string_view bytes) {
  uint32_t h = 2166136261u;
  for (char c : bytes) {
    h ^= uint8_t(c);
    h *= 16777619u;
  }
  return h;
}

absl::StatusOr<std::shared_ptr<const Network>> load_network(absl::string_view bytes) {
  if (bytes.size() < kHeaderBytesV1)
    return absl::InvalidArgumentError(absl::StrCat("network file: ", bytes.size(),
                                                   " bytes is too short for the ", kHeaderBytesV1,
                                                   "-byte header"));
  if (bytes.substr(0, 4) != "CTNN")
    return absl::InvalidArgumentError("network file: no \"CTNN\" magic (not a cotuong network)");
  Reader in(bytes.substr(4));
  const uint32_t version = in.u32();
  if (version != kFormatVersion1 && version != kFormatVersion2)
    return absl::InvalidArgumentError(
        absl::StrCat("network file: format version is ", version, ", this engine reads 1 or 2"));
  if (version == kFormatVersion2 && bytes.size() < kHeaderBytesV2)
    return absl::InvalidArgumentError(absl::StrCat("network file: ", bytes.size(),
                                                   " bytes is too short for the ", kHeaderBytesV2,
                                                   "-byte header"));
  if (uint32_t v = in.u32(); v != kFeatureSetPs1260)
    return wrong_field("feature set", v, kFeatureSetPs1260);
  if (uint32_t v = in.u32(); v != kHalfWidth) return wrong_field("l1 size", v, kHalfWidth);
  if (uint32_t v = in.u32(); v != kHidden1) return wrong_field("l2 size", v, kHidden1);
  if (uint32_t v = in.u32(); v != kHidden2) return wrong_field("l3 size", v, kHidden2);
  const uint32_t buckets = version == kFormatVersion1 ? 1 : in.u32();
  if (buckets < 1 || buckets > uint32_t(kMaxBuckets))
    return absl::InvalidArgumentError(absl::StrCat("network file: bucket count is ", buckets,
                                                   ", this engine reads 1 to ", kMaxBuckets));
  const uint32_t desc_len = in.u32();
  if (desc_len > kMaxDescriptionBytes)
    return absl::InvalidArgumentError(absl::StrCat("network file: description length ", desc_len,
                                                   " is over the limit of ", kMaxDescriptionBytes));
  const size_t want = file_size_for(version, buckets, desc_len);
  if (bytes.size() != want)
    return absl::InvalidArgumentError(
        absl::StrCat("network file: ", bytes.size(), " bytes, but its header needs exactly ", want,
                     bytes.size() < want ? " (truncated)" : " (trailing bytes)"));
  const uint32_t stored = Reader(bytes.substr(want - 4)).u32();
  if (uint32_t actual = fnv1a32(bytes.substr(0, want - 4)); actual != stored)
    return absl::InvalidArgumentError(
        absl::StrCat("network file: checksum mismatch (stored ", absl::Hex(stored, absl::kZeroPad8),
                     ", computed ", absl::Hex(actual, absl::kZeroPad8), "): the file is damaged"));

  auto net = std::make_shared<Network>();
  net->description = std::string(in.bytes(desc_len));
  for (int16_t& v : net->ft_bias) v = in.i16();
  for (auto& row : net->ft_weight)
    for (int16_t& v : row) v = in.i16();
  net->buckets = int(buckets);
  for (int b = 0; b < net->buckets; ++b) {
    LayerStack& s = net->stack[b];
    for (int32_t& v : s.l1_bias) v = in.i32();
    for (auto& row : s.l1_weight)
      for (int8_t& v : row) v = in.i8();
    for (int32_t& v : s.l2_bias) v = in.i32();
    for (auto& row : s.l2_weight)
      for (int8_t& v : row) v = in.i8();
    s.out_bias = in.i32();
    for (int8_t& v : s.out_weight) v = in.i8();
  }
  return std::shared_ptr<const Network>(std::move(net));
}

absl::StatusOr<std::shared_ptr<const Network>> load_network_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    const int err = errno;
    std::string why = absl::StrCat("cannot open network file \"", path, "\": ", std::strerror(err));
    return err == EACCES ? absl::PermissionDeniedError(why) : absl::NotFoundError(why);
  }
  // More than the largest valid file is read only to report its length.
  std::string bytes;
  char buffer[1 << 16];
  while (file.read(buffer, sizeof buffer) || file.gcount() > 0) {
    bytes.append(buffer, size_t(file.gcount()));
    if (bytes.size() >
        file_size_for(kFormatVersion2, kMaxBuckets, kMaxDescriptionBytes) + sizeof buffer)
      break;
  }
  if (file.bad())
    return absl::NotFoundError(absl::StrCat("cannot read network file \"", path, "\""));
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network(bytes);
  if (!net.ok())
    return absl::Status(net.status().code(), absl::StrCat(path, ": ", net.status().message()));
  return net;
}

}  // namespace cotuong::eval::nnue
