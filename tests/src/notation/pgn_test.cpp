// PGN: the exact text written, reading back in every notation, comments, tags, results, set-up
// positions, several games in one text, and errors that name the game and move.
#include <ctime>
#include <random>
#include <string>

#include "core/movegen.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "notation/pgn.h"

namespace cotuong::notation {
namespace {

using testing::HasSubstr;

// Returns a record of the moves (UCCI) played from fen.
GameRecord game_of(const std::string& fen, std::initializer_list<const char*> ucci) {
  GameRecord g;
  if (fen != kStartFen) g.start_fen = fen;
  Position pos = *g.start_position();
  for (const char* u : ucci) {
    Move m = *parse_ucci(pos, u);
    g.moves.push_back(m);
    pos.do_move(m);
  }
  g.comments.assign(g.moves.size() + 1, "");
  return g;
}

TEST(PgnWrite, TagsMovesCommentsAndResult) {
  GameRecord g = game_of(kStartFen, {"h2e2", "h9g7", "h0g2", "i9h9"});
  g.set_tag("Event", "Club \"Spring\" cup");
  g.set_tag("Date", "2026.11.29");
  g.set_tag("Red", "Lan");
  g.set_tag("Black", "Minh");
  g.set_tag("Opening", "Central cannon");
  g.comments[0] = "A classic.";
  g.comments[2] = "Screen horse.";
  g.result = rules::GameResult::kRedWins;
  g.termination = "resignation";
  EXPECT_EQ(write_pgn(g, Style::kWxf),
            "[Event \"Club \\\"Spring\\\" cup\"]\n"
            "[Date \"2026.11.29\"]\n"
            "[Red \"Lan\"]\n"
            "[Black \"Minh\"]\n"
            "[Result \"1-0\"]\n"
            "[Format \"WXF\"]\n"
            "[Termination \"resignation\"]\n"
            "[Opening \"Central cannon\"]\n"
            "\n"
            "{A classic.} 1. C2.5 H8+7 {Screen horse.} 2. H2+3 R9.8 1-0\n");
  EXPECT_THAT(write_pgn(g, Style::kVietnamese),
              HasSubstr("1. P2-5 M8.7 {Screen horse.} 2. M2.3 X9-8 1-0"));
  EXPECT_THAT(write_pgn(g, Style::kChineseSimplified),
              HasSubstr("1. 炮二平五 马8进7 {Screen horse.} 2. 马二进三 车9平8 1-0"));
}

TEST(PgnWrite, TodaysDateIsTheLocalDateInPgnForm) {
  // Taken around the call, so a run across midnight still passes.
  auto local_date = [] {
    std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[32];
    return std::string(text, std::strftime(text, sizeof text, "%Y.%m.%d", &local));
  };
  const std::string before = local_date();
  const std::string date = pgn_date_today();
  const std::string after = local_date();
  EXPECT_THAT(date, ::testing::MatchesRegex("[0-9]{4}\\.[0-9]{2}\\.[0-9]{2}"));
  EXPECT_TRUE(date == before || date == after) << date << " is not " << before;
}

TEST(PgnWrite, SetUpPositionWithBlackToMove) {
  GameRecord g = game_of("4k4/9/9/9/9/9/9/R8/9/R2K5 b - - 0 30", {"e9f9", "a2f2"});
  std::string pgn = write_pgn(g, Style::kUcci);
  EXPECT_THAT(pgn, HasSubstr("[FEN \"4k4/9/9/9/9/9/9/R8/9/R2K5 b - - 0 30\"]\n"));
  EXPECT_THAT(pgn, HasSubstr("[Format \"UCCI\"]\n"));
  EXPECT_THAT(pgn, HasSubstr("\n30... e9f9 31. a2f2 *\n"));
}

// Returns a random game of up to `plies` plies.
GameRecord random_game(std::mt19937& rng, int plies) {
  GameRecord g;
  Position pos = Position::start();
  g.comments.assign(1, "");
  for (int i = 0; i < plies; ++i) {
    MoveList<LEGAL> moves(pos);
    if (moves.size() == 0) break;
    Move m = moves.begin()[rng() % moves.size()];
    pos.do_move(m);
    g.moves.push_back(m);
    g.comments.push_back(i % 7 == 3 ? "note " + std::to_string(i) : "");
  }
  return g;
}

TEST(PgnRoundTrip, EveryStyleReadsBackTheSameGame) {
  std::mt19937 rng(11);
  for (int n = 0; n < 20; ++n) {
    GameRecord g = random_game(rng, 40 + n * 10);
    g.set_tag("Event", "Random " + std::to_string(n));
    g.set_tag("Red", "A");
    g.set_tag("Black", "B");
    g.set_tag("Opening", "?");
    g.result = n % 3 == 0   ? rules::GameResult::kDraw
               : n % 3 == 1 ? rules::GameResult::kBlackWins
                            : rules::GameResult::kNone;
    g.termination = n % 2 ? "repetition" : "";
    for (Style s : kAllStyles) {
      std::string pgn = write_pgn(g, s);
      absl::StatusOr<GameRecord> back = read_pgn(pgn);
      ASSERT_TRUE(back.ok()) << style_name(s) << ": " << back.status() << "\n" << pgn;
      EXPECT_EQ(back->moves, g.moves) << style_name(s);
      EXPECT_EQ(back->comments, g.comments) << style_name(s);
      EXPECT_EQ(back->result, g.result);
      EXPECT_EQ(back->termination, g.termination);
      EXPECT_EQ(back->tag("Event"), g.tag("Event"));
      EXPECT_EQ(back->tag("Opening"), "?");
      EXPECT_EQ(write_pgn(*back, s), pgn) << style_name(s);
    }
  }
}

TEST(PgnRead, AcceptsMixedNotationsNumbersNagsVariationsAndAnnotations) {
  const char* pgn =
      "[Event \"Mixed\"]\n"
      "[Red \"R\"]\n"
      "[Black \"B\"]\n"
      "[Result \"0-1\"]\n"
      "\n"
      "; a line comment\n"
      "1.C2.5 $1 馬8進7 (1... h7e7 2. h0g2) 2. Mã 2 tấn 3 {good} X9-8! 3. b2-b6?! 0-1\n";
  absl::StatusOr<GameRecord> g = read_pgn(pgn);
  ASSERT_TRUE(g.ok()) << g.status();
  ASSERT_EQ(g->moves.size(), 5u);
  EXPECT_EQ(to_ucci(g->moves[0]), "h2e2");
  EXPECT_EQ(to_ucci(g->moves[1]), "h9g7");
  EXPECT_EQ(to_ucci(g->moves[2]), "h0g2");
  EXPECT_EQ(to_ucci(g->moves[3]), "i9h9");
  EXPECT_EQ(to_ucci(g->moves[4]), "b2b6");
  EXPECT_EQ(g->comments[0], "a line comment");
  EXPECT_EQ(g->comments[3], "good");
  EXPECT_EQ(g->result, rules::GameResult::kBlackWins);
}

TEST(PgnRead, CountsTheVariationsAndAnnotationsTheRecordsDoNotKeep) {
  const char* pgn =
      "[Event \"Annotated\"]\n\n"
      "1. h2e2 $1 h9g7 (1... h7e7 (1... b9c7) 2. h0g2 $2) 2. h0g2! {good} i9h9?! *\n\n"
      "[Event \"Plain\"]\n\n1. h2e2 h9g7 *\n";
  PgnLeftOut left_out;
  absl::StatusOr<std::vector<GameRecord>> games = read_pgn_games(pgn, &left_out);
  ASSERT_TRUE(games.ok()) << games.status();
  ASSERT_EQ(games->size(), 2u);
  EXPECT_EQ((*games)[0].moves.size(), 4u);
  EXPECT_EQ(left_out.variations, 2);   // the nested one too
  EXPECT_EQ(left_out.annotations, 3);  // $1, ! and ?! ($2 is inside a variation)
}

TEST(PgnRead, FormatTagSettlesTextThatReadsTwoWays) {
  // "P2.3": Vietnamese cannon 2 forward 3 (h2h5) or WXF pawn 2 sideways to 3 (h6g6).
  std::string body = "[FEN \"4k4/9/9/7P1/9/9/9/7C1/9/3K5 w - - 0 1\"]\n";
  EXPECT_THAT(std::string(read_pgn(body + "\n1. P2.3 *\n").status().message()),
              HasSubstr("ambiguous"));
  absl::StatusOr<GameRecord> vn = read_pgn(body + "[Format \"Vietnamese\"]\n\n1. P2.3 *\n");
  ASSERT_TRUE(vn.ok()) << vn.status();
  EXPECT_EQ(to_ucci(vn->moves[0]), "h2h5");
  absl::StatusOr<GameRecord> wxf = read_pgn(body + "[Format \"WXF\"]\n\n1. P2.3 *\n");
  ASSERT_TRUE(wxf.ok()) << wxf.status();
  EXPECT_EQ(to_ucci(wxf->moves[0]), "h6g6");
}

TEST(PgnRead, TheGamesOwnMovesSettleItsNotationWithoutAFormatTag) {
  // Issue 30's game: its last move "C7.1" reads two ways alone; the WXF moves before decide.
  const char* pgn =
      "[Event \"WXF, untagged\"]\n\n"
      "1. H2+1 C2+3 2. C2+2 C8.3 3. C8.5 C2-4 4. C2.7 R9+1 5. C7.1 C3.7 6. C1.3 C2+4 7. C3.1 "
      "P5+1 8. C5.7 P3+1 9. E3+5 C7.1 *\n";
  absl::StatusOr<GameRecord> g = read_pgn(pgn);
  ASSERT_TRUE(g.ok()) << g.status();
  ASSERT_EQ(g->moves.size(), 18u);
  EXPECT_EQ(to_ucci(g->moves.back()), "g7a7");
  std::vector<NumberedGame> each = read_pgn_each(pgn);
  ASSERT_EQ(each.size(), 1u);
  EXPECT_TRUE(each[0].game.ok()) << each[0].game.status();
}

TEST(PgnRead, SeveralGamesInOneText) {
  const char* pgn =
      "[Event \"One\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n\n"
      "[Event \"Two\"]\n[Result \"*\"]\n[FEN \"4k4/9/9/9/9/9/9/R8/9/R2K5 w - - 0 1\"]\n\n"
      "1. Xt.3 *\n";
  absl::StatusOr<std::vector<GameRecord>> games = read_pgn_games(pgn);
  ASSERT_TRUE(games.ok()) << games.status();
  ASSERT_EQ(games->size(), 2u);
  EXPECT_EQ((*games)[0].tag("Event"), "One");
  EXPECT_EQ((*games)[0].moves.size(), 2u);
  EXPECT_EQ((*games)[1].tag("Event"), "Two");
  EXPECT_EQ(to_ucci((*games)[1].moves[0]), "a2a5");
}

TEST(PgnRead, ErrorsNameTheGameAndMove) {
  auto error = [](const std::string& pgn) {
    absl::StatusOr<std::vector<GameRecord>> g = read_pgn_games(pgn);
    return g.ok() ? std::string("read") : std::string(g.status().message());
  };
  std::string bad_move = error("[Event \"x\"]\n\n1. C2.5 H8+7 2. C5+9 *\n");
  EXPECT_THAT(bad_move, HasSubstr("game 1"));
  EXPECT_THAT(bad_move, HasSubstr("move 2. \"C5+9\""));
  EXPECT_THAT(bad_move, HasSubstr("illegal"));
  EXPECT_THAT(error("[Result \"2-0\"]\n\n*\n"), HasSubstr("is not 1-0"));
  EXPECT_THAT(error("[Result \"1-0\"]\n\n1. C2.5 0-1\n"), HasSubstr("the Result tag says 1-0"));
  EXPECT_THAT(error("1. C2.5 {unclosed\n"), HasSubstr("never closed"));
  EXPECT_THAT(error("[FEN \"9/9/9 w\"]\n\n*\n"), HasSubstr("bad FEN tag"));
  EXPECT_THAT(error("[Event \"a\"]\n\n1. h2e2 *\n\n[Event \"b\"]\n\n1. Q2.5 *\n"),
              HasSubstr("game 2"));
  EXPECT_THAT(std::string(read_pgn("").status().message()), HasSubstr("no game"));
}

}  // namespace
}  // namespace cotuong::notation
