#include "notation/vietnamese.h"

#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/quote.h"
#include "notation/relative_move.h"
#include "notation/utf8.h"

namespace cotuong::notation {

namespace {

// Short letters by piece type (index = PieceType).
constexpr const char* kVietnameseLetters[PIECE_TYPE_NB] = {"", "Tg", "S", "T", "M", "X", "P", "B"};
// Long names by piece type.
constexpr const char* kNames[PIECE_TYPE_NB] = {"",   "Tướng", "Sĩ",   "Tượng",
                                               "Mã", "Xe",    "Pháo", "Tốt"};

// Returns the short marker of a selector ("t", "g", "s", "tt", "ss"; "" for none).
const char* short_marker(Selector s) {
  switch (s) {
    case Selector::kFront:
      return "t";
    case Selector::kRear:
      return "s";
    case Selector::kMiddle:
      return "g";
    case Selector::kOuterFront:
      return "tt";
    case Selector::kOuterRear:
      return "ss";
    default:
      return "";
  }
}

// Returns the long marker word of a selector ("trước", ...; "" for none).
const char* long_marker(Selector s) {
  switch (s) {
    case Selector::kFront:
      return "trước";
    case Selector::kRear:
      return "sau";
    case Selector::kMiddle:
      return "giữa";
    case Selector::kOuterFront:
      return "đầu";
    case Selector::kOuterRear:
      return "cuối";
    default:
      return "";
  }
}

// Returns the lower-cased ASCII letters of a word (other bytes kept) for matching.
std::string lower(absl::string_view word) { return absl::AsciiStrToLower(word); }

// Returns the piece type of a long-form word, or NO_PIECE_TYPE.
PieceType piece_of_word(absl::string_view word) {
  std::string w = lower(word);
  for (int pt = KING; pt <= PAWN; ++pt)
    if (w == lower(kNames[pt])) return PieceType(pt);
  if (w == "voi") return ELEPHANT;
  if (w == "binh" || w == "chốt") return PAWN;
  return NO_PIECE_TYPE;
}

// Returns the selector of a long-form marker word; kNone when it is not one.
Selector selector_of_word(absl::string_view word) {
  std::string w = lower(word);
  for (Selector s : {Selector::kFront, Selector::kRear, Selector::kMiddle, Selector::kOuterFront,
                     Selector::kOuterRear})
    if (w == long_marker(s)) return s;
  return Selector::kNone;
}

// Returns the direction of a long-form word (tấn/tiến, thoái/lùi, bình), if it is one.
bool direction_of_word(absl::string_view word, Direction* d) {
  std::string w = lower(word);
  if (w == "tấn" || w == "tiến")
    *d = Direction::kForward;
  else if (w == "thoái" || w == "lùi")
    *d = Direction::kBack;
  else if (w == "bình")
    *d = Direction::kSideways;
  else
    return false;
  return true;
}

// Returns the selector of a short marker starting at text[*i] and advances *i past it.
Selector read_short_marker(absl::string_view text, size_t* i) {
  auto at = [&](size_t j) { return j < text.size() ? absl::ascii_tolower(text[j]) : '\0'; };
  char a = at(*i), b = at(*i + 1);
  if ((a == 't' && b == 't') || (a == 's' && b == 's')) {
    *i += 2;
    return a == 't' ? Selector::kOuterFront : Selector::kOuterRear;
  }
  if (a == 't' || a == 's' || a == 'g') {
    *i += 1;
    return a == 't' ? Selector::kFront : a == 's' ? Selector::kRear : Selector::kMiddle;
  }
  return Selector::kNone;
}

}  // namespace

std::string format_vietnamese(const Position& pos, Move m, bool long_form) {
  MoveFacts f = move_facts(pos, m);
  Selector sel = standard_selector(f);
  bool file_written = sel == Selector::kNone || file_needed_with_marker(f);
  if (long_form) {
    std::string out = kNames[f.type];
    if (file_written) absl::StrAppend(&out, " ", f.file);
    if (sel != Selector::kNone) absl::StrAppend(&out, " ", long_marker(sel));
    const char* dir = f.direction == Direction::kForward ? "tấn"
                      : f.direction == Direction::kBack  ? "thoái"
                                                         : "bình";
    absl::StrAppend(&out, " ", dir, " ", f.number);
    return out;
  }
  std::string out = kVietnameseLetters[f.type];
  if (file_written) absl::StrAppend(&out, f.file);
  out += short_marker(sel);
  out += f.direction == Direction::kForward ? '.' : f.direction == Direction::kBack ? '/' : '-';
  absl::StrAppend(&out, f.number);
  return out;
}

absl::StatusOr<Move> parse_vietnamese(const Position& pos, absl::string_view text) {
  absl::string_view t = absl::StripAsciiWhitespace(text);
  if (t.empty()) return malformed_move("Vietnamese", text, "empty");
  MoveText mt;
  size_t i = 0;
  if (t.size() >= 2 && absl::ascii_tolower(t[0]) == 't' && absl::ascii_tolower(t[1]) == 'g') {
    mt.type = KING;
    i = 2;
  } else {
    switch (absl::ascii_toupper(t[0])) {
      case 'S':
        mt.type = ADVISOR;
        break;
      case 'T':
      case 'V':
        mt.type = ELEPHANT;
        break;
      case 'X':
        mt.type = ROOK;
        break;
      case 'P':
        mt.type = CANNON;
        break;
      case 'M':
        mt.type = HORSE;
        break;
      case 'B':
      case 'C':
        mt.type = PAWN;
        break;
      default:
        return absl::InvalidArgumentError(
            absl::StrCat("unknown piece ", readable_quote(first_character(t)), " in ",
                         readable_quote(t, 24), " (Vietnamese letters are Tg S T X P M B)"));
    }
    i = 1;
  }
  if (i < t.size() && t[i] >= '1' && t[i] <= '9') mt.file = t[i++] - '0';
  mt.selector = read_short_marker(t, &i);
  if (mt.file == 0 && mt.selector == Selector::kNone)
    return malformed_move("Vietnamese", text,
                          "expected a file 1-9 or a marker t/g/s after the piece");
  if (i >= t.size())
    return malformed_move("Vietnamese", text, "expected . / or - (tấn, thoái, bình)");
  switch (t[i++]) {
    case '.':
      mt.direction = Direction::kForward;
      break;
    case '/':
      mt.direction = Direction::kBack;
      break;
    case '-':
      mt.direction = Direction::kSideways;
      break;
    default:
      return malformed_move("Vietnamese", text, "expected . / or - (tấn, thoái, bình)");
  }
  if (i + 1 != t.size() || t[i] < '1' || t[i] > '9')
    return malformed_move("Vietnamese", text, "expected one digit 1-9 at the end");
  mt.number = t[i] - '0';
  return resolve(pos, mt, BareFile::kByLegality);
}

bool looks_like_vietnamese_long(absl::string_view text) {
  std::vector<absl::string_view> words =
      absl::StrSplit(absl::StripAsciiWhitespace(text), ' ', absl::SkipEmpty());
  return !words.empty() && piece_of_word(words[0]) != NO_PIECE_TYPE;
}

absl::StatusOr<Move> parse_vietnamese_long(const Position& pos, absl::string_view text) {
  std::vector<absl::string_view> w =
      absl::StrSplit(absl::StripAsciiWhitespace(text), absl::ByAnyChar(" \t"), absl::SkipEmpty());
  if (w.empty()) return malformed_move("Vietnamese", text, "empty");
  MoveText mt;
  mt.type = piece_of_word(w[0]);
  if (mt.type == NO_PIECE_TYPE)
    return absl::InvalidArgumentError(
        absl::StrCat("unknown piece ", readable_quote(w[0], 16),
                     " (Vietnamese names are Tướng Sĩ Tượng Xe Pháo Mã Tốt)"));
  size_t i = 1;
  if (i < w.size() && w[i].size() == 1 && w[i][0] >= '1' && w[i][0] <= '9')
    mt.file = w[i++][0] - '0';
  if (i < w.size()) {
    mt.selector = selector_of_word(w[i]);
    if (mt.selector != Selector::kNone) ++i;
  }
  if (mt.file == 0 && mt.selector == Selector::kNone)
    return malformed_move("Vietnamese", text,
                          "expected a file 1-9 or trước/giữa/sau after the piece");
  if (i >= w.size() || !direction_of_word(w[i], &mt.direction))
    return malformed_move("Vietnamese", text, "expected tấn, thoái or bình");
  ++i;
  if (i + 1 != w.size() || w[i].size() != 1 || w[i][0] < '1' || w[i][0] > '9')
    return malformed_move("Vietnamese", text, "expected one number 1-9 at the end");
  mt.number = w[i][0] - '0';
  return resolve(pos, mt, BareFile::kByLegality);
}

}  // namespace cotuong::notation
