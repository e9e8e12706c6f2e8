#include "pgn.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"

namespace cotuong::book {

namespace {

// Returns whether token is a result token, storing the result it names.
bool parse_result(absl::string_view token, GameResult& result) {
  if (token == "1-0")
    result = GameResult::kRedWin;
  else if (token == "0-1")
    result = GameResult::kBlackWin;
  else if (token == "1/2-1/2")
    result = GameResult::kDraw;
  else if (token == "*")
    result = GameResult::kUnknown;
  else
    return false;
  return true;
}

// Returns whether token is a move number such as "12." or "12..." (or a bare "...").
bool is_move_number(absl::string_view token) {
  size_t i = 0;
  while (i < token.size() && absl::ascii_isdigit(token[i])) ++i;
  if (i == token.size()) return i > 0;  // "12" alone
  for (size_t j = i; j < token.size(); ++j)
    if (token[j] != '.') return false;
  return true;
}

// Reads PGN text, one game at a time.
class PgnParser {
 public:
  explicit PgnParser(absl::string_view text) : text_(text) {}

  // Returns all games, or the first syntax error with its line number.
  absl::StatusOr<std::vector<PgnGame>> games() {
    std::vector<PgnGame> games;
    PgnGame game;
    bool in_game = false;
    while (true) {
      skip_space();
      if (pos_ >= text_.size()) break;
      char c = text_[pos_];
      if (c == '[') {
        if (in_game && !game.move_texts.empty()) {  // tags of the next game: no result token
          games.push_back(std::move(game));
          game = PgnGame();
        }
        in_game = true;
        auto status = read_tag(game);
        if (!status.ok()) return status;
      } else if (c == '{') {
        if (!skip_until('}')) return error("unterminated comment");
      } else if (c == ';' || c == '%') {
        skip_until('\n');
      } else if (c == '(') {
        if (!skip_variation()) return error("unterminated variation");
      } else {
        absl::string_view token = read_token();
        in_game = true;
        GameResult result;
        if (parse_result(token, result)) {
          game.result = result;
          games.push_back(std::move(game));
          game = PgnGame();
          in_game = false;
        } else if (token[0] == '$' || is_move_number(token)) {
          continue;
        } else {
          // "1.h2e2": a move number glued to its move.
          size_t dot = token.find_last_of('.');
          if (dot != absl::string_view::npos) token.remove_prefix(dot + 1);
          if (!token.empty()) game.move_texts.emplace_back(token);
        }
      }
    }
    if (in_game) games.push_back(std::move(game));
    return games;
  }

 private:
  // Returns a syntax error naming the current line.
  absl::Status error(absl::string_view what) const {
    int line = 1;
    for (size_t i = 0; i < pos_ && i < text_.size(); ++i) line += text_[i] == '\n';
    return absl::InvalidArgumentError(absl::StrCat("PGN line ", line, ": ", what));
  }

  // Moves past white space.
  void skip_space() {
    while (pos_ < text_.size() && absl::ascii_isspace(text_[pos_])) ++pos_;
  }

  // Moves past the next `end` character; returns whether there was one.
  bool skip_until(char end) {
    size_t at = text_.find(end, pos_);
    pos_ = at == absl::string_view::npos ? text_.size() : at + 1;
    return at != absl::string_view::npos;
  }

  // Skips a (possibly nested) variation with its comments; returns whether it was closed.
  bool skip_variation() {
    int depth = 0;
    for (; pos_ < text_.size(); ++pos_) {
      char c = text_[pos_];
      if (c == '{') {
        if (!skip_until('}')) return false;
        --pos_;
      } else if (c == '(') {
        ++depth;
      } else if (c == ')' && --depth == 0) {
        ++pos_;
        return true;
      }
    }
    return false;
  }

  // Returns the next token (up to white space or a delimiter) and moves past it.
  absl::string_view read_token() {
    size_t start = pos_;
    while (pos_ < text_.size() && !absl::ascii_isspace(text_[pos_]) && text_[pos_] != '{' &&
           text_[pos_] != '(' && text_[pos_] != ';' && text_[pos_] != '[')
      ++pos_;
    if (pos_ == start) ++pos_;  // a stray ')' or similar: consume it as a token
    return text_.substr(start, pos_ - start);
  }

  // Reads [Name "value"] into game; returns why not when malformed.
  absl::Status read_tag(PgnGame& game) {
    size_t close = text_.find(']', pos_);
    size_t open_quote = text_.find('"', pos_);
    if (close == absl::string_view::npos || open_quote == absl::string_view::npos ||
        open_quote > close)
      return error("malformed tag pair");
    size_t close_quote = open_quote + 1;
    while (close_quote < text_.size() && text_[close_quote] != '"') {
      if (text_[close_quote] == '\\') ++close_quote;
      ++close_quote;
    }
    if (close_quote >= text_.size()) return error("unterminated tag value");
    close = text_.find(']', close_quote);
    if (close == absl::string_view::npos) return error("malformed tag pair");
    absl::string_view name =
        absl::StripAsciiWhitespace(text_.substr(pos_ + 1, open_quote - pos_ - 1));
    std::string value(text_.substr(open_quote + 1, close_quote - open_quote - 1));
    game.tags.emplace_back(std::string(name), value);
    pos_ = close + 1;
    return absl::OkStatus();
  }

  absl::string_view text_;
  size_t pos_ = 0;
};

}  // namespace

std::string PgnGame::tag(absl::string_view name) const {
  for (const auto& [n, v] : tags)
    if (n == name) return v;
  return "";
}

absl::StatusOr<Position> PgnGame::start() const {
  std::string fen = tag("FEN");
  return fen.empty() ? Position::start() : Position::from_fen(fen);
}

absl::StatusOr<std::vector<Move>> PgnGame::moves(MoveReader fallback) const {
  auto pos = start();
  if (!pos.ok()) return pos.status();
  std::vector<Move> moves;
  for (const std::string& text : move_texts) {
    auto m = parse_coordinate_move(*pos, text);
    if (!m.ok() && fallback) m = fallback(*pos, text);
    if (!m.ok())
      return absl::InvalidArgumentError(
          absl::StrCat("ply ", moves.size() + 1, ": ", m.status().message()));
    pos->do_move(*m);
    moves.push_back(*m);
  }
  return moves;
}

absl::StatusOr<Move> parse_coordinate_move(const Position& pos, absl::string_view text) {
  std::string ucci;
  for (char c : text)  // drops the ICCS dash and annotations such as "+" or "!?"
    if (absl::ascii_isalnum(c)) ucci.push_back(absl::ascii_tolower(c));
  if (ucci.size() != 4)
    return absl::InvalidArgumentError(
        absl::StrCat("'", text, "' is not a coordinate move (like H2-E2 or h2e2)"));
  return parse_ucci(pos, ucci);
}

absl::StatusOr<std::vector<PgnGame>> parse_pgn(absl::string_view text) {
  return PgnParser(text).games();
}

}  // namespace cotuong::book
