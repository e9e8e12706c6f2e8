// WXF move notation ("C2.5", "H2+3", "R+.3", "P3.4", "3+.4", "++.4") in two dialects: the
// WXF/AXF official rules, and Fairy-Stockfish's (sideways '=', pawns numbered from the front:
// "15=6", "26=5"). Letters K A E H R C P; B (elephant) and N (horse) accepted on input.
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"

namespace cotuong::notation {

enum class WxfDialect : uint8_t { kOfficial, kFairyStockfish };

// Returns the WXF text of the legal move m in pos.
std::string format_wxf(const Position& pos, Move m, WxfDialect dialect);
// Returns the legal move named by WXF text in the given dialect ('=' and '.' are both accepted
// for sideways), or why there is none.
absl::StatusOr<Move> parse_wxf(const Position& pos, absl::string_view text, WxfDialect dialect);

}  // namespace cotuong::notation
