#include "text_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "absl/strings/str_cat.h"

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
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
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

absl::Status write_file(const std::string& path, const std::string& text) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    return absl::InvalidArgumentError(absl::StrCat("cannot write ", path, ": it is a directory"));
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return absl::UnavailableError(failure("cannot write", path, errno));
  int error = 0;
  if (std::fwrite(text.data(), 1, text.size(), f) != text.size() || std::fflush(f) != 0)
    error = errno ? errno : EIO;
  if (std::fclose(f) != 0 && !error) error = errno ? errno : EIO;
  if (error) return absl::UnavailableError(failure("cannot write", path, error));
  return absl::OkStatus();
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
