#include "console/interrupt.h"

#include <signal.h>

#include <csignal>

namespace cotuong::console {

namespace {

volatile std::sig_atomic_t interrupted = 0;
struct sigaction previous;

// Notes the signal; the reader's blocking call fails with EINTR (no SA_RESTART) and the console
// loop sees caught().
void on_interrupt(int) { interrupted = 1; }

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
