#include "platform/terminal.h"

#include <io.h>
#include <windows.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

namespace cotuong::platform {

namespace {

// Returns whether a console input event is a key being pressed (what starts a typed line);
// focus, mouse and key-release events are not.
bool is_key_press(const INPUT_RECORD& record) {
  return record.EventType == KEY_EVENT && record.Event.KeyEvent.bKeyDown;
}

}  // namespace

bool is_terminal(StandardStream stream) {
  FILE* file = stream == StandardStream::kInput    ? stdin
               : stream == StandardStream::kOutput ? stdout
                                                   : stderr;
  return _isatty(_fileno(file));
}

InputWait wait_for_input(int fd, int ms) {
  const HANDLE input = reinterpret_cast<HANDLE>(_get_osfhandle(fd));
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  auto left_ms = [&] {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    return left.count() > 0 ? DWORD(left.count()) : DWORD(0);
  };
  switch (GetFileType(input)) {
    case FILE_TYPE_CHAR: {
      // A console signals on every event: only a key press counts, the others are dropped.
      while (WaitForSingleObject(input, left_ms()) == WAIT_OBJECT_0) {
        INPUT_RECORD record;
        DWORD count = 0;
        if (!PeekConsoleInputW(input, &record, 1, &count) || count == 0) return InputWait::kReady;
        if (is_key_press(record)) return InputWait::kReady;
        ReadConsoleInputW(input, &record, 1, &count);
      }
      return InputWait::kTimeout;
    }
    case FILE_TYPE_PIPE:
      // A pipe cannot be waited on: it is asked what it holds every 10 ms.
      while (true) {
        DWORD available = 0;
        if (!PeekNamedPipe(input, nullptr, 0, nullptr, &available, nullptr) || available > 0)
          return InputWait::kReady;  // bytes, or a closed pipe: the reader meets the end
        if (left_ms() == 0) return InputWait::kTimeout;
        std::this_thread::sleep_for(std::chrono::milliseconds(std::min<DWORD>(10, left_ms())));
      }
    default:
      return InputWait::kReady;  // a file: always readable
  }
}

void use_utf8_console() {
  SetConsoleOutputCP(CP_UTF8);
  SetConsoleCP(CP_UTF8);
}

}  // namespace cotuong::platform
