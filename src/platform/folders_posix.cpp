#include "platform/folders.h"

#include <cstdlib>

namespace cotuong::platform {

const char* const kUserDataFolderShown = "~/.local/share";

std::filesystem::path executable_path() {
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : exe;
}

std::filesystem::path user_data_folder() {
  const char* xdg = std::getenv("XDG_DATA_HOME");
  if (xdg && *xdg) return xdg;
  const char* home = std::getenv("HOME");
  return std::filesystem::path(home && *home ? home : ".") / ".local" / "share";
}

}  // namespace cotuong::platform
