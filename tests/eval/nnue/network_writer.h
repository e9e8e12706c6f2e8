// Test networks: weights in plain arrays, written as CTNN files (eval/nnue/FORMAT.md) by a
// writer independent of the engine's reader, with deterministic pseudo-random weights.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "eval/nnue/network.h"

namespace cotuong::eval::nnue::testing {

// The fields of one output bucket's layer stack. Invariant: the vectors have FORMAT.md's sizes.
struct StackWeights {
  std::vector<int32_t> l1_bias = std::vector<int32_t>(32);
  std::vector<int8_t> l1_weight = std::vector<int8_t>(32 * 512);  // [i][k]
  std::vector<int32_t> l2_bias = std::vector<int32_t>(32);
  std::vector<int8_t> l2_weight = std::vector<int8_t>(32 * 32);
  int32_t out_bias = 0;
  std::vector<int8_t> out_weight = std::vector<int8_t>(32);
};

// Every field of a CTNN file. Invariant: the vectors have the sizes FORMAT.md gives, and
// stacks holds 1 to 16 stacks in bucket order (written as version 1 when there is one stack
// and version is 1, otherwise as version 2 with its bucket count).
struct NetworkWeights {
  uint32_t version = 1;
  std::vector<int16_t> ft_bias = std::vector<int16_t>(256);
  std::vector<int16_t> ft_weight = std::vector<int16_t>(1260 * 256);  // [feature][j]
  std::vector<StackWeights> stacks = std::vector<StackWeights>(1);
  std::string description = "test network";
};

// Returns weights drawn from a fixed pseudo-random sequence for seed, scaled so that most
// accumulator entries and hidden activations fall inside their clamp ranges; with `buckets`
// stacks (each its own weights), written as version 2 when buckets > 1.
NetworkWeights random_weights(uint64_t seed, int buckets = 1);

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
