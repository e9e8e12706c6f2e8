#include "core/setup.h"

#include "absl/strings/str_cat.h"
#include "core/position.h"

namespace cotuong {

namespace {

const char* color_name(Color c) { return c == RED ? "Red" : "Black"; }

const char* type_name(PieceType pt, bool plural) {
  static const char* kSingular[] = {"",      "king", "advisor", "elephant",
                                    "horse", "rook", "cannon",  "pawn"};
  static const char* kPlural[] = {"",       "kings", "advisors", "elephants",
                                  "horses", "rooks", "cannons",  "pawns"};
  return plural ? kPlural[pt] : kSingular[pt];
}

}  // namespace

std::string SetupProblem::describe() const {
  const std::string who = color_name(color);
  const std::string file_name(1, char('a' + file));
  switch (kind) {
    case Kind::kTooMany:
      return absl::StrCat(who, " has ", count, " ", type_name(type, true), ", at most ", max,
                          " allowed");
    case Kind::kNoKing:
      return absl::StrCat(who, " has no king");
    case Kind::kKingOutsidePalace:
      return absl::StrCat(who, " king on ", square_name(square), " is outside its palace");
    case Kind::kAdvisorOffPoints:
      return absl::StrCat(who, " advisor on ", square_name(square),
                          " is off the five advisor points of its palace");
    case Kind::kElephantOffPoints:
      return absl::StrCat(who, " elephant on ", square_name(square),
                          " is off the seven elephant points of its side");
    case Kind::kPawnBehindStart:
      return absl::StrCat(who, " pawn on ", square_name(square), " is behind its starting rank");
    case Kind::kPawnOffFile:
      return absl::StrCat(who, " pawn on ", square_name(square),
                          " has not crossed the river but stands on a file no pawn starts on");
    case Kind::kTwoUncrossedPawns:
      return absl::StrCat(who, " has two uncrossed pawns on file ", file_name);
    case Kind::kKingsFacing:
      return absl::StrCat("the kings face each other on file ", file_name,
                          " with nothing between them");
    case Kind::kWaitingInCheck:
      return absl::StrCat(who, " is in check but it is ", color_name(~color), "'s turn to move");
  }
  return "";
}

std::vector<SetupProblem> setup_problems(const Position& pos, SetupCheck check) {
  using Kind = SetupProblem::Kind;
  static constexpr int kMaxCount[PIECE_TYPE_NB] = {0, 1, 2, 2, 2, 2, 2, 5};
  std::vector<SetupProblem> out;
  bool one_king_each = true;
  for (Color c : {RED, BLACK}) {
    for (int t = KING; t <= PAWN; ++t) {
      PieceType pt = PieceType(t);
      int n = pos.count(c, pt);
      if (n > kMaxCount[pt])
        out.push_back(
            {.kind = Kind::kTooMany, .color = c, .type = pt, .count = n, .max = kMaxCount[pt]});
    }
    if (pos.count(c, KING) == 0) out.push_back({.kind = Kind::kNoKing, .color = c});
    if (pos.count(c, KING) != 1) one_king_each = false;
  }

  for (Color c : {RED, BLACK}) {
    for (Bitboard b = pos.pieces(c, KING) & ~attacks::palace_bb(c); b;)
      out.push_back({.kind = Kind::kKingOutsidePalace, .color = c, .square = b.pop_lsb()});
    for (Bitboard b = pos.pieces(c, ADVISOR) & ~attacks::advisor_points_bb(c); b;)
      out.push_back({.kind = Kind::kAdvisorOffPoints, .color = c, .square = b.pop_lsb()});
    for (Bitboard b = pos.pieces(c, ELEPHANT) & ~attacks::elephant_points_bb(c); b;)
      out.push_back({.kind = Kind::kElephantOffPoints, .color = c, .square = b.pop_lsb()});
    int uncrossed_on_file[FILE_NB] = {};
    // Pawns move only forward and sideways beyond the river: where one stands never stops the
    // rules from judging it, only from being reached in a game.
    for (Bitboard b = check == SetupCheck::kReachable ? pos.pieces(c, PAWN) : Bitboard(); b;) {
      Square s = b.pop_lsb();
      int rr = relative_rank(c, s);
      if (rr < 3) {
        out.push_back({.kind = Kind::kPawnBehindStart, .color = c, .square = s});
      } else if (rr <= 4) {
        if (file_of(s) % 2 != 0)
          out.push_back({.kind = Kind::kPawnOffFile, .color = c, .square = s});
        else if (++uncrossed_on_file[file_of(s)] == 2)
          out.push_back({.kind = Kind::kTwoUncrossedPawns, .color = c, .file = int(file_of(s))});
      }
    }
  }
  if (!one_king_each) return out;

  Square rk = pos.king_square(RED), bk = pos.king_square(BLACK);
  if (file_of(rk) == file_of(bk) && !(attacks::between_bb(rk, bk) & pos.pieces())) {
    // (The facing king attacks the other: that is this problem, not a check besides.)
    out.push_back({.kind = Kind::kKingsFacing, .file = int(file_of(rk))});
    return out;
  }

  Color waiting = ~pos.side_to_move();
  if (pos.attacked(pos.king_square(waiting), pos.side_to_move()))
    out.push_back({.kind = Kind::kWaitingInCheck, .color = waiting});
  return out;
}

absl::Status validate_setup(const Position& pos, SetupCheck check) {
  const std::vector<SetupProblem> problems = setup_problems(pos, check);
  if (problems.empty()) return absl::OkStatus();
  return absl::InvalidArgumentError(absl::StrCat("invalid set-up: ", problems.front().describe()));
}

}  // namespace cotuong
