// A scripted xiangqi engine for the match tool's tests. It speaks UCCI or UCI, plays a
// deterministic legal move (a capture of the most valuable piece if any, else the first move
// a seeded generator picks) and misbehaves on request at its N-th search:
//   --mode good | illegal | crash | slow | garbage | garbagemove | nobestmove | resign | deaf
//          | nosearch (a legal move with no `info` line: no search behind it)
//   --after N          misbehave from the N-th `go` of each game on (default 1)
//   --proto ucci|uci|uci-only   uci-only ignores `ucci` silently (tests the auto-detection)
//   --ranks 1          speak ranks 1-10 (like Fairy-Stockfish's generic UCI)
//   --variant 1        announce UCI_Variant with chess and xiangqi (generic variant engine)
//   --variant xiangqi  announce UCI_Variant with xiangqi only (a xiangqi engine, ranks 0-9)
//   --sleep-ms M       think this long before every answer
//   --score-bias B     add B to every reported score (tests score adjudication)
//   --name N           the `id name` (N-ucci / N-uci)
//   --proto both       answers both `ucci` and `uci` (like Fairy-Stockfish)
//   --mode deaf        stops answering isready once it has made N moves in a game
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/movegen.h"
#include "core/position.h"

namespace {

using namespace cotuong;

struct Config {
  std::string mode = "good";
  int after = 1;
  std::string proto = "ucci";
  int rank_base = 0;
  std::string variant;  // "", "1" (chess and xiangqi) or "xiangqi" (xiangqi only)
  int sleep_ms = 0;
  int score_bias = 0;
  std::string name = "fake";
};

// Returns the move text with ranks written from `base`.
std::string spell(const std::string& ucci, int base) {
  if (base == 0 || ucci.size() != 4) return ucci;
  return ucci.substr(0, 1) + std::to_string(ucci[1] - '0' + 1) + ucci.substr(2, 1) +
         std::to_string(ucci[3] - '0' + 1);
}

// Returns the UCCI text of a move spelled with ranks from `base`.
std::string unspell(const std::string& text, int base) {
  if (base == 0) return text;
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    out += text[i++];
    size_t start = i;
    while (i < text.size() && isdigit(static_cast<unsigned char>(text[i]))) ++i;
    out += std::to_string(std::atoi(text.substr(start, i - start).c_str()) - 1);
  }
  return out;
}

int piece_value(PieceType pt) {
  static const int values[] = {0, 0, 200, 200, 400, 900, 450, 100};
  return values[pt];
}

// Returns the material balance from the side to move's view, in centipawns.
int material(const Position& pos) {
  int sum = 0;
  for (int s = 0; s < SQUARE_NB; ++s) {
    Piece p = pos.piece_on(Square(s));
    if (p == NO_PIECE) continue;
    sum += color_of(p) == pos.side_to_move() ? piece_value(type_of(p)) : -piece_value(type_of(p));
  }
  return sum;
}

// Returns the move to play: the most valuable capture, else a pseudo-random legal move.
Move choose(const Position& pos) {
  MoveList<LEGAL> moves(pos);
  Move best = MOVE_NONE;
  int best_value = 0;
  for (Move m : moves) {
    int v = pos.is_capture(m) ? piece_value(type_of(pos.piece_on(to_sq(m)))) : 0;
    if (v > best_value) best = m, best_value = v;
  }
  if (best != MOVE_NONE) return best;
  uint64_t k = pos.key() * 0x9E3779B97F4A7C15ull;
  return *(moves.begin() + (k >> 33) % uint64_t(moves.size()));
}

// Returns a move that is not legal here (a piece of ours to a square it cannot reach).
Move illegal_move(const Position& pos) {
  for (int from = 0; from < SQUARE_NB; ++from) {
    Piece p = pos.piece_on(Square(from));
    if (p == NO_PIECE || color_of(p) != pos.side_to_move()) continue;
    for (int to = 0; to < SQUARE_NB; ++to) {
      Move m = make_move(Square(from), Square(to));
      if (from != to && !pos.is_legal(m)) return m;
    }
  }
  return make_move(SQ_A0, SQ_I9);
}

