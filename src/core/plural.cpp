#include "core/plural.h"

#include "absl/strings/str_cat.h"

namespace cotuong {

std::string counted(long long n, absl::string_view singular, absl::string_view plural) {
  if (n == 1) return absl::StrCat(n, " ", singular);
  if (plural.empty()) return absl::StrCat(n, " ", singular, "s");
  return absl::StrCat(n, " ", plural);
}

}  // namespace cotuong
