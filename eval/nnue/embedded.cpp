#include "eval/nnue/embedded.h"

#include "absl/strings/str_cat.h"

namespace cotuong::eval::nnue {

absl::StatusOr<std::shared_ptr<const Network>> embedded_network() {
  static const absl::StatusOr<std::shared_ptr<const Network>> parsed =
      [&]() -> absl::StatusOr<std::shared_ptr<const Network>> {
    absl::string_view bytes = embedded_network_bytes();
    if (bytes.empty())
      return absl::NotFoundError(
          "this build embeds no network (eval/nnue/default.ctnn was missing): set EvalFile");
    absl::StatusOr<std::shared_ptr<const Network>> net = load_network(bytes);
    if (!net.ok())
      return absl::Status(net.status().code(),
                          absl::StrCat("embedded network: ", net.status().message()));
    return net;
  }();
  return parsed;
}

bool use_nnue_by_default() { return kUseNnueByDefault && embedded_network().ok(); }

}  // namespace cotuong::eval::nnue
