#include "tools/match/start_lines.h"

#include <fstream>
#include <sstream>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "core/position.h"

namespace cotuong::match {

absl::StatusOr<std::vector<StartLine>> parse_openings(absl::string_view text,
                                                      absl::string_view source) {
  std::vector<StartLine> openings;
  int line_number = 0;
  for (absl::string_view raw : absl::StrSplit(text, '\n')) {
    ++line_number;
    absl::string_view line = absl::StripAsciiWhitespace(raw);
    if (line.empty() || line[0] == '#') continue;
    auto error = [&](absl::string_view why) {
      return absl::InvalidArgumentError(absl::StrCat(source, ":", line_number, ": ", why));
    };
    std::vector<absl::string_view> columns = absl::StrSplit(line, '\t');
    StartLine opening;
    opening.fen = std::string(absl::StripAsciiWhitespace(columns[0]));
    if (opening.fen == "startpos") opening.fen = kStartFen;
    size_t next = 1;
    if (next < columns.size() &&
        absl::StartsWith(absl::StripAsciiWhitespace(columns[next]), "moves")) {
      std::vector<std::string> words =
          absl::StrSplit(columns[next], absl::ByAnyChar(" "), absl::SkipEmpty());
      opening.moves.assign(words.begin() + 1, words.end());
      ++next;
    }
    if (next < columns.size())
      opening.name = std::string(absl::StripAsciiWhitespace(columns[next]));
    absl::StatusOr<Position> pos = Position::from_fen(opening.fen);
    if (!pos.ok()) return error(pos.status().message());
    for (const std::string& text_move : opening.moves) {
      absl::StatusOr<Move> m = parse_ucci(*pos, text_move);
      if (!m.ok()) return error(m.status().message());
      pos->do_move(*m);
    }
    openings.push_back(std::move(opening));
  }
  if (openings.empty()) return absl::InvalidArgumentError(absl::StrCat(source, ": no openings"));
  return openings;
}

absl::StatusOr<std::vector<StartLine>> load_openings(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read opening file ", path));
  std::stringstream text;
  text << in.rdbuf();
  return parse_openings(text.str(), path);
}

std::string default_openings_path() { return COTUONG_MATCH_OPENINGS; }

}  // namespace cotuong::match
