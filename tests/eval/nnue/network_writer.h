// Test networks: weights in plain arrays, written as CTNN files (eval/nnue/FORMAT.md) by a
// writer independent of the engine's reader, with deterministic pseudo-random weights.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "eval/nnue/network.h"

namespace cotuong::eval::nnue::testing {

// Every field of a version-1 file. Invariant: the vectors have the sizes FORMAT.md gives.
struct NetworkWeights {
  std::vector<int16_t> ft_bias = std::vector<int16_t>(256);
  std::vector<int16_t> ft_weight = std::vector<int16_t>(1260 * 256);  // [feature][j]
  std::vector<int32_t> l1_bias = std::vector<int32_t>(32);
  std::vector<int8_t> l1_weight = std::vector<int8_t>(32 * 512);  // [i][k]
  std::vector<int32_t> l2_bias = std::vector<int32_t>(32);
  std::vector<int8_t> l2_weight = std::vector<int8_t>(32 * 32);
  int32_t out_bias = 0;
  std::vector<int8_t> out_weight = std::vector<int8_t>(32);
  std::string description = "test network";
};

// Returns weights drawn from a fixed pseudo-random sequence for seed, scaled so that most
// accumulator entries and hidden activations fall inside their clamp ranges.
NetworkWeights random_weights(uint64_t seed);

// Returns the bytes of the CTNN file holding w (checksum included).
std::string write_network(const NetworkWeights& w);

// Returns the FNV-1a checksum of bytes, computed here independently of the engine.
uint32_t checksum(const std::string& bytes);

// Rewrites the trailing checksum of a file's bytes after a test changed a field.
void reseal(std::string& bytes);

// Returns the network of w as the engine loads it (the test fails loudly if it does not load).
std::shared_ptr<const Network> load(const NetworkWeights& w);

// Writes bytes to a fresh file under the test temp folder and returns its path.
std::string write_temp_file(const std::string& name, const std::string& bytes);

}  // namespace cotuong::eval::nnue::testing
