// The person's terminal: whether a standard stream is one (not a pipe or a file), waiting for
// typed input with a timeout, and a console that shows UTF-8 (the Vietnamese and Chinese of
// `cotuong play`). terminal_posix.cpp (isatty, poll) or terminal_windows.cpp (the console API).
#pragma once

namespace cotuong::platform {

enum class StandardStream { kInput, kOutput, kError };

// Returns whether the stream is a terminal a person types in or reads.
bool is_terminal(StandardStream stream);

enum class InputWait {
  kReady,        // something to read, the end of input or an error: the reader meets it
  kTimeout,      // nothing within the time
  kInterrupted,  // a signal came (POSIX: EINTR); the caller decides whether to wait again
};

// The descriptor of the standard input (STDIN_FILENO).
inline constexpr int kStandardInputFd = 0;

// Waits up to `ms` milliseconds for the open descriptor fd (a terminal, a pipe or a file) to have
// something to read.
InputWait wait_for_input(int fd, int ms);

// Makes the console show (and read) UTF-8: Windows' console uses the system's code page unless
// told; elsewhere the terminal's own setting stands and nothing is done.
void use_utf8_console();

}  // namespace cotuong::platform
