// One page's session with the real engine: moves, the engine's replies, takebacks, set-up,
// PGN, the clock, the arbiter's verdicts, the record of wins, analysis, review, and closing.
#include "serve/page_session.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>

#include "absl/strings/str_cat.h"
#include "notation/pgn.h"
#include "play/win_record.h"
#include "serve/page_error.h"

namespace cotuong::serve {
namespace {

using std::chrono::milliseconds;

// Red's rook checks the lone black king on ranks 9 and 8 while the king steps e9-e8-e9.
constexpr const char* kRookChecks = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
constexpr const char* kRookChecksMoves[] = {"a7a9", "e9e8", "a9a8", "e8e9", "a8a9",
                                            "e9e8", "a9a8", "e8e9", "a8a9"};
// Red mates in one: b7b9.
constexpr const char* kMateInOne = "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1";

// A session whose record lives in its own file and whose clock the test moves.
struct Fixture {
  explicit Fixture(const std::string& name) {
    dir = std::filesystem::temp_directory_path() / ("cotuong-serve-" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    PageSessionConfig config;
    config.seed = 3;
    config.wins_path = dir / "wins.tsv";
    config.master_movetime_ms = 100;
    config.review_depth = 3;
    config.publish_interval_ms = 0;
    auto offset = clock_ms;
    config.now = [offset] { return SteadyTime{} + milliseconds(offset->load()); };
    session = std::make_unique<PageSession>(config);
    session->set_lang(messages::Lang::kEn);  // these tests read the page in English
  }
  // Returns the state once pred holds (or the last state after timeout).
  Json wait_until(const std::function<bool(const Json&)>& pred, int timeout_ms = 20000) {
    const auto deadline = std::chrono::steady_clock::now() + milliseconds(timeout_ms);
    Json st = session->state();
    while (!pred(st) && std::chrono::steady_clock::now() < deadline)
      st = session->wait_for_change(st["version"].get<uint64_t>(), milliseconds(200));
    return st;
  }
  Json ok(const PageSession::Reply& r) {
    EXPECT_TRUE(r.ok()) << r.status();
    return r.ok() ? *r : session->state();
  }
  play::WinTable record() { return play::load_wins(dir / "wins.tsv").value(); }

  std::filesystem::path dir;
  std::shared_ptr<std::atomic<int64_t>> clock_ms = std::make_shared<std::atomic<int64_t>>(1000);
  std::unique_ptr<PageSession> session;
};

play::PersonGameSettings engine_game(int level, Color human = RED) {
  play::PersonGameSettings s;
  s.level = level;
  s.human = human;
  return s;
}

play::PersonGameSettings two_players() {
  play::PersonGameSettings s;
  s.against_engine = false;
  return s;
}

size_t moves_of(const Json& st) { return st["moves"].size(); }

TEST(PageSession, AnIllegalMoveChangesNothingAndSaysWhy) {
  Fixture f("illegal");
  Json before = f.ok(f.session->new_game(engine_game(1), std::nullopt));
  for (const char* text : {"e0e2", "zz", "", "h2h2"}) {
    PageSession::Reply r = f.session->move(text);
    ASSERT_FALSE(r.ok()) << text;
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_NE(r.status().message().find("not a legal move"), std::string::npos);
  }
  Json after = f.session->state();
  EXPECT_EQ(after["version"], before["version"]);
  EXPECT_EQ(after["fen"], before["fen"]);
}

TEST(PageSession, TheEngineAnswersAMoveAtLevelOne) {
  Fixture f("answer");
  f.ok(f.session->new_game(engine_game(1), std::nullopt));
  Json st = f.ok(f.session->move("P2-5"));  // Vietnamese notation is read too
  EXPECT_EQ(moves_of(st), 1u);
  st = f.wait_until([](const Json& s) { return moves_of(s) == 2; });
  ASSERT_EQ(moves_of(st), 2u);
  EXPECT_EQ(st["moves"][0]["vn"], "P2-5");
  EXPECT_EQ(st["moves"][0]["wxf"], "C2.5");
  EXPECT_EQ(st["moves"][0]["zh"], "炮二平五");
  EXPECT_NE(st["message"].get<std::string>().find("Engine plays"), std::string::npos);
  EXPECT_FALSE(st["legal"].empty());
  EXPECT_FALSE(st["thinking"].get<bool>());
}

TEST(PageSession, NoMoveWhileTheEngineThinks) {
  Fixture f("thinking");
  // Out of the opening book, level 5 thinks for its movetime (100 ms here).
  f.ok(f.session->new_game(
      engine_game(5), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B2C1/9/RN1AKABNR w - - 0 1"));
  Json st = f.ok(f.session->move("h2h6"));
  EXPECT_TRUE(st["legal"].empty());
  EXPECT_TRUE(st["thinking"].get<bool>());
  PageSession::Reply early = f.session->move("h9g7");
  ASSERT_FALSE(early.ok());
  EXPECT_EQ(early.status().message(), "it is the engine's turn");
  st = f.wait_until([](const Json& s) { return moves_of(s) == 2; });
  EXPECT_EQ(moves_of(st), 2u);
}

TEST(PageSession, TheEngineOpensWhenThePersonPlaysBlack) {
  Fixture f("black");
  f.ok(f.session->new_game(engine_game(2, BLACK), std::nullopt));
  Json st = f.wait_until([](const Json& s) { return moves_of(s) == 1; });
  EXPECT_EQ(moves_of(st), 1u);
  EXPECT_EQ(st["side"], "black");
  PageSession::Reply r = f.session->take_back();  // nothing of the person's to take back
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "nothing to take back");
}

TEST(PageSession, TakebacksAsTheLevelAllows) {
  Fixture f("takebacks");
  f.ok(f.session->new_game(engine_game(5), std::nullopt));  // level 5: one takeback
  f.ok(f.session->move("h2e2"));
  Json st = f.wait_until([](const Json& s) { return moves_of(s) == 2; });
  EXPECT_TRUE(st["takebacks"]["can"].get<bool>());
  st = f.ok(f.session->take_back());
  EXPECT_EQ(moves_of(st), 0u);
  EXPECT_EQ(st["takebacks"]["left"], 0);
  f.ok(f.session->move("h2e2"));
  st = f.wait_until([](const Json& s) { return moves_of(s) == 2; });
  EXPECT_FALSE(st["takebacks"]["can"].get<bool>());
  PageSession::Reply r = f.session->take_back();
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "no takebacks left: 1 per game at level 5 (Đại sư)");
  EXPECT_EQ(moves_of(f.session->state()), 2u);
}

TEST(PageSession, TheRoomRulesAllowNoTakebacks) {
  Fixture f("room");
  play::PersonGameSettings s = engine_game(1);
  s.rules = rules::RuleSet::kRoom;
  f.ok(f.session->new_game(s, std::nullopt));
  f.ok(f.session->move("h2e2"));
  f.wait_until([](const Json& st) { return moves_of(st) == 2; });
  PageSession::Reply r = f.session->take_back();
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "the room rules allow no takebacks");
}

TEST(PageSession, TwoPlayersPerpetualCheckLosesWithTheRulesExplanation) {
  Fixture f("perpetual");
  f.ok(f.session->new_game(two_players(), kRookChecks));
  Json st;
  for (size_t i = 0; i < std::size(kRookChecksMoves); ++i) {
    st = f.ok(f.session->move(kRookChecksMoves[i]));
    if (i == 4) {  // the position occurs for the second time: Red is warned
      EXPECT_NE(st["verdict"]["warning"].get<std::string>().find("Red must vary or lose"),
                std::string::npos)
          << st["verdict"];
    }
  }
  EXPECT_TRUE(st["verdict"]["over"].get<bool>());
  EXPECT_EQ(st["verdict"]["result"], "0-1");
  EXPECT_EQ(st["verdict"]["rule"], "perpetual-check");
  EXPECT_EQ(st["verdict"]["explanation"], "Red checked perpetually and loses");
  EXPECT_TRUE(st["legal"].empty());
  // Two people: no record is kept.
  EXPECT_EQ(f.record()[0].wins + f.record()[0].losses, 0);
}

TEST(PageSession, TheArbitersVerdictsReachThePageAsTheConsoleGetsThem) {
  struct Case {
    const char* fen;
    const char* move;
    const char* result;
    const char* rule;
  } cases[] = {
      // Red's pawn boxes the black king in: stalemate, which loses.
      {"3aka3/3PnP3/9/4P4/9/9/9/9/9/4K4 w - - 0 1", "e6e7", "1-0", "stalemate"},
      // The advisor takes the last rook: nothing left on either side can mate.
      {"3k5/9/9/9/9/9/9/9/4r4/3AK4 w - - 0 1", "d0e1", "1/2-1/2", "insufficient-material"},
      // The 120th ply without a capture.
      {"3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 119 1", "a8a7", "1/2-1/2", "no-capture-limit"},
  };
  for (const Case& c : cases) {
    Fixture f("verdicts");
    f.ok(f.session->new_game(two_players(), c.fen));
    Json st = f.ok(f.session->move(c.move));
    EXPECT_TRUE(st["verdict"]["over"].get<bool>()) << c.fen;
    EXPECT_EQ(st["verdict"]["result"], c.result) << c.fen;
    EXPECT_EQ(st["verdict"]["rule"], c.rule) << c.fen;
    EXPECT_FALSE(st["verdict"]["explanation"].get<std::string>().empty()) << c.fen;
  }
}

TEST(PageSession, AWinAgainstTheEngineIsCountedOnceInTheConsolesRecord) {
  Fixture f("record");
  // Black's one legal move (e9d9) by the engine, then Red mates: both moved, a game.
  f.ok(f.session->new_game(engine_game(1), "4k4/R8/9/9/9/9/9/5R3/5K3/9 b - - 0 1"));
  f.wait_until([](const Json& s) { return moves_of(s) == 1; });
  Json st = f.ok(f.session->move("f2f9"));
  EXPECT_EQ(st["verdict"]["rule"], "checkmate");
  EXPECT_EQ(st["verdict"]["result"], "1-0");
  EXPECT_EQ(f.record()[0].wins, 1);
  EXPECT_EQ(st["record"][0]["wins"], 1);
  EXPECT_EQ(st["record_note"], "Your record against level 1 (Nhập môn): 1 won, 0 drawn, 0 lost.");
  // Taken back and won again: still one game.
  f.ok(f.session->take_back());
  f.ok(f.session->move("f2f9"));
  EXPECT_EQ(f.record()[0].wins, 1);
}

TEST(PageSession, AFallenFlagLosesOnTimeAndCounts) {
  Fixture f("flag");
  play::PersonGameSettings s = engine_game(1);
  s.clock = rules::parse_clock("3+3", rules::ClockUnit::kMinutes).value();
  f.ok(f.session->new_game(s, std::nullopt));
  f.ok(f.session->move("h2e2"));
  Json st = f.wait_until([](const Json& s) { return moves_of(s) == 2; });
  EXPECT_EQ(st["clock"]["running"], "red");
  f.clock_ms->fetch_add(181'000);  // Red thinks for over three minutes
  f.session->tick();
  st = f.session->state();
  EXPECT_EQ(st["verdict"]["rule"], "loses on time");
  EXPECT_EQ(st["verdict"]["result"], "0-1");
  EXPECT_EQ(st["verdict"]["explanation"], "Red ran out of time and loses");
  EXPECT_EQ(st["clock"]["red_ms"], 0);
  EXPECT_FALSE(f.session->move("h0g2").ok());
  PageSession::Reply r = f.session->take_back();
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "the clock decided this game: no takebacks");
  EXPECT_EQ(f.record()[0].losses, 1);
  EXPECT_NE(f.session->pgn().find("[TimeControl \"180+3\"]"), std::string::npos);
  EXPECT_NE(f.session->pgn().find("0-1"), std::string::npos);
}

TEST(PageSession, ThePageOffersTheRulesThreeClocksByEitherName) {
  // The page reads its clock with the console's parser (minutes), and takes only the rules'
  // three controls (or none): by their minutes ("3+3") or their family ("blitz"), cap included.
  for (const char* name : {"3+3", "blitz"}) {
    absl::StatusOr<play::PersonGameSettings> s =
        parse_game_settings(Json{{"clock", name}}, play::PersonGameSettings{});
    ASSERT_TRUE(s.ok() && s->clock) << name;
    EXPECT_EQ(s->clock->initial_ms, 180'000) << name;
    EXPECT_EQ(s->clock->move_cap_ms, 30'000) << name;
  }
  absl::StatusOr<play::PersonGameSettings> none =
      parse_game_settings(Json{{"clock", "none"}}, play::PersonGameSettings{});
  ASSERT_TRUE(none.ok());
  EXPECT_FALSE(none->clock);
  absl::StatusOr<play::PersonGameSettings> custom =
      parse_game_settings(Json{{"clock", "5+2"}}, play::PersonGameSettings{});
  ASSERT_FALSE(custom.ok());
  EXPECT_NE(custom.status().message().find("3+3 (blitz), 10+5 (rapid), 60+30 (standard)"),
            std::string::npos);
}

TEST(PageSession, ABadFenOrPgnIsRefusedAndChangesNothing) {
  Fixture f("bad-input");
  f.ok(f.session->new_game(two_players(), std::nullopt));
  Json before = f.ok(f.session->move("h2e2"));
  PageSession::Reply r = f.session->new_game(two_players(), "rnbakabnr/9/9 w");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("FEN refused: "), std::string::npos);
  r = f.session->new_game(two_players(), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");  // kings face
  ASSERT_FALSE(r.ok());
  r = f.session->load_pgn("1. P2-5 X9-9 *");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("cannot"), std::string::npos);
  r = f.session->load_pgn("\xff\xfe\xfa");
  ASSERT_FALSE(r.ok());
  Json after = f.session->state();
  EXPECT_EQ(after["fen"], before["fen"]);
  EXPECT_EQ(after["version"], before["version"]);
}

TEST(PageSession, APgnSavedLoadsBackToTheSameGame) {
  Fixture f("pgn");
  f.ok(f.session->new_game(two_players(), std::nullopt));
  for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) f.ok(f.session->move(m));
  const std::string pgn = f.session->pgn();
  EXPECT_NE(pgn.find("1. P2-5 M8.7 2. M2.3 X9-8"), std::string::npos) << pgn;
  Fixture g("pgn-load");
  Json st = g.ok(g.session->load_pgn(pgn));
  EXPECT_EQ(st["fen"], f.session->state()["fen"]);
  EXPECT_EQ(moves_of(st), 4u);
  EXPECT_EQ(st["message"], "Loaded 4 moves.");
  // In the page's language: the state's notes, and the errors' words (page_error.h).
  g.session->set_lang(messages::Lang::kVi);
  EXPECT_EQ(g.session->state()["message"], "Đã mở ván cờ: 4 nước.");
  const PageSession::Reply refused = g.session->move("a0a9");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(status_text(refused.status(), messages::Lang::kVi).find("nước đi không hợp lệ"),
            std::string::npos)
      << status_text(refused.status(), messages::Lang::kVi);
  EXPECT_NE(refused.status().message().find("not a legal move"), std::string::npos);
  g.session->set_lang(messages::Lang::kEn);
}

TEST(PageSession, ALoadedGameOverTheCapIsRefusedAndTheMessageSaysTheCap) {
  Fixture f("load-cap");
  Json before = f.ok(f.session->new_game(two_players(), std::nullopt));
  // Horses out and back: a legal game as long as one likes (a 520 KB one cost 250 MB).
  std::string pgn;
  for (size_t ply = 0, number = 1; ply < kMaxLoadedMoves + 4; ply += 4, number += 2)
    pgn += absl::StrCat(number, ". h0g2 h9g7 ", number + 1, ". g2h0 g7h9 ");
  pgn += "*";
  PageSession::Reply r = f.session->load_pgn(pgn);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(r.status().message(),
            absl::StrCat("the game has ", kMaxLoadedMoves + 4, " moves: games of at most ",
                         kMaxLoadedMoves, " moves are loaded"));
  Json after = f.session->state();
  EXPECT_EQ(after["version"], before["version"]);
  EXPECT_EQ(moves_of(after), 0u);
}

TEST(PageSession, APollLeavesOutTheMoveListThePageHolds) {
  Fixture f("moves-key");
  f.ok(f.session->new_game(two_players(), std::nullopt));
  Json st = f.ok(f.session->move("h2e2"));
  const uint64_t key = st["moves_key"].get<uint64_t>();
  EXPECT_GT(key, 0u);
  EXPECT_LT(key, uint64_t(1) << 53);  // a JavaScript number holds it
  EXPECT_EQ(moves_of(st), 1u);
  // Unchanged: left out (a long game's list was most of every poll); asked with 0: sent.
  Json polled = f.session->state(key);
  EXPECT_FALSE(polled.contains("moves"));
  EXPECT_EQ(polled["moves_key"], key);
  EXPECT_EQ(moves_of(f.session->state(0)), 1u);
  // Changed: sent, under another key; a takeback back to the same moves has the same key.
  f.ok(f.session->move("h9g7"));
  polled = f.session->wait_for_change(st["version"].get<uint64_t>(), milliseconds(1000), key);
  ASSERT_TRUE(polled.contains("moves"));
  EXPECT_EQ(moves_of(polled), 2u);
  EXPECT_NE(polled["moves_key"], key);
  st = f.ok(f.session->take_back());
  EXPECT_EQ(moves_of(st), 1u);
  EXPECT_EQ(st["moves_key"], key);
}

TEST(PageSession, ALoadedGameThatEndedByRuleIsOverWhereTheRulesEndedIt) {
  // The perpetual check of kRookChecks ends on its ninth move; the record plays on to fourteen.
  notation::GameRecord record;
  record.start_fen = kRookChecks;
  Position pos = *Position::from_fen(kRookChecks);
  std::vector<std::string> moves(std::begin(kRookChecksMoves), std::end(kRookChecksMoves));
  moves.insert(moves.end(), {"e9e8", "a9a8", "e8e9", "a8a9", "e9e8"});
  for (const std::string& m : moves) {
    record.moves.push_back(*parse_ucci(pos, m));
    pos.do_move(record.moves.back());
  }
  const std::string pgn = notation::write_pgn(record, notation::Style::kVietnamese);
  Fixture g("load-ended-page");
  g.ok(g.session->new_game(engine_game(1), std::nullopt));
  Json st = g.ok(g.session->load_pgn(pgn));
  EXPECT_EQ(moves_of(st), 9u) << st["message"];
  EXPECT_TRUE(st["verdict"]["over"].get<bool>());
  EXPECT_EQ(st["verdict"]["rule"], "perpetual-check");
  EXPECT_EQ(st["message"],
            "Loaded 9 moves. The game ended after move 9 of 14: the moves after it were not "
            "played.");
  EXPECT_FALSE(g.session->move("e9e8").ok());
  EXPECT_EQ(g.record()[0].wins + g.record()[0].losses, 0);
}

TEST(PageSession, ReloadingItsOwnPgnGivesNoTakebackBack) {
  Fixture f("reload-takebacks");
  f.ok(f.session->new_game(engine_game(5), std::nullopt));  // level 5: one takeback
  f.ok(f.session->move("h2e2"));
  f.wait_until([](const Json& s) { return moves_of(s) == 2; });
  Json st = f.ok(f.session->take_back());
  EXPECT_EQ(st["takebacks"]["left"], 0);
  f.ok(f.session->move("h2e2"));
  f.wait_until([](const Json& s) { return moves_of(s) == 2; });
  st = f.ok(f.session->load_pgn(f.session->pgn()));
  EXPECT_EQ(moves_of(st), 2u);
  EXPECT_EQ(st["takebacks"]["left"], 0);
  EXPECT_FALSE(st["takebacks"]["can"].get<bool>());
}

TEST(PageSession, AnalysisOnlyWhereTheEngineMayHelp) {
  Fixture f("analysis");
  f.ok(f.session->new_game(engine_game(1), std::nullopt));
  PageSession::Reply r = f.session->set_analysis(true, 2);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_FALSE(f.session->set_analysis(true, 9).ok());
  f.ok(f.session->new_game(two_players(), std::nullopt));
  f.ok(f.session->set_analysis(true, 2));
  Json st = f.wait_until([](const Json& s) { return s["analysis"]["lines"].size() == 2; });
  ASSERT_EQ(st["analysis"]["lines"].size(), 2u);
  const Json& line = st["analysis"]["lines"][0];
  EXPECT_GE(line["depth"].get<int>(), 1);
  EXPECT_FALSE(line["pv"]["vn"].empty());
  EXPECT_TRUE(f.session->searching());
  // A move: the analysis follows the new position.
  f.ok(f.session->move("h2e2"));
  st = f.wait_until([](const Json& s) { return !s["analysis"]["lines"].empty(); });
  ASSERT_FALSE(st["analysis"]["lines"].empty());
  EXPECT_EQ(st["analysis"]["lines"][0]["pv"]["ucci"].size() > 0, true);
  f.ok(f.session->set_analysis(false, 1));
  st = f.wait_until([&](const Json&) { return !f.session->searching(); }, 5000);
  EXPECT_FALSE(f.session->searching());
}

TEST(PageSession, TheReviewOfAGameMarksItsMovesAndDrawsTheGraph) {
  Fixture f("review");
  f.ok(f.session->new_game(engine_game(1), kMateInOne));
  ASSERT_FALSE(f.session->start_review().ok());  // no moves yet
  f.ok(f.session->move("a8a7"));                 // not the mate: the review should say so
  f.wait_until([](const Json& s) { return moves_of(s) == 2; });
  ASSERT_FALSE(f.session->start_review().ok());  // the game goes on
  f.ok(f.session->new_game(two_players(), std::nullopt));
  for (const char* m : {"h2e2", "h9g7", "h0g2"}) f.ok(f.session->move(m));
  f.ok(f.session->start_review());
  Json st = f.wait_until([](const Json& s) { return s["review"]["state"] == "done"; });
  ASSERT_EQ(st["review"]["state"], "done");
  EXPECT_EQ(st["review"]["summary"].size(), 2u);
  EXPECT_NE(st["review"]["svg"].get<std::string>().find("<svg"), std::string::npos);
  EXPECT_TRUE(st["moves"][0].contains("mark"));
  EXPECT_TRUE(st["moves"][0].contains("eval"));
  absl::StatusOr<std::string> annotated = f.session->review_pgn();
  ASSERT_TRUE(annotated.ok());
  EXPECT_NE(annotated->find("[Annotator"), std::string::npos);
  // A new move makes the review stale: it goes.
  st = f.ok(f.session->move("i9h9"));
  EXPECT_EQ(st["review"]["state"], "none");
}

TEST(PageSession, ClosingMidSearchEndsTheEngineThread) {
  Fixture f("close");
  f.ok(f.session->new_game(two_players(), std::nullopt));
  f.ok(f.session->set_analysis(true, 1));  // endless
  f.wait_until([&](const Json& s) { return !s["analysis"]["lines"].empty(); });
  ASSERT_TRUE(f.session->searching());
  const auto t0 = std::chrono::steady_clock::now();
  f.session->close();
  const auto waited = std::chrono::steady_clock::now() - t0;
  EXPECT_LT(waited, std::chrono::seconds(2));
  EXPECT_FALSE(f.session->searching());
  EXPECT_TRUE(f.session->closed());
  PageSession::Reply r = f.session->move("h2e2");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kUnavailable);
}

}  // namespace
}  // namespace cotuong::serve
