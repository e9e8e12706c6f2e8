// `cotuong serve`: the play page on the player's own machine. Starts the HTTP server
// (http_server.h) on the loopback address, prints the address, opens the browser with --open,
// and stops cleanly on Ctrl+C (every page's engine ends first).
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "serve/http_server.h"

namespace cotuong::serve {

struct ServeArguments {
  ServerOptions server;
  bool open_browser = false;
};

// Returns the options of `cotuong serve` arguments (the word "serve" first), or a usage error.
absl::StatusOr<ServeArguments> parse_serve_arguments(const std::vector<std::string>& args);

// Runs `cotuong serve ...`; returns the process exit code.
int serve_command(const std::vector<std::string>& args);

}  // namespace cotuong::serve
