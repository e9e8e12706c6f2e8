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

absl::Status invalid(auto&&... parts) {
  return absl::InvalidArgumentError(absl::StrCat("invalid set-up: ", parts...));
}

}  // namespace

absl::Status validate_setup(const Position& pos, SetupCheck check) {
  static constexpr int kMaxCount[PIECE_TYPE_NB] = {0, 1, 2, 2, 2, 2, 2, 5};
  for (Color c : {RED, BLACK}) {
    for (int t = KING; t <= PAWN; ++t) {
      PieceType pt = PieceType(t);
      int n = pos.count(c, pt);
      if (n > kMaxCount[pt])
        return invalid(color_name(c), " has ", n, " ", type_name(pt, true), ", at most ",
                       kMaxCount[pt], " allowed");
    }
    if (pos.count(c, KING) == 0) return invalid(color_name(c), " has no king");
  }

  for (Color c : {RED, BLACK}) {
    Square k = pos.king_square(c);
    if (!attacks::palace_bb(c).test(k))
      return invalid(color_name(c), " king on ", square_name(k), " is outside its palace");
    for (Bitboard b = pos.pieces(c, ADVISOR) & ~attacks::advisor_points_bb(c); b;)
      return invalid(color_name(c), " advisor on ", square_name(b.pop_lsb()),
                     " is off the five advisor points of its palace");
    for (Bitboard b = pos.pieces(c, ELEPHANT) & ~attacks::elephant_points_bb(c); b;)
      return invalid(color_name(c), " elephant on ", square_name(b.pop_lsb()),
                     " is off the seven elephant points of its side");
    int uncrossed_on_file[FILE_NB] = {};
    // Pawns move only forward and sideways beyond the river: where one stands never stops the
    // rules from judging it, only from being reached in a game.
    for (Bitboard b = check == SetupCheck::kReachable ? pos.pieces(c, PAWN) : Bitboard(); b;) {
      Square s = b.pop_lsb();
      int rr = relative_rank(c, s);
      if (rr < 3)
        return invalid(color_name(c), " pawn on ", square_name(s), " is behind its starting rank");
      if (rr <= 4) {
        if (file_of(s) % 2 != 0)
          return invalid(color_name(c), " pawn on ", square_name(s),
                         " has not crossed the river but stands on a file no pawn starts on");
        if (++uncrossed_on_file[file_of(s)] > 1)
          return invalid(color_name(c), " has two uncrossed pawns on file ",
                         std::string(1, char('a' + file_of(s))));
      }
    }
  }

  Square rk = pos.king_square(RED), bk = pos.king_square(BLACK);
  if (file_of(rk) == file_of(bk) && !(attacks::between_bb(rk, bk) & pos.pieces()))
    return invalid("the kings face each other on file ", std::string(1, char('a' + file_of(rk))),
                   " with nothing between them");

  Color waiting = ~pos.side_to_move();
  if (pos.attacked(pos.king_square(waiting), pos.side_to_move()))
    return invalid(color_name(waiting), " is in check but it is ", color_name(~waiting),
                   "'s turn to move");
  return absl::OkStatus();
}

}  // namespace cotuong
