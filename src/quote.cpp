#include "quote.h"

#include "absl/strings/str_cat.h"

namespace cotuong {

std::string quote(absl::string_view text, size_t max) {
  std::string out;
  for (size_t i = 0; i < text.size() && i < max; ++i) {
    unsigned char c = text[i];
    if (c >= 0x20 && c < 0x7F && c != '"')
      out += char(c);
    else
      out += absl::StrCat("\\x", absl::Hex(c, absl::kZeroPad2));
  }
  if (text.size() > max) out += "...";
  return out;
}

}  // namespace cotuong
