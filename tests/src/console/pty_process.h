// A child process on a pseudo-terminal, for the console's end-to-end tests: what it prints,
// lines typed to it, its exit code; and a fresh directory per test for its data files.
#pragma once

#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

namespace cotuong::console::pty {

// A child process on a pseudo-terminal. Invariant: master_ >= 0 while the child may run.
class PtyProcess {
 public:
  PtyProcess(const std::vector<std::string>& args, const std::vector<std::string>& env) {
    pid_ = forkpty(&master_, nullptr, nullptr, nullptr);
    if (pid_ == 0) {
      for (const std::string& e : env) putenv(strdup(e.c_str()));
      std::vector<char*> argv;
      for (const std::string& a : args) argv.push_back(strdup(a.c_str()));
      argv.push_back(nullptr);
      execv(argv[0], argv.data());
      _exit(127);
    }
  }
  ~PtyProcess() {
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (master_ >= 0) close(master_);
  }
  bool started() const { return pid_ > 0 && master_ >= 0; }

  // Returns whether `text` appeared in the output (since the last expect) within the timeout.
  bool expect(const std::string& text, int timeout_ms = 20000) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (true) {
      size_t at = output_.find(text, seen_);
      if (at != std::string::npos) {
        seen_ = at + text.size();
        return true;
      }
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                      deadline - std::chrono::steady_clock::now())
                      .count();
      if (left <= 0 || !read_some(int(left))) return false;
    }
  }
  // Types a line.
  void send(const std::string& line) {
    std::string data = line + "\n";
    ASSERT_EQ(write(master_, data.data(), data.size()), ssize_t(data.size()));
  }
  // Types Ctrl-C (the terminal sends SIGINT to the child).
  void interrupt() { ASSERT_EQ(write(master_, "\x03", 1), 1); }
  // Returns the child's exit code (waits up to the timeout; -1 if it did not exit).
  int wait_exit(int timeout_ms = 10000) {
    for (int waited = 0; waited < timeout_ms; waited += 20) {
      if (!read_some(20)) usleep(20'000);  // the pty reports end of input at once
      int status;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      }
    }
    return -1;
  }
  const std::string& output() const { return output_; }
  // Returns the output from the current position on (what the next expect searches).
  std::string unseen() const { return output_.substr(seen_); }
  // Reads output for `ms` milliseconds without expecting anything.
  void drain(int ms) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    while (true) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                      deadline - std::chrono::steady_clock::now())
                      .count();
      if (left <= 0) return;
      if (!read_some(int(left))) usleep(10'000);
    }
  }

 private:
  // Reads what is available within the timeout; false on timeout or end.
  bool read_some(int timeout_ms) {
    pollfd p{master_, POLLIN, 0};
    if (poll(&p, 1, timeout_ms) <= 0) return false;
    char buf[4096];
    ssize_t n = read(master_, buf, sizeof buf);
    if (n <= 0) return false;
    output_.append(buf, size_t(n));
    return true;
  }

  pid_t pid_ = -1;
  int master_ = -1;
  bool exited_ = false;
  std::string output_;
  size_t seen_ = 0;
};

// Returns an empty directory of its own for the test `name`.
inline std::filesystem::path fresh_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("cotuong-pty-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace cotuong::console::pty
