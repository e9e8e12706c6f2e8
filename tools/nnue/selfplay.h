// Self-play games for NNUE training data: a varied start (a walk through the opening book, then
// a few random legal plies), fixed nodes or depth per move, the rules module's verdict (or an
// optional score adjudication) as the result, and the positions worth training on.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "book/book.h"
#include "rules/game.h"
#include "search/search.h"
#include "tools/nnue/record.h"

namespace cotuong::nnue_data {

struct SelfPlaySettings {
  uint64_t nodes = 5000;  // per move (used when depth is 0)
  // Nodes for the moves of positions known before the search not to be recorded (in check, or
  // within skip_plies of the start); 0: `nodes`. Fewer is cheaper data: every recorded position
  // keeps its `nodes` search, but the games differ (their evasions and first moves are weaker).
  uint64_t unrecorded_nodes = 0;
  int depth = 0;              // per move, plies (overrides nodes when > 0)
  int book_plies = 12;        // the book walk is 0..book_plies plies long (uniformly drawn)
  int random_plies = 4;       // then 1..random_plies uniformly random legal plies (0: none)
  int max_start_score = 300;  // redraw a start whose quick search says more than this (cp)
  int skip_plies = 8;         // record no position in the first plies after the start
  int max_plies = 400;        // a game this long (from the start position) is a draw
  rules::RuleSet rules = rules::RuleSet::kAsian;
  bool adjudicate = true;
  int win_score = 1500;  // adjudicated a win after win_plies plies at or beyond this score
  int win_plies = 6;     //   (both sides agreeing: a mate score counts too)
  int draw_score = 15;   // adjudicated a draw after draw_plies plies within +-draw_score,
  int draw_plies = 20;   //   from game ply draw_from on
  int draw_from = 120;
  // Off by default (it changes the data): skip positions where the side to move has a capture
  // that static exchange evaluation says wins material (a capture pending, the score not quiet).
  bool skip_winning_captures = false;
};

// Where a game's search nodes went: the start checks, then each played move's search by what
// became of its position (the first matching reason, in this order).
struct NodeAccount {
  uint64_t start_checks = 0, start_nodes = 0;  // quick searches of candidate starts
  uint64_t searches = 0;                       // searches of played positions
  uint64_t opening = 0;                        // nodes in the first skip_plies plies (not recorded)
  uint64_t in_check = 0;                       // nodes of positions in check (not recorded)
  uint64_t capture = 0;   // nodes of positions whose best move captures (not recorded)
  uint64_t mate = 0;      // nodes of positions with a mate score (not recorded)
  uint64_t pending = 0;   // nodes of positions with a winning capture pending (the option)
  uint64_t recorded = 0;  // nodes of recorded positions

  // Returns the nodes of all searches.
  uint64_t total() const {
    return start_nodes + opening + in_check + capture + mate + pending + recorded;
  }
  NodeAccount& operator+=(const NodeAccount& o);
};

struct SelfPlayGame {
  std::vector<PositionRecord> positions;  // in game order, results filled in
  NodeAccount nodes;
  rules::GameResult result = rules::GameResult::kDraw;
  std::string ending;  // the rule or adjudication that ended the game
  int plies = 0;       // plies played from the start position
};

// Returns the per-game seed of game `index` of a shard with seed `seed` (a SplitMix64 mix, so
// that neighbouring seeds give unrelated games).
uint64_t game_seed(uint64_t seed, uint64_t index);

// Plays one self-play game. The same settings and game seed give the same game (the searcher
// is cleared first and runs one thread).
SelfPlayGame play_game(const SelfPlaySettings& settings, uint64_t game_seed,
                       search::Searcher& searcher, const book::Book& book);

}  // namespace cotuong::nnue_data
