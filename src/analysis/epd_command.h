// `cotuong epd`: runs an EPD test suite (epd.h) through the search and the mate solver.
#pragma once

#include <string>
#include <vector>

namespace cotuong::analysis {

// Runs `cotuong epd FILE ...`; returns 0 when every position was solved, 1 when some failed,
// 2 for bad arguments or a bad file.
int epd_command(const std::vector<std::string>& args);

}  // namespace cotuong::analysis
