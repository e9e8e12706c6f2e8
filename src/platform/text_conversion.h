// Converting text between encodings (UTF-8, GBK, GB18030: the game files of Chinese xiangqi
// programs): text_conversion_posix.cpp (the C library's iconv) or text_conversion_windows.cpp
// (the system's code pages).
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::platform {

// Returns `bytes` converted from encoding `from` to `to` ("UTF-8", "GBK", "GB18030"), or where
// the text is not valid `from` (or cannot be written in `to`).
absl::StatusOr<std::string> convert_text(absl::string_view bytes, const char* from, const char* to);

}  // namespace cotuong::platform
