// The XBoard/CECP dialect's input: one text line from XBoard → one command struct, or an error
// whose message is the reason XBoard shows in `Error (reason): command`. Moves stay text: only
// the game can tell whether they are legal.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::protocol::cecp {

struct ProtoverCmd {
  int version = 1;
};
struct NewCmd {};
struct VariantCmd {
  std::string name;
};
struct ForceCmd {};
struct GoCmd {};
struct PlayOtherCmd {};
struct UserMoveCmd {
  std::string move;  // coordinates as XBoard writes them for xiangqi: files a-i, ranks 0-9
};
struct SetBoardCmd {
  std::string fen;
};
struct UndoCmd {
  int plies = 1;  // `undo` takes back one ply, `remove` two
};
// `level MPS BASE INC`. Invariant: base_ms >= 0, inc_ms >= 0, moves_per_session >= 0.
struct LevelCmd {
  int moves_per_session = 0;  // 0: the whole game in one period
  int64_t base_ms = 0;
  int64_t inc_ms = 0;
};
struct SecondsPerMoveCmd {  // `st N`
  int64_t ms = 0;
};
struct DepthCmd {  // `sd N`
  int depth = 0;
};
struct ClockCmd {  // `time N` (own) / `otim N` (opponent), N in centiseconds
  bool own = true;
  int64_t ms = 0;
};
struct PingCmd {
  std::string token;
};
struct PonderCmd {  // `hard` / `easy`
  bool on = false;
};
struct PostCmd {  // `post` / `nopost`
  bool on = false;
};
struct AnalyzeCmd {};
struct ExitCmd {};
struct StatCmd {};  // `.`
struct HintCmd {};
struct ResultCmd {
  std::string result;   // "1-0", "0-1", "1/2-1/2" or "*"
  std::string comment;  // the text between braces
};
struct DrawCmd {};
struct MemoryCmd {
  int mb = 0;
};
struct CoresCmd {
  int cores = 0;
};
struct OptionCmd {
  std::string name;
  std::string value;  // empty for a button
};
struct MoveNowCmd {};   // `?`
struct ComputerCmd {};  // the opponent is an engine too (XBoard then checks result claims)
struct QuitCmd {};
// Commands that need no answer and change nothing here: `accepted`, `rejected`, `random`,
// `name`, `rating`, `ics`, `xboard`, `bk`, and protocol-1 `white`/`black`. Protocol-1 `edit` is
// refused (the engine announces setboard=1: XBoard sends `setboard FEN` instead).
struct IgnoredCmd {};

using Command =
    std::variant<ProtoverCmd, NewCmd, VariantCmd, ForceCmd, GoCmd, PlayOtherCmd, UserMoveCmd,
                 SetBoardCmd, UndoCmd, LevelCmd, SecondsPerMoveCmd, DepthCmd, ClockCmd, PingCmd,
                 PonderCmd, PostCmd, AnalyzeCmd, ExitCmd, StatCmd, HintCmd, ResultCmd, DrawCmd,
                 MemoryCmd, CoresCmd, OptionCmd, MoveNowCmd, ComputerCmd, QuitCmd, IgnoredCmd>;

// Returns whether a line opens a CECP session (`xboard`).
bool is_cecp_opening(absl::string_view line);

// Returns the command on a line, or an error whose message is the reason ("unknown command",
// "bad argument ..."). An empty line is ignored (IgnoredCmd).
absl::StatusOr<Command> parse_command(absl::string_view line);

// Returns whether text has the shape of a coordinate move (e.g. "h2e2"), legal or not.
bool looks_like_move(absl::string_view text);

}  // namespace cotuong::protocol::cecp
