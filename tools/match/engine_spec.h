// How to start and talk to one engine: the `-engine key=value ...` of the command line.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/match/time_control.h"

namespace cotuong::match {

enum class Protocol { kAuto, kUcci, kUci };

// How an engine spells ranks and FEN pieces. Invariant: rank_base is 0 (UCCI a0-i9) or
// 1 (generic variant engines: a1-i10).
struct Dialect {
  int rank_base = 0;
  bool rank_base_given = false;         // false: decided after the handshake (UCI_Variant => 1)
  bool horse_elephant_letters = false;  // FEN uses H/E instead of N/B (Sjaak II)
  bool letters_given = false;           // false: decided after the handshake (Sjaak II => H/E)
};

struct EngineSpec {
  std::string name;         // shown in results and PGN; defaults to the command's file name
  std::string command;      // shell words, run with /bin/sh -c "exec ..."
  std::string working_dir;  // empty = the tool's own
  std::string stderr_path;  // empty = discarded
  Protocol protocol = Protocol::kAuto;
  Dialect dialect;
  std::vector<std::pair<std::string, std::string>> options;  // sent after the handshake, in order
  std::string variant = "xiangqi";  // UCI_Variant value when the engine announces that option
  // This engine's own time control (tc=, e.g. a reference player at `depth=3` or `nodes=20000`),
  // which replaces the match's for its moves; empty = the match's.
  std::optional<TimeControl> tc;
};

// Returns the spec of `key=value` tokens: name=, cmd=, dir=, stderr=, proto=ucci|uci|auto,
// ranks=0-9|1-10, fen=nb|he, option.<Name>=<value>, variant=, tc=<time control>. `cmd` is
// required.
absl::StatusOr<EngineSpec> parse_engine_spec(const std::vector<std::string>& tokens);

// Returns the move text in the engine's dialect for a UCCI move (ranks 0-9).
std::string to_engine_move(absl::string_view ucci, const Dialect& d);
// Returns the UCCI move (ranks 0-9) for a move text in the engine's dialect, or an empty
// string when the text is not a coordinate move at all.
std::string from_engine_move(absl::string_view text, const Dialect& d);
// Returns the FEN in the engine's dialect (piece letters only; ranks are not part of a FEN).
std::string to_engine_fen(absl::string_view fen, const Dialect& d);

}  // namespace cotuong::match
