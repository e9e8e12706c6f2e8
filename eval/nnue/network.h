// A CTNN network (FORMAT.md, versions 1 and 2): the quantized weights of PS1260 -> 256 x 2 ->
// 32 -> 32 -> 1, the layers after the feature transformer in 1 to 16 output buckets (layer
// stacks) chosen by the number of pieces on the board, read from bytes or a file with every
// header field, the length and the checksum checked. A loaded network is immutable: the search
// threads share one through a shared_ptr.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::eval::nnue {

constexpr uint32_t kFormatVersion1 = 1;  // one layer stack, no bucket count in the header
constexpr uint32_t kFormatVersion2 = 2;  // a bucket count after l3, then that many stacks
constexpr uint32_t kFeatureSetPs1260 = 1;
constexpr int kFeatures = 1260;          // PS1260: 2 relations x 7 piece types x 90 squares
constexpr int kHalfWidth = 256;          // accumulator width of one perspective (l1)
constexpr int kInputs = 2 * kHalfWidth;  // the first hidden layer's input (us, then them)
constexpr int kHidden1 = 32;             // l2
constexpr int kHidden2 = 32;             // l3
constexpr uint32_t kMaxDescriptionBytes = 4096;
constexpr int kMaxBuckets = 16;  // output buckets (layer stacks) a version-2 file may hold
// Integer scale of the hidden layers: weights are round(64 W), activations 0..127 stand for 0..1.
constexpr int kWeightShift = 6;
constexpr int kActivationMax = 127;
// cp = o * kOutputScale / kOutputDivisor (FORMAT.md: 8128 = 127 * 64).
constexpr int kOutputScale = 400;
constexpr int kOutputDivisor = 8128;

// Returns the output bucket of a position with `pieces` pieces on the board (kings included,
// 2..32) in a network of `buckets` stacks (FORMAT.md): (pieces - 1) * buckets / 32, clamped to
// 0..buckets-1. One bucket: always 0; eight: (pieces - 1) / 4.
constexpr int output_bucket(int pieces, int buckets) {
  const int b = (pieces - 1) * buckets / 32;
  return b < 0 ? 0 : b >= buckets ? buckets - 1 : b;
}

// The layers after the feature transformer, one copy per output bucket, in the file's layout.
struct LayerStack {
  alignas(64) int32_t l1_bias[kHidden1];
  alignas(64) int8_t l1_weight[kHidden1][kInputs];  // row i: the inputs of output i
  alignas(64) int32_t l2_bias[kHidden2];
  alignas(64) int8_t l2_weight[kHidden2][kHidden1];
  int32_t out_bias = 0;
  alignas(32) int8_t out_weight[kHidden2];
};

// The weights, in the file's order and layout. Invariant: set only by load_network();
// 1 <= buckets <= kMaxBuckets, and stack[0..buckets-1] hold the file's stacks.
struct Network {
  alignas(64) int16_t ft_bias[kHalfWidth];
  alignas(64) int16_t ft_weight[kFeatures][kHalfWidth];  // feature-major
  int buckets = 1;
  LayerStack stack[kMaxBuckets];
  std::string description;  // the file's free-form provenance text

  // Returns the stack that scores a position with `pieces` pieces on the board.
  const LayerStack& stack_for(int pieces) const { return stack[output_bucket(pieces, buckets)]; }
};

// Returns the exact size in bytes of a valid file of the format version (1 or 2) with `buckets`
// stacks (1 for version 1) whose description has desc_len bytes.
size_t file_size_for(uint32_t version, uint32_t buckets, uint32_t desc_len);

// Returns the FNV-1a 32-bit hash of bytes (the file's checksum).
uint32_t fnv1a32(absl::string_view bytes);

// Returns the network the bytes of a CTNN file hold, or InvalidArgument naming the first field
// that is wrong (magic, version, feature set, layer sizes, bucket count, description length,
// file length, checksum). Version 1 files load as one bucket.
absl::StatusOr<std::shared_ptr<const Network>> load_network(absl::string_view bytes);

// Returns the network in the file at path: NotFound / PermissionDenied when it cannot be read,
// otherwise as load_network (the messages name the path).
absl::StatusOr<std::shared_ptr<const Network>> load_network_file(const std::string& path);

}  // namespace cotuong::eval::nnue
