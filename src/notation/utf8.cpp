#include "notation/utf8.h"

namespace cotuong::notation {

std::vector<char32_t> utf8_decode(absl::string_view text) {
  std::vector<char32_t> out;
  size_t i = 0;
  while (i < text.size()) {
    unsigned char c = text[i];
    int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    char32_t cp = extra == 0 ? c : extra == 1 ? (c & 0x1F) : extra == 2 ? (c & 0x0F) : (c & 0x07);
    bool ok = extra >= 0 && i + extra < text.size();
    for (int k = 1; ok && k <= extra; ++k) {
      unsigned char d = text[i + k];
      if ((d >> 6) != 2) ok = false;
      cp = (cp << 6) | (d & 0x3F);
    }
    if (!ok) {
      out.push_back(0xFFFD);
      ++i;
    } else {
      out.push_back(cp);
      i += extra + 1;
    }
  }
  return out;
}

std::string first_character(absl::string_view text) {
  if (text.empty()) return "";
  std::vector<char32_t> cps = utf8_decode(text.substr(0, 4));
  return cps[0] == 0xFFFD ? std::string(text.substr(0, 1)) : utf8_encode(cps[0]);
}

std::string utf8_encode(char32_t c) {
  std::string out;
  if (c < 0x80) {
    out += char(c);
  } else if (c < 0x800) {
    out += char(0xC0 | (c >> 6));
    out += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += char(0xE0 | (c >> 12));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  } else {
    out += char(0xF0 | (c >> 18));
    out += char(0x80 | ((c >> 12) & 0x3F));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  }
  return out;
}

bool has_non_ascii(absl::string_view text) {
  for (char c : text)
    if (static_cast<unsigned char>(c) >= 0x80) return true;
  return false;
}

bool has_cjk(absl::string_view text) {
  if (!has_non_ascii(text)) return false;
  for (char32_t c : utf8_decode(text))
    if ((c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xFF10 && c <= 0xFF19)) return true;
  return false;
}

}  // namespace cotuong::notation
