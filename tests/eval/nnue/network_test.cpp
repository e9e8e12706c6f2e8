// The CTNN loader: a valid file loads field for field, and each kind of bad file is refused with
// a message naming what is wrong.
#include "eval/nnue/network.h"

#include <gtest/gtest.h>

#include <cstring>

#include "absl/strings/match.h"
#include "eval/nnue/embedded.h"
#include "tests/eval/nnue/network_writer.h"

namespace cotuong::eval::nnue {
namespace {

using testing::NetworkWeights;

// Returns the loader's error message for bytes (empty when they load).
std::string error_of(const std::string& bytes) {
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network(bytes);
  return net.ok() ? "" : std::string(net.status().message());
}

// Returns a valid file with u32 field number `index` (0 = version) set to value, resealed.
std::string with_header_field(int index, uint32_t value) {
  std::string bytes = testing::write_network(testing::random_weights(1));
  for (int i = 0; i < 4; ++i) bytes[4 + 4 * index + i] = char((value >> (8 * i)) & 0xFF);
  testing::reseal(bytes);
  return bytes;
}

TEST(NnueNetwork, TheChecksumIsFnv1a32) {
  EXPECT_EQ(fnv1a32(""), 2166136261u);
  EXPECT_EQ(fnv1a32("a"), 0xE40C292Cu);  // the published FNV-1a test vector
  EXPECT_EQ(fnv1a32("foobar"), 0xBF9CF968u);
}

TEST(NnueNetwork, AValidFileLoadsEveryFieldInOrder) {
  NetworkWeights w = testing::random_weights(7);
  w.description = "data: 1M positions; ünïcode ok";
  std::string bytes = testing::write_network(w);
  EXPECT_EQ(bytes.size(), file_size_for(uint32_t(w.description.size())));
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network(bytes);
  ASSERT_TRUE(net.ok()) << net.status();
  const Network& n = **net;
  EXPECT_EQ(n.description, w.description);
  for (int j = 0; j < kHalfWidth; ++j) ASSERT_EQ(n.ft_bias[j], w.ft_bias[j]);
  for (int f = 0; f < kFeatures; ++f)
    for (int j = 0; j < kHalfWidth; ++j) ASSERT_EQ(n.ft_weight[f][j], w.ft_weight[f * 256 + j]);
  for (int i = 0; i < kHidden1; ++i) {
    ASSERT_EQ(n.l1_bias[i], w.l1_bias[i]);
    for (int k = 0; k < kInputs; ++k) ASSERT_EQ(n.l1_weight[i][k], w.l1_weight[i * 512 + k]);
  }
  for (int i = 0; i < kHidden2; ++i) {
    ASSERT_EQ(n.l2_bias[i], w.l2_bias[i]);
    for (int k = 0; k < kHidden1; ++k) ASSERT_EQ(n.l2_weight[i][k], w.l2_weight[i * 32 + k]);
    ASSERT_EQ(n.out_weight[i], w.out_weight[i]);
  }
  EXPECT_EQ(n.out_bias, w.out_bias);
  // The vector kernels load the rows aligned.
  EXPECT_EQ(reinterpret_cast<uintptr_t>(n.ft_weight) % 64, 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(n.l1_weight) % 64, 0u);
}

TEST(NnueNetwork, ExtremeWeightsAndAnEmptyDescriptionLoad) {
  NetworkWeights w;
  w.description.clear();
  w.ft_weight[0] = -32768;
  w.ft_weight[1] = 32767;
  w.l1_weight[0] = -128;
  w.out_bias = -2147483647 - 1;
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network(testing::write_network(w));
  ASSERT_TRUE(net.ok()) << net.status();
  EXPECT_EQ((*net)->ft_weight[0][0], -32768);
  EXPECT_EQ((*net)->ft_weight[0][1], 32767);
  EXPECT_EQ((*net)->l1_weight[0][0], -128);
  EXPECT_EQ((*net)->out_bias, -2147483647 - 1);
}

TEST(NnueNetwork, EachBadHeaderFieldIsNamed) {
  std::string bytes = testing::write_network(testing::random_weights(1));
  std::string bad_magic = bytes;
  bad_magic[3] = 'X';
  testing::reseal(bad_magic);
  EXPECT_TRUE(absl::StrContains(error_of(bad_magic), "magic")) << error_of(bad_magic);
  EXPECT_EQ(error_of(with_header_field(0, 2)),
            "network file: format version is 2, this engine reads 1");
  EXPECT_EQ(error_of(with_header_field(1, 2)),
            "network file: feature set is 2, this engine reads 1");
  EXPECT_EQ(error_of(with_header_field(2, 512)),
            "network file: l1 size is 512, this engine reads 256");
  EXPECT_EQ(error_of(with_header_field(3, 16)),
            "network file: l2 size is 16, this engine reads 32");
  EXPECT_EQ(error_of(with_header_field(4, 64)),
            "network file: l3 size is 64, this engine reads 32");
  EXPECT_EQ(error_of(with_header_field(5, 4097)),
            "network file: description length 4097 is over the limit of 4096");
}

TEST(NnueNetwork, AWrongLengthIsRefused) {
  const std::string bytes = testing::write_network(testing::random_weights(1));
  EXPECT_TRUE(absl::StrContains(error_of(bytes.substr(0, bytes.size() - 1)), "(truncated)"));
  EXPECT_TRUE(absl::StrContains(error_of(bytes + '\0'), "(trailing bytes)"));
  EXPECT_TRUE(absl::StrContains(error_of(bytes.substr(0, 10)), "too short"));
  EXPECT_TRUE(absl::StrContains(error_of(""), "too short"));
  // A description length that promises more than the file holds.
  EXPECT_TRUE(absl::StrContains(error_of(with_header_field(5, 100)), "(truncated)"));
}

TEST(NnueNetwork, ADamagedByteFailsTheChecksum) {
  std::string bytes = testing::write_network(testing::random_weights(1));
  bytes[bytes.size() / 2] ^= 0x10;
  EXPECT_TRUE(absl::StartsWith(error_of(bytes), "network file: checksum mismatch"))
      << error_of(bytes);
  std::string bad_sum = testing::write_network(testing::random_weights(1));
  bad_sum.back() ^= 1;
  EXPECT_TRUE(absl::StrContains(error_of(bad_sum), "checksum")) << error_of(bad_sum);
}

TEST(NnueNetwork, FilesLoadAndMissingOnesAreNotFound) {
  std::string path =
      testing::write_temp_file("good.ctnn", testing::write_network(testing::random_weights(3)));
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network_file(path);
  ASSERT_TRUE(net.ok()) << net.status();
  EXPECT_EQ((*net)->description, "random test network, seed 3");

  absl::StatusOr<std::shared_ptr<const Network>> missing = load_network_file(path + ".missing");
  EXPECT_EQ(missing.status().code(), absl::StatusCode::kNotFound);
  EXPECT_TRUE(absl::StrContains(missing.status().message(), "good.ctnn.missing"));

  std::string bad = testing::write_temp_file("bad.ctnn", "CTNN but not a network");
  absl::StatusOr<std::shared_ptr<const Network>> refused = load_network_file(bad);
  EXPECT_EQ(refused.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(refused.status().message(), bad + ": network file:"))
      << refused.status();
  // A device is read only up to past the largest valid size.
  absl::StatusOr<std::shared_ptr<const Network>> device = load_network_file("/dev/zero");
  EXPECT_FALSE(device.ok());
}

TEST(NnueNetwork, TheEmbeddedNetworkLoadsWhenTheBuildHasOne) {
  absl::StatusOr<std::shared_ptr<const Network>> net = embedded_network();
  if (embedded_network_bytes().empty()) {
    EXPECT_EQ(net.status().code(), absl::StatusCode::kNotFound);
    EXPECT_FALSE(use_nnue_by_default());
  } else {
    EXPECT_TRUE(net.ok()) << net.status();
    EXPECT_EQ(use_nnue_by_default(), kUseNnueByDefault);
  }
}

}  // namespace
}  // namespace cotuong::eval::nnue
