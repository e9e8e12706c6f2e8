#include "platform/local_time.h"

namespace cotuong::platform {

std::tm local_time(std::time_t t) {
  std::tm local{};
  localtime_r(&t, &local);
  return local;
}

}  // namespace cotuong::platform