void say(const std::string& line) { std::cout << line << std::endl; }

}  // namespace

int main(int argc, char** argv) {
  Config cfg;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--mode")
      cfg.mode = v;
    else if (k == "--name")
      cfg.name = v;
    else if (k == "--after")
      cfg.after = std::atoi(v.c_str());
    else if (k == "--proto")
      cfg.proto = v;
    else if (k == "--ranks")
      cfg.rank_base = std::atoi(v.c_str());
    else if (k == "--variant")
      cfg.variant = v;
    else if (k == "--sleep-ms")
      cfg.sleep_ms = std::atoi(v.c_str());
    else if (k == "--score-bias")
      cfg.score_bias = std::atoi(v.c_str());
  }
  bool uci = cfg.proto != "ucci";
  Position pos = Position::start();
  int searches = 0;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    if (cmd == "ucci") {
      if (cfg.proto != "ucci" && cfg.proto != "both") continue;  // a UCI engine stays silent
      uci = false;
      say("id name " + cfg.name + "-ucci");
      say("option usemillisec type check default false");
      if (cfg.variant == "1")
        say("option UCI_Variant type combo default xiangqi var chess var xiangqi");
      say("ucciok");
    } else if (cmd == "uci") {
      if (cfg.proto == "ucci") continue;
      uci = true;
      say("id name " + cfg.name + "-uci");
      if (cfg.variant == "1")
        say("option name UCI_Variant type combo default chess var chess var xiangqi");
      if (cfg.variant == "xiangqi")
        say("option name UCI_Variant type combo default xiangqi var xiangqi");
      say("uciok");
    } else if (cmd == "ucinewgame" ||
               (cmd == "setoption" && line.find("newgame") != std::string::npos)) {
      searches = 0;  // "the N-th search" counts within one game
    } else if (cmd == "isready") {
      if (cfg.mode == "deaf" && searches >= cfg.after) continue;
      say("readyok");
    } else if (cmd == "position") {
      std::string word, fen;
      in >> word;
      if (word == "startpos") {
        fen = kStartFen;
        in >> word;
      } else {
        while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
      }
      auto parsed = Position::from_fen(fen);
      if (!parsed.ok()) {
        say("info string error: bad fen");
        continue;
      }
      pos = *parsed;
      while (in >> word) {
        auto m = parse_ucci(pos, unspell(word, cfg.rank_base));
        if (!m.ok()) break;
        pos.do_move(*m);
      }
    } else if (cmd == "go") {
      ++searches;
      bool misbehave = searches >= cfg.after;
      if (cfg.sleep_ms) std::this_thread::sleep_for(std::chrono::milliseconds(cfg.sleep_ms));
      const std::string& mode = misbehave ? cfg.mode : std::string("good");
      if (mode == "crash") std::abort();
      if (mode == "slow") std::this_thread::sleep_for(std::chrono::hours(1));
      if (mode == "garbage") {
        say("hello there \x01\x02 ### bestmove-ish nonsense");
        say("info score banana depth -3");
        say("");
      }
      if (mode == "nobestmove") {
        say(uci ? "bestmove (none)" : "nobestmove");
        continue;
      }
      if (mode == "garbagemove") {
        say("bestmove zz99!!");
        continue;
      }
      Move m = mode == "illegal" ? illegal_move(pos) : choose(pos);
      int score = material(pos) + cfg.score_bias;
      if (mode != "nosearch")
        say((uci ? "info depth 1 score cp " : "info depth 1 score ") + std::to_string(score) +
            " pv " + spell(to_ucci(m), cfg.rank_base));
      say("bestmove " + spell(to_ucci(m), cfg.rank_base) + (mode == "resign" ? " resign" : ""));
    } else if (cmd == "quit") {
      say("bye");
      return 0;
    }
  }
  return 0;
}
