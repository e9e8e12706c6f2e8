// `cotuong serve`'s server run (the subcommand, its arguments and help are src/commands'):
// starts the HTTP server (http_server.h) on the loopback address, prints the address, opens the
// browser when asked, and stops cleanly on Ctrl+C (every page's engine ends first).
#pragma once

#include "serve/http_server.h"

namespace cotuong::serve {

struct ServeOptions {
  ServerOptions server;
  bool open_browser = false;  // open the page in the user's browser (xdg-open)
};

// Serves the page until Ctrl+C or kill; returns the process exit code (0 after a clean stop, 1
// when the server could not start or failed).
int run_serve(ServeOptions options);

}  // namespace cotuong::serve
