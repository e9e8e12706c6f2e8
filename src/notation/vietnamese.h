// Vietnamese move notation: short "P2-5", "Xt.1", "Bg-4" and long "Pháo 2 bình 5" (UTF-8).
// Letters Tg S T X P M B (V for the elephant and C for the pawn accepted on input); `.` tấn
// (forward), `/` thoái (back), `-` bình (sideways). Markers for like pieces on one file are in
// notation.h; the long form spells them trước / giữa / sau (đầu / cuối for the outer two of 4-5).
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"

namespace cotuong::notation {

// Returns the Vietnamese text of the legal move m: short ("P2-5") or long ("Pháo 2 bình 5").
std::string format_vietnamese(const Position& pos, Move m, bool long_form);
// Returns the legal move named by short Vietnamese text, or why there is none.
absl::StatusOr<Move> parse_vietnamese(const Position& pos, absl::string_view text);
// Returns the legal move named by long Vietnamese text ("Pháo 2 bình 5"), or why there is none.
absl::StatusOr<Move> parse_vietnamese_long(const Position& pos, absl::string_view text);
// Returns whether text starts with a Vietnamese long-form piece word ("Pháo", "xe", ...).
bool looks_like_vietnamese_long(absl::string_view text);

}  // namespace cotuong::notation
