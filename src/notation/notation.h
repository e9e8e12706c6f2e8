// Move notation: format and parse moves in UCCI coordinates, Vietnamese (short "P2-5" and long
// "Pháo 2 bình 5"), WXF ("C2.5", plus the Fairy-Stockfish dialect "C2=5") and Chinese (炮二平五,
// traditional or simplified characters). Parsing is always against a position: it returns the
// legal move the text names or an error saying why there is none (malformed, unknown piece, no
// such piece on that file, ambiguous, illegal); it never guesses.
//
// Conventions for several like pieces on one file (front = nearer the enemy):
//   pieces on file   | Vietnamese        | WXF (official)       | Chinese
//   2                | Xt / Xs           | R+ / R-              | 前车 / 后车
//   3 pawns          | Bt / Bg / Bs      | P+ / P<file> / P-    | 前兵 / 中兵 / 后兵
//   4 pawns          | Btt Bt Bs Bss     | ++ P+ P- --          | 前兵 二兵 三兵 四兵
//   5 pawns          | Btt Bt Bg Bs Bss  | ++ P+ P<file> P- --  | 前兵 二兵 三兵 四兵 五兵
//   pawns tandem on two files: the file is written too: Vietnamese B3t-4, WXF 3+.4 (middle
//   33.4), Chinese 前七平六 (marker + file, the piece character dropped).
// Kings, advisors and elephants never take markers (their moves are unique without them).
// The Fairy-Stockfish dialect (Style::kWxfFairy) writes '=' for sideways, numbers pawns from the
// front when three share a file or two files hold tandems ("15=6", "26=5"), and writes the file
// digit instead of +/- when the other piece could not make the same step at all.
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong::notation {

enum class Style : uint8_t {
  kUcci,               // "h2e2"
  kVietnamese,         // "P2-5"
  kVietnameseLong,     // "Pháo 2 bình 5"
  kWxf,                // "C2.5" (WXF/AXF official)
  kChinese,            // "炮二平五", "馬8進7" (traditional characters)
  kChineseSimplified,  // "炮二平五", "马8进7"
  kWxfFairy,           // "C2=5" as Fairy-Stockfish writes WXF
};

inline constexpr Style kAllStyles[] = {
    Style::kUcci,    Style::kVietnamese,        Style::kVietnameseLong, Style::kWxf,
    Style::kChinese, Style::kChineseSimplified, Style::kWxfFairy};

// Returns the style named "ucci", "vn", "vn-long", "wxf", "wxf-fsf", "zh" or "zh-simplified"
// (also accepted: "iccs", "vietnamese", "chinese", "zh-traditional", case-insensitive).
absl::StatusOr<Style> parse_style(absl::string_view name);
// Returns the short name of a style, as parse_style accepts it ("vn-long").
std::string style_name(Style s);

// Returns the text of the legal move m in pos, written in style s (m must be legal; a move of
// no piece of the side to move comes back as UCCI rather than as nonsense).
std::string format_move(const Position& pos, Move m, Style s);

// Returns numbered move text for moves played in sequence from pos, e.g.
// "1. P2-5 M8.7 2. M2.3 X9-8" ("1... M8.7" when Black starts). Stops before an illegal move.
std::string format_line(const Position& pos, const std::vector<Move>& moves, Style s);

// Returns the legal move that `text` names in pos, written in any notation (detected from the
// text). When the text reads as different legal moves in two notations it is an error naming
// both readings. A move of a game is read with the game's notation (game_notation.h).
absl::StatusOr<Move> parse_move(const Position& pos, absl::string_view text);
// Returns the legal move that `text`, written in style s, names in pos. Lenient within the
// style: WXF accepts '=' for '.', Vietnamese C/V letters, Chinese either character set and
// full-width digits.
absl::StatusOr<Move> parse_move(const Position& pos, absl::string_view text, Style s);

}  // namespace cotuong::notation
