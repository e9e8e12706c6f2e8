#include "notation/chinese.h"

#include <vector>

#include "absl/strings/str_cat.h"
#include "core/quote.h"
#include "notation/relative_move.h"
#include "notation/utf8.h"

namespace cotuong::notation {

namespace {

// Piece characters indexed by PieceType - 1 (K A E H R C P), per colour and character set.
constexpr char32_t kTraditional[COLOR_NB][7] = {{U'帥', U'仕', U'相', U'傌', U'俥', U'炮', U'兵'},
                                                {U'將', U'士', U'象', U'馬', U'車', U'砲', U'卒'}};
constexpr char32_t kSimplified[COLOR_NB][7] = {{U'帅', U'仕', U'相', U'马', U'车', U'炮', U'兵'},
                                               {U'将', U'士', U'象', U'马', U'车', U'炮', U'卒'}};
constexpr char32_t kNumerals[10] = {U'零', U'一', U'二', U'三', U'四',
                                    U'五', U'六', U'七', U'八', U'九'};

// Returns the piece type a Chinese character names, or NO_PIECE_TYPE.
PieceType piece_of_char(char32_t c) {
  switch (c) {
    case U'帥':
    case U'帅':
    case U'將':
    case U'将':
      return KING;
    case U'仕':
    case U'士':
      return ADVISOR;
    case U'相':
    case U'象':
      return ELEPHANT;
    case U'傌':
    case U'馬':
    case U'马':
      return HORSE;
    case U'俥':
    case U'車':
    case U'车':
      return ROOK;
    case U'炮':
    case U'砲':
    case U'包':
      return CANNON;
    case U'兵':
    case U'卒':
      return PAWN;
    default:
      return NO_PIECE_TYPE;
  }
}

// Returns the value 1-9 of a Chinese numeral, ASCII or full-width digit; 0 if none.
int number_of_char(char32_t c) {
  for (int n = 1; n <= 9; ++n)
    if (c == kNumerals[n]) return n;
  if (c >= U'1' && c <= U'9') return int(c - U'0');
  if (c >= U'１' && c <= U'９') return int(c - U'０');
  return 0;
}

// Returns the text of number n as colour c writes it (Red: 五, Black: 5).
std::string number_text(Color c, int n) {
  return c == RED ? utf8_encode(kNumerals[n]) : std::string(1, char('0' + n));
}

}  // namespace

std::string format_chinese(const Position& pos, Move m, bool simplified) {
  MoveFacts f = move_facts(pos, m);
  char32_t piece = (simplified ? kSimplified : kTraditional)[f.us][f.type - 1];
  std::string out;
  int k = f.count_on_file;
  bool marked = k >= 2 && f.type != KING && f.type != ADVISOR && f.type != ELEPHANT;
  if (!marked) {
    out = utf8_encode(piece) + number_text(f.us, f.file);
  } else {
    char32_t marker = f.index == 1   ? U'前'
                      : k >= 4       ? kNumerals[f.index]
                      : f.index == k ? (simplified ? U'后' : U'後')
                                     : U'中';
    out = utf8_encode(marker);
    out += file_needed_with_marker(f) ? number_text(f.us, f.file) : utf8_encode(piece);
  }
  char32_t dir = f.direction == Direction::kForward ? (simplified ? U'进' : U'進')
                 : f.direction == Direction::kBack  ? U'退'
                                                    : U'平';
  return out + utf8_encode(dir) + number_text(f.us, f.number);
}

absl::StatusOr<Move> parse_chinese(const Position& pos, absl::string_view text) {
  std::vector<char32_t> c;
  for (char32_t ch : utf8_decode(text))
    if (ch != U' ' && ch != U'\t' && ch != U'\u3000') c.push_back(ch);
  if (c.size() != 4)
    return malformed_move("Chinese", text, "a Chinese move has four characters, like 炮二平五", 16);
  MoveText mt;
  switch (c[2]) {
    case U'进':
    case U'進':
      mt.direction = Direction::kForward;
      break;
    case U'退':
      mt.direction = Direction::kBack;
      break;
    case U'平':
      mt.direction = Direction::kSideways;
      break;
    default:
      return malformed_move("Chinese", text, "the third character must be 进, 退 or 平", 16);
  }
  mt.number = number_of_char(c[3]);
  if (mt.number == 0)
    return malformed_move("Chinese", text, "the last character must be a number 1-9", 16);
  if (PieceType pt = piece_of_char(c[0]); pt != NO_PIECE_TYPE) {
    mt.type = pt;
    mt.file = number_of_char(c[1]);
    if (mt.file == 0)
      return malformed_move("Chinese", text, "the piece must be followed by its file", 16);
    return resolve(pos, mt, BareFile::kByLegality);
  }
  switch (c[0]) {
    case U'前':
      mt.selector = Selector::kIndex, mt.index = 1;
      break;
    case U'中':
      mt.selector = Selector::kMiddle;
      break;
    case U'后':
    case U'後':
      mt.selector = Selector::kLast;
      break;
    default: {
      int n = number_of_char(c[0]);
      if (n < 2 || n > 5 || piece_of_char(c[1]) == NO_PIECE_TYPE)
        return absl::InvalidArgumentError(absl::StrCat(
            "unknown piece ", readable_quote(utf8_encode(c[0])), " in ", readable_quote(text, 16)));
      mt.selector = Selector::kIndex, mt.index = n;
    }
  }
  mt.type = piece_of_char(c[1]);
  if (mt.type == NO_PIECE_TYPE) {
    mt.type = PAWN;  // 前七平六: the file replaces the piece when two files hold tandem pawns
    mt.file = number_of_char(c[1]);
    if (mt.file == 0)
      return absl::InvalidArgumentError(absl::StrCat(
          "unknown piece ", readable_quote(utf8_encode(c[1])), " in ", readable_quote(text, 16)));
  }
  return resolve(pos, mt, BareFile::kByLegality);
}

}  // namespace cotuong::notation
