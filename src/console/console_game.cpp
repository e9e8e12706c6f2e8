#include "console/console_game.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "core/quote.h"

namespace cotuong::console {

namespace {

// Returns the piece type a handicap word names, or NO_PIECE_TYPE.
// catalogue-lint: off (the words a person types to name a piece, not words they read)
PieceType handicap_piece(absl::string_view word) {
  std::string w = absl::AsciiStrToLower(word);
  if (w == "rook" || w == "r" || w == "xe" || w == "chariot") return ROOK;
  if (w == "horse" || w == "knight" || w == "n" || w == "h" || w == "ma" || w == "mã") return HORSE;
  if (w == "cannon" || w == "c" || w == "phao" || w == "pháo") return CANNON;
  if (w == "elephant" || w == "bishop" || w == "b" || w == "e" || w == "tuong" || w == "tượng")
    return ELEPHANT;
  if (w == "advisor" || w == "a" || w == "si" || w == "sĩ") return ADVISOR;
  if (w == "pawn" || w == "p" || w == "tot" || w == "tốt") return PAWN;
  return NO_PIECE_TYPE;
}
// catalogue-lint: on

// Returns the FEN placement character of a piece.
char fen_char(Piece p) {
  constexpr char kLetters[] = " kabnrcp";
  char c = kLetters[type_of(p)];
  return color_of(p) == RED ? char(c - 'a' + 'A') : c;
}

}  // namespace

absl::StatusOr<Position> handicap_position(Color giver, const std::vector<std::string>& pieces,
                                           messages::Lang lang) {
  const Position start = Position::start();
  Piece board[SQUARE_NB];
  for (int s = 0; s < SQUARE_NB; ++s) board[s] = start.piece_on(Square(s));
  for (const std::string& word : pieces) {
    PieceType pt = handicap_piece(word);
    if (pt == NO_PIECE_TYPE)
      return absl::InvalidArgumentError(messages::render(
          messages::Message("console.handicap.unknown").with("piece", readable_quote(word)), lang));
    // The giver's left-hand piece first: Red's left is file a, Black's is file i.
    Square found = SQ_NONE;
    for (int i = 0; i < SQUARE_NB && found == SQ_NONE; ++i) {
      int rank = i / FILE_NB, file = giver == RED ? i % FILE_NB : 8 - i % FILE_NB;
      Square s = make_square(file, giver == RED ? rank : 9 - rank);
      if (board[s] == make_piece(giver, pt)) found = s;
    }
    if (found == SQ_NONE)
      return absl::InvalidArgumentError(messages::render(
          messages::Message("console.handicap.none_left").with("piece", word), lang));
    board[found] = NO_PIECE;
  }
  std::string placement;
  for (int rank = 9; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < FILE_NB; ++file) {
      Piece p = board[make_square(file, rank)];
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) absl::StrAppend(&placement, empty);
      empty = 0;
      placement += fen_char(p);
    }
    if (empty) absl::StrAppend(&placement, empty);
    if (rank) placement += '/';
  }
  return Position::from_fen(absl::StrCat(placement, " w - - 0 1"));
}

}  // namespace cotuong::console
