#include "notation/wxf.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "core/quote.h"
#include "notation/relative_move.h"
#include "notation/utf8.h"

namespace cotuong::notation {

namespace {

constexpr char kWxfLetters[PIECE_TYPE_NB] = {'?', 'K', 'A', 'E', 'H', 'R', 'C', 'P'};

// Returns the piece type of a WXF letter (either case), or NO_PIECE_TYPE.
PieceType piece_of_letter(char c) {
  switch (absl::ascii_toupper(c)) {
    case 'K':
    case 'G':
      return KING;
    case 'A':
      return ADVISOR;
    case 'E':
    case 'B':
      return ELEPHANT;
    case 'H':
    case 'N':
      return HORSE;
    case 'R':
      return ROOK;
    case 'C':
      return CANNON;
    case 'P':
      return PAWN;
    default:
      return NO_PIECE_TYPE;
  }
}

// Returns whether square (column, rank) lies where colour c's pieces of type pt may stand in
// Fairy-Stockfish's model: palace for king and advisor, own half for the elephant.
bool in_region(Color c, PieceType pt, int column, int rank) {
  if (column < 0 || column >= FILE_NB || rank < 0 || rank >= RANK_NB) return false;
  int own_rank = c == RED ? rank : RANK_NB - 1 - rank;
  if (pt == KING || pt == ADVISOR) return column >= 3 && column <= 5 && own_rank <= 2;
  if (pt == ELEPHANT) return own_rank <= 4;
  return true;
}

// Returns whether the other like piece on m's file could make the same step (Fairy-Stockfish
// then marks the mover with +/-, otherwise it writes the file digit).
bool other_could_step(const Position& pos, Move m) {
  Square from = from_sq(m), to = to_sq(m);
  Piece p = pos.piece_on(from);
  for (int rank = 0; rank < RANK_NB; ++rank) {
    Square s = make_square(file_of(from), rank);
    if (s == from || pos.piece_on(s) != p) continue;
    return in_region(color_of(p), type_of(p), file_of(s) + file_of(to) - file_of(from),
                     rank + rank_of(to) - rank_of(from));
  }
  return false;
}

bool is_digit(char c) { return c >= '1' && c <= '9'; }

}  // namespace

std::string format_wxf(const Position& pos, Move m, WxfDialect dialect) {
  MoveFacts f = move_facts(pos, m);
  std::string out;
  char letter = kWxfLetters[f.type];
  char file = char('0' + f.file);
  if (dialect == WxfDialect::kFairyStockfish) {
    bool crowded = f.crowded_files >= 2;
    out += f.count_on_file >= 3 - int(crowded) ? char('0' + f.index) : letter;
    if (f.count_on_file == 2 && !crowded && other_could_step(pos, m))
      out += f.index == 1 ? '+' : '-';
    else
      out += file;
  } else {
    Selector sel = standard_selector(f);
    bool file_first = file_needed_with_marker(f);
    switch (sel) {
      case Selector::kNone:
        out = {letter, file};
        break;
      case Selector::kFront:
        out = {file_first ? file : letter, '+'};
        break;
      case Selector::kRear:
        out = {file_first ? file : letter, '-'};
        break;
      case Selector::kMiddle:
        out = {file_first ? file : letter, file};
        break;
      case Selector::kOuterFront:
        out = "++";
        break;
      case Selector::kOuterRear:
        out = "--";
        break;
      default:
        out = {letter, file};
        break;  // unreachable: no other standard selector
    }
  }
  char sideways = dialect == WxfDialect::kFairyStockfish ? '=' : '.';
  out += f.direction == Direction::kForward ? '+'
         : f.direction == Direction::kBack  ? '-'
                                            : sideways;
  out += char('0' + f.number);
  return out;
}

absl::StatusOr<Move> parse_wxf(const Position& pos, absl::string_view text, WxfDialect dialect) {
  absl::string_view t = absl::StripAsciiWhitespace(text);
  if (t.size() != 4)
    return malformed_move("WXF", text, "a WXF move has four characters, like C2.5");
  char a = t[0], b = t[1], dir = t[2], num = t[3];
  MoveText mt;
  switch (dir) {
    case '+':
      mt.direction = Direction::kForward;
      break;
    case '-':
      mt.direction = Direction::kBack;
      break;
    case '.':
    case '=':
      mt.direction = Direction::kSideways;
      break;
    default:
      return malformed_move("WXF", text, "the third character must be + - . or =");
  }
  if (!is_digit(num)) return malformed_move("WXF", text, "the last character must be a digit 1-9");
  mt.number = num - '0';
  BareFile bare =
      dialect == WxfDialect::kOfficial ? BareFile::kMiddlePawnOrLegality : BareFile::kByLegality;
  bool a_marker = a == '+' || a == '-', b_marker = b == '+' || b == '-';
  if (!is_digit(a) && !a_marker) {
    mt.type = piece_of_letter(a);
    if (mt.type == NO_PIECE_TYPE)
      return absl::InvalidArgumentError(
          absl::StrCat("unknown piece ", readable_quote(first_character(t)), " in ",
                       readable_quote(t), " (WXF letters are K A E H R C P)"));
    if (is_digit(b))
      mt.file = b - '0';
    else if (b_marker)
      mt.selector = b == '+' ? Selector::kFront : Selector::kRear;
    else
      return malformed_move("WXF", text, "after the piece comes a file 1-9, + or -");
    return resolve(pos, mt, bare);
  }
  mt.type = PAWN;  // a digit or marker in the piece's place always means a pawn
  if (dialect == WxfDialect::kFairyStockfish) {
    if (!is_digit(a) || !is_digit(b))
      return malformed_move("WXF", text,
                            "pawn numbering is a position digit then a file digit, like 15=6");
    mt.selector = Selector::kIndex;
    mt.index = a - '0';
    mt.file = b - '0';
    return resolve(pos, mt, bare);
  }
  if (a_marker) {
    if (b != a)
      return malformed_move("WXF", text, "the outer pawns of four or five are written ++ or --");
    mt.selector = a == '+' ? Selector::kOuterFront : Selector::kOuterRear;
    return resolve(pos, mt, bare);
  }
  mt.file = a - '0';
  if (b_marker)
    mt.selector = b == '+' ? Selector::kFront : Selector::kRear;
  else if (b == a)
    mt.selector = Selector::kMiddle;
  else
    return malformed_move(
        "WXF", text,
        absl::StrCat("a file digit ", t.substr(0, 1), " is followed by +, - or itself (",
                     t.substr(0, 1), t.substr(0, 1), " = middle pawn); \"", t.substr(0, 2),
                     "\" reads as Fairy-Stockfish pawn numbering (wxf-fsf)"));
  return resolve(pos, mt, bare);
}

}  // namespace cotuong::notation
