#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "commands/subcommands.h"
#include "core/quote.h"
#include "serve/serve.h"

namespace cotuong::commands {

// Its own namespace: the commands are compiled as one unit in a unity build.
namespace serve_cli {

using V = const std::vector<std::string>&;
using O = serve::ServeOptions;

// serve's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<O>& serve_arguments() {
  static const ArgumentTable<O> table = {
      {{"--port"},
       "N",
       "the port to listen on (default 8765; 0: any free port)",
       Takes::kOne,
       number<O>("--port", 0, 65535, [](O& o, long long n) { o.server.port = int(n); })},
      {{"--open"},
       "",
       "open the page in the browser (xdg-open)",
       Takes::kNothing,
       set_to(&O::open_browser, true)},
      {{"--host"},
       "ADDRESS",
       "listen on this address instead of 127.0.0.1 (a warning: others\n"
       "                      can then reach the page)",
       Takes::kOne,
       [](O& o, V v) {
         if (v[0].empty()) return absl::InvalidArgumentError("--host needs an address");
         o.server.host = v[0];
         return absl::OkStatus();
       }},
      {{"--idle-timeout"},
       "S",
       "end the engine of a page silent for S seconds (default 30; a page\n"
       "                      that closes ends its engine at once)",
       Takes::kOne,
       number<O>("--idle-timeout", 1, 3600,
                 [](O& o, long long n) {
                   o.server.registry.idle_timeout = std::chrono::seconds(n);
                   // A page's poll must return well within the time that ends a silent page.
                   o.server.long_poll = std::min<std::chrono::milliseconds>(
                       o.server.long_poll, std::chrono::milliseconds(n * 1000 / 2));
                 })},
      {{"--max-pages"},
       "N",
       "pages open at once (default 8)",
       Takes::kOne,
       number<O>("--max-pages", 1, 64,
                 [](O& o, long long n) { o.server.registry.max_sessions = int(n); })},
      {{"--movetime"},
       "MS",
       "level 5's time per move without a clock (default 3000)",
       Takes::kOne,
       number<O>("--movetime", 10, 600'000,
                 [](O& o, long long n) { o.server.registry.session.master_movetime_ms = n; })},
      {{"--review-depth"},
       "N",
       "search depth of the game review (default 10, as analyze)",
       Takes::kOne,
       number<O>("--review-depth", 1, 30,
                 [](O& o, long long n) { o.server.registry.session.review_depth = int(n); })},
      {{"--seed"},
       "N",
       "random seed of the levels and the book (reproducible games)",
       Takes::kOne,
       number<O>("--seed", 1, INT64_MAX,
                 [](O& o, long long n) { o.server.registry.session.seed = uint64_t(n); })},
      {{"--wins-file"},
       "FILE",
       "the record of wins per level (default: the console's)",
       Takes::kOne,
       [](O& o, V v) {
         o.server.registry.session.wins_path = v[0];
         return absl::OkStatus();
       }},
      {{"--log"},
       "",
       "print every request on standard error",
       Takes::kNothing,
       [](O& o, V) {
         o.server.log_requests = true;
         return absl::OkStatus();
       }},
  };
  return table;
}

}  // namespace serve_cli

OptionHelp serve_options() { return help_rows(serve_cli::serve_arguments()); }

int serve_command(const std::vector<std::string>& args) {
  serve::ServeOptions options;
  if (std::optional<int> exit = parse_arguments(args, serve_cli::serve_arguments(), options))
    return *exit;
  return serve::run_serve(std::move(options));
}

}  // namespace cotuong::commands
