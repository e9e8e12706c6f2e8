// The parser: text to command structs, time units, both setoption forms, and the edge cases.
#include "protocol/parser.h"

#include <gtest/gtest.h>

namespace cotuong::protocol {
namespace {

const ParseContext kUcci{Dialect::kUcci, false};
const ParseContext kUcciMs{Dialect::kUcci, true};
const ParseContext kUci{Dialect::kUci, false};

// Returns the command a line parses to, failing the test if it does not parse as T.
template <typename T>
T parse_as(const std::string& line, const ParseContext& context) {
  absl::StatusOr<Command> c = parse_command(line, context);
  EXPECT_TRUE(c.ok()) << line << ": " << c.status();
  if (!c.ok() || !std::holds_alternative<T>(*c)) {
    ADD_FAILURE() << line << " parsed to the wrong command";
    return T{};
  }
  return std::get<T>(*c);
}

TEST(Parser, UcciGoTimeIsInSecondsUnlessUsemillisec) {
  GoParams p = parse_as<GoCmd>("go time 30 increment 2.5 opptime 40 oppincrement 0", kUcci).params;
  EXPECT_EQ(p.own_time, 30000);
  EXPECT_EQ(p.own_inc, 2500);
  EXPECT_EQ(p.opp_time, 40000);
  EXPECT_EQ(p.opp_inc, 1);  // zero becomes "move now" (1 ms), never "no limit"
  p = parse_as<GoCmd>("go time 30000 increment 2500", kUcciMs).params;
  EXPECT_EQ(p.own_time, 30000);
  EXPECT_EQ(p.own_inc, 2500);
  p = parse_as<GoCmd>("go time 1 movestogo 1", kUcci).params;  // byo-yomi style
  EXPECT_EQ(p.own_time, 1000);
  EXPECT_EQ(p.movestogo, 1);
}

TEST(Parser, UciClocksInMilliseconds) {
  GoParams p = parse_as<GoCmd>("go wtime 1000 btime -50 winc 10 binc 20 movestogo 5", kUci).params;
  EXPECT_EQ(p.wtime, 1000);
  EXPECT_EQ(p.btime, 1);  // a flagged clock: move at once
  EXPECT_EQ(p.winc, 10);
  EXPECT_EQ(p.binc, 20);
  EXPECT_EQ(p.movestogo, 5);
  p = parse_as<GoCmd>("go searchmoves h2e2 b2e2 depth 7 mate 3 nodes 5000", kUci).params;
  EXPECT_EQ(p.searchmoves, (std::vector<std::string>{"h2e2", "b2e2"}));
  EXPECT_EQ(p.depth, 7);
  EXPECT_EQ(p.mate, 3);
  EXPECT_EQ(p.nodes, 5000u);
  // Every word up to the next keyword is a searchmove: a bad one is the engine's to name.
  p = parse_as<GoCmd>("go depth 3 searchmoves zz h2e2", kUci).params;
  EXPECT_EQ(p.searchmoves, (std::vector<std::string>{"zz", "h2e2"}));
}

TEST(Parser, GoFlags) {
  GoParams p = parse_as<GoCmd>("go ponder draw depth 12", kUcci).params;
  EXPECT_TRUE(p.ponder);
  EXPECT_TRUE(p.draw_offered);
  EXPECT_EQ(p.depth, 12);
  EXPECT_TRUE(parse_as<GoCmd>("go depth infinite", kUcci).params.infinite);
  EXPECT_TRUE(parse_as<GoCmd>("go infinite", kUci).params.infinite);
  EXPECT_EQ(parse_as<GoCmd>("go depth 0", kUcci).params.depth, 0);
  EXPECT_EQ(parse_as<PerftCmd>("go perft 4", kUcci).depth, 4);
  EXPECT_EQ(parse_as<PerftCmd>("perft 3", kUci).depth, 3);
}

TEST(Parser, SetOptionBothForms) {
  SetOptionCmd o = parse_as<SetOptionCmd>("setoption bookfiles /a b/book.dat;c.dat", kUcci);
  EXPECT_EQ(o.name, "bookfiles");
  EXPECT_EQ(o.value, "/a b/book.dat;c.dat");
  o = parse_as<SetOptionCmd>("setoption newgame", kUcci);
  EXPECT_EQ(o.name, "newgame");
  EXPECT_EQ(o.value, "");
  o = parse_as<SetOptionCmd>("setoption name Move Overhead value 50", kUci);
  EXPECT_EQ(o.name, "Move Overhead");
  EXPECT_EQ(o.value, "50");
  o = parse_as<SetOptionCmd>("setoption name Clear Hash", kUci);
  EXPECT_EQ(o.name, "Clear Hash");
  // The short form with a name of several words (Cyclone's habit): the longest known name.
  o = parse_as<SetOptionCmd>("setoption Clear Hash", kUci);
  EXPECT_EQ(o.name, "Clear Hash");
  EXPECT_EQ(o.value, "");
  o = parse_as<SetOptionCmd>("setoption Move Overhead 100", kUcci);
  EXPECT_EQ(o.name, "Move Overhead");
  EXPECT_EQ(o.value, "100");
  o = parse_as<SetOptionCmd>("setoption book file /a b/c.obk", kUci);
  EXPECT_EQ(o.name, "book file");
  EXPECT_EQ(o.value, "/a b/c.obk");
  o = parse_as<SetOptionCmd>("setoption Nope 1 2", kUcci);  // unknown: the first word
  EXPECT_EQ(o.name, "Nope");
  EXPECT_EQ(o.value, "1 2");
  o = parse_as<SetOptionCmd>("debug off", kUci);
  EXPECT_EQ(o.name, "debug");
  EXPECT_EQ(o.value, "off");
}

TEST(Parser, PositionsAndProbes) {
  PositionSpec s =
      parse_as<PositionCmd>("position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 moves e0e1 e9e8", kUcci)
          .spec;
  EXPECT_FALSE(s.startpos);
  EXPECT_EQ(s.fen, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  EXPECT_EQ(s.moves, (std::vector<std::string>{"e0e1", "e9e8"}));
  s = parse_as<PositionCmd>("startpos moves h2e2", kUci).spec;  // the UCI-Cyclone habit
  EXPECT_TRUE(s.startpos);
  EXPECT_EQ(s.moves, std::vector<std::string>{"h2e2"});
  s = parse_as<PositionCmd>("fen 4k4/9/9/9/9/9/9/9/9/4K4 b", kUcci).spec;
  EXPECT_EQ(s.fen, "4k4/9/9/9/9/9/9/9/9/4K4 b");
  EXPECT_FALSE(parse_as<ProbeCmd>("probe", kUcci).spec.has_value());
  EXPECT_TRUE(parse_as<ProbeCmd>("probe startpos moves h2e2", kUcci).spec->startpos);
  EXPECT_EQ(parse_as<BanMovesCmd>("banmoves h2e2 b2e2", kUcci).moves.size(), 2u);
  EXPECT_EQ(parse_as<UndoCmd>("undo", kUcci).plies, 1);
  EXPECT_EQ(parse_as<UndoCmd>("undo 4", kUci).plies, 4);
}

TEST(Parser, CommandWordsIgnoreCaseAndSurroundingBlanks) {
  EXPECT_EQ(parse_as<HandshakeCmd>("  UCCI \r", kUcci).dialect, Dialect::kUcci);
  EXPECT_EQ(parse_as<HandshakeCmd>("uci", kUcci).dialect, Dialect::kUci);
  parse_as<IsReadyCmd>("isready\r", kUci);
  EXPECT_TRUE(parse_as<PonderHitCmd>("ponderhit draw", kUcci).draw_offered);
}

TEST(Parser, RefusesNonsense) {
  for (const char* line : {"go depth 1.5", "go nodes -3", "go time", "go time abc",
                           "go movetime 1.5", "go opptime nan", "go time inf",
                           "position startpos moves", "position fen moves h2e2", "undo 0"}) {
    absl::StatusOr<Command> c = parse_command(line, kUcci);
    if (std::string(line) == "position startpos moves") {
      EXPECT_TRUE(c.ok()) << line;  // an empty move list is fine
      continue;
    }
    EXPECT_FALSE(c.ok()) << line;
  }
}

TEST(Parser, QuoteKeepsMessagesPrintableAndShort) {
  EXPECT_EQ(quote(std::string("a\0b\"\xff", 5)), "a\\x00b\\x22\\xff");
  EXPECT_EQ(quote(std::string(100, 'x'), 10), "xxxxxxxxxx...");
}

}  // namespace
}  // namespace cotuong::protocol
