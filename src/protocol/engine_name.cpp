#include "protocol/engine_name.h"

#include "absl/strings/str_cat.h"
#include "eval/nnue/kernel_choice.h"

namespace cotuong::protocol {

std::string engine_name() {
  // COTUONG_VERSION: the project's version in the top CMakeLists.txt.
  return absl::StrCat("cotuong ", COTUONG_VERSION, " (NNUE kernels: ",
                      eval::nnue::kernel_set_name(eval::nnue::active_kernel_set()), ")");
}

}  // namespace cotuong::protocol
