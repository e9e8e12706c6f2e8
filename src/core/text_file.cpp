#include "core/text_file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "platform/files.h"

namespace cotuong {

namespace {

// Returns "what path: the system's reason" for the last failed call.
std::string failure(absl::string_view what, const std::string& path, int error) {
  return absl::StrCat(what, " ", path, error ? absl::StrCat(": ", std::strerror(error)) : "");
}

// Returns a size in megabytes as people read it: "16 MB", "20.5 MB".
std::string megabytes(uint64_t bytes) {
  const uint64_t tenths = (bytes / 1024 * 10 + 512) / 1024;
  return tenths % 10 == 0 ? absl::StrCat(tenths / 10, " MB")
                          : absl::StrCat(tenths / 10, ".", tenths % 10, " MB");
}

}  // namespace

absl::StatusOr<std::string> read_file(const std::string& path, size_t max_bytes) {
  // Opened without blocking (a FIFO with no writer would wait for one), then checked by what it
  // is before a byte is read.
  const int fd = platform::open_for_reading(path);
  if (fd < 0) return absl::NotFoundError(failure("cannot open", path, errno));
  struct stat st;
  if (fstat(fd, &st) != 0) {
    const int error = errno;
    close(fd);
    return absl::DataLossError(failure("cannot read", path, error));
  }
  auto refuse = [&](std::string message) {
    close(fd);
    return absl::InvalidArgumentError(std::move(message));
  };
  if (S_ISDIR(st.st_mode)) return refuse(absl::StrCat(path, " is a directory, not a file"));
  if (!S_ISREG(st.st_mode))
    return refuse(absl::StrCat(path,
                               " is not a regular file (a device, a pipe or a terminal): only "
                               "files are read"));
  const std::string too_large =
      absl::StrCat(path, " is too large: files over ", megabytes(max_bytes), " are refused");
  if (uint64_t(st.st_size) > max_bytes)
    return refuse(absl::StrCat(path, " is ", megabytes(uint64_t(st.st_size)),
                               ", too large: files over ", megabytes(max_bytes), " are refused"));
  std::string bytes;
  char buffer[65536];
  int error = 0;
  while (true) {
    const ssize_t n = read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) error = errno;
    if (n <= 0) break;
    bytes.append(buffer, size_t(n));
    if (bytes.size() > max_bytes) return refuse(too_large);  // it grew while being read
  }
  close(fd);
  if (error) return absl::DataLossError(failure("cannot read", path, error));
  return bytes;
}

absl::StatusOr<std::string> read_standard_input(size_t max_bytes) {
  std::string bytes;
  char buffer[65536];
  while (true) {
    const size_t n = std::fread(buffer, 1, sizeof buffer, stdin);
    bytes.append(buffer, n);
    if (bytes.size() > max_bytes)
      return absl::InvalidArgumentError(absl::StrCat("the standard input is too large: input over ",
                                                     megabytes(max_bytes), " is refused"));
    if (n < sizeof buffer) break;
  }
  if (std::ferror(stdin))
    return absl::DataLossError(failure("cannot read", "the standard input", errno));
  return bytes;
}

namespace {

// Writes all of text to the open descriptor fd; returns 0 or the errno of the failure.
int write_all(int fd, const std::string& text) {
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return n < 0 ? errno : EIO;
    done += size_t(n);
  }
  return 0;
}

// Writes text straight into the file at path (created or truncated): for what cannot be
// replaced by a rename (a device, a pipe, a file in a folder we may not write in).
absl::Status write_in_place(const std::string& path, const std::string& text) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return absl::UnavailableError(failure("cannot write", path, errno));
  int error = 0;
  if (std::fwrite(text.data(), 1, text.size(), f) != text.size() || std::fflush(f) != 0)
    error = errno ? errno : EIO;
  if (std::fclose(f) != 0 && !error) error = errno ? errno : EIO;
  if (error) return absl::UnavailableError(failure("cannot write", path, error));
  return absl::OkStatus();
}

}  // namespace

absl::Status write_file(const std::string& path, const std::string& text) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    return absl::InvalidArgumentError(absl::StrCat("cannot write ", path, ": it is a directory"));
  struct stat old {};
  const bool existed = ::stat(path.c_str(), &old) == 0;  // follows a link to its file
  if (existed && !S_ISREG(old.st_mode)) return write_in_place(path, text);
  // The file itself, not a link to it, is replaced.
  std::filesystem::path target = path;
  if (existed && std::filesystem::is_symlink(path, ec)) {
    std::filesystem::path resolved = std::filesystem::canonical(path, ec);
    if (!ec) target = resolved;
  }
  static std::atomic<unsigned> serial{0};
  const std::string temporary =
      absl::StrCat(target.string(), ".tmp-", platform::process_id(), "-", serial.fetch_add(1));
  const int fd = platform::create_new_file(temporary);
  if (fd < 0) {
    // A file we may write in a folder we may not: written in place, as before.
    if (existed && (errno == EACCES || errno == EROFS || errno == EPERM))
      return write_in_place(path, text);
    return absl::UnavailableError(failure("cannot write", path, errno));
  }
  int error = 0;
  if (existed) error = platform::copy_permissions(fd, old.st_mode);
  if (!error) error = write_all(fd, text);
  if (!error) error = platform::flush_to_disk(fd);
  if (::close(fd) != 0 && !error) error = errno ? errno : EIO;
  if (!error) error = platform::replace_file(temporary, target.string());
  if (error) {
    ::unlink(temporary.c_str());
    return absl::UnavailableError(failure("cannot write", path, error));
  }
  return absl::OkStatus();
}

absl::StatusOr<FileLock> FileLock::acquire(const std::string& path) {
  const std::string lock_path = path + ".lock";
  const int fd = platform::open_lock_file(lock_path);
  if (fd < 0) return absl::UnavailableError(failure("cannot lock", lock_path, errno));
  if (const int error = platform::lock_exclusive(fd); error != 0) {
    ::close(fd);
    return absl::UnavailableError(failure("cannot lock", lock_path, error));
  }
  return FileLock(fd);
}

FileLock::~FileLock() {
  if (fd_ >= 0) ::close(fd_);  // closing releases the lock
}

absl::Status check_writable(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    return absl::InvalidArgumentError(absl::StrCat("cannot write ", path, ": it is a directory"));
  const bool existed = std::filesystem::exists(path, ec);
  std::FILE* f = std::fopen(path.c_str(), "ab");  // appends nothing: the file stays as it is
  if (!f) return absl::UnavailableError(failure("cannot write", path, errno));
  std::fclose(f);
  if (!existed) std::filesystem::remove(path, ec);
  return absl::OkStatus();
}

absl::Status flush_standard_output() {
  errno = 0;
  std::cout.flush();
  int error = errno;
  if (std::fflush(stdout) != 0 && !error) error = errno;
  if (std::cout.good() && !std::ferror(stdout)) return absl::OkStatus();
  return absl::UnavailableError(absl::StrCat(
      "cannot write the output", error ? absl::StrCat(": ", std::strerror(error)) : ""));
}

}  // namespace cotuong
