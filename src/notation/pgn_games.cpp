#include "notation/pgn_games.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_split.h"

namespace cotuong::notation {

namespace {

// Returns whether a line is a tag pair line ("[Name ...").
bool is_tag_line(absl::string_view line) {
  line = absl::StripLeadingAsciiWhitespace(line);
  return line.size() > 1 && line[0] == '[' && absl::ascii_isalpha(line[1]);
}

// Returns whether a word ends a game.
bool is_result_word(absl::string_view w) {
  return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*";
}

// Returns the games' texts: a game starts at a tag line that follows move text.
std::vector<absl::string_view> split_games(absl::string_view text) {
  std::vector<absl::string_view> games;
  size_t start = 0, pos = 0;
  bool seen_moves = false;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == absl::string_view::npos) end = text.size();
    absl::string_view line = text.substr(pos, end - pos);
    if (is_tag_line(line)) {
      if (seen_moves) {
        games.push_back(text.substr(start, pos - start));
        start = pos;
        seen_moves = false;
      }
    } else if (!absl::StripAsciiWhitespace(line).empty()) {
      seen_moves = true;
    }
    pos = end + 1;
  }
  if (start < text.size()) games.push_back(text.substr(start));
  return games;
}

// Returns a game's text cut after its last result word outside comments (what follows it is
// not part of the game), or the whole text when it has none.
absl::string_view through_result(absl::string_view game) {
  size_t cut = absl::string_view::npos;
  int brace = 0;
  size_t i = 0;
  while (i < game.size()) {
    char c = game[i];
    if (c == '{') ++brace;
    if (c == '}' && brace > 0) --brace;
    if (brace == 0 && !absl::ascii_isspace(c) && c != '{' && c != '}') {
      size_t j = i;
      while (j < game.size() && !absl::ascii_isspace(game[j]) && game[j] != '{') ++j;
      if (is_result_word(game.substr(i, j - i)) && (i == 0 || game[i - 1] != '"')) cut = j;
      i = j;
      continue;
    }
    ++i;
  }
  return cut == absl::string_view::npos ? game : game.substr(0, cut);
}

// Returns whether a text holds a tag line.
bool has_tags(absl::string_view text) {
  for (absl::string_view line : absl::StrSplit(text, '\n'))
    if (is_tag_line(line)) return true;
  return false;
}

}  // namespace

std::vector<NumberedGame> read_pgn_each(absl::string_view text) {
  std::vector<NumberedGame> out;
  std::vector<absl::string_view> games = split_games(text);
  for (size_t i = 0; i < games.size(); ++i) {
    absl::string_view game = games[i];
    bool last = i + 1 == games.size();
    if (absl::StripAsciiWhitespace(game).empty()) continue;
    if (!has_tags(game) && !out.empty() && last) break;  // trailing text after the last game
    absl::StatusOr<GameRecord> record = read_pgn(through_result(game));
    if (!record.ok() && !has_tags(game) && last) break;
    out.push_back({int(out.size()) + 1, std::move(record)});
  }
  return out;
}

}  // namespace cotuong::notation
