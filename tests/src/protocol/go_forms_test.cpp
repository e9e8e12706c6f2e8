// Every form of `go` a GUI sends, one transcript each through the fake search (fake_search.h,
// which answers as soon as the limits allow: at once unless infinite or pondering): each answers
// without `stop` unless it says infinite or ponder (issue 70). A clock field is a timed search,
// even with no time for the side to move; a `go` that cannot be carried out answers at once.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;

// One `go` line of a dialect, in a position with Red or Black to move.
struct GoForm {
  const char* dialect;  // "uci" or "ucci"
  const char* go;
  bool black_to_move = false;
};

// Returns a harness past the handshake of `form`'s dialect, at its position.
std::unique_ptr<Harness> started(const GoForm& form) {
  auto h = std::make_unique<Harness>();
  h->send(form.dialect);
  h->send(form.black_to_move ? "position startpos moves h2e2" : "position startpos");
  h->take();
  return h;
}

// Returns the last line of `out` that starts with `prefix`, or "".
std::string line_with(const Lines& out, const std::string& prefix) {
  for (auto it = out.rbegin(); it != out.rend(); ++it)
    if (absl::StartsWith(*it, prefix)) return *it;
  return "";
}

// Returns the limits of the last search the fake was asked for.
search::Limits last_limits(Harness& h) {
  std::lock_guard<std::mutex> lock(h.log().mutex);
  return h.log().limits.empty() ? search::Limits{} : h.log().limits.back();
}

TEST(GoForms, EveryFormWithoutInfiniteOrPonderAnswersWithoutStop) {
  const GoForm forms[] = {
      // UCI: clocks by colour.
      {"uci", "go wtime 2000 btime 2000"},
      {"uci", "go wtime 2000 btime 2000 winc 100 binc 100 movestogo 5"},
      {"uci", "go btime 200"},  // Red to move: no time of its own
      {"uci", "go wtime 200", true},
      {"uci", "go winc 100 binc 100"},
      {"uci", "go movestogo 5"},
      {"uci", "go winc 100"},
      // UCI: the other limits.
      {"uci", "go movetime 50"},
      {"uci", "go depth 2"},
      {"uci", "go nodes 100"},
      {"uci", "go mate 2"},
      {"uci", "go depth 2 searchmoves h2e2"},
      // UCCI: the side to move's clock and the opponent's.
      {"ucci", "go time 2"},
      {"ucci", "go time 2 increment 1 opptime 3 oppincrement 1"},
      {"ucci", "go time 2 movestogo 5 opptime 3 oppmovestogo 5"},
      {"ucci", "go draw time 2", true},
      {"ucci", "go opptime 3"},
      {"ucci", "go increment 1"},
      {"ucci", "go oppincrement 1"},
      {"ucci", "go movestogo 5"},
      {"ucci", "go movetime 50"},
      {"ucci", "go depth 2"},
      {"ucci", "go nodes 100"},
      {"ucci", "go mate 2"},
  };
  for (const GoForm& form : forms) {
    SCOPED_TRACE(std::string(form.dialect) + ": " + form.go);
    auto h = started(form);
    Lines out = h->exchange(form.go, "bestmove");
    ASSERT_FALSE(out.empty());
    EXPECT_EQ(line_with(out, "info string error"), "");
    EXPECT_EQ(line_with(out, "info message error"), "");
    EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
    EXPECT_FALSE(last_limits(*h).infinite);
  }
}

TEST(GoForms, NoTimeForTheSideToMoveThinksMinimally) {
  // A clock field for either side makes a timed search: 1 ms left (think minimally, as for a
  // clock that has run out) when the side to move has no time of its own.
  for (const GoForm& form : {GoForm{"uci", "go btime 200"}, GoForm{"uci", "go wtime 200", true},
                             GoForm{"uci", "go winc 100 binc 100"}, GoForm{"uci", "go movestogo 5"},
                             GoForm{"ucci", "go opptime 3"}, GoForm{"ucci", "go increment 1"}}) {
    SCOPED_TRACE(std::string(form.dialect) + ": " + form.go);
    auto h = started(form);
    h->exchange(form.go, "bestmove");
    EXPECT_EQ(last_limits(*h).time[form.black_to_move ? BLACK : RED], 1);
  }
}

TEST(GoForms, InfiniteAndPonderFormsWaitForStopOrPonderhit) {
  const GoForm forms[] = {
      {"uci", "go infinite"},
      {"uci", "go ponder wtime 2000 btime 2000"},
      {"uci", "go ponder btime 200"},
      {"uci", "go ponder winc 100 binc 100"},
      {"uci", "go ponder movetime 50"},
      {"uci", "go ponder depth 2"},
      {"uci", "go infinite searchmoves h2e2"},
      {"ucci", "go depth infinite"},
      {"ucci", "go infinite"},
      {"ucci", "go ponder time 2 increment 1"},
      {"ucci", "go ponder opptime 3"},
      {"ucci", "go ponder depth 2"},
  };
  for (const GoForm& form : forms) {
    SCOPED_TRACE(std::string(form.dialect) + ": " + form.go);
    auto h = started(form);
    h->send(form.go);
    EXPECT_EQ(line_with(h->exchange("isready", "readyok"), "bestmove"), "");
    const bool ponder = absl::StrContains(form.go, "ponder");
    Lines out = h->exchange(ponder ? "ponderhit" : "stop", "bestmove");
    EXPECT_NE(line_with(out, "bestmove "), "");
  }
}

TEST(GoForms, InfiniteWithPonderIsAnErrorAnsweredAtOnce) {
  // It used to say "searching to depth 1 instead" and then wait for a stop, while `ponderhit`
  // said "not pondering".
  for (const char* dialect : {"uci", "ucci"}) {
    SCOPED_TRACE(dialect);
    auto h = started({dialect, ""});
    Lines out = h->exchange("go infinite ponder", "bestmove");
    ASSERT_FALSE(out.empty());
    EXPECT_TRUE(absl::StrContains(out[0], "\"ponder\" and \"infinite\" cannot be combined"))
        << out[0];
    EXPECT_TRUE(absl::StartsWith(out.back(), "bestmove ")) << out.back();
    // The answer is out: neither ponderhit nor stop has a search to end.
    EXPECT_TRUE(absl::StrContains(h->exchange("ponderhit").at(0), "not pondering"));
    EXPECT_EQ(line_with(h->exchange("stop"), "bestmove"), "");
  }
}

TEST(GoForms, EveryXboardClockAnswersWithoutStop) {
  // XBoard never sends `go` limits: the session makes them from `level`, `st`, `sd`, `time`,
  // and every one of them is a timed search.
  const std::vector<std::vector<const char*>> setups = {
      {},
      {"level 40 5 0", "time 0", "otim 30000"},
      {"level 0 0 1", "time 0", "otim 0"},
      {"level 0 0:30 0"},
      {"st 1"},
      {"sd 2"},
  };
  for (const std::vector<const char*>& setup : setups) {
    CecpHarness h;
    for (const char* l : {"xboard", "protover 2", "new", "variant xiangqi", "force"}) h.send(l);
    for (const char* l : setup) h.send(l);
    h.take();
    Lines out = h.exchange("go", "move");
    ASSERT_FALSE(out.empty());
    EXPECT_TRUE(absl::StartsWith(out.back(), "move ")) << out.back();
  }
}

}  // namespace
}  // namespace cotuong::protocol::testing
