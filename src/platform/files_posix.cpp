#include "platform/files.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

namespace cotuong::platform {

int open_for_reading(const std::string& path) {
  return ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
}

int create_new_file(const std::string& path) {
  return ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
}

int open_lock_file(const std::string& path) {
  return ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
}

int copy_permissions(int fd, unsigned mode) { return ::fchmod(fd, mode & 07777) == 0 ? 0 : errno; }

int flush_to_disk(int fd) { return ::fsync(fd) == 0 ? 0 : errno; }

int replace_file(const std::string& from, const std::string& to) {
  return std::rename(from.c_str(), to.c_str()) == 0 ? 0 : (errno ? errno : EIO);
}

int lock_exclusive(int fd) {
  while (::flock(fd, LOCK_EX) != 0)
    if (errno != EINTR) return errno;
  return 0;
}

long process_id() { return long(::getpid()); }

}  // namespace cotuong::platform
