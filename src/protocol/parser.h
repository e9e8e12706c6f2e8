// Text → command: parses one line of GUI input into a Command (command.h), or returns an error
// that names what is wrong. Never throws, never crashes, whatever the bytes.
#pragma once

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/quote.h"
#include "protocol/command.h"

namespace cotuong::protocol {

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
