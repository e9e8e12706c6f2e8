// A CTNN network (FORMAT.md, version 1): the quantized weights of PS1260 -> 256 x 2 -> 32 -> 32
// -> 1, read from bytes or a file with every header field, the length and the checksum checked.
// A loaded network is immutable: the search threads share one through a shared_ptr.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::eval::nnue {

constexpr uint32_t kFormatVersion = 1;
constexpr uint32_t kFeatureSetPs1260 = 1;
constexpr int kFeatures = 1260;          // PS1260: 2 relations x 7 piece types x 90 squares
constexpr int kHalfWidth = 256;          // accumulator width of one perspective (l1)
constexpr int kInputs = 2 * kHalfWidth;  // the first hidden layer's input (us, then them)
constexpr int kHidden1 = 32;             // l2
constexpr int kHidden2 = 32;             // l3
constexpr uint32_t kMaxDescriptionBytes = 4096;
// Integer scale of the hidden layers: weights are round(64 W), activations 0..127 stand for 0..1.
constexpr int kWeightShift = 6;
constexpr int kActivationMax = 127;
// cp = o * kOutputScale / kOutputDivisor (FORMAT.md: 8128 = 127 * 64).
constexpr int kOutputScale = 400;
constexpr int kOutputDivisor = 8128;

// The weights, in the file's order and layout. Invariant: set only by load_network().
struct Network {
  alignas(64) int16_t ft_bias[kHalfWidth];
  alignas(64) int16_t ft_weight[kFeatures][kHalfWidth];  // feature-major
  alignas(64) int32_t l1_bias[kHidden1];
  alignas(64) int8_t l1_weight[kHidden1][kInputs];  // row i: the inputs of output i
  alignas(64) int32_t l2_bias[kHidden2];
  alignas(64) int8_t l2_weight[kHidden2][kHidden1];
  int32_t out_bias = 0;
  alignas(32) int8_t out_weight[kHidden2];
  std::string description;  // the file's free-form provenance text
};

// Returns the exact size in bytes of a valid file whose description has desc_len bytes.
size_t file_size_for(uint32_t desc_len);

// Returns the FNV-1a 32-bit hash of bytes (the file's checksum).
uint32_t fnv1a32(absl::string_view bytes);

// Returns the network the bytes of a CTNN file hold, or InvalidArgument naming the first field
// that is wrong (magic, version, feature set, layer sizes, description length, file length,
// checksum).
absl::StatusOr<std::shared_ptr<const Network>> load_network(absl::string_view bytes);

// Returns the network in the file at path: NotFound / PermissionDenied when it cannot be read,
// otherwise as load_network (the messages name the path).
absl::StatusOr<std::shared_ptr<const Network>> load_network_file(const std::string& path);

}  // namespace cotuong::eval::nnue
