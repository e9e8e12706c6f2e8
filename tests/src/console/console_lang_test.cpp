// The console in the person's language (src/messages): Vietnamese unless asked for English, the
// Vietnamese command words, the verdicts in words, `lang` mid-game, and a cờ thế from the
// collection (`cothe`, `cothe N`, `goi y`, the engine's defence, the solution).
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "absl/strings/match.h"
#include "book/compositions.h"
#include "console/console.h"

namespace cotuong::console {
namespace {

// Returns everything the console printed for a scripted input.
std::string run_lang_script(const std::string& script, ConsoleOptions options) {
  std::istringstream in(script);
  std::ostringstream out;
  options.seed = 1;
  options.master_movetime_ms = 200;
  options.hint_movetime_ms = 100;
  options.wins_path = std::filesystem::temp_directory_path() / "cotuong-console-lang-wins.tsv";
  EXPECT_EQ(run_console(in, out, options), 0);
  return out.str();
}

// The UCCI move in the first "[...]" after `after` in `text`.
std::string ucci_after(const std::string& text, const std::string& after, size_t from = 0) {
  const size_t at = text.find(after, from);
  if (at == std::string::npos) return "";
  const size_t open = text.find('[', at), close = text.find(']', at);
  return text.substr(open + 1, close - open - 1);
}

TEST(ConsoleLang, SpeaksVietnameseByDefault) {
  ConsoleOptions o;
  o.level = 1;
  const std::string out = run_lang_script("h2e2\ngiup\ndi lai\nabc\nX1.5\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Gõ nước đi (h2e2, P2-5, C2.5, 炮二平五) hoặc một lệnh"))
      << out;
  EXPECT_TRUE(absl::StrContains(out, "Bạn cầm quân Đỏ, đấu với máy mức 1 (Nhập môn)."));
  EXPECT_TRUE(absl::StrContains(out, "Đỏ đi> "));
  EXPECT_TRUE(absl::StrContains(out, "Máy đi "));
  EXPECT_TRUE(absl::StrContains(out, "Các nước: 1. P2-5 "));
  EXPECT_TRUE(absl::StrContains(out, "Khai cuộc: "));
  EXPECT_TRUE(absl::StrContains(out, "Máy: mức 1 (Nhập môn)  còn được đi lại: không giới hạn"));
  // `giup` is help, `di lai` a takeback: the Vietnamese words of the commands.
  EXPECT_TRUE(absl::StrContains(out, "di lai           đi lại nước vừa rồi của bạn"));
  EXPECT_TRUE(absl::StrContains(out, "Đã đi lại 2 nước."));
  EXPECT_TRUE(absl::StrContains(out, "Không phải nước đi hay lệnh: \"abc\": không đọc được"));
  EXPECT_TRUE(absl::StrContains(out, "\"X1.5\": luật không cho đi nước này"));
  EXPECT_FALSE(absl::StrContains(out, "Engine plays"));
  EXPECT_FALSE(absl::StrContains(out, "Red to move"));
}

TEST(ConsoleLang, AnImpossibleSetUpIsNamedInThePersonsWords) {
  // The same named problems as the page's board editor (play/setup_message.h), in Vietnamese.
  ConsoleOptions o;
  o.level = 1;
  const std::string out = run_lang_script("bay 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(
      out, "Thế cờ không hợp lệ: Hai Tướng đối mặt trên cột e, không có quân nào ở giữa"))
      << out;
  o.lang = messages::Lang::kEn;
  const std::string en = run_lang_script("setup 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(en, "Position refused: ")) << en;
  EXPECT_FALSE(absl::StrContains(en, "Thế cờ")) << en;
}

TEST(ConsoleLang, SpeaksEnglishWhenAskedAndSwitchesMidGame) {
  ConsoleOptions o;
  o.level = 1;
  o.lang = messages::Lang::kEn;
  const std::string out = run_lang_script("h2e2\nlang vi\nundo\nlang en\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "You play Red against level 1 (Nhập môn)."));
  EXPECT_TRUE(absl::StrContains(out, "Engine plays "));
  EXPECT_TRUE(absl::StrContains(out, "Ngôn ngữ: tiếng Việt."));
  EXPECT_TRUE(absl::StrContains(out, "Đã đi lại 2 nước."));  // after `lang vi`
  EXPECT_TRUE(absl::StrContains(out, "Language: English."));
  EXPECT_TRUE(absl::EndsWith(out, "Red to move> \n")) << out;
}

TEST(ConsoleLang, AnnouncesCheckAndMateInWords) {
  // The engine (Black) has one legal move, then Red mates with the rook (f2f9).
  ConsoleOptions o;
  o.level = 1;
  std::string out = run_lang_script("bay 4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1\nf2f9\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Đã bày thế cờ.")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Hết ván: Đen bị chiếu bí [chiếu bí] 1-0")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Thành tích của bạn với mức 1 (Nhập môn): thắng "));
  o.lang = messages::Lang::kEn;
  out = run_lang_script("setup 4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1\nf2f9\nquit\n", o);
  EXPECT_TRUE(absl::StrContains(out, "Game over: Black is checkmated [checkmate] 1-0")) << out;
}

