// Chinese move notation: 炮二平五 / 马8进7. Piece, file (Red in Chinese numerals, Black in
// digits), 进 forward / 退 back / 平 sideways, number. Like pieces on one file: 前/后, three pawns
// 前/中/后, four or five pawns 前/二/三/四/五 (后 also read as the rearmost); with tandem pawns
// on two files the marker is followed by the file instead of the piece (前七平六).
// Traditional characters: 帥仕相俥傌炮兵 / 將士象車馬砲卒, 進; simplified: 帅仕相车马炮兵 /
// 将士象车马炮卒, 进. Input accepts either set, 後/后, and full-width digits.
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/position.h"

namespace cotuong::notation {

// Returns the Chinese text of the legal move m in pos.
std::string format_chinese(const Position& pos, Move m, bool simplified);
// Returns the legal move named by Chinese text, or why there is none.
absl::StatusOr<Move> parse_chinese(const Position& pos, absl::string_view text);

}  // namespace cotuong::notation
