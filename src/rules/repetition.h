// The perpetual rules applied to a repetition: the plies between occurrences of the same position
// (one cycle for the search, every cycle since the first occurrence for the arbiter). Used by the
// arbiter and, through the same code, by the search.
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
// check and chase, or any idle move, is kNone. kChaseInTurn (only over a repetition of several
// cycles, see repetition_violation): no piece was chased by every move, but each cycle was a
// kChase of its own piece.
enum class Violation { kNone, kCheck, kChase, kUnprotectingChase, kChaseInTurn };

// Returns how `side` behaved over the cycle; the last ply of the cycle was played by `last_mover`.
// If `chased` is given it receives the squares (at the end of the cycle) of the enemy pieces
// chased by every move of `side`.
Violation violation_of(std::span<const PlyFlags> cycle, Color last_mover, Color side,
                       Bitboard* chased = nullptr);

// Returns how `side` behaved over a repetition: `plies` holds every ply since the first of its
// occurrences (the last played by `last_mover`), and the cycles between consecutive occurrences
// begin at the indexes `cycle_starts` (after the first cycle, which begins at 0). The whole
// repetition is judged (violation_of over all of it: two pieces taking turns at two pieces from
// one cycle to the next chase no piece perpetually, WXF/AXF rule 32, diagram 80), except that a
// side that chased one piece perpetually in each cycle, a different one each time, is
// kChaseInTurn: no violation, but still a chase on every move that answers the other side's
// (the rule book's mutual chase: two rooks and two cannons attacking each other, each rook and
// each cannon in turn, is a draw). Chasing two pieces alternately within a cycle stays kNone and
// answers nothing (WXF/AXF rules 18 and 32, diagrams 36 and 79).
Violation repetition_violation(std::span<const PlyFlags> plies, std::span<const int> cycle_starts,
                               Color last_mover, Color side, Bitboard* chased = nullptr);

// Returns the loser under the Asian perpetual rules, if any: a lone violator loses; a perpetual
// checker loses to a perpetual chaser; both checking or both chasing (or neither) is a draw. An
// unprotecting chase is a chase, except that it does not answer the other side's (attacking)
// perpetual chase: that side loses alone (WXF/AXF rule 15: a cannon may not chase a rook
// perpetually even when the rook's side answers each move by attacking an unprotected piece;
// counter-chasing by taking protection away, e.g. a horse blocking and unblocking, is no answer).
// A chase in turn is no violation, but answers either chase (a mutual chase, a draw); it does
// not answer a perpetual check, which loses alone.
// Sets *loser and returns true when somebody loses.
bool perpetual_loser(Violation red, Violation black, Color* loser);

// Returns whether `v` breaks the perpetual rules on its own (a check or a chase of one piece;
// not kNone or kChaseInTurn).
bool violates(Violation v);

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
