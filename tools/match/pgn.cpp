#include "pgn.h"

#include <ctime>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace cotuong::match {

namespace {

// Returns today's date in PGN form.
std::string today() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  return absl::StrFormat("%04d.%02d.%02d", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
}

// Returns a tag value with quotes and backslashes escaped.
std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// Returns the text of a score for a comment: "+0.35", "+M5", "-M2".
std::string score_text(int cp) {
  if (cp >= 29000) return absl::StrCat("+M", 30000 - cp);
  if (cp <= -29000) return absl::StrCat("-M", 30000 + cp);
  return absl::StrFormat("%+.2f", cp / 100.0);
}

}  // namespace

std::string pgn_notation_names() { return "ucci"; }
bool is_pgn_notation(const std::string& name) { return name == "ucci"; }

std::string game_to_pgn(const GameRecord& game, const PgnOptions& options) {
  std::string out;
  auto tag = [&](const char* name, const std::string& value) {
    absl::StrAppend(&out, "[", name, " \"", escape(value), "\"]\n");
  };
  const std::string result = result_text(game.verdict.result);
  tag("Event", options.event);
  tag("Site", options.site);
  tag("Date", options.date.empty() ? today() : options.date);
  tag("Round", absl::StrCat(game.round));
  tag("White", game.red);
  tag("Black", game.black);
  tag("Result", result);
  tag("Red", game.red);
  tag("Variant", "xiangqi");
  tag("FEN", game.opening.fen);
  tag("SetUp", "1");
  if (!game.opening.name.empty()) tag("Opening", game.opening.name);
  tag("TimeControl", game.time_control);
  tag("PlyCount", absl::StrCat(game.moves.size()));
  tag("Termination", game.verdict.termination);
  tag("TerminationDetails", absl::StrCat(game.verdict.reason, ": ", game.verdict.explanation));
  out += "\n";

  // Move numbers follow the FEN's side to move and full-move number.
  bool black_first = game.opening.fen.find(" b") != std::string::npos;
  int number = 1;
  {
    size_t pos = 0;
    for (int i = 0; i < 5 && pos != std::string::npos; ++i)
      pos = game.opening.fen.find(' ', pos + 1);
    if (pos != std::string::npos)
      number = std::max(1, std::atoi(game.opening.fen.c_str() + pos + 1));
  }
  std::string line;
  auto emit = [&](const std::string& token) {
    if (line.size() + token.size() + 1 > 79) {
      absl::StrAppend(&out, line, "\n");
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += token;
  };
  for (size_t i = 0; i < game.moves.size(); ++i) {
    bool red_moves = (i % 2 == 0) != black_first;
    if (red_moves)
      emit(absl::StrCat(number, "."));
    else if (i == 0)
      emit(absl::StrCat(number, "..."));
    const MoveRecord& m = game.moves[i];
    emit(m.move);
    if (options.comments) {
      if (m.from_opening)
        emit("{book}");
      else if (m.score_cp)
        emit(absl::StrCat("{", score_text(*m.score_cp), "/", m.depth, " ", m.elapsed_ms, "ms}"));
      else
        emit(absl::StrCat("{", m.elapsed_ms, "ms}"));
    }
    if (!red_moves) ++number;
  }
  emit(absl::StrCat("{", game.verdict.explanation, "}"));
  emit(result);
  absl::StrAppend(&out, line, "\n\n");
  return out;
}

}  // namespace cotuong::match
