// The strength options GUIs put in their settings dialogs (UCI_LimitStrength + UCI_Elo, Skill
// Level; UCCI: limitstrength, elo, skilllevel): announced with the calibrated range, and each
// value reaching the search as the strength the level calibration says (search/levels.h:
// search::kLevels, strength_preset). The search behind the facade is the fake (fake_search.h),
// which records the limits it was asked for.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "protocol/options.h"
#include "search/levels.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;
using search::kEloMax;
using search::kEloMin;

// Returns the limits the search ran with for one `go depth 99` after the given setoption lines
// (a fresh session in `dialect`): the limits the engine asked for, turned into the level's own by
// search::level_limits as the real search does.
search::Limits searched_after(Dialect dialect, const Lines& setoptions) {
  Harness h;
  h.exchange(dialect == Dialect::kUci ? "uci" : "ucci");
  for (const std::string& line : setoptions) EXPECT_EQ(h.exchange(line), Lines{}) << line;
  h.exchange("position startpos");
  h.exchange("go depth 99", "bestmove");
  std::lock_guard<std::mutex> lock(h.log().mutex);
  EXPECT_EQ(h.log().limits.size(), 1u);
  const search::Limits& asked = h.log().limits.at(0);
  return search::level_limits(asked.level, asked);
}

std::string uci_elo(int elo) { return absl::StrCat("setoption name UCI_Elo value ", elo); }

TEST(StrengthOptions, AnnouncedWithTheCalibratedRangeInBothDialects) {
  Harness uci;
  Lines out = uci.exchange("uci");
  for (const std::string& line :
       {std::string("option name UCI_LimitStrength type check default false"),
        absl::StrCat("option name UCI_Elo type spin default ", kEloMax, " min ", kEloMin, " max ",
                     kEloMax),
        std::string("option name Skill Level type spin default 20 min 0 max 20")})
    EXPECT_NE(std::find(out.begin(), out.end(), line), out.end()) << line;
  Harness ucci;
  out = ucci.exchange("ucci");
  for (const std::string& line :
       {std::string("option limitstrength type check default false"),
        absl::StrCat("option elo type spin min ", kEloMin, " max ", kEloMax, " default ", kEloMax),
        std::string("option skilllevel type spin min 0 max 20 default 20")})
    EXPECT_NE(std::find(out.begin(), out.end(), line), out.end()) << line;
}

TEST(StrengthOptions, UciEloAtItsBoundsAndBetweenPlaysTheCalibratedLimits) {
  const Lines on = {"setoption name UCI_LimitStrength value true"};
  // The bottom: level 1 exactly.
  Lines ask = on;
  ask.push_back(uci_elo(kEloMin));
  search::Limits l = searched_after(Dialect::kUci, ask);
  EXPECT_EQ(l.elo, kEloMin);
  EXPECT_EQ(l.level, 1);
  EXPECT_EQ(l.nodes, search::level_preset(1).nodes);
  EXPECT_EQ(l.depth, search::level_preset(1).depth);
  EXPECT_EQ(l.multipv, search::level_preset(1).multipv);
  // Every level's own Elo: that level's limits.
  for (int level = 2; level < search::kLevelMax; ++level) {
    ask = on;
    ask.push_back(uci_elo(search::level_row(level).elo));
    l = searched_after(Dialect::kUci, ask);
    EXPECT_EQ(l.level, level);
    EXPECT_EQ(l.nodes, search::level_preset(level).nodes) << level;
    EXPECT_EQ(l.depth, search::level_preset(level).depth) << level;
  }
  // Half-way between levels 3 and 4: level 3's mate guards, a node budget between theirs.
  ask = on;
  ask.push_back(uci_elo((search::level_row(3).elo + search::level_row(4).elo) / 2));
  l = searched_after(Dialect::kUci, ask);
  EXPECT_EQ(l.level, 3);
  EXPECT_GT(l.nodes, search::level_preset(3).nodes);
  EXPECT_LT(l.nodes, search::level_preset(4).nodes);
  // The top: full strength's search with the node budget it was calibrated at.
  ask = on;
  ask.push_back(uci_elo(kEloMax));
  l = searched_after(Dialect::kUci, ask);
  EXPECT_EQ(l.nodes, search::kCalibrationNodes);
  EXPECT_EQ(l.depth, 99);  // no depth cap of its own: the caller's
  EXPECT_EQ(l.multipv, 1);
}

TEST(StrengthOptions, UciEloOutsideTheRangeIsRefusedAndWithoutLimitStrengthChangesNothing) {
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(h.exchange(uci_elo(kEloMax + 1)),
            Lines{absl::StrCat("info string error: setoption: option UCI_Elo: \"", kEloMax + 1,
                               "\" is not a number from ", kEloMin, " to ", kEloMax)});
  search::Limits l = searched_after(Dialect::kUci, {uci_elo(kEloMin)});
  EXPECT_EQ(l.elo, 0);
  EXPECT_EQ(l.nodes, 0u);  // full strength: the caller's limits
  EXPECT_EQ(l.depth, 99);
}

TEST(StrengthOptions, SkillLevelMapsZeroToTwentyOntoTheSameScale) {
  search::Limits l = searched_after(Dialect::kUci, {"setoption name Skill Level value 0"});
  EXPECT_EQ(l.elo, kEloMin);
  EXPECT_EQ(l.nodes, search::level_preset(1).nodes);
  l = searched_after(Dialect::kUci, {"setoption name Skill Level value 10"});
  EXPECT_EQ(l.elo, (kEloMin + kEloMax) / 2);
  EXPECT_EQ(l.nodes, search::strength_preset((kEloMin + kEloMax) / 2).nodes);
  l = searched_after(Dialect::kUci, {"setoption name Skill Level value 19"});
  EXPECT_EQ(l.elo, kEloMin + (kEloMax - kEloMin) * 19 / 20);
  l = searched_after(Dialect::kUci, {"setoption name Skill Level value 20"});
  EXPECT_EQ(l.elo, 0);  // no limit
  EXPECT_EQ(l.nodes, 0u);
  // UCI_LimitStrength, when on, is what counts.
  l = searched_after(Dialect::kUci,
                     {"setoption name Skill Level value 0",
                      "setoption name UCI_LimitStrength value true", uci_elo(kEloMax)});
  EXPECT_EQ(l.elo, kEloMax);
}

TEST(StrengthOptions, UcciSpellings) {
  search::Limits l = searched_after(
      Dialect::kUcci,
      {"setoption limitstrength true", absl::StrCat("setoption elo ", search::level_row(2).elo)});
  EXPECT_EQ(l.level, 2);
  EXPECT_EQ(l.nodes, search::level_preset(2).nodes);
  l = searched_after(Dialect::kUcci, {"setoption skilllevel 0"});
  EXPECT_EQ(l.elo, kEloMin);
}

}  // namespace
}  // namespace cotuong::protocol::testing
