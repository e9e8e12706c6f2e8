#include "tools/nnue/selfplay.h"

#include <cstdlib>

#include "core/movegen.h"
#include "rules/game.h"
#include "search/see.h"

namespace cotuong::nnue_data {
namespace {

constexpr double kBookVariety = 2.0;  // flatter than the book's odds: more varied starts
constexpr uint64_t kStartCheckNodes = 2000;
constexpr int kStartAttempts = 50;

// Returns a number in [0, n) from rng (portable, unlike std::uniform_int_distribution).
int draw(book::Rng& rng, int n) { return n <= 1 ? 0 : int(rng() % uint64_t(n)); }

// Returns the search limits of one move.
search::Limits move_limits(const SelfPlaySettings& s) {
  search::Limits limits;
  if (s.depth > 0)
    limits.depth = s.depth;
  else
    limits.nodes = s.nodes;
  return limits;
}

// Returns the result of a game's outcome seen from colour c.
ResultForMover result_for(rules::GameResult outcome, Color c) {
  if (outcome == rules::GameResult::kDraw || outcome == rules::GameResult::kNone)
    return ResultForMover::kDraw;
  return outcome == rules::win_for(c) ? ResultForMover::kWin : ResultForMover::kLoss;
}

// Returns whether the side to move has a capture that wins material by static exchange.
bool winning_capture_pending(const Position& pos) {
  for (Move m : MoveList<CAPTURES>(pos))
    if (search::see_ge(pos, m, 1)) return true;
  return false;
}

// Returns the account field that a played position's search counts in: the first reason not to
// record it, or `recorded`.
uint64_t& account_of(NodeAccount& a, const SelfPlaySettings& s, const Position& pos,
                     int plies_from_start, const search::Result& r) {
  if (plies_from_start < s.skip_plies) return a.opening;
  if (pos.in_check()) return a.in_check;
  if (pos.is_capture(r.best)) return a.capture;
  if (search::is_mate_score(r.score)) return a.mate;
  if (s.skip_winning_captures && winning_capture_pending(pos)) return a.pending;
  return a.recorded;
}

// Returns a game at a varied start: a book walk, then random legal plies; the start is redrawn
// while the game is already over there or a quick search finds it too one-sided.
rules::Game varied_start(const SelfPlaySettings& s, book::Rng& rng, search::Searcher& searcher,
                         const book::Book& book, NodeAccount& account) {
  for (int attempt = 0;; ++attempt) {
    rules::Game game(Position::start(), s.rules);
    const int book_plies = draw(rng, s.book_plies + 1);
    for (int i = 0; i < book_plies; ++i) {
      const Move m = book.pick(game.position(), rng, kBookVariety);
      if (m == MOVE_NONE) break;
      (void)game.play(m);
    }
    const int random_plies = s.random_plies > 0 ? 1 + draw(rng, s.random_plies) : 0;
    for (int i = 0; i < random_plies && !game.verdict().over(); ++i) {
      Move moves[MAX_MOVES];
      const int n = int(generate<LEGAL>(game.position(), moves) - moves);
      if (n == 0) break;
      (void)game.play(moves[draw(rng, n)]);
    }
    if (game.verdict().over()) continue;
    if (attempt + 1 >= kStartAttempts) return game;  // pathological settings: take it
    search::Limits quick;
    quick.nodes = kStartCheckNodes;
    searcher.clear();
    const search::Result r = searcher.search_sync(game.position(), quick);
    ++account.start_checks;
    account.start_nodes += r.nodes;
    if (std::abs(r.score) <= s.max_start_score) return game;
  }
}

}  // namespace

NodeAccount& NodeAccount::operator+=(const NodeAccount& o) {
  start_checks += o.start_checks;
  start_nodes += o.start_nodes;
  searches += o.searches;
  opening += o.opening;
  in_check += o.in_check;
  capture += o.capture;
  mate += o.mate;
  pending += o.pending;
  recorded += o.recorded;
  return *this;
}

uint64_t game_seed(uint64_t seed, uint64_t index) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ull + index + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

SelfPlayGame play_game(const SelfPlaySettings& s, uint64_t seed, search::Searcher& searcher,
                       const book::Book& book) {
  book::Rng rng(seed);
  SelfPlayGame game;
  // The game's record is the rules::Game's: the walk and the played moves, judged as played.
  rules::Game played = varied_start(s, rng, searcher, book, game.nodes);
  searcher.clear();
  const int start_ply = played.plies();
  const search::Limits limits = move_limits(s);
  search::Limits cheap = limits;
  if (s.depth == 0) cheap.nodes = s.unrecorded_nodes;
  int win_streak = 0, draw_streak = 0;
  Color leader = RED;  // the side the win streak favours
  for (;;) {
    const rules::Verdict verdict = played.verdict();
    if (verdict.over()) {
      game.result = verdict.result;
      game.ending = verdict.rule;
      break;
    }
    const Position& pos = played.position();
    if (played.plies() >= s.max_plies) {
      game.result = rules::GameResult::kDraw;
      game.ending = "max-plies";
      break;
    }
    const bool unrecorded = pos.in_check() || played.plies() - start_ply < s.skip_plies;
    const search::Result r =
        searcher.search_sync(pos, unrecorded && s.unrecorded_nodes ? cheap : limits);
    if (r.best == MOVE_NONE) {  // the arbiter speaks first; no move loses (mate or stalemate)
      game.result = rules::win_for(~pos.side_to_move());
      game.ending = "no-move";
      break;
    }
    const Color us = pos.side_to_move();
    ++game.nodes.searches;
    uint64_t& account = account_of(game.nodes, s, pos, played.plies() - start_ply, r);
    account += r.nodes;
    if (&account == &game.nodes.recorded)
      game.positions.push_back(make_record(pos, int16_t(r.score), ResultForMover::kDraw));
    if (s.adjudicate) {
      const Color ahead = r.score >= 0 ? us : ~us;
      if (std::abs(r.score) >= s.win_score) {
        win_streak = (win_streak > 0 && ahead == leader) ? win_streak + 1 : 1;
        leader = ahead;
      } else {
        win_streak = 0;
      }
      draw_streak = (played.plies() >= s.draw_from && std::abs(r.score) <= s.draw_score)
                        ? draw_streak + 1
                        : 0;
      if (win_streak >= s.win_plies) {
        game.result = rules::win_for(leader);
        game.ending = "adjudicated-win";
        break;
      }
      if (draw_streak >= s.draw_plies) {
        game.result = rules::GameResult::kDraw;
        game.ending = "adjudicated-draw";
        break;
      }
    }
    (void)played.play(r.best);
  }
  game.plies = played.plies();
  for (PositionRecord& p : game.positions) p.result = result_for(game.result, p.side_to_move);
  return game;
}

}  // namespace cotuong::nnue_data
