// One game between two engine sessions, judged move by move by a rules::Game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/arbiter.h"
#include "rules/game_result.h"
#include "rules/rule_set.h"
#include "tools/match/engine_session.h"
#include "tools/match/start_lines.h"
#include "tools/match/time_control.h"

namespace cotuong::match {

// The match tool speaks the rules' result and verdict (rules/game_result.h, rules/arbiter.h).
using rules::GameResult;
using rules::loss_for;
using rules::result_text;
using rules::Verdict;

// Optional adjudication by the engines' own scores (both must agree). 0 counts disable a rule.
struct ScoreAdjudication {
  int resign_move_count = 0;  // consecutive moves of each side...
  int resign_score = 1000;    // ...with the loser at <= -score and the winner at >= +score
  int draw_move_number = 0;   // from this full move on...
  int draw_move_count = 0;    // ...consecutive moves of each side...
  int draw_score = 10;        // ...with both |score| <= this
  int max_moves = 0;          // full moves after which the game is a draw (0 = none)
};

struct GameSettings {
  TimeControl tc;
  rules::RuleSet rules = rules::RuleSet::kAsian;  // the games' rule set (rules::Game judges)
  ScoreAdjudication adjudication;
};

struct MoveRecord {
  std::string move;           // UCCI
  bool from_opening = false;  // played from the opening line, not by an engine
  int64_t elapsed_ms = 0;
  std::optional<int> score_cp;  // mover's view
  int depth = 0;
};

// A game as the match played it: what only a match knows (engine names, each move's clock,
// score and depth, the verdict, its number). Its PGN is written through the one game record,
// notation::GameRecord (pgn.cpp).
struct PlayedGame {
  std::string red, black;  // engine names
  StartLine opening;
  std::vector<MoveRecord> moves;  // opening moves first
  Verdict verdict;
  std::string time_control[COLOR_NB];  // each side's, as a PGN tag value (engine tc= or match's)
  int round = 0;                       // 1-based, for PGN
  int index = 0;                       // 0-based game number in the match
  // Not empty: an engine failed to start and the game was never played (verdict.result kNone):
  // an error of the run, not a result.
  std::string not_played;
};

// Plays one game: both sessions are (re)started as needed. Returns the finished record
// (verdict.result != kNone), or, when a session cannot start, a game not played (not_played
// says why; nothing is scored: an engine that does not start plays no game).
PlayedGame play_game(const StartLine& opening, EngineSession& red, EngineSession& black,
                     const GameSettings& settings);

}  // namespace cotuong::match
