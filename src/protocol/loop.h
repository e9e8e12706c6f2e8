// The front door of the executable: which protocol a stream speaks (its first line chooses; the
// session of that dialect then reads the rest), or, for a person at a terminal, the console.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

#include "protocol/engine.h"

namespace cotuong::protocol {

// Runs the UCCI/UCI (or, on a first line `xboard`, CECP) protocol on in/out until quit or end of
// input; every engine it creates goes through `setup` if given; `first_line`, if given, is handled
// before reading. Returns the process exit code.
int run_protocol(std::istream& in, std::ostream& out, const EngineSetup& setup = nullptr,
                 std::optional<std::string> first_line = std::nullopt);

// What the program runs without a subcommand, as main assembles it: the front door knows only
// what it is given, so the protocol library needs neither the console nor the book.
struct FrontDoor {
  // The interactive console: takes over stdin/stdout with the line the person typed
  // first (not a protocol opening); returns the exit code. Empty: the protocol only.
  std::function<int(const std::string& first_line)> console;
  EngineSetup engine_setup;  // for every protocol engine (may be empty)
};

// Returns whether a first line opens a protocol session rather than the console.
bool is_protocol_opening(const std::string& line);

// Runs the program without a subcommand: when stdin is a terminal, the door has a console and
// the first line is not a protocol opening, the console; otherwise the protocol loop. Returns the
// process exit code.
int run_front(const FrontDoor& door);

}  // namespace cotuong::protocol
