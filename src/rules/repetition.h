// The perpetual rules applied to one repetition cycle: the plies between two occurrences of the
// same position. Used by the arbiter and, through the same code, by the search.
#pragma once

#include <span>

#include "core/position.h"
#include "core/types.h"
#include "rules/chase.h"
#include "rules/rule_set.h"

namespace cotuong::rules {

// How one side behaved over a cycle. kCheck: every one of its moves gave check. kChase: every one
// of its moves chased, and at least one enemy piece was chased by all of them (followed as it
// moves), by a new attack on at least one of them. kUnprotectingChase: the same, but every move
// only took protection away from a piece it kept attacking (PlyFlags::unprotected). Alternating
// check and chase, or any idle move, is kNone.
enum class Violation { kNone, kCheck, kChase, kUnprotectingChase };

// Returns how `side` behaved over the cycle; the last ply of the cycle was played by `last_mover`.
// If `chased` is given it receives the squares (at the end of the cycle) of the enemy pieces
// chased by every move of `side`.
Violation violation_of(std::span<const PlyFlags> cycle, Color last_mover, Color side,
                       Bitboard* chased = nullptr);

// Returns the loser under the Asian perpetual rules, if any: a lone violator loses; a perpetual
// checker loses to a perpetual chaser; both checking or both chasing (or neither) is a draw. An
// unprotecting chase is a chase, except that it does not answer the other side's (attacking)
// perpetual chase: that side loses alone (WXF/AXF rule 15: a cannon may not chase a rook
// perpetually even when the rook's side answers each move by attacking an unprotected piece;
// counter-chasing by taking protection away, e.g. a horse blocking and unblocking, is no answer).
// Sets *loser and returns true when somebody loses.
bool perpetual_loser(Violation red, Violation black, Color* loser);

// Score-relevant verdict of a repetition found by the search.
enum class RepetitionResult { kDraw, kWin, kLoss };

// Given the flags of the plies of a cycle, oldest first (the current position equals the one
// cycle.size() plies ago), returns the verdict from the side to move's view. `casual` cycles
// are always draws; `room` cycles are judged as Asian ones (a side that keeps repeating a check
// or chase would exceed its allowance).
RepetitionResult judge_cycle(std::span<const PlyFlags> cycle_flags_oldest_first, Color side_to_move,
                             RuleSet rules);

// The lazy form of judge_cycle for a search that keeps no flags: `pos` repeats the position of
// cycle_len plies ago (its history holds those plies). Takes the cycle back and replays it with
// ply_flags, leaving pos exactly as it was. Costs about cycle_len * (do/undo + ply_flags), paid
// only when a repetition is found instead of at every move.
RepetitionResult judge_repetition(Position& pos, int cycle_len, RuleSet rules);

}  // namespace cotuong::rules
