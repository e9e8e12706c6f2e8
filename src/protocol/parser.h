// Text → command: the commands a GUI sends, as plain structs, and the parser that turns one line
// of GUI input into one of them, or returns an error that names what is wrong (never throws, never
// crashes, whatever the bytes). The session (protocol_session.h) carries the commands out. Moves
// stay text here because only the engine's position can tell whether they are legal.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/quote.h"

namespace cotuong::protocol {

// The two dialects; the first `ucci` or `uci` line picks one.
enum class Dialect { kUcci, kUci };

// `position` / `probe` argument: a FEN (or the start position) plus moves played from it.
struct PositionSpec {
  bool startpos = true;  // true: the standard start position; false: `fen` below
  std::string fen;       // the FEN fields joined by single spaces (empty when startpos)
  std::vector<std::string> moves;
};

// The `go` parameters, with every time already converted to milliseconds.
// Invariant: every number present passed the parser's range checks.
struct GoParams {
  bool ponder = false;
  bool draw_offered = false;  // UCCI `go draw`: the opponent offers a draw
  bool infinite = false;      // `infinite` or UCCI `depth infinite`
  std::optional<int> depth;
  std::optional<uint64_t> nodes;
  std::optional<int> mate;
  std::optional<int64_t> movetime;
  std::optional<int64_t> own_time, own_inc;         // UCCI `time` / `increment`
  std::optional<int64_t> opp_time, opp_inc;         // UCCI `opptime` / `oppincrement`
  std::optional<int64_t> wtime, btime, winc, binc;  // UCI clocks by colour
  std::optional<int> movestogo;
  std::vector<std::string> searchmoves;
};

struct HandshakeCmd {
  Dialect dialect;
};
struct IsReadyCmd {};
struct QuitCmd {};
struct StopCmd {};
struct PonderHitCmd {
  bool draw_offered = false;
};
struct NewGameCmd {};  // UCI `ucinewgame`
struct SetOptionCmd {
  std::string name;   // as sent; matched case-insensitively
  std::string value;  // empty when none was sent (buttons)
};
struct PositionCmd {
  PositionSpec spec;
};
struct BanMovesCmd {
  std::vector<std::string> moves;
};
struct GoCmd {
  GoParams params;
};
struct PerftCmd {
  int depth = 1;
};
struct ProbeCmd {
  std::optional<PositionSpec> spec;  // none: the current position
};
struct DisplayCmd {};  // `d`
struct BenchCmd {
  int depth = 0;  // 0: the bench's default depth
};
struct EvalCmd {};
struct UndoCmd {
  int plies = 1;
};

using Command = std::variant<HandshakeCmd, IsReadyCmd, QuitCmd, StopCmd, PonderHitCmd, NewGameCmd,
                             SetOptionCmd, PositionCmd, BanMovesCmd, GoCmd, PerftCmd, ProbeCmd,
                             DisplayCmd, BenchCmd, EvalCmd, UndoCmd>;

// Lines longer than this are refused outright (a real GUI line is a few KB at most).
constexpr size_t kMaxLineBytes = 64 * 1024;
// Limits on the numbers a `go` may carry; anything outside is refused as nonsense.
constexpr int kMaxGoDepth = 128;
constexpr int kMaxGoMate = 128;
constexpr int kMaxPerftDepth = 12;
constexpr size_t kMaxMovesInLine = 4096;

// What the parser must know of the session: the dialect and the UCCI time unit.
struct ParseContext {
  Dialect dialect = Dialect::kUcci;
  bool usemillisec = false;  // UCCI: `go time` etc. in ms instead of seconds
};

// Returns the command on the line, or an error naming the problem (an empty line included).
absl::StatusOr<Command> parse_command(absl::string_view line, const ParseContext& context);

}  // namespace cotuong::protocol
