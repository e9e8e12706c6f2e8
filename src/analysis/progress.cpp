#include "analysis/progress.h"

#include <algorithm>
#include <cstdio>

#include "absl/strings/str_cat.h"

namespace cotuong::analysis {

ProgressLine::ProgressLine(std::ostream& out, long long total, bool enabled)
    : out_(out),
      total_(std::max(total, 1LL)),
      enabled_(enabled),
      start_(std::chrono::steady_clock::now()) {}

void ProgressLine::update(long long done, const std::string& label) {
  if (!enabled_) return;
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string eta =
      done > 0 ? clock_text((long long)(elapsed / done * (total_ - done) + 0.5)) : std::string("?");
  std::string text =
      absl::StrCat("analyze: ", label, "  ", done, "/", total_, " positions  ", done * 100 / total_,
                   "%  elapsed ", clock_text((long long)elapsed), "  ETA ", eta);
  size_t width = text.size();
  if (width < last_width_) text.append(last_width_ - width, ' ');
  last_width_ = width;
  out_ << "\r" << text << std::flush;
}

void ProgressLine::finish() {
  if (!enabled_ || last_width_ == 0) return;
  out_ << "\r" << std::string(last_width_, ' ') << "\r" << std::flush;
  last_width_ = 0;
}

std::string clock_text(long long seconds) {
  char text[32];
  if (seconds >= 3600)
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", seconds / 3600, seconds / 60 % 60,
                  seconds % 60);
  else
    std::snprintf(text, sizeof text, "%lld:%02lld", seconds / 60, seconds % 60);
  return text;
}

}  // namespace cotuong::analysis
