// cotuong: a xiangqi engine. `cotuong <subcommand> ...` runs a command-line tool (perft, ...);
// plain `cotuong` speaks UCCI/UCI on stdin/stdout (or, for a person at a terminal, the console).
#include <iostream>
#include <string>
#include <vector>

#include "commands/commands.h"
#include "console/console.h"
#include "core/text_file.h"
#include "platform/terminal.h"
#include "protocol/engine_hooks.h"
#include "protocol/loop.h"

// Returns the exit code after the last write: a failed write to the standard output (a full
// disk, a closed pipe) is an error, never a success.
int checked_exit(const std::string& command, int rc) {
  if (absl::Status s = cotuong::flush_standard_output(); !s.ok()) {
    std::cerr << "cotuong" << (command.empty() ? "" : " " + command) << ": " << s.message() << "\n";
    return rc != 0 ? rc : 1;
  }
  return rc;
}

int main(int argc, char** argv) {
  cotuong::platform::use_utf8_console();
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty()) {
    int rc = cotuong::commands::run_subcommand(args);
    if (rc >= 0) return checked_exit(args[0], rc);
    std::cerr << "cotuong: unknown subcommand \"" << args[0]
              << "\"; run \"cotuong help\" for the list\n";
    return 2;
  }
  // A person at a terminal learns how to start; a GUI (stdin a pipe) sees nothing before its
  // own first line.
  using cotuong::platform::is_terminal, cotuong::platform::StandardStream;
  if (is_terminal(StandardStream::kInput) && is_terminal(StandardStream::kOutput))
    std::cout << cotuong::commands::greeting_line() << std::endl;
  // The interactive console opens for a person who types neither ucci nor uci; every
  // protocol engine gets the opening book.
  cotuong::protocol::FrontDoor door;
  door.console = &cotuong::console::run_from_front;
  door.engine_setup = &cotuong::protocol::install_engine_hooks;
  return checked_exit("", cotuong::protocol::run_front(door));
}
