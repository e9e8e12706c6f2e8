// Reading and writing whole files, with errors a person can act on: a directory or a missing
// file is named as such, and a write counts only when every byte reached the file (a full disk
// or /dev/full is an error, never a success). A file is replaced whole or not at all: the text
// goes to a temporary file beside it that is renamed over it, so that a crash, a full disk or a
// second process never leaves it half written.
#pragma once

#include <cstddef>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace cotuong {

// The most read_file reads unless told: a game file (PGN, EPD) of thousands of games fits.
inline constexpr size_t kMaxReadFileBytes = size_t(16) << 20;

// Returns the bytes of the file at path, or why it cannot be read ("... is a directory",
// "cannot open ...: No such file or directory"). Only a regular file of at most max_bytes is
// read: a device (/dev/zero never ends), a pipe or a terminal (/dev/stdin, a FIFO: they block) and
// a larger file are refused before anything is read, and the message says the limit.
absl::StatusOr<std::string> read_file(const std::string& path,
                                      size_t max_bytes = kMaxReadFileBytes);
// Returns the bytes on standard input up to its end, or why not: more than max_bytes is refused
// once that much was read (a pipe has no size to check first), and the message says the limit.
absl::StatusOr<std::string> read_standard_input(size_t max_bytes = kMaxReadFileBytes);

// Writes text to the file at path (created, or replaced whole: through a temporary file renamed
// over it, keeping its permissions; a device or pipe such as /dev/stdout is written directly);
// returns OK only when all of it was written and the file is in place, else why not ("cannot
// write ...: No space left on device"), and then an existing file is as it was.
absl::Status write_file(const std::string& path, const std::string& text);

// An exclusive lock across processes (flock, LockFileEx: platform/files.h) on the file `path` +
// ".lock", held from acquire() until destruction: a read-modify-write of the file at path under it
// is never interleaved with another process's that holds the same lock. The lock file stays (it
// holds no data).
class FileLock {
 public:
  // Returns the held lock, waiting for another holder to release it, or why it cannot be taken.
  static absl::StatusOr<FileLock> acquire(const std::string& path);
  FileLock(FileLock&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
  FileLock& operator=(FileLock&&) = delete;
  FileLock(const FileLock&) = delete;
  ~FileLock();

 private:
  explicit FileLock(int fd) : fd_(fd) {}
  int fd_;  // the open lock file, locked; -1 after a move
};

// Returns OK when a file can be written at path (it exists and is writable, or it can be
// created), else why not; an existing file is left as it is. For a check before long work.
absl::Status check_writable(const std::string& path);

// Returns an error for the standard output when a write to it failed (flushing it first), or
// OK: a program's last check before it exits.
absl::Status flush_standard_output();

}  // namespace cotuong
