#include "serve/serve_command.h"

#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <iostream>
#include <mutex>
#include <thread>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "serve/request_guard.h"

extern char** environ;

namespace cotuong::serve {

namespace {

// Starts the user's browser on url (xdg-open) without waiting for it; returns why not.
absl::Status open_browser(const std::string& url) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  std::string program = "xdg-open";
  char* argv[] = {program.data(), const_cast<char*>(url.c_str()), nullptr};
  pid_t pid;
  const int rc = posix_spawnp(&pid, "xdg-open", &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) return absl::UnavailableError(absl::StrCat("xdg-open: ", std::strerror(rc)));
  // Reap it in the background: xdg-open returns once the browser has been asked.
  std::thread([pid] { waitpid(pid, nullptr, 0); }).detach();
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<ServeArguments> parse_serve_arguments(const std::vector<std::string>& args) {
  ServeArguments a;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& arg = args[i];
    auto number = [&](long long lo, long long hi) -> absl::StatusOr<long long> {
      long long v = 0;
      if (i + 1 >= args.size() || !absl::SimpleAtoi(args[i + 1], &v) || v < lo || v > hi)
        return absl::InvalidArgumentError(
            absl::StrCat(arg, " needs a number from ", lo, " to ", hi));
      ++i;
      return v;
    };
    absl::StatusOr<long long> v;
    if (arg == "--open") {
      a.open_browser = true;
    } else if (arg == "--log") {
      a.server.log_requests = true;
    } else if (arg == "--host") {
      if (i + 1 >= args.size() || args[i + 1].empty())
        return absl::InvalidArgumentError("--host needs an address");
      a.server.host = args[++i];
    } else if (arg == "--port") {
      if (!(v = number(0, 65535)).ok()) return v.status();
      a.server.port = int(*v);
    } else if (arg == "--idle-timeout") {
      if (!(v = number(1, 3600)).ok()) return v.status();
      a.server.registry.idle_timeout = std::chrono::seconds(*v);
      // A page's poll must return well within the time that ends a silent page.
      a.server.long_poll = std::min<std::chrono::milliseconds>(
          a.server.long_poll, std::chrono::milliseconds(*v * 1000 / 2));
    } else if (arg == "--max-pages") {
      if (!(v = number(1, 64)).ok()) return v.status();
      a.server.registry.max_sessions = int(*v);
    } else if (arg == "--movetime") {
      if (!(v = number(10, 600'000)).ok()) return v.status();
      a.server.registry.session.master_movetime_ms = *v;
    } else if (arg == "--review-depth") {
      if (!(v = number(1, 30)).ok()) return v.status();
      a.server.registry.session.review_depth = int(*v);
    } else if (arg == "--seed") {
      if (!(v = number(1, INT64_MAX)).ok()) return v.status();
      a.server.registry.session.seed = uint64_t(*v);
    } else if (arg == "--wins-file") {
      if (i + 1 >= args.size()) return absl::InvalidArgumentError("--wins-file needs a path");
      a.server.registry.session.wins_path = args[++i];
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("unknown option \"", arg, "\" (cotuong serve --help lists them)"));
    }
  }
  return a;
}

int serve_command(const std::vector<std::string>& args) {
  absl::StatusOr<ServeArguments> a = parse_serve_arguments(args);
  if (!a.ok()) {
    std::cerr << "cotuong serve: " << a.status().message() << "\n";
    return 2;
  }
  // Ctrl+C and kill are taken by one thread (sigwait), which stops the server in order; every
  // other thread, started after this, leaves them blocked.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&stop_signals, sig);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  std::mutex wins_mutex;
  a->server.registry.session.wins_mutex = &wins_mutex;
  HttpServer server(a->server);
  absl::StatusOr<int> port = server.bind();
  if (!port.ok()) {
    std::cerr << "cotuong serve: " << port.status().message() << "\n";
    return 1;
  }
  if (!is_loopback_host(a->server.host))
    std::cerr << "cotuong serve: warning: listening on " << a->server.host
              << ", beyond this machine: anyone who can reach it can play here, use the engine and "
                 "add to your record. Use this only on a network you trust.\n";
  std::cout << "cotuong serve: open " << server.url() << " in your browser (Ctrl+C stops)"
            << std::endl;
  if (a->open_browser)
    if (absl::Status s = open_browser(server.url()); !s.ok())
      std::cerr << "cotuong serve: cannot open a browser (" << s.message()
                << "); open the address yourself\n";

  std::thread signals([&] {
    int sig = 0;
    sigwait(&stop_signals, &sig);
    server.stop();
  });
  const bool served = server.run();
  pthread_kill(signals.native_handle(), SIGTERM);  // wakes the thread if no signal came
  signals.join();
  server.stop();
  std::cout << "cotuong serve: stopped" << std::endl;
  return served ? 0 : 1;
}

}  // namespace cotuong::serve
