#include "core/position.h"

#include <cctype>
#include <cstdlib>
#include <cstring>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/quote.h"
#include "core/setup.h"
#include "core/zobrist.h"

namespace cotuong {

namespace {

constexpr char kPieceChars[] = " KABNRCP kabnrcp";

// Returns the piece a FEN letter names (E and H are aliases of B and N), or NO_PIECE.
Piece piece_from_char(char ch) {
  switch (ch) {
    case 'E':
      ch = 'B';
      break;
    case 'H':
      ch = 'N';
      break;
    case 'e':
      ch = 'b';
      break;
    case 'h':
      ch = 'n';
      break;
    default:
      break;
  }
  const char* p = std::strchr(kPieceChars, ch);
  if (ch == ' ' || ch == '\0' || p == nullptr) return NO_PIECE;
  return Piece(p - kPieceChars);
}

// Returns a printable description of a character for error messages.
std::string describe_char(char ch) {
  unsigned char u = static_cast<unsigned char>(ch);
  if (std::isprint(u)) return absl::StrCat("'", std::string(1, ch), "'");
  return absl::StrCat("byte 0x", absl::Hex(u, absl::kZeroPad2));
}

}  // namespace

Position::Position() {
  attacks::init();
  zobrist::init();
  std::memset(board_, 0, sizeof(board_));
  history_.reserve(256);
  history_.emplace_back();
}

Position Position::start() {
  static const Position start_pos = *from_fen(kStartFen);
  return start_pos;
}

absl::StatusOr<Position> Position::from_fen(absl::string_view fen, SetupCheck check) {
  absl::StatusOr<Position> pos = parse_fen(fen);
  if (!pos.ok()) return pos;
  if (absl::Status valid = validate_setup(*pos, check); !valid.ok()) return valid;
  return pos;
}

absl::StatusOr<Position> Position::parse_fen(absl::string_view fen) {
  if (fen.size() > 256) return absl::InvalidArgumentError("FEN is too long (over 256 characters)");
  std::vector<absl::string_view> fields =
      absl::StrSplit(absl::StripAsciiWhitespace(fen), absl::ByAnyChar(" \t"), absl::SkipEmpty());
  if (fields.empty()) return absl::InvalidArgumentError("FEN is empty");
  if (fields.size() > 6)
    return absl::InvalidArgumentError(
        absl::StrCat("FEN has ", fields.size(), " fields, at most 6 are allowed"));

  Position pos;
  std::vector<absl::string_view> ranks = absl::StrSplit(fields[0], '/');
  if (ranks.size() != RANK_NB)
    return absl::InvalidArgumentError(
        absl::StrCat("FEN board has ", ranks.size(), " ranks, expected 10"));
  for (int i = 0; i < RANK_NB; ++i) {
    const int rank = 9 - i;
    int file = 0;
    for (size_t k = 0; k < ranks[i].size(); ++k) {
      char ch = ranks[i][k];
      if (absl::ascii_isdigit(ch)) {
        // One digit 1-9 counts empty files; "10" (ten empty files?) or "0" is no count.
        size_t end = k;
        while (end < ranks[i].size() && absl::ascii_isdigit(ranks[i][end])) ++end;
        if (end - k > 1 || ch == '0')
          return absl::InvalidArgumentError(
              absl::StrCat("FEN rank ", rank, " (", readable_quote(ranks[i]), ") counts ",
                           readable_quote(ranks[i].substr(k, end - k)),
                           " empty files: a count is one digit 1-9, and a rank has 9 files"));
        file += ch - '0';
      } else {
        Piece p = piece_from_char(ch);
        if (p == NO_PIECE)
          return absl::InvalidArgumentError(absl::StrCat("FEN board has an unknown piece letter ",
                                                         describe_char(ch), " on rank ", rank));
        if (file < FILE_NB) pos.put_piece(p, make_square(file, rank));
        ++file;
      }
      if (file > FILE_NB) break;
    }
    if (file != FILE_NB)
      return absl::InvalidArgumentError(
          absl::StrCat("FEN rank ", rank, " (", readable_quote(ranks[i]), ") has ",
                       file > 9 ? "more than" : "only", " ", file > 9 ? 9 : file,
                       " files, expected 9 (its counts of empty files and its pieces add up)"));
  }

  if (fields.size() > 1) {
    absl::string_view side = fields[1];
    if (side == "w" || side == "r" || side == "W" || side == "R") {
      pos.side_ = RED;
    } else if (side == "b" || side == "B") {
      pos.side_ = BLACK;
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("FEN side to move must be w, r or b, not ", readable_quote(side)));
    }
  }
  // Fields 3 and 4 (castling, en passant) mean nothing in xiangqi and are ignored.
  int halfmove = 0, fullmove = 1;
  if (fields.size() > 4 &&
      (!absl::SimpleAtoi(fields[4], &halfmove) || halfmove < 0 || halfmove > 10000))
    return absl::InvalidArgumentError(absl::StrCat(
        "FEN half-move clock ", readable_quote(fields[4]), " is not a number from 0 to 10000"));
  if (fields.size() > 5 &&
      (!absl::SimpleAtoi(fields[5], &fullmove) || fullmove < 0 || fullmove > 10000))
    return absl::InvalidArgumentError(absl::StrCat("FEN move number ", readable_quote(fields[5]),
                                                   " is not a number from 0 to 10000"));

