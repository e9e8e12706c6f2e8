#include "platform/terminal.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

namespace cotuong::platform {

bool is_terminal(StandardStream stream) {
  switch (stream) {
    case StandardStream::kInput:
      return isatty(STDIN_FILENO);
    case StandardStream::kOutput:
      return isatty(STDOUT_FILENO);
    case StandardStream::kError:
      return isatty(STDERR_FILENO);
  }
  return false;
}

InputWait wait_for_input(int fd, int ms) {
  pollfd p{fd, POLLIN, 0};
  const int ready = poll(&p, 1, ms);
  if (ready < 0 && errno == EINTR) return InputWait::kInterrupted;
  return ready == 0 ? InputWait::kTimeout : InputWait::kReady;
}

void use_utf8_console() {}

}  // namespace cotuong::platform
