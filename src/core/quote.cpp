#include "core/quote.h"

#include "absl/strings/str_cat.h"

namespace cotuong {

namespace {

// Returns the length of the UTF-8 character at text[i] and its code point in *cp, or 0 when
// the bytes there are not UTF-8 (a stray byte, a cut or overlong sequence, a surrogate).
size_t utf8_char(absl::string_view text, size_t i, char32_t* cp) {
  unsigned char c = text[i];
  size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (n == 0 || i + n > text.size()) return 0;
  char32_t v = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
  for (size_t k = 1; k < n; ++k) {
    unsigned char d = text[i + k];
    if ((d >> 6) != 2) return 0;
    v = (v << 6) | (d & 0x3F);
  }
  static constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (v < kSmallest[n] || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
  *cp = v;
  return n;
}

// Returns whether a terminal would show code point cp as nothing, or act on it: controls,
// zero-width and direction marks, separators, the byte-order mark, soft hyphen, variation
// selectors, private use and unassigned ends of planes.
bool is_invisible(char32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0xAD || cp == 0x34F || cp == 0x61C ||
         cp == 0x115F || cp == 0x1160 || cp == 0x180E || (cp >= 0x200B && cp <= 0x200F) ||
         (cp >= 0x2028 && cp <= 0x202F) || (cp >= 0x205F && cp <= 0x206F) || cp == 0x3164 ||
         (cp >= 0xFE00 && cp <= 0xFE0F) || cp == 0xFEFF || cp == 0xFFA0 ||
         (cp >= 0xFFF0 && cp <= 0xFFFB) || (cp >= 0xE000 && cp <= 0xF8FF) ||
         (cp & 0xFFFE) == 0xFFFE || (cp >= 0xE0000 && cp <= 0xE0FFF) || cp >= 0xF0000;
}

// Returns a code point in upper-case hexadecimal, at least four digits ("200B").
std::string code_point_hex(char32_t cp) {
  std::string hex;
  for (int shift = 20; shift >= 0; shift -= 4)
    if (shift < 16 || (cp >> shift) != 0) hex += "0123456789ABCDEF"[(cp >> shift) & 0xF];
  return hex;
}

}  // namespace

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

std::string readable_quote(absl::string_view text, size_t max_chars) {
  std::string out = "\"";
  size_t i = 0, chars = 0;
  for (; i < text.size() && chars < max_chars; ++chars) {
    char32_t cp = 0;
    size_t n = utf8_char(text, i, &cp);
    if (n == 0) {
      absl::StrAppend(&out, "\\x", absl::Hex(static_cast<unsigned char>(text[i]), absl::kZeroPad2));
      ++i;
      continue;
    }
    if (cp == '"' || cp == '\\')
      absl::StrAppend(&out, "\\", text.substr(i, 1));
    else if (is_invisible(cp))
      absl::StrAppend(&out, "<U+", code_point_hex(cp), ">");
    else
      out.append(text.data() + i, n);
    i += n;
  }
  out += '"';
  if (i < text.size()) absl::StrAppend(&out, "... (", text.size() - i, " more bytes)");
  return out;
}

}  // namespace cotuong
