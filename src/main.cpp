// cotuong: a xiangqi engine. `cotuong <subcommand> ...` runs a command-line tool (perft, ...);
// plain `cotuong` speaks UCCI/UCI on stdin/stdout (or, for a person at a terminal, the console).
#include <iostream>
#include <string>
#include <vector>

#include "console/console.h"
#include "protocol/commands.h"
#include "protocol/engine_hooks.h"
#include "protocol/loop.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty()) {
    int rc = cotuong::run_subcommand(args);
    if (rc >= 0) return rc;
    std::cerr << "cotuong: unknown subcommand \"" << args[0]
              << "\"; run without arguments for the UCCI/UCI protocol\n";
    return 2;
  }
  // The interactive console (issue 8) opens for a person who types neither ucci nor uci.
  cotuong::protocol::register_console(&cotuong::console::run_from_front);
  cotuong::protocol::register_engine_setup(&cotuong::protocol::install_engine_hooks);
  return cotuong::protocol::run_front();
}
