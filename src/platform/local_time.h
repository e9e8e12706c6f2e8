// The local calendar time of a time stamp, safe across threads: local_time_posix.cpp
// (localtime_r) or local_time_windows.cpp (localtime_s, whose arguments run the other way).
#pragma once

#include <ctime>

namespace cotuong::platform {

// Returns the local time of t (all zero when the system cannot tell it).
std::tm local_time(std::time_t t);

}  // namespace cotuong::platform
