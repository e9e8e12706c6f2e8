// Command results → protocol text, per dialect: info lines, best moves, pophash, the board.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/position.h"
#include "eval/wdl.h"
#include "protocol/command.h"
#include "protocol/engine.h"
#include "search/search.h"

namespace cotuong::protocol {

// Returns the one-line error for a dialect: `info message error: …` (UCCI) /
// `info string error: …` (UCI).
std::string error_line(Dialect dialect, absl::string_view message);
// Returns an informational line: `info message …` / `info string …`. The text is kept to one
// line: control bytes become '?', and so do all non-ASCII bytes unless the text is valid UTF-8.
std::string message_line(Dialect dialect, absl::string_view message);

// Returns the lines for one search report (UCCI: depth/score/pv then time/nodes; UCI: one line),
// with `wdl W D L` after the score when wdl is given (UCI_ShowWDL).
// UCCI has no MultiPV: lines other than the first PV give no output.
std::vector<std::string> info_lines(Dialect dialect, const search::Info& info,
                                    const std::optional<eval::Wdl>& wdl = std::nullopt);
// Returns the line for the move being searched.
std::string currmove_line(Dialect dialect, int depth, Move move, int number);
// Returns `bestmove m [ponder p] [draw|resign]` / `nobestmove` (UCCI) or
// `bestmove m [ponder p]` / `bestmove (none)` (UCI).
std::string bestmove_line(Dialect dialect, const BestMove& answer);
// Returns `pophash [bestmove m] [lowerbound v depth d] [upperbound v depth d]`.
std::string pophash_line(const search::Searcher::Probe& probe);
// Returns the board, FEN, key and checkers of pos as text lines (the `d` command).
std::vector<std::string> board_lines(const Position& pos);

}  // namespace cotuong::protocol
