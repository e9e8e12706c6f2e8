#include "text_file.h"

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

}  // namespace

absl::StatusOr<std::string> read_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    return absl::InvalidArgumentError(absl::StrCat(path, " is a directory, not a file"));
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return absl::NotFoundError(failure("cannot open", path, errno));
  std::string bytes;
  char buffer[65536];
  size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0) bytes.append(buffer, n);
  const int error = std::ferror(f) ? errno : 0;
  std::fclose(f);
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
