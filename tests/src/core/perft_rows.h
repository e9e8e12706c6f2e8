// Loads rows of tests/data/perft.tsv (FEN, depth, nodes).
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace cotuong {

struct PerftCase {
  std::string fen;
  int depth;
  uint64_t nodes;
  std::string name;  // test-name-safe label
};

// Returns the rows whose depth lies in [min_depth, max_depth].
inline std::vector<PerftCase> load_perft_rows(int min_depth, int max_depth) {
  std::vector<PerftCase> rows;
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/perft.tsv");
  std::string line;
  int index = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftCase c;
    std::string depth, nodes;
    std::getline(fields, c.fen, '\t');
    std::getline(fields, depth, '\t');
    std::getline(fields, nodes, '\t');
    c.depth = std::stoi(depth);
    c.nodes = std::stoull(nodes);
    ++index;
    if (c.depth < min_depth || c.depth > max_depth) continue;
    c.name = "row" + std::to_string(index) + "_depth" + depth;
    rows.push_back(c);
  }
  return rows;
}

}  // namespace cotuong
