// cotuong-notation-convert: reads PGN game records with moves in any notation and writes them
// again with every move in the chosen one (tags, comments and results kept).
//
//   cotuong-notation-convert --to vn [--in games.pgn] [--out games-vn.pgn]
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "notation/notation.h"
#include "notation/pgn.h"

namespace {

constexpr const char* kUsage =
    "usage: cotuong-notation-convert --to ucci|vn|vn-long|wxf|wxf-fsf|zh|zh-simplified\n"
    "                                [--in FILE] [--out FILE]\n"
    "Reads PGN (stdin by default), writes it with the moves in the chosen notation (stdout).\n";

// Returns the whole content of a stream.
std::string slurp(std::istream& in) {
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace cotuong::notation;
  std::string to, in_path, out_path;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--to" && i + 1 < argc)
      to = argv[++i];
    else if (arg == "--in" && i + 1 < argc)
      in_path = argv[++i];
    else if (arg == "--out" && i + 1 < argc)
      out_path = argv[++i];
    else {
      std::cerr << kUsage;
      return arg == "--help" ? 0 : 2;
    }
  }
  absl::StatusOr<Style> style = parse_style(to);
  if (!style.ok()) {
    std::cerr << "error: " << style.status().message() << "\n" << kUsage;
    return 2;
  }
  std::string text;
  if (in_path.empty()) {
    text = slurp(std::cin);
  } else {
    std::ifstream in(in_path, std::ios::binary);
    if (!in) {
      std::cerr << "error: cannot read " << in_path << "\n";
      return 2;
    }
    text = slurp(in);
  }
  absl::StatusOr<std::vector<GameRecord>> games = read_pgn_games(text);
  if (!games.ok()) {
    std::cerr << "error: " << games.status().message() << "\n";
    return 2;
  }
  std::string out;
  for (size_t i = 0; i < games->size(); ++i) {
    if (i > 0) out += '\n';  // a blank line between games
    out += write_pgn((*games)[i], *style);
  }
  if (out_path.empty()) {
    std::cout << out;
  } else {
    std::ofstream file(out_path, std::ios::binary);
    file << out;
    if (!file) {
      std::cerr << "error: cannot write " << out_path << "\n";
      return 2;
    }
  }
  return 0;
}
