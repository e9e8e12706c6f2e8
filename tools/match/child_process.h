// A child process (an engine) driven through pipes: lines to its stdin, lines from its stdout,
// with deadlines. The tool never blocks on an engine without a deadline.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

#include "absl/status/status.h"

namespace cotuong::match {

using Clock = std::chrono::steady_clock;

class ChildProcess {
 public:
  ChildProcess() = default;
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();

  // Starts `/bin/sh -c "exec <command>"` in working_dir (empty = ours); stderr goes to
  // stderr_path (empty = /dev/null). Returns an error when the process cannot be created.
  // The first start makes the whole program ignore SIGPIPE (writes to a dead engine fail).
  absl::Status start(const std::string& command, const std::string& working_dir,
                     const std::string& stderr_path = "");
  // Returns whether the process was started and has not exited yet.
  bool running();
  // Writes one line (a newline is appended); returns false when the pipe is closed.
  bool write_line(const std::string& line);
  // Returns the next line of output, or nullopt at the deadline or when the output closed
  // (eof() tells which).
  std::optional<std::string> read_line(Clock::time_point deadline);
  // Returns whether the engine's output is closed (it exited or closed stdout).
  bool eof() const { return eof_; }
  // Kills the process (SIGKILL) and reaps it. Safe to call twice.
  void kill();
  // Waits up to `grace` for the process to exit by itself, then kills it.
  void stop(std::chrono::milliseconds grace);
  // Returns how the process ended ("exit code 3", "killed by signal 11"), empty while running.
  const std::string& exit_description() const { return exit_description_; }

 private:
  // Reaps the child if it has exited; `block` waits for it.
  void reap(bool block);

  pid_t pid_ = -1;
  int to_child_ = -1;    // write end of the child's stdin
  int from_child_ = -1;  // read end of the child's stdout
  bool eof_ = false;
  std::string buffer_;  // bytes read but not yet returned as lines
  std::string exit_description_;
};

}  // namespace cotuong::match
