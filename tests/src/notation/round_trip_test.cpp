// Round trip: for every legal move of every position in perft.tsv, 10,000 positions from seeded
// random play and 2,000 random set-ups crowded with pawns, in every style, formatting then
// parsing gives the move back and no two legal moves share a text. Reading the text without
// naming the notation must give the move too, or else say it is ambiguous between notations.
#include <cstdio>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "core/movegen.h"
#include "gtest/gtest.h"
#include "notation/notation.h"

namespace cotuong::notation {
namespace {

struct Tally {
  long positions = 0;
  long moves = 0;      // (move, style) pairs checked
  long detected = 0;   // read back without naming the notation
  long ambiguous = 0;  // reported ambiguous between notations instead
  long failures = 0;
};

// Checks every legal move of pos in every style; counts into tally, reports failures.
void check_position(const Position& pos, Tally* tally) {
  ++tally->positions;
  MoveList<LEGAL> moves(pos);
  for (Style s : kAllStyles) {
    std::set<std::string> seen;
    for (Move m : moves) {
      ++tally->moves;
      std::string text = format_move(pos, m, s);
      bool fresh = seen.insert(text).second;
      absl::StatusOr<Move> back = parse_move(pos, text, s);
      if (!fresh || !back.ok() || *back != m) {
        if (++tally->failures <= 20)
          ADD_FAILURE() << pos.fen() << " " << to_ucci(m) << " " << style_name(s) << " \"" << text
                        << "\": "
                        << (!fresh      ? "text shared with another move"
                            : back.ok() ? "parsed as " + to_ucci(*back)
                                        : std::string(back.status().message()));
        continue;
      }
      absl::StatusOr<Move> detected = parse_move(pos, text);
      if (detected.ok() && *detected == m) {
        ++tally->detected;
      } else if (!detected.ok() && absl::StartsWith(detected.status().message(), "ambiguous")) {
        ++tally->ambiguous;
      } else if (++tally->failures <= 20) {
        ADD_FAILURE() << pos.fen() << " " << to_ucci(m) << " " << style_name(s) << " \"" << text
                      << "\" detected: "
                      << (detected.ok() ? "parsed as " + to_ucci(*detected)
                                        : std::string(detected.status().message()));
      }
    }
  }
}

// Returns a one-line summary of a tally.
std::string summary(const char* what, const Tally& t) {
  return absl::StrCat(what, ": ", t.positions, " positions, ", t.moves,
                      " (move, style) pairs round-tripped, ", t.failures, " failures; ", t.detected,
                      " read back without naming the notation, ", t.ambiguous,
                      " ambiguous between notations");
}

TEST(RoundTrip, PerftPositions) {
  std::ifstream in(std::string(COTUONG_TEST_DATA) + "/perft.tsv");
  std::set<std::string> fens;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') fens.insert(line.substr(0, line.find('\t')));
  ASSERT_GE(fens.size(), 10u);
  Tally tally;
  for (const std::string& fen : fens) {
    absl::StatusOr<Position> pos = Position::from_fen(fen);
    ASSERT_TRUE(pos.ok()) << fen;
    check_position(*pos, &tally);
  }
  std::printf("%s\n", summary("perft.tsv", tally).c_str());
  EXPECT_EQ(tally.positions, long(fens.size()));
  EXPECT_EQ(tally.failures, 0);
}

TEST(RoundTrip, TenThousandRandomPlayPositions) {
  std::mt19937 rng(20261129);
  Tally tally;
  while (tally.positions < 10000) {
    Position pos = Position::start();
    for (int ply = 0; ply < 300 && tally.positions < 10000; ++ply) {
      MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      if (rng() % 4 == 0) check_position(pos, &tally);
      pos.do_move(moves.begin()[rng() % moves.size()]);
    }
  }
  std::printf("%s\n", summary("random play", tally).c_str());
  EXPECT_EQ(tally.positions, 10000);
  EXPECT_EQ(tally.failures, 0);
}

// Returns a random FEN with both kings and up to five pawns a side crowded onto few files,
// plus a rook, horse and cannon a side.
std::string crowded_fen(std::mt19937& rng) {
  char board[RANK_NB][FILE_NB];
  for (auto& rank : board)
    for (char& c : rank) c = '.';
  auto place = [&](char piece, int file, int rank) {
    if (board[rank][file] != '.') return false;
    board[rank][file] = piece;
    return true;
  };
  place('K', 3 + rng() % 3, rng() % 3);
  place('k', 3 + rng() % 3, 7 + rng() % 3);
  for (Color c : {RED, BLACK}) {
    int files[2] = {int(rng() % 9), int(rng() % 9)};
    int pawns = 3 + rng() % 3;
    for (int i = 0, tries = 0; i < pawns && tries < 50; ++tries) {
      int file = files[rng() % 2];
      int rank = c == RED ? 5 + rng() % 5 : rng() % 5;  // crossed the river
      if (place(c == RED ? 'P' : 'p', file, rank)) ++i;
    }
    for (char piece : {'R', 'N', 'C'}) {
      char p = c == RED ? piece : char(piece - 'A' + 'a');
      for (int tries = 0; tries < 20 && !place(p, rng() % 9, rng() % 10); ++tries) {
      }
    }
  }
  std::string fen;
  for (int rank = RANK_NB - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < FILE_NB; ++file) {
      if (board[rank][file] == '.') {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty);
      empty = 0;
      fen += board[rank][file];
    }
    if (empty) fen += char('0' + empty);
    if (rank) fen += '/';
  }
  return fen + (rng() % 2 ? " w" : " b") + " - - 0 1";
}

TEST(RoundTrip, RandomSetUpsCrowdedWithPawns) {
  std::mt19937 rng(7);
  Tally tally;
  int tandem_files_twice = 0, four_or_more = 0;
  while (tally.positions < 2000) {
    absl::StatusOr<Position> pos = Position::from_fen(crowded_fen(rng));
    if (!pos.ok()) continue;
    Color us = pos->side_to_move();
    int crowded = 0, most = 0;
    for (int file = 0; file < FILE_NB; ++file) {
      int n = (pos->pieces(us, PAWN) & file_bb(file)).count();
      crowded += n >= 2;
      most = std::max(most, n);
    }
    tandem_files_twice += crowded >= 2;
    four_or_more += most >= 4;
    check_position(*pos, &tally);
  }
  std::printf("%s; %d with tandem pawns on two files, %d with 4+ pawns on a file\n",
              summary("crowded set-ups", tally).c_str(), tandem_files_twice, four_or_more);
  EXPECT_GT(tandem_files_twice, 100);
  EXPECT_GT(four_or_more, 20);
  EXPECT_EQ(tally.failures, 0);
}

}  // namespace
}  // namespace cotuong::notation
