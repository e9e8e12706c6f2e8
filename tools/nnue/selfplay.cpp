#include "tools/nnue/selfplay.h"

#include <cstdlib>

#include "movegen.h"
#include "rules/arbiter.h"

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

// Returns an arbiter at a varied start: a book walk, then random legal plies; the start is
// redrawn while the game is already over there or a quick search finds it too one-sided.
rules::Arbiter varied_start(const SelfPlaySettings& s, book::Rng& rng, search::Searcher& searcher,
                            const book::Book& book) {
  for (int attempt = 0;; ++attempt) {
    rules::Arbiter arbiter(Position::start(), s.rules);
    const int book_plies = draw(rng, s.book_plies + 1);
    for (int i = 0; i < book_plies; ++i) {
      const Move m = book.pick(arbiter.position(), rng, kBookVariety);
      if (m == MOVE_NONE) break;
      (void)arbiter.play(m);
    }
    const int random_plies = s.random_plies > 0 ? 1 + draw(rng, s.random_plies) : 0;
    for (int i = 0; i < random_plies && !arbiter.verdict().over(); ++i) {
      Move moves[MAX_MOVES];
      const int n = int(generate<LEGAL>(arbiter.position(), moves) - moves);
      if (n == 0) break;
      (void)arbiter.play(moves[draw(rng, n)]);
    }
    if (arbiter.verdict().over()) continue;
    if (attempt + 1 >= kStartAttempts) return arbiter;  // pathological settings: take it
    search::Limits quick;
    quick.nodes = kStartCheckNodes;
    searcher.clear();
    const search::Result r = searcher.search_sync(arbiter.position(), quick);
    if (std::abs(r.score) <= s.max_start_score) return arbiter;
  }
}

}  // namespace

uint64_t game_seed(uint64_t seed, uint64_t index) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ull + index + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

SelfPlayGame play_game(const SelfPlaySettings& s, uint64_t seed, search::Searcher& searcher,
                       const book::Book& book) {
  book::Rng rng(seed);
  rules::Arbiter arbiter = varied_start(s, rng, searcher, book);
  searcher.clear();
  const int start_ply = arbiter.position().game_ply();
  const search::Limits limits = move_limits(s);
  SelfPlayGame game;
  int win_streak = 0, draw_streak = 0;
  Color leader = RED;  // the side the win streak favours
  for (;;) {
    const rules::Verdict verdict = arbiter.verdict();
    if (verdict.over()) {
      game.result = verdict.result;
      game.ending = verdict.rule;
      break;
    }
    const Position& pos = arbiter.position();
    if (pos.game_ply() >= s.max_plies) {
      game.result = rules::GameResult::kDraw;
      game.ending = "max-plies";
      break;
    }
    const search::Result r = searcher.search_sync(pos, limits);
    if (r.best == MOVE_NONE) {  // the arbiter speaks first; no move loses (mate or stalemate)
      game.result = rules::win_for(~pos.side_to_move());
      game.ending = "no-move";
      break;
    }
    const Color us = pos.side_to_move();
    const bool mate = search::is_mate_score(r.score);
    if (pos.game_ply() - start_ply >= s.skip_plies && !pos.in_check() && !pos.is_capture(r.best) &&
        !mate)
      game.positions.push_back(make_record(pos, int16_t(r.score), ResultForMover::kDraw));
    if (s.adjudicate) {
      const Color ahead = r.score >= 0 ? us : ~us;
      if (std::abs(r.score) >= s.win_score) {
        win_streak = (win_streak > 0 && ahead == leader) ? win_streak + 1 : 1;
        leader = ahead;
      } else {
        win_streak = 0;
      }
      draw_streak = (pos.game_ply() >= s.draw_from && std::abs(r.score) <= s.draw_score)
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
    (void)arbiter.play(r.best);
  }
  game.plies = arbiter.position().game_ply();
  for (PositionRecord& p : game.positions) p.result = result_for(game.result, p.side_to_move);
  return game;
}

}  // namespace cotuong::nnue_data
