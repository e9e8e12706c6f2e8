// The page's cờ thế requests (serve/cothe_api.h): the list a person chooses from, one
// composition with its solution, the hint, the check of a shared link's position; and a
// composition opened as a page's game, which the engine defends.
#include "serve/cothe_api.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>
#include <set>

#include "book/compositions.h"
#include "core/movegen.h"
#include "search/mate_solver.h"
#include "serve/api.h"
#include "serve/page_session.h"
#include "serve/session_registry.h"

namespace cotuong::serve {
namespace {

using std::chrono::milliseconds;

ApiRequest get(const std::string& path, std::map<std::string, std::string> query = {}) {
  ApiRequest r;
  r.method = "GET";
  r.path = path;
  r.query = std::move(query);
  r.client = "127.0.0.1";
  return r;
}

Json body(const ApiReply& r) { return Json::parse(r.body); }

// The page's interface with the cờ thế's routes, as the HTTP server has it.
class Served {
 public:
  explicit Served(HintLimits limits = {})
      : sessions_(options()), api_(sessions_, milliseconds(100)) {
    add_cothe_routes(api_, limits);
  }
  ApiReply handle(const ApiRequest& request) { return api_.handle(request); }
  size_t sessions() const { return sessions_.count(); }

 private:
  static RegistryOptions options() {
    RegistryOptions o;
    o.session.wins_path = std::filesystem::temp_directory_path() / "cotuong-serve-cothe-wins.tsv";
    return o;
  }
  SessionRegistry sessions_;
  Api api_;
};

// Returns the first composition of the collection that satisfies pred.
const book::Composition& first(const std::function<bool(const book::Composition&)>& pred) {
  for (const book::Composition& c : book::builtin_compositions())
    if (pred(c)) return c;
  ADD_FAILURE() << "no such composition";
  return book::builtin_compositions().front();
}

TEST(CotheApi, TheListNamesEveryCompositionWithItsAttackerAndVerdict) {
  Served api;
  ApiReply r = api.handle(get("/api/cothe"));
  ASSERT_EQ(r.status, 200) << r.body;
  const Json list = body(r)["compositions"];
  ASSERT_GE(list.size(), 40u);
  ASSERT_EQ(list.size(), book::builtin_compositions().size());
  std::set<std::string> kinds;
  bool draws = false;
  for (size_t i = 0; i < list.size(); ++i) {
    const Json& c = list[i];
    EXPECT_EQ(c["number"], int(i) + 1);
    EXPECT_FALSE(c["vi"].get<std::string>().empty());
    EXPECT_FALSE(c["zh"].get<std::string>().empty());
    EXPECT_TRUE(c["attacker"] == "red" || c["attacker"] == "black") << c;
    EXPECT_GE(c["mate_in"].get<int>(), 0);
    EXPECT_TRUE(Position::from_fen(c["fen"].get<std::string>()).ok());
    EXPECT_FALSE(c.contains("solution")) << "the list gives no solution away";
    kinds.insert(c["kind"].get<std::string>());
    draws |= c["mate_in"] == 0;
  }
  EXPECT_EQ(kinds, (std::set<std::string>{"classic", "puzzle"}));
  EXPECT_TRUE(draws);
}

TEST(CotheApi, OneCompositionComesWithItsSolutionInEveryNotation) {
  Served api;
  const book::Composition& c = first([](const book::Composition& c) { return !c.is_draw(); });
  ApiReply r = api.handle(get("/api/cothe/position", {{"number", std::to_string(c.number)}}));
  ASSERT_EQ(r.status, 200) << r.body;
  const Json j = body(r);
  EXPECT_EQ(j["vi"], c.vietnamese);
  EXPECT_EQ(j["fen"], c.fen);
  ASSERT_EQ(j["solution"]["ucci"].size(), c.solution.size());
  EXPECT_EQ(j["solution"]["ucci"][0], to_ucci(c.solution[0]));
  EXPECT_EQ(j["solution"]["vn"].size(), c.solution.size());
  EXPECT_EQ(j["solution"]["zh"].size(), c.solution.size());

  EXPECT_EQ(api.handle(get("/api/cothe/position", {{"number", "999"}})).status, 404);
  EXPECT_EQ(api.handle(get("/api/cothe/position", {{"number", "x"}})).status, 400);
  EXPECT_EQ(api.handle(get("/api/cothe/position")).status, 400);
}

TEST(CotheApi, TheHintOfAWinIsTheMateProversMoveOfTheShortestMate) {
  Served api;
  const book::Composition& c = first([](const book::Composition& c) { return c.mate_in == 3; });
  ApiReply r = api.handle(get("/api/cothe/hint", {{"fen", c.fen}}));
  ASSERT_EQ(r.status, 200) << r.body;
  const Json j = body(r);
  EXPECT_EQ(j["by"], "mate");
  EXPECT_EQ(j["mate_in"], c.mate_in);
  // The hinted move is one of the moves that mate in the fewest moves.
  absl::StatusOr<Move> m = parse_ucci(c.position, j["move"]["ucci"].get<std::string>());
  ASSERT_TRUE(m.ok()) << j;
  search::MateProblem problem;
  problem.max_moves = c.mate_in;
  const search::MateSolution all = search::solve_mate(c.position, problem);
  EXPECT_NE(std::find(all.mating_moves.begin(), all.mating_moves.end(), *m),
            all.mating_moves.end());
  EXPECT_FALSE(j["move"]["vn"].get<std::string>().empty());
  EXPECT_FALSE(j["move"]["zh"].get<std::string>().empty());
}

TEST(CotheApi, TheHintOfADrawIsTheEnginesMove) {
  HintLimits limits;
  limits.engine_time_ms = 200;
  Served api(limits);
  const book::Composition& c = first([](const book::Composition& c) { return c.is_draw(); });
  ApiReply r = api.handle(get("/api/cothe/hint", {{"fen", c.fen}, {"draw", "1"}}));
  ASSERT_EQ(r.status, 200) << r.body;
  const Json j = body(r);
  EXPECT_EQ(j["by"], "engine");
  EXPECT_TRUE(parse_ucci(c.position, j["move"]["ucci"].get<std::string>()).ok()) << j;
}

TEST(CotheApi, NoHintForAFinishedGameOrABadPosition) {
  Served api;
  // Black is mated (the rook on the ninth rank, the other guarding the eighth).
  ApiReply over = api.handle(get("/api/cothe/hint", {{"fen", "1R2k4/R8/9/9/9/9/9/9/9/3K5 b"}}));
  EXPECT_EQ(over.status, 409) << over.body;
  ApiReply bad = api.handle(get("/api/cothe/hint", {{"fen", "not a fen"}}));
  EXPECT_EQ(bad.status, 400);
  // In Vietnamese, the page's default language.
  EXPECT_NE(body(bad)["error"].get<std::string>().find("FEN không dùng được"), std::string::npos);
  EXPECT_EQ(api.handle(get("/api/cothe/hint")).status, 400);
  EXPECT_EQ(api.handle(get("/api/cothe/hint", {{"fen", std::string(300, 'k')}})).status, 400);
}

TEST(CotheApi, ASharedLinksPositionIsCheckedAndKnownByItsComposition) {
  Served api;
  const book::Composition& c = book::builtin_compositions().at(4);
  // The same position with other move counters is the same composition.
  const std::string fen = c.position.fen();
  const std::string other = fen.substr(0, fen.rfind(' ', fen.rfind(' ') - 1)) + " 0 7";
  for (const std::string& f : {c.fen, other}) {
    ApiReply r = api.handle(get("/api/cothe/fen", {{"fen", f}}));
    ASSERT_EQ(r.status, 200) << f << ": " << r.body;
    EXPECT_EQ(body(r)["number"], c.number) << f;
    EXPECT_EQ(body(r)["side"], c.attacker == RED ? "red" : "black");
  }
  ApiReply start = api.handle(get("/api/cothe/fen", {{"fen", Position::start().fen()}}));
  ASSERT_EQ(start.status, 200);
  EXPECT_TRUE(body(start)["number"].is_null());
  // Kings facing each other: no position the rules can judge.
  ApiReply facing =
      api.handle(get("/api/cothe/fen", {{"fen", "4k4/9/9/9/9/9/9/9/9/4K4 w"}, {"lang", "en"}}));
  EXPECT_EQ(facing.status, 400);
  EXPECT_NE(body(facing)["error"].get<std::string>().find("FEN refused"), std::string::npos);
  EXPECT_EQ(api.handle(get("/api/cothe/fen", {{"fen", "rnbakabnr/9/zz"}})).status, 400);
}

TEST(CotheApi, OnlyGetsAreAnswered) {
  Served api;
  ApiRequest r = get("/api/cothe");
  r.method = "POST";
  EXPECT_EQ(api.handle(r).status, 404);
}

// The requests need no session and open none.
TEST(CotheApi, TheyNeedNoSession) {
  Served api;
  EXPECT_EQ(api.handle(get("/api/cothe")).status, 200);
  EXPECT_EQ(api.handle(get("/api/cothe/position", {{"number", "1"}})).status, 200);
  EXPECT_EQ(api.sessions(), 0u);
}

// Every composition opens as a page's game, and in one the engine answers the person's first
// move.
TEST(CotheApi, ACompositionOpensAsAGameAndTheEngineDefends) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "cotuong-serve-cothe";
  std::filesystem::create_directories(dir);
  PageSessionConfig config;
  config.seed = 7;
  config.wins_path = dir / "wins.tsv";
  config.master_movetime_ms = 100;
  PageSession session(config);
  play::PersonGameSettings settings;
  settings.level = 5;
  for (const book::Composition& c : book::builtin_compositions()) {
    settings.human = c.attacker;
    PageSession::Reply r = session.new_game(settings, c.fen);
    ASSERT_TRUE(r.ok()) << c.title() << ": " << r.status();
  }
  const book::Composition& c = first([](const book::Composition& c) { return c.mate_in >= 3; });
  settings.human = c.attacker;
  ASSERT_TRUE(session.new_game(settings, c.fen).ok());
  ASSERT_TRUE(session.move(to_ucci(c.solution[0])).ok());
  Json st = session.state();
  const auto deadline = std::chrono::steady_clock::now() + milliseconds(20000);
  while (st["moves"].size() < 2 && std::chrono::steady_clock::now() < deadline)
    st = session.wait_for_change(st["version"].get<uint64_t>(), milliseconds(200));
  EXPECT_EQ(st["moves"].size(), 2u) << "the engine answers the attacker's move";
  EXPECT_EQ(st["side"], c.attacker == RED ? "red" : "black");
  session.close();
}

}  // namespace
}  // namespace cotuong::serve
