// Check and chase, the two kinds of move the perpetual rules forbid repeating.
//
// A chase (rules.md, seed 004) is a move after which the mover could win an enemy piece that it
// could not win before the move. The mover "could win" piece X when one of its pieces A attacks X
// and all of these hold:
//  - X is not a king, and not a pawn still on its own side of the river;
//  - A is not a king or a pawn (their attacks never count as chases), A is not pinned to its own
//    king (unless the move just put A into the pin, e.g. a rook blocking a horse's check on the
//    horse's leg: then A chases with its legal captures), and A x X would be legal;
//  - X is a rook and A a horse or cannon (a rook is never protected against those), or else:
//    X is not of A's type able to take A back (that is an offer to exchange), and X is not
//    protected: after A x X no enemy piece can legally take back on X's square. Legality
//    matters: a pinned defender, a king recapturing into an attack, a cannon whose screen was the
//    capturer, or a recapture that ignores a discovered check all give no protection. A move
//    that checks is judged with its check fictionally resolved: the check itself never makes a
//    recapture illegal (a check is a check; WXF/AXF allow one check and one chase, and a
//    threat of mate renewed by checks, "perpetual kill"), though a king still may not take back
//    into an attack.
// Comparing "could win after" with "could win before" covers direct, discovered and
// protection-removing chases alike (a move that pins a defender is a chase too). The chase
// belongs to the side, not to one piece (WXF/AXF rule 33: two or more pieces cannot take turns
// to perpetually chase a piece): a move after which X can be won only by pieces that could not
// win it before (the moved piece followed to its new square) chases X again, though X could be
// won before the move too: the attack passed from one piece to another.
// A king's move that uncovers another piece's attack is that piece's chase, and the king's own
// attacks never count. WXF/AXF rule 28 (diagrams 67, 68): the king may chase perpetually, and
// may work with another piece to chase perpetually, a draw. So a king that shuttles after a
// pawn and uncovers a horse's attack on it at every other step chases on every other move
// only, a draw (Arbiter.AKingWorkingWithAHorseMayChase); a king that uncovers one horse or the
// other at every step makes the horses take turns at the pawn, a loss (repetition.tsv, the
// published case 3P5/3k5/3nn4/9/9/9/9/9/9/5K3).
#pragma once

#include <span>

#include "core/bitboard.h"
#include "core/position.h"
#include "core/types.h"
#include "rules/scratch_board.h"

namespace cotuong::rules {

// What one ply did, for the perpetual rules. Computed from the position just after the move.
struct PlyFlags {
  Move move = MOVE_NONE;  // the move (MOVE_NULL / MOVE_NONE: a null move or no move: idle)
  bool check = false;     // the move gave check
  Bitboard chased;        // squares (after the move) of the enemy pieces the move chases
  Bitboard unprotected;   // of `chased`, the pieces that were attacked before the move too: the
                          // move only took their protection away (blocked, pinned or moved a
                          // defender, or a cannon's screen)
};

// Returns the flags of the last move played in `after` (after.last_move()); a null move or the
// set-up position gives idle flags. Cost (bench/rules_bench, positions of pseudo-random games,
// ~10% of moves chase): about 150-180 ns per move on top of ~25 ns for do_move + undo_move.
// A search may instead call judge_repetition() (repetition.h) only when it finds a repetition.
PlyFlags ply_flags(const Position& after);

// Returns the chased squares of the last move in `after`, in *chasers (if given) the mover's
// pieces that could win them, and in *unprotected (if given) PlyFlags::unprotected.
Bitboard chased_by_last_move(const Position& after, Bitboard* chasers = nullptr,
                             Bitboard* unprotected = nullptr);

// Returns the pieces of colour c that shield their own king: taking one off the board would
// expose the king to an attack that is not there now (pins, cannon screens, horse legs).
Bitboard king_shields(const BoardView& v, Color c);

// Returns the square `to` when the move from `from` put its piece in front of its own king (a
// check block on a horse's leg, a new screen or pin) from a square where it shielded nothing;
// SQ_NONE otherwise. `pinned_*` are king_shields() of the mover's side before and after.
Square moved_into_pin(Square from, Square to, Bitboard pinned_before, Bitboard pinned_now);

// Returns the pieces of colour c that could win the enemy piece on x in the view (empty if none);
// `pinned` must be king_shields(v, c); with `all` false it stops at the first one. Pinned pieces
// never win anything, except `shield_mover` (moved_into_pin() of the last move) by a legal capture.
Bitboard winners(const BoardView& v, Square x, Color c, Bitboard pinned, bool all = true,
                 Square shield_mover = SQ_NONE);

}  // namespace cotuong::rules
