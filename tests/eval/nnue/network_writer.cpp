#include "tests/eval/nnue/network_writer.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <unistd.h>

namespace cotuong::eval::nnue::testing {

namespace {

// splitmix64: a small fixed generator, so that the weights are the same on every machine.
struct Rng {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Returns a value in [lo, hi].
  int range(int lo, int hi) { return lo + int(next() % uint64_t(hi - lo + 1)); }
};

void put_u32(std::string& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(char((v >> (8 * i)) & 0xFF));
}
void put_i16(std::string& out, int16_t v) {
  out.push_back(char(uint16_t(v) & 0xFF));
  out.push_back(char(uint16_t(v) >> 8));
}

}  // namespace

NetworkWeights random_weights(uint64_t seed, int buckets) {
  Rng rng{seed};
  NetworkWeights w;
  w.version = buckets > 1 ? 2 : 1;
  w.stacks.resize(size_t(buckets));
  for (auto& v : w.ft_bias) v = int16_t(rng.range(-10, 60));
  for (auto& v : w.ft_weight) v = int16_t(rng.range(-16, 16));
  for (StackWeights& s : w.stacks) {
    for (auto& v : s.l1_bias) v = rng.range(-2000, 4000);
    for (auto& v : s.l1_weight) v = int8_t(rng.range(-20, 20));
    for (auto& v : s.l2_bias) v = rng.range(-2000, 4000);
    for (auto& v : s.l2_weight) v = int8_t(rng.range(-40, 40));
    s.out_bias = rng.range(-1000, 1000);
    for (auto& v : s.out_weight) v = int8_t(rng.range(-127, 127));
  }
  w.description = "random test network, seed " + std::to_string(seed);
  if (buckets > 1) w.description += ", " + std::to_string(buckets) + " buckets";
  return w;
}

uint32_t checksum(const std::string& bytes) {
  uint32_t h = 2166136261u;
  for (unsigned char c : bytes) h = (h ^ c) * 16777619u;
  return h;
}

std::string write_network(const NetworkWeights& w) {
  std::string out = "CTNN";
  for (uint32_t v : {w.version, 1u, 256u, 32u, 32u}) put_u32(out, v);
  if (w.version != 1) put_u32(out, uint32_t(w.stacks.size()));
  put_u32(out, uint32_t(w.description.size()));
  out += w.description;
  for (int16_t v : w.ft_bias) put_i16(out, v);
  for (int16_t v : w.ft_weight) put_i16(out, v);
  for (const StackWeights& s : w.stacks) {
    for (int32_t v : s.l1_bias) put_u32(out, uint32_t(v));
    for (int8_t v : s.l1_weight) out.push_back(char(v));
    for (int32_t v : s.l2_bias) put_u32(out, uint32_t(v));
    for (int8_t v : s.l2_weight) out.push_back(char(v));
    put_u32(out, uint32_t(s.out_bias));
    for (int8_t v : s.out_weight) out.push_back(char(v));
  }
  put_u32(out, checksum(out));
  return out;
}

void reseal(std::string& bytes) {
  bytes.resize(bytes.size() - 4);
  uint32_t sum = checksum(bytes);
  put_u32(bytes, sum);
}

std::shared_ptr<const Network> load(const NetworkWeights& w) {
  absl::StatusOr<std::shared_ptr<const Network>> net = load_network(write_network(w));
  if (!net.ok()) throw std::runtime_error(std::string(net.status().message()));
  return *net;
}

std::string write_temp_file(const std::string& name, const std::string& bytes) {
  const char* dir = std::getenv("TEST_TMPDIR");
  std::filesystem::path path =
      dir ? std::filesystem::path(dir)
          : std::filesystem::temp_directory_path() / ("cotuong_nnue_" + std::to_string(::getpid()));
  std::filesystem::create_directories(path);
  path /= name;
  std::ofstream(path, std::ios::binary) << bytes;
  return path.string();
}

}  // namespace cotuong::eval::nnue::testing
