// The PGN reader: tokens, then games; the whole text at once (strict) or game by game.
#include <algorithm>
#include <optional>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "core/quote.h"
#include "notation/game_notation.h"
#include "notation/pgn.h"
#include "notation/vietnamese.h"

namespace cotuong::notation {

namespace {

struct Token {
  enum Kind { kTag, kComment, kWord, kGameEnd } kind;
  std::string text;   // tag name, comment, word, or result
  std::string value;  // tag value
  int line = 0;
};

// Returns whether the bytes at text[i] are white space (ASCII or the ideographic space).
size_t space_length(absl::string_view text, size_t i) {
  if (absl::ascii_isspace(static_cast<unsigned char>(text[i]))) return 1;
  if (text.substr(i, 3) == "\xE3\x80\x80") return 3;
  return 0;
}

// Returns whether a word is a game result.
bool is_result(absl::string_view w) { return rules::parse_result_text(w).has_value(); }

// Returns text with runs of white space made single spaces, trimmed.
std::string squeeze(absl::string_view text) {
  std::vector<absl::string_view> words =
      absl::StrSplit(text, absl::ByAnyChar(" \t\r\n"), absl::SkipEmpty());
  return absl::StrJoin(words, " ");
}

// Returns the tokens of a PGN text whose first line is numbered first_line, or the first lexical
// error; with through_first_result, the tokens up to the first result only (what follows a
// game's result in a file, such as a program's signature, is not part of the game). Variations
// and NAGs make no token: they are counted into *left_out when given, with the move marks.
absl::StatusOr<std::vector<Token>> tokenize(absl::string_view text, int first_line = 1,
                                            bool through_first_result = false,
                                            PgnLeftOut* left_out = nullptr) {
  PgnLeftOut unused;
  PgnLeftOut& left = left_out ? *left_out : unused;
  std::vector<Token> tokens;
  int line = first_line;
  size_t i = 0;
  auto error = [&](absl::string_view why) {
    return absl::InvalidArgumentError(absl::StrCat("PGN line ", line, ": ", why));
  };
  while (i < text.size()) {
    char c = text[i];
    if (c == '\n') ++line;
    if (size_t n = space_length(text, i)) {
      i += n;
      continue;
    }
    if (c == '%' && (i == 0 || text[i - 1] == '\n')) {  // escape line
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (c == ';') {
      size_t end = text.find('\n', i);
      if (end == absl::string_view::npos) end = text.size();
      tokens.push_back({Token::kComment, squeeze(text.substr(i + 1, end - i - 1)), "", line});
      i = end;
      continue;
    }
    if (c == '{') {
      size_t end = text.find('}', i);
      if (end == absl::string_view::npos) return error("a comment { is never closed");
      absl::string_view body = text.substr(i + 1, end - i - 1);
      tokens.push_back({Token::kComment, squeeze(body), "", line});
      line += int(std::count(body.begin(), body.end(), '\n'));
      i = end + 1;
      continue;
    }
    if (c == '(') {  // a variation: skipped, nested ones and comments included
      int depth = 0;
      for (; i < text.size(); ++i) {
        if (text[i] == '\n') ++line;
        if (text[i] == '{') {
          size_t end = text.find('}', i);
          if (end == absl::string_view::npos) return error("a comment { is never closed");
          i = end;
        } else if (text[i] == '(') {
          ++depth;
          ++left.variations;
        } else if (text[i] == ')' && --depth == 0) {
          break;
        }
      }
      if (depth != 0) return error("a variation ( is never closed");
      ++i;
      continue;
    }
    if (c == '[') {
      size_t j = i + 1;
      while (j < text.size() && (absl::ascii_isalnum(text[j]) || text[j] == '_')) ++j;
      std::string name(text.substr(i + 1, j - i - 1));
      while (j < text.size() && text[j] == ' ') ++j;
      if (name.empty() || j >= text.size() || text[j] != '"')
        return error("a tag must look like [Name \"value\"]");
      std::string value;
      for (++j; j < text.size() && text[j] != '"'; ++j) {
        if (text[j] == '\\' && j + 1 < text.size()) ++j;
        value += text[j];
      }
      while (j < text.size() && text[j] != ']' && text[j] != '\n') ++j;
      if (j >= text.size() || text[j] != ']') return error("a tag is never closed with ]");
      tokens.push_back({Token::kTag, name, value, line});
      i = j + 1;
      continue;
    }
    size_t j = i;
    while (j < text.size() && !space_length(text, j) && text[j] != '{' && text[j] != '(' &&
           text[j] != ';' && text[j] != '[')
      ++j;
    std::string word(text.substr(i, j - i));
    i = j;
    if (word[0] == '$') {  // NAG
      ++left.annotations;
      continue;
    }
    const bool result = is_result(word);
    if (!result && (word.back() == '!' || word.back() == '?')) ++left.annotations;
    tokens.push_back({result ? Token::kGameEnd : Token::kWord, word, "", line});
    if (through_first_result && tokens.back().kind == Token::kGameEnd) break;
  }
  return tokens;
}

// Returns a move word without trailing annotations (!, ?, #).
absl::string_view strip_annotation(absl::string_view w) {
  while (!w.empty() && (w.back() == '!' || w.back() == '?' || w.back() == '#')) w.remove_suffix(1);
  return w;
}

// Reads games from tokens; `index` moves past the game read.
class GameReader {
 public:
  GameReader(const std::vector<Token>& tokens, size_t* index, int game_number)
      : tokens_(tokens), i_(*index), index_(index), game_number_(game_number) {}

  // Returns the next game, or an error naming the game and move.
  absl::StatusOr<GameRecord> read() {
    std::string tag_result;
    while (i_ < tokens_.size() && tokens_[i_].kind == Token::kTag) {
      const Token& t = tokens_[i_++];
      if (t.text == "FEN")
        game_.start_fen = t.value;
      else if (t.text == "Result")
        tag_result = t.value;
      else if (t.text == "Termination")
        game_.termination = t.value;
      else if (t.text == "Format") {
        absl::StatusOr<Style> s = style_of_format_tag(t.value);
        if (s.ok()) style_ = *s;
      } else if (t.text != "SetUp")
        game_.set_tag(t.text, t.value);
    }
    absl::StatusOr<Position> start = game_.start_position();
    if (!start.ok())
      return error(t_line(), absl::StrCat("bad FEN tag: ", start.status().message()));
    std::vector<std::string> texts;  // the move words, then the moves they name
    std::vector<int> lines;
    game_.comments.assign(1, "");
    std::string movetext_result;
    while (i_ < tokens_.size() && tokens_[i_].kind != Token::kTag) {
      const Token& t = tokens_[i_++];
      if (t.kind == Token::kGameEnd) {
        movetext_result = t.text;
        break;
      }
      if (t.kind == Token::kComment) {
        std::string& c = game_.comments.back();
        c = c.empty() ? t.text : absl::StrCat(c, " ", t.text);
        continue;
      }
      std::string text(strip_annotation(t.text));
      const size_t number = move_number_length(text);
      if (number > 0 && number == text.size()) continue;  // a bare move number
      if (looks_like_vietnamese_long(text) || looks_like_vietnamese_long(text.substr(number)))
        text = gather_long_form(text);
      if (text.empty()) continue;
      texts.push_back(std::move(text));
      lines.push_back(t.line);
      game_.comments.emplace_back();
    }
    // The whole game's moves at once: its notation is decided for the game (game_notation.h).
    GameNotation notation = style_ ? GameNotation::preferring(*style_) : GameNotation();
    size_t failed = 0;
    absl::StatusOr<std::vector<Move>> moves = notation.read_game(*start, texts, &failed);
    if (!moves.ok()) {
      const int plies = int(failed) + (start->side_to_move() == BLACK);
      return error(lines[failed],
                   absl::StrCat("move ", start->fullmove_number() + plies / 2,
                                plies % 2 == 0 ? ". " : "... ", readable_quote(texts[failed]), ": ",
                                moves.status().message()));
    }
    game_.moves = *std::move(moves);
    *index_ = i_;
    if (!tag_result.empty() && !is_result(tag_result))
      return error(t_line(), absl::StrCat("Result tag ", readable_quote(tag_result),
                                          " is not 1-0, 0-1, 1/2-1/2 or *"));
    if (!tag_result.empty() && !movetext_result.empty() && tag_result != movetext_result)
      return error(t_line(), absl::StrCat("the Result tag says ", tag_result,
                                          " but the moves end with ", movetext_result));
    game_.result = *rules::parse_result_text(!tag_result.empty()        ? tag_result
                                             : !movetext_result.empty() ? movetext_result
                                                                        : "*");
    return game_;
  }

 private:
  int t_line() const {
    return i_ < tokens_.size() ? tokens_[i_].line : tokens_.empty() ? 1 : tokens_.back().line;
  }

  absl::Status error(int line, absl::string_view why) const {
    return absl::InvalidArgumentError(
        absl::StrCat("PGN game ", game_number_, " (line ", line, "): ", why));
  }

  // Returns a long Vietnamese move whose first word is `first`, taking the following words up
  // to the number after the direction word.
  std::string gather_long_form(std::string first) {
    std::string text = first;
    for (int words = 1; words < 5 && i_ < tokens_.size() && tokens_[i_].kind == Token::kWord;
         ++words) {
      std::string next(strip_annotation(tokens_[i_++].text));  // "Pháo 5 tấn 4??"
      text += " " + next;
      if (!next.empty() && absl::ascii_isdigit(next[0]) && words >= 3) break;
    }
    return text;
  }

  const std::vector<Token>& tokens_;
  size_t i_;
  size_t* index_;
  int game_number_;
  GameRecord game_;
  std::optional<Style> style_;
};

// Returns whether a line is a tag pair line ("[Name ...").
bool is_tag_line(absl::string_view line) {
  line = absl::StripLeadingAsciiWhitespace(line);
  return line.size() > 1 && line[0] == '[' && absl::ascii_isalpha(line[1]);
}

// Returns the games' texts: a game starts at a tag line that follows move text. Cutting by
// lines first keeps a lexical error (an unclosed comment) inside its own game.
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

}  // namespace

absl::StatusOr<std::vector<GameRecord>> read_pgn_games(absl::string_view text,
                                                       PgnLeftOut* left_out) {
  absl::StatusOr<std::vector<Token>> tokens = tokenize(text, 1, false, left_out);
  if (!tokens.ok()) return tokens.status();
  std::vector<GameRecord> games;
  size_t i = 0;
  while (i < tokens->size()) {
    GameReader reader(*tokens, &i, int(games.size()) + 1);
    absl::StatusOr<GameRecord> game = reader.read();
    if (!game.ok()) return game.status();
    if (game->moves.empty() && game->tags.empty() && game->start_fen.empty()) continue;
    games.push_back(*std::move(game));
  }
  return games;
}

absl::StatusOr<GameRecord> read_pgn(absl::string_view text) {
  absl::StatusOr<std::vector<GameRecord>> games = read_pgn_games(text);
  if (!games.ok()) return games.status();
  if (games->empty()) return absl::InvalidArgumentError("PGN: no game in the text");
  return std::move(games->front());
}

std::vector<NumberedGame> read_pgn_each(absl::string_view text) {
  std::vector<NumberedGame> out;
  std::vector<absl::string_view> games = split_games(text);
  int first_line = 1;
  for (size_t g = 0; g < games.size(); ++g) {
    absl::string_view game = games[g];
    const int line = first_line;
    first_line += int(std::count(game.begin(), game.end(), '\n'));
    const int number = int(out.size()) + 1;
    absl::StatusOr<std::vector<Token>> tokens = tokenize(game, line, /*through_first_result=*/true);
    if (!tokens.ok()) {
      out.push_back({number, absl::InvalidArgumentError(absl::StrCat("PGN game ", number, ": ",
                                                                     tokens.status().message()))});
      continue;
    }
    size_t i = 0;
    absl::StatusOr<GameRecord> record = GameReader(*tokens, &i, number).read();
    bool tagless = std::none_of(tokens->begin(), tokens->end(),
                                [](const Token& t) { return t.kind == Token::kTag; });
    if (record.ok() && record->moves.empty() && tagless && record->start_fen.empty()) continue;
    // Text that is neither tags nor moves at the end of a file is not a game.
    if (!record.ok() && tagless && g + 1 == games.size()) break;
    out.push_back({number, std::move(record)});
  }
  return out;
}

}  // namespace cotuong::notation
