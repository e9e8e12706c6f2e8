// The arbiter: a game in progress and the verdict on it under one rule set: checkmate, stalemate
// (a loss), perpetual check/chase, repetition, insufficient material, no-capture, effective-move,
// progress and total move limits. It is the one owner of a game's record: the start position
// and one record per ply (the move and what the rules need of it). rules::Game is the arbiter
// plus takebacks; nothing else keeps a game's moves.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "core/position.h"
#include "core/types.h"
#include "messages/catalogue.h"
#include "rules/chase.h"
#include "rules/game_result.h"
#include "rules/rule_set.h"

namespace cotuong::rules {

// Why a game ended, or that it goes on: the arbiter's judgement, a flag fall's (time_forfeit.h),
// and the match tool's when the game ends off the board otherwise (illegal move, adjudication).
struct Verdict {
  GameResult result = GameResult::kNone;
  // Short id of the rule applied: "checkmate", "stalemate", "perpetual-check",
  // "perpetual-chase", "repetition", "insufficient-material", "no-capture-limit", "move-limit",
  // "effective-move-limit", "progress-limit" (empty while nothing applies); a flag fall "loses on
  // time"; the match tool's own endings add "illegal move", "move limit", "draw adjudication", ...
  std::string rule;
  // The PGN Termination value: "normal", "rules infraction" (perpetual check or chase), "time
  // forfeit" (a flag fall), and for the match tool "adjudication", "abandoned"; empty while the
  // game goes on.
  std::string termination;
  std::optional<Color> at_fault;  // the side that lost by the rule, or that is warned
  // The verdict in a person's words, as a catalogue message (key verdict.*, its side, counts
  // and pieces as arguments) that each front renders in the person's language.
  messages::Message message = messages::Message("verdict.none");
  // The message in English (rendered in messages::Lang::kEn), e.g. "Black checked perpetually
  // and loses": the words of the protocols, PGN Termination notes and the tools.
  std::string explanation;
  bool repetition_warning = false;  // the position occurred for the 2nd time; if at_fault is
                                    // set, that side must vary or lose at the 3rd occurrence
  bool over() const { return result != GameResult::kNone; }
};

// Returns "Red" or "Black".
const char* color_name(Color c);
// Returns the name of a verdict's rule as a message (verdict.rule.*: "checkmate" / "chiếu bí"),
// the rule's id itself where the catalogue has no name for it.
messages::Message rule_name(const Verdict& v);

class Arbiter {
 public:
  explicit Arbiter(const Position& start, const Rules& rules = Rules());

  // Plays a move; rejects an illegal one (and then changes nothing). Moves after the end of the
  // game are accepted: the verdict always speaks of the current position.
  absl::Status play(Move m);
  // Plays a move given in UCCI coordinates ("h2e2").
  absl::Status play(absl::string_view ucci);
  // Takes back the last ply (exactly: flags, counters and streaks return too). No-op at the start.
  void undo();
  // Returns the verdict for the current position.
  Verdict verdict() const;
  // Returns the verdict at the first ply where the game ended (the current verdict if it never
  // ended earlier), and in *ply that ply (0 = the start position).
  Verdict first_ending(int* ply = nullptr) const;

  // Returns the position the game started from.
  const Position& start() const { return start_; }
  const Position& position() const { return pos_; }
  const Rules& rules() const { return rules_; }
  // Returns the plies played since the start.
  int plies() const { return int(records_.size()) - 1; }
  // Returns the moves played since the start, oldest first (read off the records).
  std::vector<Move> moves() const;
  // Returns the flags of every ply played, oldest first.
  std::vector<PlyFlags> flags() const;

 private:
  // Consecutive check/chase moves of one side (room rules).
  struct Streak {
    int moves = 0;        // consecutive moves that checked or chased
    int lost_pieces = 0;  // pieces used in the streak that were captured since
    Bitboard pieces;      // squares of the streak's pieces still on the board
    bool all_checks = true;
  };
  // Everything the arbiter remembers of a ply: the game's record; undo pops it.
  struct PlyRecord {
    PlyFlags flags;                // the move (flags.move) and whether it checked or chased
    Key key = 0;                   // the position's Zobrist key after the ply
    Bitboard chasers;              // the mover's pieces that chase
    Streak streak[COLOR_NB];       // after this ply
    int effective_plies = 0;       // plies so far that were neither check/chase nor a reply to one
    int progress_plies = 0;        // plies since a capture or a pawn step forward on the enemy half
    Key placement[COLOR_NB] = {};  // each side's pieces where they stand (Zobrist, no side bit)
  };

  const PlyRecord& last() const { return records_.back(); }
  Verdict judge_current() const;
  Verdict judge_repetition(bool* decided) const;
  // Returns the loss of a side that chased one piece over changing squares (no verdict if none).
  Verdict judge_changing_squares() const;
  Verdict judge_streak() const;
  int streak_allowance(const Streak& s) const;
  int total_plies() const;

  Position start_;  // the position the game started from
  Position pos_;    // start_ with the records' moves played
  Rules rules_;
  RuleLimits limits_;               // rules_.limits()
  int start_plies_ = 0;             // plies before the start position (from the FEN move number)
  std::vector<PlyRecord> records_;  // records_[0] is the start position; one more per ply
};

}  // namespace cotuong::rules
