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

// Asserts that net holds the weights of w, field for field, stack for stack.
void expect_weights(const Network& n, const NetworkWeights& w) {
  EXPECT_EQ(n.description, w.description);
  ASSERT_EQ(n.buckets, int(w.stacks.size()));
  for (int j = 0; j < kHalfWidth; ++j) ASSERT_EQ(n.ft_bias[j], w.ft_bias[j]);
  for (int f = 0; f < kFeatures; ++f)
    for (int j = 0; j < kHalfWidth; ++j) ASSERT_EQ(n.ft_weight[f][j], w.ft_weight[f * 256 + j]);
  for (int b = 0; b < n.buckets; ++b) {
    const LayerStack& s = n.stack[b];
    const testing::StackWeights& ws = w.stacks[b];
    for (int i = 0; i < kHidden1; ++i) {
      ASSERT_EQ(s.l1_bias[i], ws.l1_bias[i]);
      for (int k = 0; k < kInputs; ++k) ASSERT_EQ(s.l1_weight[i][k], ws.l1_weight[i * 512 + k]);
    }
    for (int i = 0; i < kHidden2; ++i) {
      ASSERT_EQ(s.l2_bias[i], ws.l2_bias[i]);
      for (int k = 0; k < kHidden1; ++k) ASSERT_EQ(s.l2_weight[i][k], ws.l2_weight[i * 32 + k]);
      ASSERT_EQ(s.out_weight[i], ws.out_weight[i]);
    }
    EXPECT_EQ(s.out_bias, ws.out_bias);
    // The vector kernels load the rows aligned.
    EXPECT_EQ(reinterpret_cast<uintptr_t>(s.l1_weight) % 64, 0u);
  }
  EXPECT_EQ(reinterpret_cast<uintptr_t>(n.ft_weight) % 64, 0u);
}

// Returns a valid file with u32 field number `index` (0 = version) set to value, resealed.
std::string with_header_field(int index, uint32_t value, int buckets = 1) {
  std::string bytes = testing::write_network(testing::random_weights(1, buckets));
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
  EXPECT_EQ(bytes.size(), file_size_for(1, 1, uint32_t(w.description.size())));
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network(bytes);
  ASSERT_TRUE(net.ok()) << net.status();
  expect_weights(**net, w);
  EXPECT_EQ((*net)->buckets, 1);  // version 1: one stack
}

TEST(NnueNetwork, AVersion2FileLoadsEveryStackInBucketOrder) {
  NetworkWeights w = testing::random_weights(8, 8);
  std::string bytes = testing::write_network(w);
  EXPECT_EQ(bytes.size(), file_size_for(2, 8, uint32_t(w.description.size())));
  EXPECT_EQ(bytes.size(), file_size_for(1, 1, uint32_t(w.description.size())) + 4 +
                              7 * (4 * 32 + 32 * 512 + 4 * 32 + 32 * 32 + 4 + 32));
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network(bytes);
  ASSERT_TRUE(net.ok()) << net.status();
  EXPECT_EQ((*net)->buckets, 8);
  expect_weights(**net, w);
  // The largest count, and one stack in a version-2 file.
  for (int buckets : {16, 1}) {
    NetworkWeights v = testing::random_weights(9, buckets);
    v.version = 2;
    absl::StatusOr<std::shared_ptr<const Network>> loaded = load_network(testing::write_network(v));
    ASSERT_TRUE(loaded.ok()) << loaded.status();
    EXPECT_EQ((*loaded)->buckets, buckets);
    expect_weights(**loaded, v);
  }
}

TEST(NnueNetwork, TheBucketIsTheFormatsFunctionOfThePieceCount) {
  // FORMAT.md: bucket = (pieces - 1) * B / 32, clamped to 0..B-1.
  for (int pieces = 2; pieces <= 32; ++pieces) {
    EXPECT_EQ(output_bucket(pieces, 1), 0);
    EXPECT_EQ(output_bucket(pieces, 8), (pieces - 1) / 4) << pieces;
    EXPECT_EQ(output_bucket(pieces, 16), (pieces - 1) / 2) << pieces;
    EXPECT_EQ(output_bucket(pieces, 4), (pieces - 1) / 8) << pieces;
  }
  // Every bucket of every count is used by some piece count, in order, up to the last.
  for (int buckets = 1; buckets <= kMaxBuckets; ++buckets) {
    int next = 0;
    for (int pieces = 2; pieces <= 32; ++pieces) {
      const int b = output_bucket(pieces, buckets);
      ASSERT_TRUE(b == next || b == next - 1) << buckets << " " << pieces;
      if (b == next) ++next;
    }
    EXPECT_EQ(next, buckets);
  }
  // The two kings alone and the full board: the first and the last bucket.
  EXPECT_EQ(output_bucket(2, 8), 0);
  EXPECT_EQ(output_bucket(32, 8), 7);
}

TEST(NnueNetwork, ExtremeWeightsAndAnEmptyDescriptionLoad) {
  NetworkWeights w;
  w.description.clear();
  w.ft_weight[0] = -32768;
  w.ft_weight[1] = 32767;
  w.stacks[0].l1_weight[0] = -128;
  w.stacks[0].out_bias = -2147483647 - 1;
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network(testing::write_network(w));
  ASSERT_TRUE(net.ok()) << net.status();
  EXPECT_EQ((*net)->ft_weight[0][0], -32768);
  EXPECT_EQ((*net)->ft_weight[0][1], 32767);
  EXPECT_EQ((*net)->stack[0].l1_weight[0][0], -128);
  EXPECT_EQ((*net)->stack[0].out_bias, -2147483647 - 1);
}

TEST(NnueNetwork, EachBadHeaderFieldIsNamed) {
  std::string bytes = testing::write_network(testing::random_weights(1));
  std::string bad_magic = bytes;
  bad_magic[3] = 'X';
  testing::reseal(bad_magic);
  EXPECT_TRUE(absl::StrContains(error_of(bad_magic), "magic")) << error_of(bad_magic);
  EXPECT_EQ(error_of(with_header_field(0, 3)),
            "network file: format version is 3, this engine reads 1 or 2");
  EXPECT_EQ(error_of(with_header_field(0, 0)),
            "network file: format version is 0, this engine reads 1 or 2");
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
  // Version 2: the bucket count (field 5) is 1 to 16, the description length moves to field 6.
  EXPECT_EQ(error_of(with_header_field(5, 0, 8)),
            "network file: bucket count is 0, this engine reads 1 to 16");
  EXPECT_EQ(error_of(with_header_field(5, 17, 8)),
            "network file: bucket count is 17, this engine reads 1 to 16");
  EXPECT_EQ(error_of(with_header_field(2, 512, 8)),
            "network file: l1 size is 512, this engine reads 256");
  EXPECT_EQ(error_of(with_header_field(6, 4097, 8)),
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
  // Version 2: a bucket count that does not match the stacks the file holds.
  EXPECT_TRUE(absl::StrContains(error_of(with_header_field(5, 9, 8)), "(truncated)"));
  EXPECT_TRUE(absl::StrContains(error_of(with_header_field(5, 7, 8)), "(trailing bytes)"));
  // A version-1 file relabelled version 2 reads its description length as a bucket count.
  EXPECT_FALSE(error_of(with_header_field(0, 2)).empty());
  // Too short for the longer header of version 2.
  std::string v2 = testing::write_network(testing::random_weights(1, 8));
  EXPECT_TRUE(absl::StrContains(error_of(v2.substr(0, 30)), "too short for the 32-byte header"))
      << error_of(v2.substr(0, 30));
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
