#include "positions.h"

#include <fstream>
#include <regex>
#include <sstream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace cotuong::tune {

namespace {

// Returns the value of PGN tag `name` in `game`, or "".
std::string tag(const std::string& game, const std::string& name) {
  std::smatch m;
  std::regex re("\\[" + name + " \"([^\"]*)\"\\]");
  return std::regex_search(game, m, re) ? m[1].str() : "";
}

// Returns the movetext of a game with comments and variations removed.
std::string movetext(const std::string& game) {
  std::string out;
  int depth = 0;
  std::istringstream in(game);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] == '[') continue;
    for (char ch : line) {
      if (ch == '{' || ch == '(')
        ++depth;
      else if (ch == '}' || ch == ')')
        --depth;
      else if (depth == 0)
        out += ch;
    }
    out += ' ';
  }
  return out;
}

}  // namespace

absl::StatusOr<std::vector<LabelledPosition>> positions_from_pgn(const std::string& path,
                                                                 int skip_plies) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot open ", path));
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  std::vector<LabelledPosition> out;
  static const std::regex kMove("^[a-i][0-9][a-i][0-9]$");
  for (absl::string_view chunk : absl::StrSplit(text, "[Event ", absl::SkipEmpty())) {
    std::string game(chunk);
    std::string result = tag(game, "Result");
    double score = result == "1-0" ? 1.0 : result == "0-1" ? 0.0 : result == "1/2-1/2" ? 0.5 : -1;
    if (score < 0) continue;  // unfinished game
    std::string fen = tag(game, "FEN");
    absl::StatusOr<Position> pos = fen.empty() ? Position::start() : Position::from_fen(fen);
    if (!pos.ok()) continue;
    int ply = 0;
    for (absl::string_view token : absl::StrSplit(movetext(game), ' ', absl::SkipEmpty())) {
      std::string t(token);
      if (!std::regex_match(t, kMove)) continue;
      absl::StatusOr<Move> m = parse_ucci(*pos, t);
      if (!m.ok()) break;
      pos->do_move(*m);
      ++ply;
      if (ply > skip_plies && !pos->in_check() && pos->captured_piece() == NO_PIECE)
        out.push_back({*Position::from_fen(pos->fen()), score});
    }
  }
  return out;
}

absl::StatusOr<std::vector<LabelledPosition>> positions_from_tsv(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot open ", path));
  std::vector<LabelledPosition> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols = absl::StrSplit(line, '\t');
    double r;
    if (cols.size() < 2 || !absl::SimpleAtod(cols[1], &r))
      return absl::InvalidArgumentError(absl::StrCat("bad line: ", line));
    absl::StatusOr<Position> pos = Position::from_fen(cols[0]);
    if (!pos.ok()) return pos.status();
    out.push_back({*pos, r});
  }
  return out;
}

absl::Status write_tsv(const std::string& path, const std::vector<LabelledPosition>& positions) {
  std::ofstream out(path);
  if (!out) return absl::PermissionDeniedError(absl::StrCat("cannot write ", path));
  for (const LabelledPosition& p : positions) out << p.pos.fen() << '\t' << p.result << '\n';
  return absl::OkStatus();
}

}  // namespace cotuong::tune
