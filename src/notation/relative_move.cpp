#include "notation/relative_move.h"

#include <cstdlib>
#include <vector>

#include "absl/strings/str_cat.h"
#include "core/bitboard.h"
#include "core/quote.h"

namespace cotuong::notation {

namespace {

// Returns the squares of colour c's pieces of type pt on board column `column`, nearest the
// enemy first.
std::vector<Square> pieces_on_column(const Position& pos, Color c, PieceType pt, int column) {
  std::vector<Square> squares;
  Piece wanted = make_piece(c, pt);
  for (int i = 0; i < RANK_NB; ++i) {
    int rank = c == RED ? RANK_NB - 1 - i : i;
    Square s = make_square(column, rank);
    if (pos.piece_on(s) == wanted) squares.push_back(s);
  }
  return squares;
}

// Returns how many board columns hold two or more of colour c's pieces of type pt.
int crowded_columns(const Position& pos, Color c, PieceType pt) {
  int crowded = 0;
  for (int column = 0; column < FILE_NB; ++column)
    if ((pos.pieces(c, pt) & file_bb(column)).more_than_one()) ++crowded;
  return crowded;
}

// Returns "the red cannon on file 2" for messages.
std::string piece_phrase(Color c, PieceType pt, int file) {
  return absl::StrCat("the ", color_name(c), " ", piece_type_name(pt), " on file ", file);
}

// Returns the destination of the piece on `from` moving as `text` says, or an error when the
// description is impossible for that piece (off the board, a horse moving sideways, ...).
absl::StatusOr<Square> destination(Color us, Square from, const MoveText& text) {
  int column = file_of(from), rank = rank_of(from);
  int forward = us == RED ? 1 : -1;
  int sign = text.direction == Direction::kForward ? forward : -forward;
  std::string who = piece_phrase(us, text.type, file_number(us, column));
  if (text.number < 1 || text.number > 9)
    return absl::InvalidArgumentError(absl::StrCat("malformed: the number must be 1-9"));
  if (!moves_diagonally(text.type)) {
    if (text.direction == Direction::kSideways) {
      int to_column = column_of_file(us, text.number);
      if (to_column == column)
        return absl::InvalidArgumentError(
            absl::StrCat("illegal: ", who, " cannot move sideways to its own file"));
      return make_square(to_column, rank);
    }
    int to_rank = rank + sign * text.number;
    if (to_rank < 0 || to_rank >= RANK_NB)
      return absl::InvalidArgumentError(
          absl::StrCat("illegal: ", who, " cannot go ",
                       text.direction == Direction::kForward ? "forward " : "back ", text.number,
                       " (off the board)"));
    return make_square(column, to_rank);
  }
  if (text.direction == Direction::kSideways)
    return absl::InvalidArgumentError(
        absl::StrCat("illegal: a ", piece_type_name(text.type), " never moves sideways"));
  int to_column = column_of_file(us, text.number);
  int file_step = std::abs(to_column - column);
  int rank_step = text.type == ADVISOR ? 1 : text.type == ELEPHANT ? 2 : 3 - file_step;
  bool shape_ok = text.type == ADVISOR    ? file_step == 1
                  : text.type == ELEPHANT ? file_step == 2
                                          : (file_step == 1 || file_step == 2);
  int to_rank = rank + sign * rank_step;
  if (!shape_ok || to_rank < 0 || to_rank >= RANK_NB)
    return absl::InvalidArgumentError(
        absl::StrCat("illegal: ", who, " cannot reach file ", text.number, " going ",
                     text.direction == Direction::kForward ? "forward" : "back"));
  return make_square(to_column, to_rank);
}

// Returns the move from `from` as text describes it if it is legal, else why not.
absl::StatusOr<Move> legal_move_from(const Position& pos, Square from, const MoveText& text) {
  Color us = pos.side_to_move();
  absl::StatusOr<Square> to = destination(us, from, text);
  if (!to.ok()) return to.status();
  Move m = make_move(from, *to);
  std::string who = piece_phrase(us, text.type, file_number(us, file_of(from)));
  if (!pos.is_pseudo_legal(m))
    return absl::InvalidArgumentError(
        absl::StrCat("illegal: ", who, " cannot move to ", square_name(*to)));
  if (!pos.is_king_safe_after(m))
    return absl::InvalidArgumentError(absl::StrCat(
        "illegal: ", who, " moving to ", square_name(*to), " would leave the king in check"));
  return m;
}

// Returns the 0-based index (from the front) that selector picks among k like pieces, or -1.
int selected_index(Selector selector, int index, int k) {
  switch (selector) {
    case Selector::kFront:
      return k >= 2 ? (k <= 3 ? 0 : 1) : -1;
    case Selector::kRear:
      return k >= 2 ? (k <= 3 ? k - 1 : k - 2) : -1;
    case Selector::kMiddle:
      return k == 3 || k == 5 ? k / 2 : -1;
    case Selector::kOuterFront:
      return k >= 4 ? 0 : -1;
    case Selector::kOuterRear:
      return k >= 4 ? k - 1 : -1;
    case Selector::kIndex:
      return k >= 2 && index >= 1 && index <= k ? index - 1 : -1;
    case Selector::kLast:
      return k >= 2 ? k - 1 : -1;
    case Selector::kNone:
      return k == 1 ? 0 : -1;
  }
  return -1;
}

// Returns a short English word for a selector, for messages.
const char* selector_word(Selector s) {
  switch (s) {
    case Selector::kFront:
      return "front";
    case Selector::kRear:
      return "rear";
    case Selector::kMiddle:
      return "middle";
    case Selector::kOuterFront:
      return "foremost";
    case Selector::kOuterRear:
      return "rearmost";
    case Selector::kIndex:
      return "numbered";
    case Selector::kLast:
      return "rear";
    case Selector::kNone:
      return "";
  }
  return "";
}

}  // namespace

const char* piece_type_name(PieceType pt) {
  static const char* const kNames[PIECE_TYPE_NB] = {"piece", "king", "advisor", "elephant",
                                                    "horse", "rook", "cannon",  "pawn"};
  return pt < PIECE_TYPE_NB ? kNames[pt] : "piece";
}

const char* color_name(Color c) { return c == RED ? "red" : "black"; }

MoveFacts move_facts(const Position& pos, Move m) {
  MoveFacts f;
  Square from = from_sq(m), to = to_sq(m);
  f.us = pos.side_to_move();
  f.type = type_of(pos.piece_on(from));
  f.file = file_number(f.us, file_of(from));
  std::vector<Square> same = pieces_on_column(pos, f.us, f.type, file_of(from));
  f.count_on_file = int(same.size());
  for (size_t i = 0; i < same.size(); ++i)
    if (same[i] == from) f.index = int(i) + 1;
  f.crowded_files = crowded_columns(pos, f.us, f.type);
  int rise = relative_rank(f.us, to) - relative_rank(f.us, from);
  f.direction = rise > 0 ? Direction::kForward : rise < 0 ? Direction::kBack : Direction::kSideways;
  bool straight = f.direction != Direction::kSideways && !moves_diagonally(f.type);
  f.number = straight ? std::abs(rise) : file_number(f.us, file_of(to));
  return f;
}

Selector standard_selector(const MoveFacts& f) {
  int k = f.count_on_file, i = f.index;
  if (k == 1 || f.type == KING || f.type == ADVISOR || f.type == ELEPHANT) return Selector::kNone;
  if (k == 2) return i == 1 ? Selector::kFront : Selector::kRear;
  if (k == 3) return i == 1 ? Selector::kFront : i == 2 ? Selector::kMiddle : Selector::kRear;
  if (i == 1) return Selector::kOuterFront;
  if (i == k) return Selector::kOuterRear;
  if (i == 2) return Selector::kFront;
  if (i == k - 1) return Selector::kRear;
  return Selector::kMiddle;  // the third of five
}

absl::StatusOr<Move> resolve(const Position& pos, const MoveText& text, BareFile bare_file) {
  Color us = pos.side_to_move();
  std::string kind = absl::StrCat(color_name(us), " ", piece_type_name(text.type));
  if (text.type == NO_PIECE_TYPE) return absl::InvalidArgumentError("unknown piece");
  if (!pos.pieces(us, text.type))
    return absl::InvalidArgumentError(absl::StrCat("no such piece: there is no ", kind));
  int column = -1;
  if (text.file != 0) {
    if (text.file < 1 || text.file > 9)
      return absl::InvalidArgumentError("malformed: files are numbered 1-9");
    column = column_of_file(us, text.file);
  } else {
    if (text.selector == Selector::kNone)
      return absl::InvalidArgumentError("malformed: neither a file nor a front/rear marker");
    for (int c = 0; c < FILE_NB; ++c) {
      if (!(pos.pieces(us, text.type) & file_bb(c)).more_than_one()) continue;
      if (column >= 0)
        return absl::InvalidArgumentError(
            absl::StrCat("ambiguous: ", kind, "s stand in tandem on files ",
                         file_number(us, column), " and ", file_number(us, c), "; write the file"));
      column = c;
    }
    if (column < 0)
      return absl::InvalidArgumentError(
          absl::StrCat("no such piece: no two ", kind, "s share a file, so a ",
                       selector_word(text.selector), " marker names nothing"));
  }
  int file = file_number(us, column);
  std::vector<Square> on_file = pieces_on_column(pos, us, text.type, column);
  int k = int(on_file.size());
  if (k == 0)
    return absl::InvalidArgumentError(
        absl::StrCat("no such piece: there is no ", kind, " on file ", file));
  if (text.selector == Selector::kNone && k > 1) {
    if (bare_file == BareFile::kMiddlePawnOrLegality && text.type == PAWN && (k == 3 || k == 5))
      return legal_move_from(pos, on_file[k / 2], text);
    std::vector<Move> fits;
    absl::Status first_error;
    for (Square s : on_file) {
      absl::StatusOr<Move> m = legal_move_from(pos, s, text);
      if (m.ok())
        fits.push_back(*m);
      else if (first_error.ok())
        first_error = m.status();
    }
    if (fits.size() == 1) return fits[0];
    if (fits.empty()) return first_error;
    return absl::InvalidArgumentError(absl::StrCat("ambiguous: ", k, " ", kind, "s on file ", file,
                                                   " can make that move; mark which one"));
  }
  int i = selected_index(text.selector, text.index, k);
  if (i < 0)
    return absl::InvalidArgumentError(
        absl::StrCat("no such piece: file ", file, " holds ", k, " ", kind, k == 1 ? "" : "s",
                     ", which has no ", selector_word(text.selector), " one",
                     text.selector == Selector::kIndex ? absl::StrCat(" #", text.index) : ""));
  return legal_move_from(pos, on_file[i], text);
}

absl::Status malformed_move(absl::string_view style, absl::string_view text, absl::string_view why,
                            size_t max_chars) {
  return absl::InvalidArgumentError(
      absl::StrCat("malformed ", style, " move ", readable_quote(text, max_chars), ": ", why));
}

}  // namespace cotuong::notation