  pos.start_side_ = pos.side_;
  pos.start_fullmove_ = std::max(fullmove, 1);
  StateInfo& st = pos.history_.back();
  st.plies_since_capture = int16_t(halfmove);
  st.key = pos.compute_key();
  st.checkers = pos.king_square(pos.side_) == SQ_NONE ? Bitboard() : pos.compute_checkers();
  return pos;
}

std::string fen_board(const Piece (&board)[SQUARE_NB]) {
  std::string out;
  for (int rank = RANK_NB - 1; rank >= 0; --rank) {
    int empty_run = 0;
    for (int file = 0; file < FILE_NB; ++file) {
      const Piece p = board[make_square(file, rank)];
      if (p == NO_PIECE) {
        ++empty_run;
        continue;
      }
      if (empty_run) out += char('0' + empty_run);
      empty_run = 0;
      out += kPieceChars[p];
    }
    if (empty_run) out += char('0' + empty_run);
    if (rank) out += '/';
  }
  return out;
}

std::string Position::fen() const {
  return absl::StrCat(fen_board(board_), side_ == RED ? " w" : " b", " - - ", plies_since_capture(),
                      " ", fullmove_number());
}

Square Position::king_square(Color c) const {
  Bitboard k = pieces(c, KING);
  return k ? k.lsb() : SQ_NONE;
}

void Position::put_piece(Piece p, Square s) {
  board_[s] = p;
  by_color_[color_of(p)] |= s;
  by_type_[type_of(p)] |= s;
}

void Position::remove_piece(Square s) {
  Piece p = board_[s];
  by_color_[color_of(p)] ^= s;
  by_type_[type_of(p)] ^= s;
  board_[s] = NO_PIECE;
}

void Position::move_piece(Square from, Square to) {
  Piece p = board_[from];
  Bitboard ft = Bitboard::square(from) | to;
  by_color_[color_of(p)] ^= ft;
  by_type_[type_of(p)] ^= ft;
  board_[from] = NO_PIECE;
  board_[to] = p;
}

Key Position::compute_key() const {
  Key k = side_ == BLACK ? zobrist::kSide : 0;
  for (Bitboard b = pieces(); b;) {
    Square s = b.pop_lsb();
    k ^= zobrist::kPieceSquare[board_[s]][s];
  }
  return k;
}

Bitboard Position::attackers_to(Square s, Color by, Bitboard occ) const {
  return attacks::king_attackers(s, by, occ, [this](PieceType pt) { return pieces(pt); }) &
         pieces(by);
}

Bitboard Position::compute_checkers() const {
  return attackers_to(king_square(side_), ~side_, pieces());
}

bool Position::is_pseudo_legal(Move m) const {
  Square from = from_sq(m), to = to_sq(m);
  if (!is_ok(from) || !is_ok(to) || from == to) return false;
  Piece p = board_[from];
  if (p == NO_PIECE || color_of(p) != side_ || pieces(side_).test(to)) return false;
  Bitboard occ = pieces();
  switch (type_of(p)) {
    case KING:
      return attacks::king_attacks(from).test(to);
    case ADVISOR:
      return attacks::advisor_attacks(from).test(to);
    case ELEPHANT:
      return attacks::elephant_attacks(from, occ).test(to);
    case HORSE:
      return attacks::horse_attacks(from, occ).test(to);
    case ROOK:
      return attacks::rook_attacks(from, occ).test(to);
    case CANNON:
      return board_[to] == NO_PIECE ? attacks::rook_attacks(from, occ).test(to)
                                    : attacks::cannon_attacks(from, occ).test(to);
    case PAWN:
      return attacks::pawn_attacks(side_, from).test(to);
    default:
      return false;
  }
}

bool Position::is_king_safe_after(Move m) const {
  Square from = from_sq(m), to = to_sq(m);
  Square ksq = type_of(board_[from]) == KING ? to : king_square(side_);
  Bitboard occ = (pieces() ^ from) | to;
  // The captured piece (if any) no longer attacks: mask it out of the attackers.
  return !(attackers_to(ksq, ~side_, occ) & ~Bitboard::square(to));
}

bool Position::is_legal(Move m) const { return is_pseudo_legal(m) && is_king_safe_after(m); }

