// EvalFile and UseNNUE over UCI and UCCI with the real search: a network file loads and shows in
// `eval`, a bad one is an error that keeps the network the engine had, UseNNUE needs a network,
// and `bench` with the network is deterministic.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "eval/nnue/embedded.h"
#include "eval/nnue/evaluate.h"
#include "protocol/engine.h"
#include "tests/eval/nnue/network_writer.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

namespace nnue = eval::nnue;
using Lines = std::vector<std::string>;

// Returns the line of `lines` starting with prefix, or "".
std::string line_starting(const Lines& lines, const std::string& prefix) {
  for (const std::string& l : lines)
    if (absl::StartsWith(l, prefix)) return l;
  return "";
}

// Returns a file holding the random test network of seed.
std::string network_file(uint64_t seed) {
  return nnue::testing::write_temp_file(
      absl::StrCat("net", seed, ".ctnn"),
      nnue::testing::write_network(nnue::testing::random_weights(seed)));
}

TEST(NnueOptions, BothDialectsAnnounceEvalFileAndUseNnue) {
  const std::string def = nnue::use_nnue_by_default() ? "true" : "false";
  Harness u(make_search_backend());
  Lines uci = u.exchange("uci");
  EXPECT_NE(line_starting(uci, "option name EvalFile type string default <empty>"), "");
  EXPECT_NE(line_starting(uci, "option name UseNNUE type check default " + def), "");
  Harness c(make_search_backend());
  Lines ucci = c.exchange("ucci");
  EXPECT_NE(line_starting(ucci, "option evalfile type string default <empty>"), "");
  EXPECT_NE(line_starting(ucci, "option usennue type check default " + def), "");
}

TEST(NnueOptions, UseNnueWithoutANetworkIsAnErrorAndStaysOff) {
  if (nnue::embedded_network().ok()) GTEST_SKIP() << "this build embeds a network";
  Harness h(make_search_backend());
  h.exchange("uci");
  Lines out = h.exchange("setoption name UseNNUE value true");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "info string error: setoption: ")) << out[0];
  EXPECT_FALSE(h.session().engine().options().use_nnue);
  EXPECT_EQ(line_starting(h.exchange("eval"), "nnue "), "");  // no network: no nnue line
  // An empty EvalFile asks for the embedded network, which this build lacks.
  out = h.exchange("setoption name EvalFile value <empty>");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(absl::StartsWith(out[0], "info string error: setoption: ")) << out[0];
}

TEST(NnueOptions, ANetworkFileLoadsAndABadOneKeepsIt) {
  Harness h(make_search_backend());
  h.exchange("uci");
  const std::string good = network_file(31);
  EXPECT_TRUE(h.exchange("setoption name EvalFile value " + good).empty());
  h.exchange(
      "position fen 1rbaka2r/9/2n1bcn2/p3p1p1p/2p6/6P2/PcP1P3P/N1C1C1N2/9/1RBAKABR1 w - - "
      "0 8");
  auto net = nnue::testing::load(nnue::testing::random_weights(31));
  const std::string expected = absl::StrCat(
      "nnue ", nnue::evaluate(*net, h.session().engine().position()), " (side to move)");
  EXPECT_EQ(line_starting(h.exchange("eval"), "nnue "), expected);

  // A file of another kind, a damaged network and a missing file: errors; the network stays.
  std::string damaged = nnue::testing::write_network(nnue::testing::random_weights(32));
  damaged[1000] ^= 1;
  for (const std::string& bad :
       {std::string("/etc/hostname"), nnue::testing::write_temp_file("damaged.ctnn", damaged),
        good + ".missing"}) {
    Lines out = h.exchange("setoption name EvalFile value " + bad);
    ASSERT_EQ(out.size(), 1u) << bad;
    EXPECT_TRUE(absl::StartsWith(out[0], "info string error: setoption: ")) << out[0];
    EXPECT_TRUE(absl::StrContains(out[0], "the previous network stays in use")) << out[0];
    EXPECT_EQ(h.session().engine().options().eval_file, good);
    EXPECT_EQ(line_starting(h.exchange("eval"), "nnue "), expected);
  }
  // The evaluation the engine reports follows UseNNUE.
  EXPECT_TRUE(h.exchange("setoption name UseNNUE value true").empty());
  EXPECT_EQ(h.session().engine().evaluate(), nnue::evaluate(*net, h.session().engine().position()));
}

TEST(NnueOptions, BenchWithTheNetworkIsDeterministic) {
  Harness h(make_search_backend());
  h.exchange("ucci");
  h.exchange("setoption evalfile " + network_file(33));
  EXPECT_TRUE(h.exchange("setoption usennue false").empty());
  // A bench runs like a search: the next command waits for its last line, "nps".
  const std::string off = line_starting(h.exchange("bench 4", "nps "), "total nodes");
  EXPECT_TRUE(h.exchange("setoption usennue true").empty());
  const std::string on = line_starting(h.exchange("bench 4", "nps "), "total nodes");
  EXPECT_NE(on, "");
  EXPECT_EQ(line_starting(h.exchange("bench 4", "nps "), "total nodes"), on);
  EXPECT_NE(on, off);
  EXPECT_TRUE(h.exchange("setoption usennue false").empty());
  EXPECT_EQ(line_starting(h.exchange("bench 4", "nps "), "total nodes"), off);
}

}  // namespace
}  // namespace cotuong::protocol::testing
