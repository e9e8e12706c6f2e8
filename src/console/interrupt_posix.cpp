#include "console/interrupt.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>

namespace cotuong::console {

namespace {

volatile std::sig_atomic_t interrupted = 0;
struct sigaction previous;

// Notes the signal and ends the standard input: a read in progress fails with EINTR (no
// SA_RESTART), and one about to begin (the signal came between the loop's check and the read)
// reads the end of /dev/null instead of waiting for a line; the console loop then sees caught().
// Only async-signal-safe calls.
void on_interrupt(int) {
  interrupted = 1;
  const int saved_errno = errno;
  const int null = open("/dev/null", O_RDONLY);
  if (null >= 0) {
    dup2(null, STDIN_FILENO);
    close(null);
  }
  errno = saved_errno;
}

}  // namespace

InterruptCatcher::InterruptCatcher() {
  interrupted = 0;
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a read in progress returns, so the console can act
  sigaction(SIGINT, &action, &previous);
}

InterruptCatcher::~InterruptCatcher() { sigaction(SIGINT, &previous, nullptr); }

bool InterruptCatcher::caught() { return interrupted != 0; }

}  // namespace cotuong::console
