// The engine's name as the protocols announce it (UCCI/UCI `id name`, CECP `myname`) and
// `cotuong --version` prints it: the version, then the NNUE kernels this machine runs
// (eval/nnue/kernel_choice.h), e.g. "cotuong 0.1.0 (NNUE kernels: AVX-512 VNNI)". A report from
// a user then says which path the engine took on their computer.
#pragma once

#include <string>

namespace cotuong::protocol {

// Returns the name with the version and the kernel set chosen at start-up.
std::string engine_name();

}  // namespace cotuong::protocol
