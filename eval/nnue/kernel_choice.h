// Which NNUE kernel set (kernels.h) the engine runs: the widest that both the build has and the
// CPU runs, chosen once at start-up, so that one binary runs on any x86-64 machine at the speed
// the machine allows. COTUONG_KERNELS=scalar|avx2|avx512 in the environment asks for a narrower
// set (the tests run `bench` with each, to see every path count the same nodes); a wider one
// than the machine has is clamped to what it has.
#pragma once

#include <optional>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "eval/nnue/kernels.h"

namespace cotuong::eval::nnue {

// The kernel sets, narrowest first (each CPU that runs one runs those before it).
enum class KernelSet { kScalar, kAvx2, kAvx512Vnni };
inline constexpr KernelSet kAllKernelSets[] = {KernelSet::kScalar, KernelSet::kAvx2,
                                               KernelSet::kAvx512Vnni};

// Returns the set's name for people ("scalar", "AVX2", "AVX-512 VNNI"), as --version and the
// protocols' engine name print it.
const char* kernel_set_name(KernelSet set);
// Returns the word COTUONG_KERNELS takes for the set: "scalar", "avx2", "avx512".
const char* kernel_set_word(KernelSet set);
// Returns the set a COTUONG_KERNELS word names, or an error that lists the words.
absl::StatusOr<KernelSet> parse_kernel_set(absl::string_view word);

// Returns whether this build has the set's kernels and this CPU (and its OS) runs them.
bool kernel_set_available(KernelSet set);
// Returns the set to run: the widest available one no wider than the request (the widest of all
// without a request).
KernelSet choose_kernel_set(std::optional<KernelSet> requested);
// Returns the set's kernels; the set must be available.
const Kernels& kernels_of(KernelSet set);

// Returns the set the engine runs, chosen on the first call from the CPU and COTUONG_KERNELS (a
// word it does not know is reported once on standard error and ignored).
KernelSet active_kernel_set();
// Returns the kernels of active_kernel_set(); the evaluation calls them through this.
inline const Kernels& active_kernels() {
  static const Kernels& chosen = kernels_of(active_kernel_set());
  return chosen;
}

}  // namespace cotuong::eval::nnue
