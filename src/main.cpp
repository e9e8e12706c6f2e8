// cotuong: a xiangqi engine. Subcommands (perft, ...) or the UCCI/UCI protocol loop on stdin.
#include <string>
#include <vector>

#include "protocol/commands.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  int rc = cotuong::run_subcommand(args);
  return rc < 0 ? 0 : rc;
}
