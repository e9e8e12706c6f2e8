#include "tools/match/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>
#include <thread>

#include "absl/strings/str_cat.h"

namespace cotuong::match {

ChildProcess::~ChildProcess() { kill(); }

absl::Status ChildProcess::start(const std::string& command, const std::string& working_dir,
                                 const std::string& stderr_path) {
  kill();
  // Writing to an engine that died must be an error value, not a signal that ends the tool.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { std::signal(SIGPIPE, SIG_IGN); });
  int in_pipe[2], out_pipe[2];
  if (pipe2(in_pipe, O_CLOEXEC) != 0)
    return absl::InternalError("pipe: " + std::string(strerror(errno)));
  if (pipe2(out_pipe, O_CLOEXEC) != 0) {
    close(in_pipe[0]);
    close(in_pipe[1]);
    return absl::InternalError("pipe: " + std::string(strerror(errno)));
  }
  // Everything the child needs is prepared before fork: after fork only async-signal-safe calls.
  const std::string shell_command = "exec " + command;
  const char* argv[] = {"/bin/sh", "-c", shell_command.c_str(), nullptr};
  const char* err_path = stderr_path.empty() ? "/dev/null" : stderr_path.c_str();
  const char* dir = working_dir.empty() ? nullptr : working_dir.c_str();
  pid_t pid = fork();
  if (pid < 0) return absl::InternalError("fork: " + std::string(strerror(errno)));
  if (pid == 0) {
    dup2(in_pipe[0], 0);
    dup2(out_pipe[1], 1);
    int err = open(err_path, O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (err >= 0) dup2(err, 2);
    if (dir && chdir(dir) != 0) _exit(126);
    signal(SIGPIPE, SIG_DFL);
    execv("/bin/sh", const_cast<char* const*>(argv));
    _exit(127);
  }
  close(in_pipe[0]);
  close(out_pipe[1]);
  pid_ = pid;
  to_child_ = in_pipe[1];
  from_child_ = out_pipe[0];
  eof_ = false;
  buffer_.clear();
  exit_description_.clear();
  return absl::OkStatus();
}

void ChildProcess::reap(bool block) {
  if (pid_ < 0) return;
  int status = 0;
  pid_t r = waitpid(pid_, &status, block ? 0 : WNOHANG);
  if (r != pid_) return;
  if (WIFEXITED(status))
    exit_description_ = absl::StrCat("exit code ", WEXITSTATUS(status));
  else if (WIFSIGNALED(status))
    exit_description_ =
        absl::StrCat("killed by signal ", WTERMSIG(status), " (", strsignal(WTERMSIG(status)), ")");
  pid_ = -1;
}

bool ChildProcess::running() {
  reap(false);
  return pid_ >= 0;
}

bool ChildProcess::write_line(const std::string& line) {
  if (to_child_ < 0) return false;
  std::string data = line + "\n";
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(to_child_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;  // EPIPE: the engine is gone (SIGPIPE is ignored by the tool)
    done += size_t(n);
  }
  return true;
}

std::optional<std::string> ChildProcess::read_line(Clock::time_point deadline) {
  for (;;) {
    size_t nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (eof_ || from_child_ < 0) {
      eof_ = true;
      return std::nullopt;
    }
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() < 0) return std::nullopt;
    pollfd fd{from_child_, POLLIN, 0};
    int r = poll(&fd, 1, int(std::min<int64_t>(left.count() + 1, 1 << 30)));
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) {
      if (Clock::now() >= deadline) return std::nullopt;
      continue;
    }
    char chunk[4096];
    ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      if (!buffer_.empty()) {  // a last line without newline still counts
        std::string line = std::move(buffer_);
        buffer_.clear();
        return line;
      }
      return std::nullopt;
    }
    buffer_.append(chunk, size_t(n));
  }
}

void ChildProcess::kill() {
  if (pid_ >= 0) {
    ::kill(pid_, SIGKILL);
    reap(true);
  }
  if (to_child_ >= 0) close(to_child_);
  if (from_child_ >= 0) close(from_child_);
  to_child_ = from_child_ = -1;
  eof_ = true;
}

void ChildProcess::stop(std::chrono::milliseconds grace) {
  auto until = Clock::now() + grace;
  while (pid_ >= 0 && Clock::now() < until) {
    reap(false);
    if (pid_ >= 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  kill();
}

}  // namespace cotuong::match
