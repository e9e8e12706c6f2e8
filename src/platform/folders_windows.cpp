#include "platform/folders.h"

#include <windows.h>

#include <cstdlib>
#include <string>

namespace cotuong::platform {

const char* const kUserDataFolderShown = "%APPDATA%";

// Wide characters throughout: a user name or a folder outside the system's code page stays whole.
std::filesystem::path executable_path() {
  std::wstring path(MAX_PATH, L'\0');
  while (true) {
    const DWORD n = GetModuleFileNameW(nullptr, path.data(), DWORD(path.size()));
    if (n == 0) return {};
    if (n < path.size()) return std::filesystem::path(path.substr(0, n));
    path.resize(path.size() * 2);  // cut short: a longer path
  }
}

std::filesystem::path user_data_folder() {
  const wchar_t* app_data = _wgetenv(L"APPDATA");
  if (app_data && *app_data) return std::filesystem::path(app_data);
  return ".";
}

}  // namespace cotuong::platform
