#include "eval/nnue/kernel_choice.h"

#include <cstdlib>
#include <iostream>

#include "absl/strings/str_cat.h"

namespace cotuong::eval::nnue {

namespace {

constexpr Kernels kScalarKernels{scalar::add_row, scalar::move_rows, scalar::clamp_inputs,
                                 scalar::first_layer, scalar::hidden_layers};
#if COTUONG_NNUE_AVX2
constexpr Kernels kAvx2Kernels{avx2::add_row, avx2::move_rows, avx2::clamp_inputs,
                               avx2::first_layer, avx2::hidden_layers};
#endif
#if COTUONG_NNUE_AVX512
constexpr Kernels kAvx512Kernels{avx512::add_row, avx512::move_rows, avx512::clamp_inputs,
                                 avx512::first_layer, avx512::hidden_layers};
#endif

// Returns whether the build compiled the set's kernels.
bool built(KernelSet set) {
  switch (set) {
    case KernelSet::kScalar:
      return true;
    case KernelSet::kAvx2:
#if COTUONG_NNUE_AVX2
      return true;
#else
      return false;
#endif
    case KernelSet::kAvx512Vnni:
#if COTUONG_NNUE_AVX512
      return true;
#else
      return false;
#endif
  }
  return false;
}

// Returns whether the CPU runs the instructions of the set's kernels (the flags its source is
// compiled with: eval/CMakeLists.txt). GCC's and Clang's __builtin_cpu_supports also ask the OS
// whether it saves the wide registers, and work alike on Linux and Windows (MinGW).
bool cpu_runs(KernelSet set) {
  if (set == KernelSet::kScalar) return true;
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
  __builtin_cpu_init();  // in case this runs before the runtime's own constructor
  if (set == KernelSet::kAvx2) return __builtin_cpu_supports("avx2");
  // VL: the 256-bit forms the compiler uses in the loops of kernels_hidden.h (every CPU with
  // AVX-512 VNNI has it).
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vnni");
#else
  return false;
#endif
}

// Returns the set for this process: the widest, or the narrower one COTUONG_KERNELS asks for.
KernelSet choose_at_start_up() {
  std::optional<KernelSet> requested;
  if (const char* word = std::getenv("COTUONG_KERNELS"); word && *word) {
    absl::StatusOr<KernelSet> set = parse_kernel_set(word);
    if (set.ok())
      requested = *set;
    else
      std::cerr << "cotuong: COTUONG_KERNELS: " << set.status().message() << "\n";
  }
  return choose_kernel_set(requested);
}

}  // namespace

const char* kernel_set_name(KernelSet set) {
  switch (set) {
    case KernelSet::kScalar:
      return "scalar";
    case KernelSet::kAvx2:
      return "AVX2";
    case KernelSet::kAvx512Vnni:
      return "AVX-512 VNNI";
  }
  return "?";
}

const char* kernel_set_word(KernelSet set) {
  switch (set) {
    case KernelSet::kScalar:
      return "scalar";
    case KernelSet::kAvx2:
      return "avx2";
    case KernelSet::kAvx512Vnni:
      return "avx512";
  }
  return "?";
}

absl::StatusOr<KernelSet> parse_kernel_set(absl::string_view word) {
  for (KernelSet set : kAllKernelSets)
    if (word == kernel_set_word(set)) return set;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown kernel set \"", word, "\" (scalar, avx2 or avx512)"));
}

bool kernel_set_available(KernelSet set) { return built(set) && cpu_runs(set); }

KernelSet choose_kernel_set(std::optional<KernelSet> requested) {
  KernelSet chosen = KernelSet::kScalar;
  for (KernelSet set : kAllKernelSets)
    if (kernel_set_available(set) && (!requested || set <= *requested)) chosen = set;
  return chosen;
}

const Kernels& kernels_of(KernelSet set) {
  switch (set) {
#if COTUONG_NNUE_AVX2
    case KernelSet::kAvx2:
      return kAvx2Kernels;
#endif
#if COTUONG_NNUE_AVX512
    case KernelSet::kAvx512Vnni:
      return kAvx512Kernels;
#endif
    default:
      return kScalarKernels;
  }
}

KernelSet active_kernel_set() {
  static const KernelSet chosen = choose_at_start_up();
  return chosen;
}

}  // namespace cotuong::eval::nnue
