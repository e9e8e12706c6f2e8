// The default network, embedded in the binary at build time from eval/nnue/default.ctnn (a
// build without that file embeds none: UseNNUE cannot be turned on and the hand-written
// evaluation plays).
#pragma once

#include <memory>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "eval/nnue/network.h"

namespace cotuong::eval::nnue {

// UseNNUE's default when a network is embedded: on, since the network beat the hand-written
// evaluation at 10 s + 0.1 s (eval/nnue/README.md gives the match).
constexpr bool kUseNnueByDefault = true;

// Returns the bytes of the embedded network file (empty: this build embeds none). Defined in a
// source generated at build time (embed.cmake).
absl::string_view embedded_network_bytes();

// Returns the embedded network, parsed once and shared; NotFound when the build embeds none.
absl::StatusOr<std::shared_ptr<const Network>> embedded_network();

// Returns UseNNUE's default in this build: kUseNnueByDefault, if a network is embedded.
bool use_nnue_by_default();

}  // namespace cotuong::eval::nnue
