// Ctrl-C at the console: while a console runs, SIGINT no longer kills the process mid-game; it
// is noted, the standard input ends (the line being read, or the wait for it, is cut short), and
// the console saves the game and says where before it exits (console.cpp). interrupt_posix.cpp
// (SIGINT) or interrupt_windows.cpp (the console's Ctrl-C handler).
#pragma once

namespace cotuong::console {

// Catches SIGINT from construction to destruction (the previous handling comes back after).
// Invariant: at most one exists at a time (the console's run).
class InterruptCatcher {
 public:
  InterruptCatcher();
  ~InterruptCatcher();
  InterruptCatcher(const InterruptCatcher&) = delete;
  InterruptCatcher& operator=(const InterruptCatcher&) = delete;

  // Returns whether SIGINT arrived since construction.
  static bool caught();
};

}  // namespace cotuong::console