bool Position::gives_check(Move m) const {
  Square from = from_sq(m), to = to_sq(m);
  Square ksq = king_square(~side_);
  Bitboard occ = (pieces() ^ from) | to;
  PieceType moved = type_of(board_[from]);
  // Fast path for most moves: when neither square is on the king's file or rank and `from` is
  // not a horse leg of the king (a square diagonally next to it), no line or leg changes, so only
  // a horse or pawn landing on a checking square can give check.
  const int kf = file_of(ksq), kr = rank_of(ksq);
  const bool from_near = file_of(from) == kf || rank_of(from) == kr ||
                         (std::abs(file_of(from) - kf) == 1 && std::abs(rank_of(from) - kr) == 1);
  if (!from_near && file_of(to) != kf && rank_of(to) != kr) {
    if (moved == HORSE) return attacks::horse_attackers_from(ksq, occ).test(to);
    return moved == PAWN && attacks::pawn_attackers_from(side_, ksq).test(to);
  }
  // Attackers of the enemy king among our pieces after the move: the moved piece sits on `to`.
  Bitboard ours = (pieces(side_) ^ from) | to;
  auto of_type = [&](PieceType pt) {
    Bitboard b = pieces(side_, pt);
    if (moved == pt) b = (b ^ from) | to;
    return b;
  };
  return bool(attacks::king_attackers(ksq, side_, occ, of_type) & ours);
}

Key Position::key_after(Move m) const {
  Square from = from_sq(m), to = to_sq(m);
  Key k = key() ^ zobrist::kSide ^ zobrist::kPieceSquare[board_[from]][from] ^
          zobrist::kPieceSquare[board_[from]][to];
  if (board_[to] != NO_PIECE) k ^= zobrist::kPieceSquare[board_[to]][to];
  return k;
}

void Position::do_move(Move m) {
  assert(is_legal(m));
  Square from = from_sq(m), to = to_sq(m);
  const StateInfo& prev = history_.back();
  StateInfo next;
  next.move = m;
  next.key = key_after(m);
  next.captured = board_[to];
  next.plies_since_capture = int16_t(prev.plies_since_capture + 1);
  if (next.captured != NO_PIECE) {
    remove_piece(to);
    next.plies_since_capture = 0;
  }
  move_piece(from, to);
  side_ = ~side_;
  history_.push_back(next);
  history_.back().checkers = compute_checkers();
}

void Position::undo_move() {
  assert(history_.size() > 1);
  const StateInfo& st = history_.back();
  Move m = st.move;
  move_piece(to_sq(m), from_sq(m));
  if (st.captured != NO_PIECE) put_piece(st.captured, to_sq(m));
  side_ = ~side_;
  history_.pop_back();
}

void Position::do_null_move() {
  assert(!in_check());
  StateInfo next;
  next.move = MOVE_NULL;
  next.key = history_.back().key ^ zobrist::kSide;
  next.plies_since_capture = int16_t(history_.back().plies_since_capture + 1);
  side_ = ~side_;
  history_.push_back(next);
  history_.back().checkers = compute_checkers();
}

void Position::undo_null_move() {
  side_ = ~side_;
  history_.pop_back();
}

std::string square_name(Square s) {
  if (!is_ok(s)) return "--";
  return std::string{char('a' + file_of(s)), char('0' + rank_of(s))};
}

Square parse_square(absl::string_view text) {
  if (text.size() != 2) return SQ_NONE;
  char f = absl::ascii_tolower(text[0]), r = text[1];
  if (f < 'a' || f > 'i' || r < '0' || r > '9') return SQ_NONE;
  return make_square(f - 'a', r - '0');
}

std::string to_ucci(Move m) {
  if (m == MOVE_NONE || m == MOVE_NULL) return "0000";
  return square_name(from_sq(m)) + square_name(to_sq(m));
}

absl::StatusOr<Move> parse_ucci(const Position& pos, absl::string_view text) {
  Square from = text.size() == 4 ? parse_square(text.substr(0, 2)) : SQ_NONE;
  Square to = text.size() == 4 ? parse_square(text.substr(2, 2)) : SQ_NONE;
  if (from == SQ_NONE || to == SQ_NONE)
    return absl::InvalidArgumentError(
        absl::StrCat(readable_quote(text, 16), " is not a coordinate move like h2e2"));
  Move m = make_move(from, to);
  if (pos.empty(from))
    return absl::InvalidArgumentError(
        absl::StrCat("illegal move ", text, ": no piece on ", square_name(from)));
  if (color_of(pos.piece_on(from)) != pos.side_to_move())
    return absl::InvalidArgumentError(absl::StrCat(
        "illegal move ", text, ": the piece on ", square_name(from), " is not the side to move's"));
  if (!pos.is_pseudo_legal(m))
    return absl::InvalidArgumentError(
        absl::StrCat("illegal move ", text, ": that piece cannot move there"));
  if (!pos.is_king_safe_after(m))
    return absl::InvalidArgumentError(absl::StrCat(
        "illegal move ", text, ": it leaves the king in check or facing the other king"));
  return m;
}

}  // namespace cotuong
