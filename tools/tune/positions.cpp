#include "tools/tune/positions.h"

#include <fstream>
#include <sstream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "notation/pgn.h"

namespace cotuong::tune {

absl::StatusOr<std::vector<LabelledPosition>> positions_from_pgn(const std::string& path,
                                                                 int skip_plies) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot open ", path));
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::vector<LabelledPosition> out;
  // A game that cannot be read, or that did not finish, teaches nothing: it is left out.
  for (const notation::NumberedGame& g : notation::read_pgn_each(buffer.str())) {
    if (!g.game.ok() || g.game->result == rules::GameResult::kNone) continue;
    absl::StatusOr<Position> pos = g.game->start_position();
    if (!pos.ok()) continue;
    const double score = g.game->result == rules::GameResult::kRedWins     ? 1.0
                         : g.game->result == rules::GameResult::kBlackWins ? 0.0
                                                                           : 0.5;
    int ply = 0;
    for (Move m : g.game->moves) {
      pos->do_move(m);
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
