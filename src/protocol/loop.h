// The I/O loop: reads lines from a stream into a Session until `quit` or end of input, and the
// front door of the executable (protocol or, for a person at a terminal, the console).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

namespace cotuong::protocol {

class Engine;

// Runs the UCCI/UCI protocol on in/out until quit or end of input; `first_line`, if given, is
// handled before reading. Returns the process exit code.
int run_protocol(std::istream& in, std::ostream& out,
                 std::optional<std::string> first_line = std::nullopt);

// The interactive console's entry point (issue 8): takes over stdin/stdout with the line the
// person typed first (neither `ucci` nor `uci`); returns the exit code.
using ConsoleEntry = int (*)(const std::string& first_line);
// Installs the console (call from main before run_front); null removes it.
void register_console(ConsoleEntry entry);

// Called on every engine the protocol loop creates, before the first command: where the book and
// level modules install their hooks (Engine::set_book_probe, set_limits_hook). Null removes it.
using EngineSetup = void (*)(Engine& engine);
void register_engine_setup(EngineSetup setup);

// Returns whether a first line opens a protocol session rather than the console.
bool is_protocol_opening(const std::string& line);

// Runs the program without a subcommand: when stdin is a terminal and a console is registered
// and the first line is not a protocol opening, the console; otherwise the protocol loop.
int run_front();

}  // namespace cotuong::protocol
