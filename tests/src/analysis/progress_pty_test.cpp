// `cotuong analyze` at a terminal shows a live progress line with an ETA on standard error,
// rewritten in place and cleared at the end; through a pipe it shows none. A bare `cotuong` at
// a terminal greets with one line; through a pipe (a GUI) it says nothing first.
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/match.h"

namespace {

const std::vector<std::string> kArgs = {COTUONG_BINARY, "analyze", "--depth", "5",
                                        "--moves",      "h2e2",    "h9g7",    "h0g2",
                                        "i9h9",         "i0h0",    "b9c7"};

// Returns everything the command wrote on a pseudo-terminal (after typing `input`, if any),
// and its exit code.
std::string run_on_pty(int* code, const std::vector<std::string>& args = kArgs,
                       const std::string& input = "") {
  int master = -1;
  pid_t pid = forkpty(&master, nullptr, nullptr, nullptr);
  if (pid == 0) {
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  if (!input.empty() && write(master, input.data(), input.size()) != ssize_t(input.size()))
    return "";
  std::string out;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (std::chrono::steady_clock::now() < deadline) {
    pollfd p{master, POLLIN, 0};
    if (poll(&p, 1, 200) <= 0) {
      if (waitpid(pid, nullptr, WNOHANG) == pid) break;
      continue;
    }
    char buf[4096];
    ssize_t n = read(master, buf, sizeof buf);
    if (n <= 0) break;
    out.append(buf, size_t(n));
  }
  int status = 0;
  waitpid(pid, &status, 0);
  close(master);
  *code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

TEST(ProgressPty, AnalyzeShowsTheProgressLineWithEtaAtATerminal) {
  int code = -1;
  std::string out = run_on_pty(&code);
  EXPECT_EQ(code, 0) << out;
  EXPECT_TRUE(absl::StrContains(out, "\ranalyze: game 1/1  0/7 positions  0%")) << out;
  EXPECT_TRUE(absl::StrContains(out, "\ranalyze: game 1/1  7/7 positions  100%")) << out;
  EXPECT_TRUE(absl::StrContains(out, "ETA 0:")) << out;
  EXPECT_TRUE(absl::StrContains(out, "[Annotator \"cotuong analyze, depth 5\"]")) << out;
}

TEST(GreetingPty, ABareCotuongAtATerminalSaysHowToStartAndAPipeGetsNothing) {
  int code = -1;
  std::string out = run_on_pty(&code, {COTUONG_BINARY}, "ucci\nquit\n");
  EXPECT_EQ(code, 0) << out;
  EXPECT_TRUE(absl::StrContains(out, "cotuong: type \"ucci\" or \"uci\"")) << out;
  EXPECT_TRUE(absl::StrContains(out, "ucciok")) << out;
  FILE* p = popen((std::string("echo ucci | ") + COTUONG_BINARY).c_str(), "r");
  ASSERT_NE(p, nullptr);
  std::string piped;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) piped.append(buf, n);
  pclose(p);
  EXPECT_TRUE(absl::StartsWith(piped, "id name")) << piped;  // the protocol's first answer
}

TEST(ProgressPty, APipeGetsNoProgressLine) {
  std::string command;
  for (const std::string& a : kArgs) command += a + " ";
  FILE* p = popen((command + "2>&1").c_str(), "r");
  ASSERT_NE(p, nullptr);
  std::string out;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  EXPECT_EQ(pclose(p), 0);
  EXPECT_FALSE(absl::StrContains(out, "ETA")) << out;
  EXPECT_TRUE(absl::StrContains(out, "average loss")) << out;
}

}  // namespace
