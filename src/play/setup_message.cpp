#include "play/setup_message.h"

#include "core/position.h"

namespace cotuong::play {

namespace {

using messages::Message;
using Kind = SetupProblem::Kind;

Message side(Color c) { return Message(c == RED ? "color.red" : "color.black"); }

Message piece(PieceType pt) {
  static const char* kKeys[] = {"",
                                "setup.piece.king",
                                "setup.piece.advisor",
                                "setup.piece.elephant",
                                "setup.piece.horse",
                                "setup.piece.rook",
                                "setup.piece.cannon",
                                "setup.piece.pawn"};
  return Message(kKeys[pt]);
}

// The code of a problem's kind: the JSON names it, the catalogue's key ends with it.
// catalogue-lint: off (codes of the set-up problems, the keys' last part, read by no person)
const char* code(Kind kind) {
  switch (kind) {
    case Kind::kTooMany:
      return "too_many";
    case Kind::kNoKing:
      return "no_king";
    case Kind::kKingOutsidePalace:
      return "king_outside_palace";
    case Kind::kAdvisorOffPoints:
      return "advisor_off_points";
    case Kind::kElephantOffPoints:
      return "elephant_off_points";
    case Kind::kPawnBehindStart:
      return "pawn_behind_start";
    case Kind::kPawnOffFile:
      return "pawn_off_file";
    case Kind::kTwoUncrossedPawns:
      return "two_uncrossed_pawns";
    case Kind::kKingsFacing:
      return "kings_facing";
    case Kind::kWaitingInCheck:
      return "waiting_in_check";
  }
  return "";
}
// catalogue-lint: on

}  // namespace

const char* setup_problem_code(SetupProblem::Kind kind) { return code(kind); }

Message setup_message(const SetupProblem& p) {
  Message m(std::string("setup.") + code(p.kind));
  m.with("side", side(p.color));
  if (p.kind == Kind::kTooMany)
    m.with("piece", piece(p.type)).with("n", p.count).with("max", p.max);
  if (p.kind == Kind::kWaitingInCheck) m.with("mover", side(~p.color));
  if (p.square != SQ_NONE) m.with("square", square_name(p.square));
  m.with("file", std::string(1, char('a' + p.file)));
  return m;
}

}  // namespace cotuong::play
