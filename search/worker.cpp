#include "search/worker.h"

#include <algorithm>
#include <cmath>

#include "core/movegen.h"
#include "eval/eval.h"
#include "rules/material.h"
#include "rules/repetition.h"
#include "search/movepick.h"
#include "search/see.h"

namespace cotuong::search {

namespace {

// log-based late-move reductions, [depth or move number] (filled once).
struct Reductions {
  int table[MAX_MOVES];
  Reductions() {
    table[0] = 0;
    for (int i = 1; i < MAX_MOVES; ++i) table[i] = int(23.0 * std::log(double(i)));
  }
};
const Reductions kReductions;

// Returns whether the side to move has a piece that makes null-move pruning safe: xiangqi
// endgames with only king, advisors, elephants and pawns are full of zugzwang.
bool null_move_safe(const Position& pos) {
  Color us = pos.side_to_move();
  return bool(pos.pieces(us, ROOK, HORSE) | pos.pieces(us, CANNON));
}

// Returns the mover's piece for continuation-history indexing.
inline Piece moved_piece(const Position& pos, Move m) { return pos.piece_on(from_sq(m)); }

}  // namespace

int Worker::reduction(bool improving, int depth, int move_count) const {
  int r = kReductions.table[std::min(depth, MAX_MOVES - 1)] *
          kReductions.table[std::min(move_count, MAX_MOVES - 1)];
  return (r + tuned().LmrBase) / 1000 + (!improving && r > 900);
}

Value Worker::rule_verdict(int ply, bool* path_dependent) {
  // As in the arbiter, a side without a legal move has lost (mated or stalemated) before any
  // draw rule applies: the draws below that can coincide with it check for it first.
  if (rules::neither_side_can_win(pos_))
    return MoveList<LEGAL>(pos_).size() == 0 ? mated_in(ply) : VALUE_DRAW;
  const auto hist = pos_.history();
  const int last = int(hist.size()) - 1;
  const int span = std::min(int(pos_.plies_since_capture()), last);
  const Key key = hist[last].key;
  for (int j = 1; j <= span; ++j) {
    if (hist[last - j + 1].move == MOVE_NULL) break;
    if (j < 4 || (j & 1) || hist[last - j].key != key) continue;
    if (last - j <= root_game_ply_) {
      // The earlier occurrence is the game's: only its third occurrence ends the game.
      bool twice = false;
      for (int k = j + 2; k <= span && !twice; k += 2) twice = hist[last - k].key == key;
      if (!twice) break;
    }
    // A cycle of j plies, judged in place by the rule set's perpetual check/chase rules.
    switch (rules::judge_repetition(pos_, j, shared_->rule_set)) {
      case rules::RepetitionResult::kWin:
        *path_dependent = true;
        return mate_in(ply);
      case rules::RepetitionResult::kLoss:
        *path_dependent = true;
        return mated_in(ply);
      default:
        return VALUE_DRAW;
    }
  }
  const int limit = shared_->no_capture_plies;
  if (limit && pos_.plies_since_capture() >= limit) {
    return MoveList<LEGAL>(pos_).size() == 0 ? mated_in(ply) : VALUE_DRAW;
  }
  return VALUE_NONE;
}

int Worker::plies_to_no_capture_draw() const {
  const int limit = shared_->no_capture_plies;
  return limit ? limit - pos_.plies_since_capture() : MAX_PLY;
}

Value Worker::damped(Value v) const {
  const int limit = shared_->no_capture_plies;
  if (!limit) return v;
  const int plies = std::min(int(pos_.plies_since_capture()), limit);
  return v * (2 * limit - plies) / (2 * limit);
}

void Worker::count_store(StoreOutcome outcome) {
  if constexpr (!kSearchStatsBuild) return;
  count(Stat::TtStores);
  switch (outcome) {
    case StoreOutcome::kKept:
      count(Stat::TtStoresKept);
      break;
    case StoreOutcome::kEvicted:
      count(Stat::TtEvictions);
      break;
    case StoreOutcome::kEvictedEvalOnly:
      count(Stat::TtEvictionsEval);
      break;
    case StoreOutcome::kEvictedOlder:
      count(Stat::TtEvictionsOld);
      break;
    default:
      break;
  }
}

void Worker::count_fail_high(int move_count) {
  if constexpr (!kSearchStatsBuild) return;
  count(Stat::FailHighs);
  count(move_count == 1   ? Stat::FailHighs1
        : move_count == 2 ? Stat::FailHighs2
        : move_count <= 4 ? Stat::FailHighs3To4
        : move_count <= 8 ? Stat::FailHighs5To8
                          : Stat::FailHighsLater);
}

void Worker::store(Key key, Value value, bool rule_dependent, Bound bound, int depth, Move move,
                   Value static_eval, int ply, bool pv) {
  if (rule_dependent)
    count_store(shared_->tt->store(key, VALUE_NONE, BOUND_NONE, depth, move, static_eval, pv));
  else
    count_store(
        shared_->tt->store(key, value_to_tt(value, ply), bound, depth, move, static_eval, pv));
}

void Worker::update_continuation(const Stack* ss, Piece piece, Square to, int bonus) {
  for (int back : {1, 2})
    if ((ss - back)->cont) update_history((ss - back)->cont[piece][to], bonus);
}

void Worker::update_stats(Stack* ss, Move best, int depth, const Move* quiets, int quiet_count,
                          const Move* captures, int capture_count) {
  Histories& h = *hist_;
  const Color us = pos_.side_to_move();
  const int bonus = history_bonus(depth, tuned());
  auto cont_update = [&](Move m, int b) {
    update_continuation(ss, moved_piece(pos_, m), to_sq(m), b);
  };
  if (!pos_.is_capture(best)) {
    if (ss->killers[0] != best) {
      ss->killers[1] = ss->killers[0];
      ss->killers[0] = best;
    }
    update_history(h.quiet[us][from_sq(best)][to_sq(best)], bonus);
    cont_update(best, bonus);
    Move prev = (ss - 1)->current_move;
    if (prev != MOVE_NONE && prev != MOVE_NULL) {
      Piece prev_piece = pos_.piece_on(to_sq(prev));
      h.counter[prev_piece][to_sq(prev)] = best;
    }
    for (int i = 0; i < quiet_count; ++i) {
      update_history(h.quiet[us][from_sq(quiets[i])][to_sq(quiets[i])], -bonus);
      cont_update(quiets[i], -bonus);
    }
  } else {
    Piece p = moved_piece(pos_, best);
    update_history(h.capture[p][to_sq(best)][type_of(pos_.piece_on(to_sq(best)))], bonus);
  }
  for (int i = 0; i < capture_count; ++i) {
    Piece p = moved_piece(pos_, captures[i]);
    update_history(h.capture[p][to_sq(captures[i])][type_of(pos_.piece_on(to_sq(captures[i])))],
                   -bonus);
  }
}

template <Worker::NodeType NT, bool Blind>
Value Worker::search(Value alpha, Value beta, int depth, bool cut_node, Stack* ss) {
  constexpr bool pv_node = NT != NON_PV;
  constexpr bool root_node = NT == ROOT;
  constexpr NodeType qs_type = pv_node ? PV : NON_PV;
  if (depth <= 0) return qsearch<qs_type, Blind>(alpha, beta, ss);

  // Step 1. Initialize the node.
  Move pv[MAX_PLY + 1];
  const int ply = ss->ply;
  const bool in_check = pos_.in_check();
  ss->in_check = in_check;
  ss->static_eval = VALUE_NONE;
  ss->rule_dependent = false;
  Value best_value = -VALUE_INFINITE;
  Move best_move = MOVE_NONE;
  bool best_rule_dependent = false;

  if (is_main()) check_limits();
  if (pv_node && sel_depth_ < ply + 1) sel_depth_ = ply + 1;
  count(pv_node ? Stat::PvNodes : cut_node ? Stat::CutNodes : Stat::AllNodes);

  // Step 2. Aborted search, the rules' verdict (repetition, no-capture limit) and mate distance
  // pruning.
  if (!root_node) {
    if (stopping()) return VALUE_ZERO;
    if (ply >= MAX_PLY - 2) return in_check ? VALUE_DRAW : evaluate();
    Value verdict = rule_verdict(ply, &ss->rule_dependent);
    if (verdict != VALUE_NONE) return verdict;
    // Mate distance pruning: no line from here beats a mate found closer to the root.
    alpha = std::max(mated_in(ply), alpha);
    beta = std::min(mate_in(ply + 1), beta);
    if (alpha >= beta) return alpha;
  }
  (ss + 1)->killers[0] = (ss + 1)->killers[1] = MOVE_NONE;
  (ss + 1)->excluded_move = MOVE_NONE;

  // Step 3. Transposition table lookup.
  const Move excluded = ss->excluded_move;
  const Key key = pos_.key() ^ key_salt_ ^ (Key(excluded) * 0x9E3779B97F4A7C15ull);
  TTData tte;
  const bool tt_hit = shared_->tt->probe(key, tte);
  count(Stat::TtProbes);
  count(Stat::TtHits, tt_hit);
  const Value tt_value =
      tt_hit ? value_from_tt(tte.value, ply, plies_to_no_capture_draw()) : VALUE_NONE;
  const Move tt_move = root_node ? root_moves_[pv_index_].move : tt_hit ? tte.move : MOVE_NONE;
  const bool tt_capture = tt_move != MOVE_NONE && pos_.is_capture(tt_move);
  // On a principal variation now, or marked by the table as once on one (the singular search
  // keeps its node's mark).
  const bool tt_pv = excluded != MOVE_NONE ? ss->tt_pv : pv_node || (tt_hit && tte.pv);
  ss->tt_pv = tt_pv;

  if (!pv_node && tt_hit && tte.depth >= depth && tt_value != VALUE_NONE &&
      (tte.bound & (tt_value >= beta ? BOUND_LOWER : BOUND_UPPER))) {
    if (tt_move != MOVE_NONE && tt_value >= beta && !tt_capture && pos_.is_legal(tt_move) &&
        ss->killers[0] != tt_move) {
      ss->killers[1] = ss->killers[0];
      ss->killers[0] = tt_move;
    }
    count(Stat::TtCutoffs);
    return tt_value;
  }

  // Step 4. Static evaluation.
  // The table keeps the evaluation itself; the search prunes with it corrected by history.
  Value eval = VALUE_NONE, raw_eval = VALUE_NONE;
  bool improving = false;
  if (!in_check) {
    raw_eval = tt_hit && tte.eval != VALUE_NONE ? tte.eval : evaluate();
    if (!tt_hit)
      count_store(
          shared_->tt->store(key, VALUE_NONE, BOUND_NONE, -100, MOVE_NONE, raw_eval, tt_pv));
    eval = ss->static_eval = hist_->correction.corrected(pos_, damped(raw_eval));
    if (tt_value != VALUE_NONE && (tte.bound & (tt_value > eval ? BOUND_LOWER : BOUND_UPPER)))
      eval = tt_value;
    Value past = (ss - 2)->static_eval;
    improving = past == VALUE_NONE || ss->static_eval > past;
  }

  // `go mate N` wants proof, not speed: no forward pruning or reductions then.
  const bool prune = !shared_->limits.mate;
  if (prune && !pv_node && !in_check && excluded == MOVE_NONE) {
    // Step 5. Reverse futility pruning: far above beta at low depth, the opponent will not let this
    // happen.
    if (depth < 8 && eval - tuned().RfpMargin * (depth - improving) >= beta &&
        eval < VALUE_MATE_IN_MAX_PLY && std::abs(beta) < VALUE_MATE_IN_MAX_PLY) {
      count(Stat::RfpCutoffs);
      return eval;
    }

    // Step 6. Null move pruning, guarded against zugzwang.
    if ((ss - 1)->current_move != MOVE_NULL && eval >= beta && ss->static_eval >= beta &&
        ply >= nmp_min_ply_ && null_move_safe(pos_) && std::abs(beta) < VALUE_MATE_IN_MAX_PLY) {
      int r = tuned().NmpBase + depth / 3 + std::min((eval - beta) / tuned().NmpEvalDivisor, 3);
      ss->current_move = MOVE_NULL;
      ss->cont = nullptr;
      pos_.do_null_move();
      nodes_.fetch_add(1, std::memory_order_relaxed);
      count(Stat::NullTries);
      Value null_value = -search<NON_PV, Blind>(-beta, -beta + 1, depth - r, !cut_node, ss + 1);
      pos_.undo_null_move();
      if (null_value >= beta && null_value < VALUE_MATE_IN_MAX_PLY) {
        // Few pieces or a deep search: verify with a reduced normal search.
        const bool null_rule_dependent = (ss + 1)->rule_dependent;
        if (nmp_min_ply_ || (depth < 12 && pos_.pieces().count() > 12)) {
          ss->rule_dependent = null_rule_dependent;
          count(Stat::NullCutoffs);
          return null_value;
        }
        nmp_min_ply_ = ply + 3 * (depth - r) / 4;
        Value v = search<NON_PV, Blind>(beta - 1, beta, depth - r, false, ss);
        nmp_min_ply_ = 0;
        if (v >= beta) {
          ss->rule_dependent |= null_rule_dependent;
          count(Stat::NullCutoffs);
          return null_value;
        }
        count(Stat::NullVerifyFails);
      }
    }
  }

  // Step 7. ProbCut: a capture that beats beta by a margin in a reduced search almost surely beats
  // it in the full one; skip it when the hash entry already says it will not.
  const Value probcut_beta = beta + tuned().ProbcutMargin;
  if (prune && !pv_node && !in_check && excluded == MOVE_NONE && depth >= 5 &&
      std::abs(beta) < VALUE_MATE_IN_MAX_PLY &&
      !(tt_hit && tte.depth >= depth - 3 && tt_value != VALUE_NONE && tt_value < probcut_beta)) {
    MovePicker pc(pos_, tt_capture ? tt_move : MOVE_NONE, *hist_);
    for (Move m; (m = pc.next()) != MOVE_NONE;) {
      if constexpr (Blind)
        if (shared_->blindness.overlooks(pos_, m)) continue;
      if (!see_ge(pos_, m, probcut_beta - ss->static_eval)) continue;
      ss->current_move = m;
      ss->cont = hist_->continuation[moved_piece(pos_, m)][to_sq(m)];
      do_move(m);
      nodes_.fetch_add(1, std::memory_order_relaxed);
      count(Stat::ProbcutTries);
      Value v = -qsearch<NON_PV, Blind>(-probcut_beta, -probcut_beta + 1, ss + 1);
      if (v >= probcut_beta)
        v = -search<NON_PV, Blind>(-probcut_beta, -probcut_beta + 1, depth - 4, !cut_node, ss + 1);
      undo_move();
      if (stopping()) return VALUE_ZERO;
      if (v >= probcut_beta) {
        ss->rule_dependent = (ss + 1)->rule_dependent;
        store(key, v, ss->rule_dependent, BOUND_LOWER, depth - 3, m, raw_eval, ply, tt_pv);
        count(Stat::ProbcutCutoffs);
        return v;
      }
    }
  }

  // Step 8. Internal iterative reduction: without a hash move this node is probably not that
  // important.
  if (prune && (pv_node || cut_node) && !root_node && depth >= 4 && tt_move == MOVE_NONE) {
    --depth;
    count(Stat::IirReductions);
  }

  // Step 9. The move loop.
  const int16_t(*cont[2])[SQUARE_NB] = {(ss - 1)->cont, (ss - 2)->cont};
  Move prev = (ss - 1)->current_move;
  Move counter = prev != MOVE_NONE && prev != MOVE_NULL
                     ? hist_->counter[pos_.piece_on(to_sq(prev))][to_sq(prev)]
                     : MOVE_NONE;
  MovePicker mp(pos_, tt_move, ss->killers, counter, *hist_, cont);
  Move quiets[64], captures[32];
  int quiet_count = 0, capture_count = 0, move_count = 0;
  bool skip_quiets = false;
  [[maybe_unused]] bool overlooked = false;  // a capture went unseen (Blind)
  const Color us = pos_.side_to_move();

  for (Move m; (m = mp.next(skip_quiets)) != MOVE_NONE;) {
    if (m == excluded) continue;
    // The root's overlooked captures are off its move list already (Searcher::Impl::run).
    if constexpr (Blind)
      if (!root_node && !in_check && shared_->blindness.overlooks(pos_, m)) {
        overlooked = true;
        continue;
      }
    if (root_node &&
        std::find_if(root_moves_.begin() + pv_index_, root_moves_.end(),
                     [m](const RootMove& rm) { return rm.move == m; }) == root_moves_.end())
      continue;
    ++move_count;
    if (root_node && is_main() && shared_->callbacks.on_currmove && shared_->time.elapsed() > 3000)
      shared_->callbacks.on_currmove(depth, m, move_count + pv_index_);
    if (pv_node) (ss + 1)->pv = nullptr;

    const bool capture = pos_.is_capture(m);
    const bool gives_check = pos_.gives_check(m);
    const Piece piece = moved_piece(pos_, m);
    int new_depth = depth - 1;
    const int hist_score =
        capture ? 0
                : hist_->quiet[us][from_sq(m)][to_sq(m)] + (cont[0] ? cont[0][piece][to_sq(m)] : 0);

    // Step 10. Pruning at shallow depth (move count, futility, history, SEE), once a move has saved
    // us from being mated.
    if (prune && !root_node && best_value > VALUE_MATED_IN_MAX_PLY && null_move_safe(pos_)) {
      const int lmr_depth = std::max(new_depth - reduction(improving, depth, move_count), 0);
      if (!capture && !gives_check) {
        if (move_count >= (3 + depth * depth) / (2 - improving) && !skip_quiets) {
          skip_quiets = true;
          count(Stat::MoveCountSkips);
        }
        if (!in_check && lmr_depth < 7 &&
            ss->static_eval + tuned().FutilityBase + tuned().FutilityPerDepth * lmr_depth <=
                alpha) {
          count(Stat::FutilityPrunes);
          continue;
        }
        if (lmr_depth < 4 && hist_score < -tuned().HistoryPrune * depth) {
          count(Stat::HistoryPrunes);
          continue;
        }
        if (!see_ge(pos_, m, -tuned().SeeQuietMargin * lmr_depth * lmr_depth)) {
          count(Stat::SeeQuietPrunes);
          continue;
        }
      } else if (!gives_check && depth < 7 && !see_ge(pos_, m, -tuned().SeeCaptureMargin * depth)) {
        // Checks are kept: sacrifices with check decide many xiangqi mates.
        count(Stat::SeeCapturePrunes);
        continue;
      }
    }

    int extension = 0;
    if (ply < 2 * root_depth_) {
      // Step 11. Extensions. Singular extension: the hash move is much better than every
      // alternative.
      if (!root_node && depth >= 8 && m == tt_move && excluded == MOVE_NONE &&
          std::abs(tt_value) < VALUE_MATE_IN_MAX_PLY && (tte.bound & BOUND_LOWER) &&
          tte.depth >= depth - 3 && prune) {
        const Value singular_beta = tt_value - 2 * depth;
        ss->excluded_move = m;
        Value v =
            search<NON_PV, Blind>(singular_beta - 1, singular_beta, (depth - 1) / 2, cut_node, ss);
        ss->excluded_move = MOVE_NONE;
        count(Stat::SingularSearches);
        if (v < singular_beta) {
          extension = 1;
          count(Stat::SingularExtensions);
        } else if (singular_beta >= beta) {
          count(Stat::MultiCuts);
          return singular_beta;  // several moves beat beta: cut here
        }
      }
      // Check extension (safe checks only).
      if (!extension && gives_check && (depth > 8 || see_ge(pos_, m, 0))) {
        extension = 1;
        count(Stat::CheckExtensions);
      }
    }
    new_depth += extension;

    ss->current_move = m;
    ss->cont = hist_->continuation[piece][to_sq(m)];
    shared_->tt->prefetch(pos_.key_after(m));
    do_move(m);
    nodes_.fetch_add(1, std::memory_order_relaxed);
    count(Stat::MovesSearched);

    Value value;
    // Step 12. Late-move reductions, then a null-window search, then a full PV search if
    // promising.
    if (prune && depth >= 2 && move_count > 1 + root_node && (!capture || cut_node)) {
      int r = reduction(improving, depth, move_count);
      r -= pv_node;
      r += cut_node;
      r += tt_capture;
      r += tuned().LmrOffPv * !tt_pv;  // never on a principal variation (0 by default)
      r -= gives_check;
      r -= hist_score / tuned().LmrHistoryDivisor;
      int d = std::clamp(new_depth - r, 1, new_depth + 1);
      count(Stat::LmrSearches);
      count(Stat::LmrPlies, std::max(new_depth - d, 0));
      value = -search<NON_PV, Blind>(-(alpha + 1), -alpha, d, true, ss + 1);
      if (value > alpha && d < new_depth) {
        count(Stat::LmrResearches);
        // The reduced search's margin sets the re-search's depth: a move far above the best so
        // far earns a ply more, one barely above it a ply less.
        new_depth += value > best_value + tuned().ResearchDeeperBase +
                                 tuned().ResearchDeeperPerDepth * new_depth;
        new_depth -= value < best_value + new_depth;
        value = -search<NON_PV, Blind>(-(alpha + 1), -alpha, new_depth, !cut_node, ss + 1);
        count(Stat::LmrResearchesHeld, value > alpha);
        // The re-search says whether the reduction misjudged this quiet move: teach the
        // continuation history either way.
        if (!capture)
          update_continuation(ss, piece, to_sq(m),
                              value > alpha ? history_bonus(new_depth, tuned())
                                            : -history_bonus(new_depth, tuned()));
      }
    } else if (!pv_node || move_count > 1) {
      value = -search<NON_PV, Blind>(-(alpha + 1), -alpha, new_depth, !cut_node, ss + 1);
    }
    if (pv_node && (move_count == 1 || (value > alpha && (root_node || value < beta)))) {
      count(Stat::PvResearches, move_count > 1);
      pv[0] = MOVE_NONE;
      (ss + 1)->pv = pv;
      value = -search<PV, Blind>(-beta, -alpha, new_depth, false, ss + 1);
    }
    undo_move();

    // Step 13. Check for a new best move (the root's moves keep their scores and lines).
    if (stopping()) return VALUE_ZERO;

    if (root_node) {
      RootMove& rm = *std::find_if(root_moves_.begin(), root_moves_.end(),
                                   [m](const RootMove& r) { return r.move == m; });
      if (move_count == 1 || value > alpha) {
        rm.score = value;
        rm.sel_depth = sel_depth_;
        rm.depth = root_depth_;
        rm.pv.assign(1, m);
        for (Move* p = (ss + 1)->pv; p && *p != MOVE_NONE; ++p) rm.pv.push_back(*p);
        if (move_count > 1 && is_main()) ++best_move_changes_;
      } else {
        rm.score = -VALUE_INFINITE;
      }
    }

    if (value > best_value) {
      best_value = value;
      best_rule_dependent = (ss + 1)->rule_dependent;
      if (value > alpha) {
        best_move = m;
        if (pv_node && !root_node) {
          ss->pv[0] = m;
          int i = 0;
          for (Move* p = (ss + 1)->pv; p && *p != MOVE_NONE; ++p) ss->pv[++i] = *p;
          ss->pv[i + 1] = MOVE_NONE;
        }
        if (value >= beta) {
          count_fail_high(move_count);
          break;
        }
        alpha = value;
      }
    }
    if (m != best_move) {
      if (capture && capture_count < 32)
        captures[capture_count++] = m;
      else if (!capture && quiet_count < 64)
        quiets[quiet_count++] = m;
    }
  }

  if (move_count == 0) {
    // Every move a capture it overlooked: it sees no move to play, and stands.
    if constexpr (Blind)
      if (overlooked && excluded == MOVE_NONE) return ss->static_eval;
    // Step 14. No legal move: checkmate, and stalemate is a loss too in xiangqi.
    return excluded != MOVE_NONE ? alpha : mated_in(ply);
  }
  if (best_move != MOVE_NONE)
    update_stats(ss, best_move, depth, quiets, quiet_count, captures, capture_count);
  count(Stat::MoveLoops);
  count(Stat::FailLows, best_move == MOVE_NONE);

  ss->rule_dependent = best_rule_dependent;
  // Failing low under a marked node means the move into this node beat that node's alpha: its
  // line may become the principal variation, so this node is marked too.
  if (best_value <= alpha) ss->tt_pv = ss->tt_pv || ((ss - 1)->tt_pv && depth > 3);
  if (excluded == MOVE_NONE) {
    Bound bound = best_value >= beta                  ? BOUND_LOWER
                  : pv_node && best_move != MOVE_NONE ? BOUND_EXACT
                                                      : BOUND_UPPER;
    store(key, best_value, best_rule_dependent, bound, depth, best_move, raw_eval, ply, ss->tt_pv);
    // Learn the evaluation's error from results that bound it on the side they tell: a quiet
    // best move (captures are the quiescence's business), not a fail-high below the static
    // evaluation nor a fail-low above it, nothing that rests on mates or the rules.
    if (!in_check && (best_move == MOVE_NONE || !pos_.is_capture(best_move)) &&
        !best_rule_dependent && std::abs(best_value) < VALUE_MATE_IN_MAX_PLY &&
        !(bound == BOUND_LOWER && best_value <= ss->static_eval) &&
        !(bound == BOUND_UPPER && best_value >= ss->static_eval))
      hist_->correction.update(pos_, best_value - damped(raw_eval), depth);
  }
  return best_value;
}

template <Worker::NodeType NT, bool Blind>
Value Worker::qsearch(Value alpha, Value beta, Stack* ss) {
  constexpr bool pv_node = NT == PV;
  const int ply = ss->ply;
  const bool in_check = pos_.in_check();
  ss->rule_dependent = false;
  count(Stat::QsNodes);
  if (is_main()) check_limits();
  if (pv_node && sel_depth_ < ply + 1) sel_depth_ = ply + 1;
  if (ply >= MAX_PLY - 2) return in_check ? VALUE_DRAW : evaluate();
  // Evasions can repeat a position: the rules judge it here as in the main search.
  if (Value verdict = rule_verdict(ply, &ss->rule_dependent); verdict != VALUE_NONE) return verdict;
  if (pv_node && ss->pv) ss->pv[0] = MOVE_NONE;

  const Key key = pos_.key() ^ key_salt_;
  TTData tte;
  const bool tt_hit = shared_->tt->probe(key, tte);
  count(Stat::QsTtProbes);
  count(Stat::QsTtHits, tt_hit);
  const Value tt_value =
      tt_hit ? value_from_tt(tte.value, ply, plies_to_no_capture_draw()) : VALUE_NONE;
  if (!pv_node && tt_hit && tte.depth >= 0 && tt_value != VALUE_NONE &&
      (tte.bound & (tt_value >= beta ? BOUND_LOWER : BOUND_UPPER))) {
    count(Stat::QsTtCutoffs);
    return tt_value;
  }

  Value best_value, static_eval = VALUE_NONE, raw_eval = VALUE_NONE;
  const Value old_alpha = alpha;
  if (in_check) {
    best_value = -VALUE_INFINITE;
  } else {
    raw_eval = tt_hit && tte.eval != VALUE_NONE ? tte.eval : evaluate();
    best_value = static_eval = hist_->correction.corrected(pos_, damped(raw_eval));
    if (tt_value != VALUE_NONE && (tte.bound & (tt_value > best_value ? BOUND_LOWER : BOUND_UPPER)))
      best_value = tt_value;
    if (best_value >= beta) {
      if (!tt_hit)
        count_store(shared_->tt->store(key, value_to_tt(best_value, ply), BOUND_LOWER, -1,
                                       MOVE_NONE, raw_eval));
      count(Stat::QsStandPats);
      return best_value;
    }
    alpha = std::max(alpha, best_value);
  }

  Move pv[MAX_PLY + 1];
  MovePicker mp(pos_, tt_hit ? tte.move : MOVE_NONE, *hist_);
  Move best_move = MOVE_NONE;
  bool best_rule_dependent = false;
  int move_count = 0, quiet_evasions = 0;
  for (Move m; (m = mp.next()) != MOVE_NONE;) {
    if constexpr (Blind)
      if (!in_check && shared_->blindness.overlooks(pos_, m)) continue;
    ++move_count;
    // Evasions: once one has saved us from mate, two quiet ones (best first) are enough; the
    // rest rarely change the result and multiply the nodes of every check-giving capture.
    if (in_check && !pos_.is_capture(m)) {
      if (best_value > VALUE_MATED_IN_MAX_PLY && quiet_evasions >= 2) {
        count(Stat::QsEvasionPrunes);
        continue;
      }
      ++quiet_evasions;
    }
    if (!in_check && best_value > VALUE_MATED_IN_MAX_PLY) {
      // Delta pruning and losing captures. A check is kept whatever it wins; asked last, as it
      // costs more than the margin.
      if (static_eval + tuned().QsDeltaMargin +
                  eval::kSeeValue[type_of(pos_.piece_on(to_sq(m)))] * 2 <=
              alpha &&
          !pos_.gives_check(m)) {
        count(Stat::QsDeltaPrunes);
        continue;
      }
      if (!see_ge(pos_, m, 0)) {
        count(Stat::QsSeePrunes);
        continue;
      }
    }
    ss->current_move = m;
    ss->cont = hist_->continuation[moved_piece(pos_, m)][to_sq(m)];
    shared_->tt->prefetch(pos_.key_after(m));
    do_move(m);
    nodes_.fetch_add(1, std::memory_order_relaxed);
    if (pv_node) {
      pv[0] = MOVE_NONE;
      (ss + 1)->pv = pv;
    }
    Value value = -qsearch<NT, Blind>(-beta, -alpha, ss + 1);
    undo_move();
    if (stopping()) return VALUE_ZERO;
    if (value > best_value) {
      best_value = value;
      best_rule_dependent = (ss + 1)->rule_dependent;
      if (value > alpha) {
        best_move = m;
        if (pv_node && ss->pv) {
          ss->pv[0] = m;
          int i = 0;
          for (Move* p = pv; *p != MOVE_NONE; ++p) ss->pv[++i] = *p;
          ss->pv[i + 1] = MOVE_NONE;
        }
        if (value >= beta) break;
        alpha = value;
      }
    }
  }
  if (in_check && move_count == 0) return mated_in(ply);

  Bound bound = best_value >= beta                  ? BOUND_LOWER
                : pv_node && best_value > old_alpha ? BOUND_EXACT
                                                    : BOUND_UPPER;
  ss->rule_dependent = best_rule_dependent;
  // The quiescence keeps the mark an entry had (the main search may have found it on a
  // principal variation) and marks nothing itself.
  store(key, best_value, best_rule_dependent, bound, 0, best_move, raw_eval, ply, tt_hit && tte.pv);
  return best_value;
}

// The root search is called from iterate.cpp.
template Value Worker::search<Worker::ROOT, false>(Value, Value, int, bool, Stack*);
template Value Worker::search<Worker::ROOT, true>(Value, Value, int, bool, Stack*);

}  // namespace cotuong::search
