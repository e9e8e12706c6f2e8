// The options xiangqi GUIs copy from Pikafish's historical list (issue 29): Repetition Rule,
// Sixty Move Rule, Rule60MaxPly, Draw Rule, Mate Threat Depth and UCI_ShowWDL, in both dialects,
// and UCI_Variant (multi-variant GUIs), set with and without `name`/`value`. Each is honoured,
// or answered with why it is not; a bad value is an error that changes nothing. The search is the
// fake (fake_search.h).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "eval/eval.h"
#include "eval/wdl.h"
#include "tests/src/protocol/session_harness.h"

namespace cotuong::protocol::testing {
namespace {

using Lines = std::vector<std::string>;

// Returns whether `line` is among `lines`.
bool has(const Lines& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

TEST(GuiOptions, UciAnnouncesPikafishsNames) {
  Harness h;
  Lines out = h.exchange("uci");
  for (const char* line :
       {"option name Repetition Rule type combo default AsianRule var AsianRule var ChineseRule "
        "var SkyRule var ComputerRule var YitianRule var AllowChase var NoJudgement",
        "option name Sixty Move Rule type check default true",
        "option name Rule60MaxPly type spin default 0 min 0 max 1000",
        "option name Draw Rule type combo default None var None var DrawAsBlackWin var "
        "DrawAsRedWin var DrawRepAsBlackWin var DrawRepAsRedWin",
        "option name Mate Threat Depth type spin default 0 min 0 max 100",
        "option name UCI_ShowWDL type check default false"})
    EXPECT_TRUE(has(out, line)) << line;
}

TEST(GuiOptions, UcciAnnouncesLowerCaseNames) {
  Harness h;
  Lines out = h.exchange("ucci");
  for (const char* line :
       {"option repetitionrule type combo var AsianRule var ChineseRule var SkyRule var "
        "ComputerRule var YitianRule var AllowChase var NoJudgement default AsianRule",
        "option sixtymoverule type check default true",
        "option rule60maxply type spin min 0 max 1000 default 0",
        "option drawrule type combo var None var DrawAsBlackWin var DrawAsRedWin var "
        "DrawRepAsBlackWin var DrawRepAsRedWin default None",
        "option matethreatdepth type spin min 0 max 100 default 0",
        "option showwdl type check default false"})
    EXPECT_TRUE(has(out, line)) << line;
}

// Multi-variant GUIs (liground, cutechess forks) learn an engine's game from UCI_Variant and
// otherwise assume chess: announced in UCI with xiangqi, its only value; any other is refused.
TEST(GuiOptions, UciAnnouncesXiangqiAsItsOnlyVariant) {
  Harness h;
  EXPECT_TRUE(
      has(h.exchange("uci"), "option name UCI_Variant type combo default xiangqi var xiangqi"));
  EXPECT_EQ(h.exchange("setoption name UCI_Variant value xiangqi"), Lines{});
  EXPECT_EQ(h.exchange("setoption name UCI_Variant value chess"),
            Lines{"info string error: setoption: option UCI_Variant: \"chess\" is not one of "
                  "xiangqi"});
  Harness c;
  for (const std::string& line : c.exchange("ucci"))
    EXPECT_EQ(line.find("UCI_Variant"), std::string::npos) << line;  // a UCI option only
}

// Returns the rule set the fake search was last given.
rules::RuleSet fake_rules(Harness& h) {
  std::lock_guard<std::mutex> lock(h.log().mutex);
  return h.log().rules.set;
}

TEST(GuiOptions, RepetitionRuleSetsTheRulesItCanHonour) {
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(h.exchange("setoption name Repetition Rule value NoJudgement"), Lines{});
  EXPECT_EQ(fake_rules(h), rules::RuleSet::kCasual);  // repetition is a plain draw
  EXPECT_EQ(h.session().engine().game().rules().set, rules::RuleSet::kCasual);
  // Cyclone's form, without name/value.
  EXPECT_EQ(h.exchange("setoption Repetition Rule AsianRule"), Lines{});
  EXPECT_EQ(fake_rules(h), rules::RuleSet::kAsian);
  EXPECT_EQ(h.session().engine().options().rules, rules::RuleSet::kAsian);
}

TEST(GuiOptions, RepetitionRuleSaysWhyItCannotHonourAValue) {
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(h.exchange("setoption name Rules value room"), Lines{});
  EXPECT_EQ(h.exchange("setoption name Repetition Rule value ChineseRule"),
            Lines{"info string option Repetition Rule ChineseRule cannot be honoured: cotuong has "
                  "no Chinese rule set: those rules count a threat of mate as a forcing move and "
                  "settle chases by worked diagrams published only as pictures, so no test could "
                  "hold the engine to them; the rules stay room"});
  EXPECT_EQ(h.exchange("setoption name Repetition Rule value AllowChase"),
            Lines{"info string option Repetition Rule AllowChase cannot be honoured: cotuong has "
                  "no rule set that forbids perpetual check but allows perpetual chase "
                  "(NoJudgement allows both); the rules stay room"});
  for (const char* value : {"SkyRule", "ComputerRule", "YitianRule"})
    EXPECT_EQ(h.exchange(std::string("setoption name Repetition Rule value ") + value),
              Lines{std::string("info string option Repetition Rule ") + value +
                    " cannot be honoured: its repetition rules are not published as positions "
                    "and verdicts that cotuong could be tested against; the rules stay room"});
  EXPECT_EQ(fake_rules(h), rules::RuleSet::kRoom);  // never a silent change
  EXPECT_EQ(h.exchange("setoption name Repetition Rule value WorldRule"),
            Lines{"info string error: setoption: option Repetition Rule: \"WorldRule\" is not one "
                  "of AsianRule/ChineseRule/SkyRule/ComputerRule/YitianRule/AllowChase/"
                  "NoJudgement"});
  EXPECT_EQ(fake_rules(h), rules::RuleSet::kRoom);
}

TEST(GuiOptions, UcciRepetitionRuleByItsOwnName) {
  Harness h;
  h.exchange("ucci");
  EXPECT_EQ(h.exchange("setoption repetitionrule nojudgement"), Lines{});
  EXPECT_EQ(fake_rules(h), rules::RuleSet::kCasual);
  EXPECT_EQ(h.exchange("setoption repetitionrule SkyRule"),
            Lines{"info message option repetitionrule SkyRule cannot be honoured: its repetition "
                  "rules are not published as positions and verdicts that cotuong could be "
                  "tested against; the rules stay casual"});
  EXPECT_EQ(h.exchange("setoption name Repetition Rule value AsianRule"), Lines{});
  EXPECT_EQ(fake_rules(h), rules::RuleSet::kAsian);
}

// Returns the no-capture limit (plies) of the next search the session starts: the search's rules,
// which are the game's (its verdict, what the XBoard session claims).
int searched_limit(Harness& h) {
  h.exchange("go depth 1", "bestmove");
  std::lock_guard<std::mutex> lock(h.log().mutex);
  const int limit = h.log().rules.limits().no_capture_plies;
  EXPECT_EQ(h.session().engine().game().rules(), h.log().rules);
  return limit;
}

TEST(GuiOptions, SixtyMoveRuleAndRule60MaxPlySetTheNoCaptureLimit) {
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(searched_limit(h), 120);  // the Asian rules' 60 moves
  EXPECT_EQ(h.exchange("setoption name Rule60MaxPly value 150"), Lines{});
  EXPECT_EQ(searched_limit(h), 150);
  EXPECT_EQ(h.exchange("setoption name Sixty Move Rule value false"), Lines{});
  EXPECT_EQ(searched_limit(h), 0);  // no limit at all
  EXPECT_EQ(h.exchange("setoption Sixty Move Rule true"), Lines{});
  EXPECT_EQ(searched_limit(h), 150);
  EXPECT_EQ(h.exchange("setoption Rule60MaxPly 0"), Lines{});  // back to the rule set's own
  EXPECT_EQ(h.exchange("setoption name Rules value asian-50"), Lines{});
  EXPECT_EQ(searched_limit(h), 100);
  // Bad values: an error, nothing changes.
  EXPECT_EQ(h.exchange("setoption name Rule60MaxPly value 1001"),
            Lines{"info string error: setoption: option Rule60MaxPly: \"1001\" is not a number "
                  "from 0 to 1000"});
  EXPECT_EQ(h.exchange("setoption name Sixty Move Rule value sometimes"),
            Lines{"info string error: setoption: option Sixty Move Rule: \"sometimes\" is not "
                  "true/false/on/off"});
  EXPECT_EQ(searched_limit(h), 100);
}

TEST(GuiOptions, UcciNoCaptureOptions) {
  Harness h;
  h.exchange("ucci");
  EXPECT_EQ(h.exchange("setoption rule60maxply 200"), Lines{});
  EXPECT_EQ(searched_limit(h), 200);
  EXPECT_EQ(h.exchange("setoption sixtymoverule false"), Lines{});
  EXPECT_EQ(searched_limit(h), 0);
  EXPECT_EQ(h.exchange("setoption rule60maxply -5"),
            Lines{"info message error: setoption: option rule60maxply: \"-5\" is not a number "
                  "from 0 to 1000"});
}

TEST(GuiOptions, DrawRuleIsAcceptedAtNoneAndOtherwiseSaysWhyNot) {
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(h.exchange("setoption name Draw Rule value None"), Lines{});
  EXPECT_EQ(h.exchange("setoption name Draw Rule value DrawAsBlackWin"),
            Lines{"info string option Draw Rule DrawAsBlackWin is accepted but ignored: the "
                  "search scores every draw 0 for both sides (it has no contempt setting)"});
  EXPECT_EQ(h.exchange("setoption Draw Rule drawrepasredwin"),
            Lines{"info string option Draw Rule DrawRepAsRedWin is accepted but ignored: the "
                  "search scores every draw 0 for both sides (it has no contempt setting)"});
  EXPECT_EQ(h.exchange("setoption name Draw Rule value Always"),
            Lines{"info string error: setoption: option Draw Rule: \"Always\" is not one of "
                  "None/DrawAsBlackWin/DrawAsRedWin/DrawRepAsBlackWin/DrawRepAsRedWin"});
  Harness u;
  u.exchange("ucci");
  EXPECT_EQ(u.exchange("setoption drawrule None"), Lines{});
  EXPECT_EQ(u.exchange("setoption drawrule DrawAsRedWin"),
            Lines{"info message option drawrule DrawAsRedWin is accepted but ignored: the search "
                  "scores every draw 0 for both sides (it has no contempt setting)"});
}

TEST(GuiOptions, MateThreatDepthIsAcceptedAndSaidToBeIgnored) {
  Harness h;
  h.exchange("uci");
  EXPECT_EQ(h.exchange("setoption name Mate Threat Depth value 0"), Lines{});
  EXPECT_EQ(h.exchange("setoption name Mate Threat Depth value 3"),
            Lines{"info string option Mate Threat Depth 3 is accepted but ignored: the Asian "
                  "rules cotuong judges by do not count a threat of mate as a chase (the Chinese "
                  "rules, which cotuong does not offer, do)"});
  EXPECT_EQ(h.exchange("setoption name Mate Threat Depth value 101"),
            Lines{"info string error: setoption: option Mate Threat Depth: \"101\" is not a "
                  "number from 0 to 100"});
  Harness u;
  u.exchange("ucci");
  EXPECT_EQ(u.exchange("setoption matethreatdepth 2"),
            Lines{"info message option matethreatdepth 2 is accepted but ignored: the Asian rules "
                  "cotuong judges by do not count a threat of mate as a chase (the Chinese rules, "
                  "which cotuong does not offer, do)"});
}

// Checks that every line with a score carries `wdl W D L` summing to 1000, as the model gives
// for that score in `pos`; returns how many score lines there were.
int check_wdl_lines(const Lines& lines, const Position& pos) {
  int scored = 0;
  for (const std::string& line : lines) {
    std::vector<std::string> w = absl::StrSplit(line, ' ');
    auto at = std::find(w.begin(), w.end(), "score");
    if (at == w.end()) continue;
    ++scored;
    size_t next = at - w.begin() + 1;
    if (next < w.size() && w[next] == "cp") ++next;  // UCI: "score cp X"; UCCI: "score X"
    int cp = 0, win = 0, draw = 0, loss = 0;
    if (w.size() <= next + 4 || !absl::SimpleAtoi(w[next], &cp) || w[next + 1] != "wdl" ||
        !absl::SimpleAtoi(w[next + 2], &win) || !absl::SimpleAtoi(w[next + 3], &draw) ||
        !absl::SimpleAtoi(w[next + 4], &loss)) {
      ADD_FAILURE() << "no score and wdl in: " << line;
      continue;
    }
    EXPECT_EQ(win + draw + loss, 1000) << line;
    EXPECT_EQ((eval::Wdl{win, draw, loss}), eval::wdl(cp, eval::phase(pos))) << line;
  }
  return scored;
}

TEST(GuiOptions, ShowWdlPutsWinDrawLossOnEveryScoreLine) {
  Harness h;
  h.exchange("uci");
  h.exchange("position startpos moves h2e2 h9g7 h0g2 g6g5 e2e6");  // Black is a pawn down
  Lines plain = h.exchange("go depth 3", "bestmove");
  for (const std::string& line : plain) EXPECT_EQ(line.find(" wdl "), std::string::npos) << line;
  EXPECT_EQ(h.exchange("setoption name UCI_ShowWDL value true"), Lines{});
  const Position pos = h.session().engine().position();
  Lines lines = h.exchange("go depth 3", "bestmove");
  EXPECT_EQ(lines.at(0), "info depth 1 seldepth 1 multipv 1 score cp -100 wdl " +
                             std::to_string(eval::wdl(-100, pos).win) + " " +
                             std::to_string(eval::wdl(-100, pos).draw) + " " +
                             std::to_string(eval::wdl(-100, pos).loss) +
                             " nodes 10 nps 0 hashfull 0 time 0 pv g7e6 b2b9");
  EXPECT_EQ(check_wdl_lines(lines, pos), 3);
  // The static evaluation's line (`go depth 0`) too.
  EXPECT_EQ(check_wdl_lines(h.exchange("go depth 0", "info depth 0"), pos), 1);
  EXPECT_EQ(h.exchange("setoption UCI_ShowWDL false"), Lines{});
  for (const std::string& line : h.exchange("go depth 2", "bestmove"))
    EXPECT_EQ(line.find(" wdl "), std::string::npos) << line;
  EXPECT_EQ(h.exchange("setoption name UCI_ShowWDL value perhaps"),
            Lines{"info string error: setoption: option UCI_ShowWDL: \"perhaps\" is not "
                  "true/false/on/off"});
}

TEST(GuiOptions, UcciShowWdl) {
  Harness h;
  h.exchange("ucci");
  EXPECT_EQ(h.exchange("setoption showwdl true"), Lines{});
  h.exchange("position startpos");
  const Position pos = Position::start();
  const eval::Wdl even = eval::wdl(0, pos);
  Lines lines = h.exchange("go depth 2", "bestmove");
  EXPECT_EQ(lines.at(0), "info depth 1 score 0 wdl " + std::to_string(even.win) + " " +
                             std::to_string(even.draw) + " " + std::to_string(even.loss) +
                             " pv b2b9 a9b9");
  EXPECT_EQ(check_wdl_lines(lines, pos), 2);
}

}  // namespace
}  // namespace cotuong::protocol::testing
