// GameRecord helpers, Format tag names and the PGN writer.
#include "notation/pgn.h"

#include <ctime>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "platform/local_time.h"

namespace cotuong::notation {

namespace {

// Returns a tag value with '\' and '"' escaped.
std::string escape(absl::string_view value) {
  std::string out;
  for (char c : value) {
    if (c == '\\' || c == '"') out += '\\';
    out += (c == '\n' || c == '\r') ? ' ' : c;
  }
  return out;
}

// Appends words to lines of at most 80 columns; a word is never split.
class LineWriter {
 public:
  void add(absl::string_view word) {
    size_t width = display_width(word);
    if (column_ > 0 && column_ + 1 + width > 80) {
      out_ += '\n';
      column_ = 0;
    } else if (column_ > 0) {
      out_ += ' ';
      ++column_;
    }
    out_.append(word.data(), word.size());
    column_ += width;
  }
  std::string finish() { return out_.empty() ? out_ : out_ + "\n"; }

 private:
  // Returns the number of characters (not bytes) of UTF-8 text.
  static size_t display_width(absl::string_view s) {
    size_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
  }
  std::string out_;
  size_t column_ = 0;
};

// Appends a comment as words, the first opening with '{' and the last closing with '}'.
void add_comment(LineWriter* lines, absl::string_view comment) {
  std::vector<std::string> words = absl::StrSplit(comment, ' ', absl::SkipEmpty());
  if (words.empty()) return;
  for (std::string& w : words)
    for (char& c : w)
      if (c == '}') c = ')';
  words.front() = "{" + words.front();
  words.back() += "}";
  for (const std::string& w : words) lines->add(w);
}

}  // namespace

std::string GameRecord::tag(absl::string_view name) const {
  for (const auto& [key, value] : tags)
    if (key == name) return value;
  return "";
}

void GameRecord::set_tag(absl::string_view name, absl::string_view value) {
  for (auto& [key, old] : tags)
    if (key == name) {
      old = std::string(value);
      return;
    }
  tags.emplace_back(std::string(name), std::string(value));
}

absl::StatusOr<Position> GameRecord::start_position() const {
  return start_fen.empty() ? Position::start() : Position::from_fen(start_fen);
}

std::string format_tag(Style s) {
  switch (s) {
    case Style::kUcci:
      return "UCCI";
    case Style::kVietnamese:
      return "Vietnamese";
    case Style::kVietnameseLong:
      return "Vietnamese-long";
    case Style::kWxf:
      return "WXF";
    case Style::kWxfFairy:
      return "WXF-FSF";
    case Style::kChinese:
      return "Chinese";
    case Style::kChineseSimplified:
      return "Chinese-simplified";
  }
  return "UCCI";
}

absl::StatusOr<Style> style_of_format_tag(absl::string_view value) {
  for (Style s : kAllStyles)
    if (absl::EqualsIgnoreCase(value, format_tag(s))) return s;
  return parse_style(value);
}

std::string write_pgn(const GameRecord& game, Style s) {
  std::string out;
  auto tag_line = [&](absl::string_view name, absl::string_view value) {
    absl::StrAppend(&out, "[", name, " \"", escape(value), "\"]\n");
  };
  // The roster first (placeholders for missing ones), then the structural tags, then the rest.
  const char* const roster[] = {"Event", "Site", "Date", "Round", "Red", "Black"};
  for (const char* name : roster) {
    std::string value = game.tag(name);
    bool required = std::string(name) != "Site" && std::string(name) != "Round";
    if (!value.empty() || required)
      tag_line(name, value.empty() ? (std::string(name) == "Date" ? "????.??.??" : "?") : value);
  }
  tag_line("Result", rules::result_text(game.result));
  if (!game.start_fen.empty() && game.start_fen != kStartFen) tag_line("FEN", game.start_fen);
  tag_line("Format", format_tag(s));
  if (!game.termination.empty()) tag_line("Termination", game.termination);
  for (const auto& [name, value] : game.tags) {
    bool written = false;
    for (const char* r : roster) written |= name == r;
    if (!written) tag_line(name, value);
  }
  out += '\n';

  LineWriter lines;
  add_comment(&lines, game.comment(0));
  absl::StatusOr<Position> start = game.start_position();
  if (!start.ok())
    return out + "{invalid start position: " + std::string(start.status().message()) + "} *\n";
  Position pos = *start;
  bool number_due = true;  // after a comment Black's move needs its number again
  for (size_t i = 0; i < game.moves.size(); ++i) {
    Move m = game.moves[i];
    if (!pos.is_legal(m)) {
      lines.add(absl::StrCat("{illegal move ", to_ucci(m), " dropped with the rest}"));
      break;
    }
    if (pos.side_to_move() == RED)
      lines.add(absl::StrCat(pos.fullmove_number(), "."));
    else if (number_due)
      lines.add(absl::StrCat(pos.fullmove_number(), "..."));
    lines.add(format_move(pos, m, s));
    pos.do_move(m);
    std::string comment = game.comment(i + 1);
    add_comment(&lines, comment);
    number_due = !comment.empty();
  }
  lines.add(rules::result_text(game.result));
  return out + lines.finish();
}

std::string pgn_date_today() {
  std::time_t now = std::time(nullptr);
  const std::tm local = platform::local_time(now);
  char text[16];
  std::strftime(text, sizeof text, "%Y.%m.%d", &local);
  return text;
}

}  // namespace cotuong::notation
