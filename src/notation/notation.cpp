#include "notation/notation.h"

#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "core/quote.h"
#include "notation/chinese.h"
#include "notation/game_notation.h"
#include "notation/vietnamese.h"
#include "notation/wxf.h"

namespace cotuong::notation {

namespace {

// Returns the UCCI move of coordinate text, also in the ICCS form "H2-E2".
absl::StatusOr<Move> parse_coordinates(const Position& pos, absl::string_view text) {
  std::string t = absl::AsciiStrToLower(absl::StripAsciiWhitespace(text));
  if (t.size() == 5 && t[2] == '-') t.erase(2, 1);
  return parse_ucci(pos, t);
}

}  // namespace

absl::StatusOr<Style> parse_style(absl::string_view name) {
  std::string n = absl::AsciiStrToLower(absl::StripAsciiWhitespace(name));
  if (n == "ucci" || n == "iccs") return Style::kUcci;
  if (n == "vn" || n == "vietnamese") return Style::kVietnamese;
  if (n == "vn-long" || n == "vietnamese-long") return Style::kVietnameseLong;
  if (n == "wxf") return Style::kWxf;
  if (n == "wxf-fsf" || n == "fairy" || n == "wxf-fairy") return Style::kWxfFairy;
  if (n == "zh" || n == "chinese" || n == "zh-traditional") return Style::kChinese;
  if (n == "zh-simplified" || n == "zh-cn" || n == "chinese-simplified")
    return Style::kChineseSimplified;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown notation ", readable_quote(name, 32),
                   " (choose ucci, vn, vn-long, wxf, wxf-fsf, zh or zh-simplified)"));
}

std::string style_name(Style s) {
  switch (s) {
    case Style::kUcci:
      return "ucci";
    case Style::kVietnamese:
      return "vn";
    case Style::kVietnameseLong:
      return "vn-long";
    case Style::kWxf:
      return "wxf";
    case Style::kChinese:
      return "zh";
    case Style::kChineseSimplified:
      return "zh-simplified";
    case Style::kWxfFairy:
      return "wxf-fsf";
  }
  return "?";
}

std::string format_move(const Position& pos, Move m, Style s) {
  assert(pos.is_legal(m));
  Piece moved = pos.piece_on(from_sq(m));
  if (moved == NO_PIECE || color_of(moved) != pos.side_to_move()) return to_ucci(m);
  switch (s) {
    case Style::kUcci:
      return to_ucci(m);
    case Style::kVietnamese:
      return format_vietnamese(pos, m, false);
    case Style::kVietnameseLong:
      return format_vietnamese(pos, m, true);
    case Style::kWxf:
      return format_wxf(pos, m, WxfDialect::kOfficial);
    case Style::kWxfFairy:
      return format_wxf(pos, m, WxfDialect::kFairyStockfish);
    case Style::kChinese:
      return format_chinese(pos, m, false);
    case Style::kChineseSimplified:
      return format_chinese(pos, m, true);
  }
  return to_ucci(m);
}

std::string format_line(const Position& pos, const std::vector<Move>& moves, Style s) {
  Position p = pos;
  std::string line;
  for (size_t i = 0; i < moves.size() && p.is_legal(moves[i]); ++i) {
    if (!line.empty()) line += ' ';
    if (p.side_to_move() == RED)
      absl::StrAppend(&line, p.fullmove_number(), ". ");
    else if (i == 0)
      absl::StrAppend(&line, p.fullmove_number(), "... ");
    line += format_move(p, moves[i], s);
    p.do_move(moves[i]);
  }
  return line;
}

absl::StatusOr<Move> parse_move(const Position& pos, absl::string_view text, Style s) {
  switch (s) {
    case Style::kUcci:
      return parse_coordinates(pos, text);
    case Style::kVietnamese:
      return parse_vietnamese(pos, text);
    case Style::kVietnameseLong:
      return parse_vietnamese_long(pos, text);
    case Style::kWxf:
      return parse_wxf(pos, text, WxfDialect::kOfficial);
    case Style::kWxfFairy:
      return parse_wxf(pos, text, WxfDialect::kFairyStockfish);
    case Style::kChinese:
    case Style::kChineseSimplified:
      return parse_chinese(pos, text);
  }
  return absl::InvalidArgumentError("unknown notation");
}

absl::StatusOr<Move> parse_move(const Position& pos, absl::string_view text) {
  return GameNotation().read(pos, text);  // a game of one move
}

}  // namespace cotuong::notation
