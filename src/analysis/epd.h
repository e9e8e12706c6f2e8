// EPD test suites: one position a line, the four EPD fields (board, side, castling "-",
// en passant "-") and operations "opcode operands;". The ones `cotuong epd` uses: bm (best
// moves), am (moves to avoid), dm (direct mate in N), id (name), c0 "checks-only".
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::analysis {

// One EPD record. Moves stay text here: only the position can read them.
struct EpdRecord {
  std::string fen;  // the four fields plus "0 1"
  std::vector<std::string> best_moves, avoid_moves;
  int direct_mate = 0;  // dm N; 0 when absent
  std::string id;
  bool checks_only = false;  // c0 "checks-only"
  int line = 0;              // 1-based line in the file
};

// Returns the record of one EPD line, or why it is not one.
absl::StatusOr<EpdRecord> parse_epd_line(absl::string_view line);

// Returns the records of an EPD text (blank and '#' lines skipped), or the first bad line.
absl::StatusOr<std::vector<EpdRecord>> parse_epd(absl::string_view text);

}  // namespace cotuong::analysis
