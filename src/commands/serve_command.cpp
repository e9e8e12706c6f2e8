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

namespace {

// Returns the server's options of `cotuong serve` arguments (the word "serve" first), or the
// first bad one.
absl::StatusOr<serve::ServeOptions> parse_serve_arguments(const std::vector<std::string>& args) {
  serve::ServeOptions o;
  serve::ServerOptions& server = o.server;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& arg = args[i];
    // Returns the number after arg, within [lo, hi], or an error saying what arg needs.
    auto number = [&](long long lo, long long hi) -> absl::StatusOr<long long> {
      std::optional<long long> v = take_number(args, &i, lo, hi);
      if (!v)
        return absl::InvalidArgumentError(
            absl::StrCat(arg, " needs a number from ", lo, " to ", hi));
      return *v;
    };
    absl::StatusOr<long long> v;
    if (arg == "--open") {
      o.open_browser = true;
    } else if (arg == "--log") {
      server.log_requests = true;
    } else if (arg == "--host") {
      if (i + 1 >= args.size() || args[i + 1].empty())
        return absl::InvalidArgumentError("--host needs an address");
      server.host = args[++i];
    } else if (arg == "--port") {
      if (!(v = number(0, 65535)).ok()) return v.status();
      server.port = int(*v);
    } else if (arg == "--idle-timeout") {
      if (!(v = number(1, 3600)).ok()) return v.status();
      server.registry.idle_timeout = std::chrono::seconds(*v);
      // A page's poll must return well within the time that ends a silent page.
      server.long_poll = std::min<std::chrono::milliseconds>(
          server.long_poll, std::chrono::milliseconds(*v * 1000 / 2));
    } else if (arg == "--max-pages") {
      if (!(v = number(1, 64)).ok()) return v.status();
      server.registry.max_sessions = int(*v);
    } else if (arg == "--movetime") {
      if (!(v = number(10, 600'000)).ok()) return v.status();
      server.registry.session.master_movetime_ms = *v;
    } else if (arg == "--review-depth") {
      if (!(v = number(1, 30)).ok()) return v.status();
      server.registry.session.review_depth = int(*v);
    } else if (arg == "--seed") {
      if (!(v = number(1, INT64_MAX)).ok()) return v.status();
      server.registry.session.seed = uint64_t(*v);
    } else if (arg == "--wins-file") {
      if (i + 1 >= args.size()) return absl::InvalidArgumentError("--wins-file needs a path");
      server.registry.session.wins_path = args[++i];
    } else {
      return absl::InvalidArgumentError(absl::StrCat("unknown option ", readable_quote(arg)));
    }
  }
  return o;
}

}  // namespace

int serve_command(const std::vector<std::string>& args) {
  absl::StatusOr<serve::ServeOptions> options = parse_serve_arguments(args);
  if (!options.ok()) return usage_error("serve", options.status().message());
  return serve::run_serve(*std::move(options));
}

}  // namespace cotuong::commands
