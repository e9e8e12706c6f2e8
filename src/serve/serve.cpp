#include "serve/serve.h"

#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <csignal>
#include <cstring>
#include <iostream>
#include <mutex>
#include <thread>

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

int run_serve(ServeOptions options) {
#ifdef __GLIBC__
  // One malloc arena: the C library gives each new thread its own otherwise, and memory freed in
  // them stays with the process; pages that opened and closed left the server 90 MB larger after
  // a soak of 48 rounds (14 MB with one arena). Its threads mostly wait, so they hardly contend.
  mallopt(M_ARENA_MAX, 1);
#endif
  // Ctrl+C and kill are taken by one thread (sigwait), which stops the server in order; every
  // other thread, started after this, leaves them blocked.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&stop_signals, sig);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  std::mutex wins_mutex;
  options.server.registry.session.wins_mutex = &wins_mutex;
  HttpServer server(options.server);
  absl::StatusOr<int> port = server.bind();
  if (!port.ok()) {
    std::cerr << "cotuong serve: " << port.status().message() << "\n";
    return 1;
  }
  if (!is_loopback_host(options.server.host))
    std::cerr << "cotuong serve: warning: listening on " << options.server.host
              << ", beyond this machine: anyone who can reach it can play here, use the engine and "
                 "add to your record. Use this only on a network you trust.\n";
  std::cout << "cotuong serve: open " << server.url() << " in your browser (Ctrl+C stops)"
            << std::endl;
  if (options.open_browser)
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