TEST(ConsoleLang, CotheListsTheCollection) {
  const std::string out = run_lang_script("cothe\nquit\n", ConsoleOptions());
  const std::vector<book::Composition>& all = book::builtin_compositions();
  ASSERT_FALSE(all.empty());
  EXPECT_TRUE(absl::StrContains(out, "1. Thất tinh tụ hội (七星聚会): Đỏ đi trước, hòa")) << out;
  for (const book::Composition& c : all)
    EXPECT_TRUE(absl::StrContains(
        out, std::to_string(c.number) + ". " + c.vietnamese + " (" + c.chinese + ")"))
        << c.number;
  EXPECT_TRUE(absl::StrContains(out, "thắng sau 3 nước"));
  ConsoleOptions en;
  en.lang = messages::Lang::kEn;
  EXPECT_TRUE(
      absl::StrContains(run_lang_script("cothe\nquit\n", en), "Red to play, wins in 3 moves"));
}

TEST(ConsoleLang, CothePlayedThroughHintsToTheMateAgainstTheEnginesDefence) {
  // A mate in 3: the person follows the solver's hints, the engine defends, the mate ends it and
  // the solution is shown.
  const book::Composition* c = nullptr;
  for (const book::Composition& each : book::builtin_compositions())
    if (each.mate_in == 3 && each.attacker == RED) {
      c = &each;
      break;
    }
  ASSERT_NE(c, nullptr);
  const std::string n = std::to_string(c->number);
  ConsoleOptions o;
  std::string script = "cothe " + n + "\ngoi y\n";
  std::string out = run_lang_script(script + "quit\n", o);
  ASSERT_TRUE(absl::StrContains(
      out, "Cờ thế " + n + ": " + c->title() + ". Bạn cầm quân Đỏ: chiếu bí sau 3 nước."))
      << out;
  ASSERT_TRUE(absl::StrContains(out, "(chiếu bí sau 3 nước)")) << out;
  // Three times: play the hinted move, the engine answers, ask again.
  for (int move = 0; move < 3; ++move) {
    const size_t last_hint = out.rfind("Gợi ý: ");
    ASSERT_NE(last_hint, std::string::npos) << out;
    const std::string hinted = ucci_after(out, "Gợi ý: ", last_hint);
    script += hinted + "\n";
    if (move < 2) script += "goi y\n";
    out = run_lang_script(script + "quit\n", o);
    if (move < 2) {
      EXPECT_TRUE(absl::StrContains(out.substr(last_hint), "Máy đi ")) << out;
      EXPECT_TRUE(absl::StrContains(out, "(chiếu bí sau " + std::to_string(2 - move) + " nước)"))
          << out;
    }
  }
  EXPECT_TRUE(absl::StrContains(out, "Hết ván: Đen bị chiếu bí")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Bạn đã giải được thế cờ!")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Lời giải: 1. ")) << out;
}

TEST(ConsoleLang, CotheRefusesANumberOutsideTheCollection) {
  const std::string out = run_lang_script("cothe 999\ngiai\nquit\n", ConsoleOptions());
  EXPECT_TRUE(absl::StrContains(out, "cách dùng: cothe [N] (N từ 1 đến ")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Bạn không đang giải cờ thế nào")) << out;
}

}  // namespace
}  // namespace cotuong::console
