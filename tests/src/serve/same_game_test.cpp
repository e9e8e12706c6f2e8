// A person's game is one game on every front: the console and the play page, at the same level
// and seed, play the same move in the same position (the book's and the level's search), refuse
// and allow the same takebacks, and count the same games in the record of wins.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <sstream>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "console/console.h"
#include "play/win_record.h"
#include "serve/page_session.h"

namespace cotuong {
namespace {

std::filesystem::path fresh_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("cotuong-same-game-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// Returns everything the console printed for a scripted game.
std::string console_run(const std::string& script, int level, Color human, uint64_t seed,
                        const std::filesystem::path& wins) {
  console::ConsoleOptions o;
  o.lang = messages::Lang::kEn;  // the texts below are the English ones
  o.level = level;
  o.human = human;
  o.seed = seed;
  o.master_movetime_ms = 100;
  o.wins_path = wins;
  std::istringstream in(script);
  std::ostringstream out;
  EXPECT_EQ(console::run_console(in, out, o), 0);
  return out.str();
}

// Returns the UCCI text of the engine's first move in the console's output.
std::string first_engine_move(const std::string& text) {
  const size_t played = text.find("Engine plays ");
  if (played == std::string::npos) return "none: " + text;
  const size_t open = text.find('[', played), close = text.find(']', played);
  return text.substr(open + 1, close - open - 1);
}

// A page's session with its record in `wins`.
std::unique_ptr<serve::PageSession> page(uint64_t seed, const std::filesystem::path& wins) {
  serve::PageSessionConfig config;
  config.seed = seed;
  config.wins_path = wins;
  config.master_movetime_ms = 100;
  auto session = std::make_unique<serve::PageSession>(config);
  session->set_lang(messages::Lang::kEn);  // read in English, as the console's words are
  return session;
}

// Returns the page's state once it holds `moves` moves (or after 20 s).
serve::Json wait_for_moves(serve::PageSession& s, size_t moves) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  serve::Json st = s.state();
  while (st["moves"].size() < moves && std::chrono::steady_clock::now() < deadline)
    st = s.wait_for_change(st["version"].get<uint64_t>(), std::chrono::milliseconds(200));
  return st;
}

play::PersonGameSettings engine_game(int level, Color human) {
  play::PersonGameSettings s;
  s.level = level;
  s.human = human;
  return s;
}

TEST(SameGame, TheConsoleAndThePagePlayTheSameMove) {
  const auto dir = fresh_dir("move");
  // Out of the book: the level's search (levels 1 and 2 choose at random, by the seed).
  constexpr const char* kPositions[] = {
      "r1bakabr1/9/1cn3nc1/p3p2Rp/2p3p2/9/P1P1P1P1P/1CN1C1N2/R8/2BAKAB2 b - - 0 6",
      "2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
  };
  for (const char* fen : kPositions)
    for (int level : {1, 2, 3, 4})
      for (uint64_t seed : {3, 8}) {
        const std::string console_move = first_engine_move(console_run(
            absl::StrCat("setup ", fen, "\nquit\n"), level, RED, seed, dir / "console.tsv"));
        auto s = page(seed, dir / "page.tsv");
        ASSERT_TRUE(s->new_game(engine_game(level, RED), std::string(fen)).ok());
        const serve::Json st = wait_for_moves(*s, 1);
        ASSERT_EQ(st["moves"].size(), 1u) << fen;
        EXPECT_EQ(st["moves"][0]["ucci"], console_move)
            << fen << " level " << level << " seed " << seed;
      }
  // In the book: the engine opens as Red, at each level's variety.
  for (int level : {1, 3, 5})
    for (uint64_t seed : {3, 8, 21}) {
      const std::string console_move =
          first_engine_move(console_run("quit\n", level, BLACK, seed, dir / "console.tsv"));
      auto s = page(seed, dir / "page.tsv");
      ASSERT_TRUE(s->new_game(engine_game(level, BLACK), std::nullopt).ok());
      const serve::Json st = wait_for_moves(*s, 1);
      ASSERT_EQ(st["moves"].size(), 1u);
      EXPECT_EQ(st["moves"][0]["ucci"], console_move) << "level " << level << " seed " << seed;
    }
}

TEST(SameGame, ATakebackAndTheRecordBehaveTheSame) {
  // Level 5 (one takeback a game). Black's one legal move (e9d9) by the engine, then: a takeback
  // with nothing of the person's to take back, the mate, a takeback of the mating move alone (the
  // game ended on it: the allowance used up), nothing to take back again, the mate again: one
  // game counted.
  constexpr const char* kFen = "4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1";
  const auto dir = fresh_dir("takeback");
  const std::string out =
      console_run(absl::StrCat("setup ", kFen, "\nundo\nf2f9\nundo\nundo\nf2f9\nquit\n"), 5, RED, 4,
                  dir / "console.tsv");
  EXPECT_TRUE(absl::StrContains(out, "Nothing to take back.")) << out;
  EXPECT_TRUE(absl::StrContains(out, "Took back 1 move. Takebacks left: 0 (used up)")) << out;
  EXPECT_NE(out.find("Nothing to take back.", out.find("used up")), std::string::npos) << out;

  auto s = page(4, dir / "page.tsv");
  ASSERT_TRUE(s->new_game(engine_game(5, RED), std::string(kFen)).ok());
  wait_for_moves(*s, 1);
  serve::PageSession::Reply r = s->take_back();
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "nothing to take back");
  ASSERT_TRUE(s->move("f2f9").ok());
  r = s->take_back();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ((*r)["moves"].size(), 1u);
  EXPECT_EQ((*r)["takebacks"]["left"], 0);
  r = s->take_back();
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "nothing to take back");
  ASSERT_TRUE(s->move("f2f9").ok());

  const play::WinTable console_record = play::load_wins(dir / "console.tsv").value();
  const play::WinTable page_record = play::load_wins(dir / "page.tsv").value();
  EXPECT_EQ(console_record[4].wins, 1);
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(console_record[i].wins, page_record[i].wins) << "level " << i + 1;
    EXPECT_EQ(console_record[i].draws, page_record[i].draws) << "level " << i + 1;
    EXPECT_EQ(console_record[i].losses, page_record[i].losses) << "level " << i + 1;
  }
}

TEST(SameGame, ASetUpMateThePersonAloneMadeCountsOnNeitherFront) {
  constexpr const char* kMateInOne = "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1";
  const auto dir = fresh_dir("setup-mate");
  const std::string out = console_run(absl::StrCat("setup ", kMateInOne, "\nb7b9\nquit\n"), 1, RED,
                                      4, dir / "console.tsv");
  EXPECT_TRUE(absl::StrContains(out, "Not counted in your record")) << out;
  auto s = page(4, dir / "page.tsv");
  ASSERT_TRUE(s->new_game(engine_game(1, RED), std::string(kMateInOne)).ok());
  const serve::PageSession::Reply r = s->move("b7b9");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ((*r)["verdict"]["rule"], "checkmate");
  EXPECT_TRUE(
      absl::StrContains((*r)["record_note"].get<std::string>(), "Not counted in your record"))
      << (*r)["record_note"];
  EXPECT_EQ(play::load_wins(dir / "console.tsv").value()[0].wins, 0);
  EXPECT_EQ(play::load_wins(dir / "page.tsv").value()[0].wins, 0);
}

}  // namespace
}  // namespace cotuong
