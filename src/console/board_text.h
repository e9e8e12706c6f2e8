// The board as text for a terminal: Unicode box drawing, pieces as Chinese characters or
// Vietnamese letters, optional ANSI colours, the last move highlighted, either side at the
// bottom, and file numbers for both players' notation.
#pragma once

#include <string>

#include "core/position.h"

namespace cotuong::console {

enum class Labels { kChinese, kVietnamese };

struct BoardStyle {
  Labels labels = Labels::kChinese;
  bool colour = false;        // ANSI colours (only when the terminal supports them)
  bool black_bottom = false;  // flipped: Black's side at the bottom
};

// Returns the label of a piece: 俥/車, 傌/馬 ... or X/x, Tg/tg ... (Red upper case, Black lower).
std::string piece_label(Piece p, Labels labels);

// Returns the board of pos as lines of text, the last move (if any) highlighted.
std::string render_board(const Position& pos, const BoardStyle& style);

// Returns whether standard output should get colours: a terminal, TERM not "dumb", and NO_COLOR
// unset (https://no-color.org).
bool terminal_supports_colour();

}  // namespace cotuong::console
