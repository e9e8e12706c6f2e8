#include "platform/files.h"

#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <sys/stat.h>
#include <windows.h>

#include <cerrno>

namespace cotuong::platform {

namespace {

// Returns the errno value closest to the last Windows error.
int errno_of_last_error() {
  switch (GetLastError()) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
      return ENOENT;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
      return EACCES;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
      return ENOSPC;
    default:
      return EIO;
  }
}

}  // namespace

// O_BINARY everywhere: the text is written and read as its bytes, with no CRLF translation.
int open_for_reading(const std::string& path) {
  return ::_open(path.c_str(), _O_RDONLY | _O_BINARY | _O_NOINHERIT);
}

int create_new_file(const std::string& path) {
  return ::_open(path.c_str(), _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY | _O_NOINHERIT,
                 _S_IREAD | _S_IWRITE);
}

int open_lock_file(const std::string& path) {
  return ::_open(path.c_str(), _O_RDWR | _O_CREAT | _O_BINARY | _O_NOINHERIT, _S_IREAD | _S_IWRITE);
}

int copy_permissions(int, unsigned) { return 0; }  // Windows files have no POSIX permission bits

int flush_to_disk(int fd) { return ::_commit(fd) == 0 ? 0 : errno; }

// std::rename refuses an existing target on Windows; MoveFileEx replaces it.
int replace_file(const std::string& from, const std::string& to) {
  return MoveFileExA(from.c_str(), to.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)
             ? 0
             : errno_of_last_error();
}

int lock_exclusive(int fd) {
  const HANDLE file = reinterpret_cast<HANDLE>(::_get_osfhandle(fd));
  if (file == INVALID_HANDLE_VALUE) return EBADF;
  OVERLAPPED at_start{};
  return LockFileEx(file, LOCKFILE_EXCLUSIVE_LOCK, 0, 1, 0, &at_start) ? 0 : errno_of_last_error();
}

long process_id() { return long(::_getpid()); }

}  // namespace cotuong::platform
