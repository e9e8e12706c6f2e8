#include "console/interrupt.h"

#include <windows.h>

#include <atomic>

namespace cotuong::console {

namespace {

std::atomic<bool> interrupted{false};

// Runs on a thread of its own at Ctrl-C or Ctrl-Break: notes it and tells Windows it is handled
// (the process lives on). The console's read in progress returns with nothing, so the console
// loop sees the end of its input and then caught().
BOOL WINAPI on_control(DWORD event) {
  if (event != CTRL_C_EVENT && event != CTRL_BREAK_EVENT) return FALSE;
  interrupted = true;
  return TRUE;
}

}  // namespace

InterruptCatcher::InterruptCatcher() {
  interrupted = false;
  SetConsoleCtrlHandler(on_control, TRUE);
}

InterruptCatcher::~InterruptCatcher() { SetConsoleCtrlHandler(on_control, FALSE); }

bool InterruptCatcher::caught() { return interrupted; }

}  // namespace cotuong::console
