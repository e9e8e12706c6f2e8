#include "platform/text_conversion.h"

#include <windows.h>

#include <cstring>
#include <optional>

#include "absl/strings/str_cat.h"

namespace cotuong::platform {

namespace {

// Returns the Windows code page of an encoding's name, or nothing for one it does not know.
std::optional<UINT> code_page_of(const char* name) {
  if (std::strcmp(name, "UTF-8") == 0) return CP_UTF8;
  if (std::strcmp(name, "GBK") == 0) return 936;
  if (std::strcmp(name, "GB18030") == 0) return 54936;
  return std::nullopt;
}

}  // namespace

// Through UTF-16, the system's own text: bytes that are not valid `from` fail the first step.
absl::StatusOr<std::string> convert_text(absl::string_view bytes, const char* from,
                                         const char* to) {
  const std::optional<UINT> from_page = code_page_of(from), to_page = code_page_of(to);
  if (!from_page || !to_page)
    return absl::UnavailableError(absl::StrCat("cannot convert ", from, " to ", to));
  if (bytes.empty()) return std::string();
  const int wide_size = MultiByteToWideChar(*from_page, MB_ERR_INVALID_CHARS, bytes.data(),
                                            int(bytes.size()), nullptr, 0);
  if (wide_size == 0)
    return absl::InvalidArgumentError(absl::StrCat("the text is not valid ", from));
  std::wstring wide(size_t(wide_size), L'\0');
  MultiByteToWideChar(*from_page, MB_ERR_INVALID_CHARS, bytes.data(), int(bytes.size()),
                      wide.data(), wide_size);
  // A character `to` lacks: UTF-8 says so by failing, the other code pages by a default character.
  BOOL used_default = FALSE;
  BOOL* lossy = *to_page == CP_UTF8 ? nullptr : &used_default;
  const DWORD flags = *to_page == CP_UTF8 ? WC_ERR_INVALID_CHARS : 0;
  const int size =
      WideCharToMultiByte(*to_page, flags, wide.data(), wide_size, nullptr, 0, nullptr, lossy);
  if (size == 0 || used_default)
    return absl::InvalidArgumentError(absl::StrCat("the text cannot be written in ", to));
  std::string out(size_t(size), '\0');
  WideCharToMultiByte(*to_page, flags, wide.data(), wide_size, out.data(), size, nullptr, nullptr);
  return out;
}

}  // namespace cotuong::platform
