// The live progress line of long analyses on standard error: done / total, percentage, time
// spent and the estimated time left, rewritten in place ("\r") and cleared at the end. It shows
// only when enabled (at a terminal), so logs and pipes stay clean.
#pragma once

#include <chrono>
#include <ostream>
#include <string>

namespace cotuong::analysis {

class ProgressLine {
 public:
  // total: the units of work (positions) in all; nothing is written unless enabled.
  ProgressLine(std::ostream& out, long long total, bool enabled);
  // Shows `done` units finished, with a label ("game 2/5").
  void update(long long done, const std::string& label);
  // Clears the line.
  void finish();

 private:
  std::ostream& out_;
  long long total_;
  bool enabled_;
  size_t last_width_ = 0;
  std::chrono::steady_clock::time_point start_;
};

// Returns a duration in seconds as "m:ss" (or "h:mm:ss").
std::string clock_text(long long seconds);

}  // namespace cotuong::analysis
