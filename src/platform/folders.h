// Where things are on this system: the running executable (the book beside it) and the folder
// for a person's own data (the record of wins, saved games). folders_posix.cpp (/proc/self/exe,
// $XDG_DATA_HOME or ~/.local/share) or folders_windows.cpp (GetModuleFileNameW, %APPDATA%).
#pragma once

#include <filesystem>

namespace cotuong::platform {

// Returns the path of the running executable, or an empty path when it cannot be told.
std::filesystem::path executable_path();

// Returns the folder under which programs keep a person's data: $XDG_DATA_HOME, else
// ~/.local/share (POSIX); %APPDATA% (Windows); "." when neither is known.
std::filesystem::path user_data_folder();
// That folder as the help names it: "~/.local/share" (POSIX) or "%APPDATA%" (Windows).
extern const char* const kUserDataFolderShown;

}  // namespace cotuong::platform
