#include "tools/match/match_game.h"

#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "core/movegen.h"
#include "rules/game.h"
#include "rules/time_forfeit.h"

namespace cotuong::match {

namespace {

const char* side_name(Color c) { return c == RED ? "Red" : "Black"; }

// Returns a verdict of the match tool's own (an ending the arbiter does not judge).
Verdict make_verdict(GameResult result, const char* termination, std::string reason,
                     std::string explanation) {
  Verdict v;
  v.result = result;
  v.termination = termination;
  v.rule = std::move(reason);
  v.explanation = std::move(explanation);
  return v;
}

// Returns the score adjudication verdict after the last move, if the scores call for one.
std::optional<Verdict> adjudicate_by_score(const std::vector<MoveRecord>& moves,
                                           const ScoreAdjudication& a, Color last_mover,
                                           int full_move) {
  // Walk back over engine moves; index 0 = last move (by last_mover), 1 = the other side's...
  auto score_at = [&](size_t back) -> std::optional<int> {
    if (back >= moves.size() || moves[moves.size() - 1 - back].from_opening) return std::nullopt;
    return moves[moves.size() - 1 - back].score_cp;
  };
  if (a.resign_move_count > 0) {
    // Sides alternate: even `back` = last_mover, odd = opponent. Both views must agree.
    for (Color loser : {last_mover, ~last_mover}) {
      bool agreed = true;
      for (int k = 0; k < 2 * a.resign_move_count && agreed; ++k) {
        std::optional<int> s = score_at(size_t(k));
        Color mover = k % 2 == 0 ? last_mover : ~last_mover;
        agreed = s && (mover == loser ? *s <= -a.resign_score : *s >= a.resign_score);
      }
      if (agreed)
        return make_verdict(
            loss_for(loser), "adjudication", "resign adjudication",
            absl::StrCat("both engines scored ", side_name(loser), " at least ", a.resign_score,
                         " cp behind for ", a.resign_move_count, " moves each"));
    }
  }
  if (a.draw_move_count > 0 && full_move >= a.draw_move_number) {
    bool agreed = true;
    for (int k = 0; k < 2 * a.draw_move_count && agreed; ++k) {
      std::optional<int> s = score_at(size_t(k));
      agreed = s && std::abs(*s) <= a.draw_score;
    }
    if (agreed)
      return make_verdict(GameResult::kDraw, "adjudication", "draw adjudication",
                          absl::StrCat("both engines scored within ", a.draw_score, " cp for ",
                                       a.draw_move_count, " moves each"));
  }
  return std::nullopt;
}

}  // namespace

PlayedGame play_game(const StartLine& opening, EngineSession& red, EngineSession& black,
                     const GameSettings& settings) {
  PlayedGame game;
  game.red = red.spec().name;
  game.black = black.spec().name;
  game.opening = opening;
  EngineSession* sessions[COLOR_NB] = {&red, &black};
  // Each side's time control: its engine's own (tc=) or the match's; the PGN names it even for a
  // game abandoned before the first move.
  const TimeControl* tcs[COLOR_NB];
  for (Color c : {RED, BLACK}) {
    tcs[c] = sessions[c]->spec().tc ? &*sessions[c]->spec().tc : &settings.tc;
    game.time_control[c] = tcs[c]->pgn_tag();
  }

  absl::StatusOr<Position> start = Position::from_fen(opening.fen);
  if (!start.ok()) {  // cannot happen after load_openings
    game.verdict = make_verdict(GameResult::kDraw, "abandoned", "bad set-up",
                                std::string(start.status().message()));
    return game;
  }
  rules::Game ref(*start, settings.rules);
  for (const std::string& text : opening.moves) {
    absl::StatusOr<Move> m = parse_ucci(ref.position(), text);
    if (!m.ok()) {
      game.verdict = make_verdict(GameResult::kDraw, "abandoned", "bad opening",
                                  std::string(m.status().message()));
      return game;
    }
    ref.play(*m).IgnoreError();  // legal: parsed on this position
    game.moves.push_back(MoveRecord{text, true, 0, std::nullopt, 0});
  }
  for (Color c : {RED, BLACK}) {
    if (absl::Status s = sessions[c]->new_game(); !s.ok()) {
      game.not_played = absl::StrCat(side_name(c), " (", sessions[c]->spec().name,
                                     ") failed to start: ", s.message());
      return game;
    }
  }
  SideClock clocks[COLOR_NB] = {SideClock(*tcs[RED]), SideClock(*tcs[BLACK])};

  for (;;) {
    Verdict v = ref.verdict();
    if (v.result != GameResult::kNone) {
      game.verdict = std::move(v);
      return game;
    }
    const Position& pos = ref.position();
    Color us = pos.side_to_move();
    if (settings.adjudication.max_moves > 0 &&
        pos.game_ply() >= 2 * settings.adjudication.max_moves) {
      game.verdict = make_verdict(
          GameResult::kDraw, "adjudication", "move limit",
          absl::StrCat("the game reached ", settings.adjudication.max_moves, " moves"));
      return game;
    }
    SearchLimits limits;
    limits.tc = *tcs[us];
    limits.red_to_move = us == RED;
    limits.own_ms = clocks[us].remaining_ms();
    limits.opp_ms = clocks[~us].remaining_ms();
    limits.deadline_ms = clocks[us].allowed_ms();
    std::vector<std::string> played;  // the engines read the game's moves as UCCI
    for (Move m : ref.moves()) played.push_back(to_ucci(m));
    SearchResult r = sessions[us]->search(opening.fen, played, limits);
    std::string who = absl::StrCat(side_name(us), " (", sessions[us]->spec().name, ")");
    using S = SearchResult::Status;
    bool answered = r.status == S::kMove || r.status == S::kNoMove || r.status == S::kUnreadable;
    bool flagged = r.status == S::kTimeout || (answered && !clocks[us].charge(r.elapsed_ms));
    if (flagged) {  // the rules' verdict on a flag fall, as the console's and the page's
      game.verdict = rules::time_forfeit_verdict(
          ref, us,
          absl::StrCat(who, " overran its clock: ", r.elapsed_ms, " ms used, ", limits.deadline_ms,
                       " ms allowed (margin included)"));
      return game;
    }
    switch (r.status) {
      case S::kCrash:
        game.verdict = make_verdict(loss_for(us), "abandoned", "engine crashed",
                                    absl::StrCat(who, ": ", r.detail));
        return game;
      case S::kNoMove:
        game.verdict =
            make_verdict(loss_for(us), "rules infraction", "no move",
                         absl::StrCat(who, " ", r.detail, " with ", MoveList<LEGAL>(pos).size(),
                                      " legal moves on the board"));
        return game;
      case S::kUnresponsive:
        game.verdict = make_verdict(loss_for(us), "abandoned", "engine unresponsive",
                                    absl::StrCat(who, ": ", r.detail));
        return game;
      case S::kUnreadable:
        game.verdict = make_verdict(loss_for(us), "rules infraction", "illegal move",
                                    absl::StrCat(who, " played ", r.detail));
        return game;
      default:
        break;
    }
    absl::StatusOr<Move> m = parse_ucci(pos, r.move);
    if (!m.ok()) {
      game.verdict =
          make_verdict(loss_for(us), "rules infraction", "illegal move",
                       absl::StrCat(who, " played \"", r.raw, "\": ", m.status().message()));
      return game;
    }
    ref.play(*m).IgnoreError();  // legal: parsed on this position
    game.moves.push_back(MoveRecord{r.move, false, r.elapsed_ms, r.score_cp, r.depth});
    if (r.resigns && ref.verdict().result == GameResult::kNone) {  // a mating move stands
      game.verdict =
          make_verdict(loss_for(us), "normal", "resignation", absl::StrCat(who, " resigned"));
      return game;
    }
    if (std::optional<Verdict> a = adjudicate_by_score(game.moves, settings.adjudication, us,
                                                       ref.position().fullmove_number())) {
      game.verdict = std::move(*a);
      return game;
    }
  }
}

}  // namespace cotuong::match
