#include "console/board_text.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "platform/terminal.h"

namespace cotuong::console {

namespace {

// Indexed by PieceType; Red's traditional characters, then Black's.
// catalogue-lint: off (the pieces drawn on the board: Chinese glyphs, Vietnamese letters)
constexpr const char* kChineseRed[] = {"", "帥", "仕", "相", "傌", "俥", "炮", "兵"};
constexpr const char* kChineseBlack[] = {"", "將", "士", "象", "馬", "車", "砲", "卒"};
// Tướng, Sĩ, Tượng, Mã, Xe, Pháo, Tốt: the letters of the Vietnamese notation (notation.md).
constexpr const char* kVietnamese[] = {"", "Tg", "S", "T", "M", "X", "P", "B"};
// catalogue-lint: on

constexpr const char* kReset = "\033[0m";
constexpr const char* kRedPiece = "\033[1;31m";
constexpr const char* kBlackPiece = "\033[1;36m";
constexpr const char* kLastMove = "\033[7m";  // reverse video on the piece that just moved
constexpr const char* kFromSquare = "\033[1;33m";

// Returns the grid glyph of an empty point at display column col (0-8) and row (0 = top),
// padded to the point width. Rows 4 and 5 border the river, which cuts the inner files.
std::string empty_node(int col, int row) {
  const bool left = col == 0, right = col == 8;
  const bool only_down = row == 0 || row == 5, only_up = row == 9 || row == 4;
  const char* glyph = "┼";
  if (only_down)
    glyph = left ? (row == 0 ? "┌" : "├") : right ? (row == 0 ? "┐" : "┤") : "┬";
  else if (only_up)
    glyph = left ? (row == 9 ? "└" : "├") : right ? (row == 9 ? "┘" : "┤") : "┴";
  else if (left)
    glyph = "├";
  else if (right)
    glyph = "┤";
  return absl::StrCat(glyph, right ? " " : "─");
}

// Returns the line between display rows whose ranks are `high` and high - 1: the files' vertical
// lines and, in the palaces, the diagonals (a 180-degree turn keeps each diagonal's slant).
std::string between_rows(int high, bool black_bottom) {
  std::string line = "    ";
  const bool palace_band = high >= 8 || high <= 2;
  const int centre = high >= 8 ? 8 : 1;
  for (int col = 0; col < 9; ++col) {
    line += "│";
    if (col == 8) break;
    const int lower_file = black_bottom ? 7 - col : col;  // the smaller file of this gap
    std::string gap = "   ";
    if (palace_band && (lower_file == 3 || lower_file == 4)) {
      const bool above_centre = high > centre;
      const bool falling = above_centre == (lower_file == 3);  // "╲": high rank at low file
      gap = falling ? " ╲ " : " ╱ ";
    }
    line += gap;
  }
  return line;
}

// Returns the river line: the two edge files continue, the inner ones stop.
std::string river_line(Labels labels) {
  // catalogue-lint: off (the river's name drawn on the board, as on a real one)
  if (labels == Labels::kVietnamese) return "    │       Sông           Hà       │";
  return "    │     楚  河         漢  界     │";
  // catalogue-lint: on
}

// Returns a label padded to the two columns of a point ("X─", "Tg"; "X " on the right edge).
std::string padded(const std::string& label, Labels labels, bool right_edge) {
  if (labels == Labels::kChinese || label.size() == 2) return label;
  return label + (right_edge ? " " : "─");
}

}  // namespace

std::string piece_label(Piece p, Labels labels) {
  if (p == NO_PIECE) return "";
  if (labels == Labels::kChinese)
    return color_of(p) == RED ? kChineseRed[type_of(p)] : kChineseBlack[type_of(p)];
  std::string label = kVietnamese[type_of(p)];
  if (color_of(p) == BLACK)
    for (char& c : label) c = char(c | 0x20);  // ASCII lower case
  return label;
}

std::string render_board(const Position& pos, const BoardStyle& style) {
  const Move last = pos.last_move();
  const bool has_last = last != MOVE_NONE && last != MOVE_NULL;
  const std::string spacing = "   ";  // every point is two columns wide, like a Chinese character
  auto file_at = [&](int col) { return style.black_bottom ? 8 - col : col; };
  // File numbers as each side writes them: Black counts 1-9 from its right (file a), Red from
  // its right (file i).
  auto numbers_line = [&](Color side) {
    std::string line = "    ";
    for (int col = 0; col < 9; ++col)
      absl::StrAppend(&line, side == BLACK ? file_at(col) + 1 : 9 - file_at(col),
                      col < 8 ? spacing : "");
    return line + "\n";
  };
  std::string out = numbers_line(style.black_bottom ? RED : BLACK);
  for (int row = 0; row < 10; ++row) {
    const int rank = style.black_bottom ? row : 9 - row;
    std::string line = absl::StrCat(" ", rank, "  ");
    for (int col = 0; col < 9; ++col) {
      const Square s = make_square(file_at(col), rank);
      const Piece p = pos.piece_on(s);
      std::string node;
      if (p != NO_PIECE) {
        node = padded(piece_label(p, style.labels), style.labels, col == 8);
        if (style.colour)
          node = absl::StrCat(color_of(p) == RED ? kRedPiece : kBlackPiece,
                              has_last && s == to_sq(last) ? kLastMove : "", node, kReset);
      } else if (has_last && s == from_sq(last)) {
        node = col == 8 ? "◦ " : "◦─";  // where the last move came from
        if (style.colour) node = absl::StrCat(kFromSquare, node, kReset);
      } else {
        node = empty_node(col, row);
      }
      line += node;
      if (col < 8) line += "──";
    }
    absl::StrAppend(&out, line, "  ", rank, "\n");
    if (row == 9) break;
    if (row == 4)
      absl::StrAppend(&out, river_line(style.labels), "\n");
    else
      absl::StrAppend(&out, between_rows(style.black_bottom ? rank + 1 : rank, style.black_bottom),
                      "\n");
  }
  out += numbers_line(style.black_bottom ? BLACK : RED);
  std::string letters = "    ";
  for (int col = 0; col < 9; ++col)
    absl::StrAppend(&letters, std::string(1, 'a' + file_at(col)), col < 8 ? spacing : "");
  return out + letters + "\n";
}

bool terminal_supports_colour() {
  const char* no_colour = std::getenv("NO_COLOR");
  if (no_colour && *no_colour) return false;
  const char* term = std::getenv("TERM");
  if (!term || std::strcmp(term, "dumb") == 0) return false;
  return platform::is_terminal(platform::StandardStream::kOutput);
}

}  // namespace cotuong::console
