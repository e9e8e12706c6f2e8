// cotuong-notation-convert: reads PGN game records with moves in any notation and writes them
// again with every move in the chosen one (tags, comments and results kept; what the game
// records hold no place for, variations and move annotations, is counted on stderr), in UTF-8 or,
// for the Chinese programs that read only GBK, in GBK.
//
//   cotuong-notation-convert --to vn [--in games.pgn] [--out games-vn.pgn]
//   cotuong-notation-convert --to zh --encoding gbk --in games.pgn --out games-gbk.pgn
#include <iostream>
#include <string>

#include "absl/strings/str_cat.h"
#include "core/plural.h"
#include "core/text_file.h"
#include "notation/notation.h"
#include "notation/pgn.h"
#include "notation/text_encoding.h"

namespace {

constexpr const char* kUsage =
    "usage: cotuong-notation-convert --to ucci|vn|vn-long|wxf|wxf-fsf|zh|zh-simplified\n"
    "                                [--in FILE] [--out FILE] [--encoding utf-8|gbk]\n"
    "Reads PGN (stdin by default; UTF-8 or GBK, at most 16 MB), writes it with the moves in the\n"
    "chosen notation (stdout), in UTF-8 or, with --encoding gbk, in GBK (for Chinese programs\n"
    "that read only GBK). Variations and move annotations ($1, !?) are not written: stderr says\n"
    "how many were dropped.\n";

// Prints "cotuong-notation-convert: message" on stderr; returns the exit code of a failure.
int fail(absl::string_view message) {
  std::cerr << "cotuong-notation-convert: " << message << "\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace cotuong;
  using namespace cotuong::notation;
  std::string to, in_path, out_path, encoding = "utf-8";
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--to" && i + 1 < argc)
      to = argv[++i];
    else if (arg == "--in" && i + 1 < argc)
      in_path = argv[++i];
    else if (arg == "--out" && i + 1 < argc)
      out_path = argv[++i];
    else if (arg == "--encoding" && i + 1 < argc)
      encoding = argv[++i];
    else {
      std::cerr << kUsage;
      return arg == "--help" ? 0 : 2;
    }
  }
  absl::StatusOr<Style> style = parse_style(to);
  if (!style.ok()) {
    std::cerr << "cotuong-notation-convert: " << style.status().message() << "\n" << kUsage;
    return 2;
  }
  if (encoding != "utf-8" && encoding != "gbk") {
    std::cerr << "cotuong-notation-convert: unknown encoding \"" << encoding
              << "\" (utf-8 or gbk)\n"
              << kUsage;
    return 2;
  }
  // The one reader of game files: UTF-8 or GBK, a byte-order mark dropped, a bounded size.
  absl::StatusOr<DecodedText> text =
      in_path.empty() ? read_standard_input_text() : read_text_file(in_path);
  if (!text.ok()) return fail(text.status().message());
  PgnLeftOut left_out;
  absl::StatusOr<std::vector<GameRecord>> games = read_pgn_games(text->utf8, &left_out);
  if (!games.ok()) return fail(games.status().message());
  std::string out;
  for (size_t i = 0; i < games->size(); ++i) {
    if (i > 0) out += '\n';  // a blank line between games
    out += write_pgn((*games)[i], *style);
  }
  if (left_out.variations > 0 || left_out.annotations > 0)
    std::cerr << "cotuong-notation-convert: note: dropped "
              << counted(left_out.variations, "variation") << " and "
              << counted(left_out.annotations, "move annotation")
              << " ($1, !?): the games are written with their main line and comments only\n";
  if (encoding == "gbk") {
    absl::StatusOr<std::string> gbk = utf8_to_gbk(out);
    if (!gbk.ok())
      return fail(absl::StrCat("the output cannot be written in GBK: ", gbk.status().message()));
    out = *std::move(gbk);
  }
  if (out_path.empty()) {
    std::cout << out;
    if (absl::Status s = flush_standard_output(); !s.ok()) return fail(s.message());
  } else if (absl::Status s = write_file(out_path, out); !s.ok()) {
    return fail(s.message());
  }
  return 0;
}
