#include "console/console_game.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "book/builtin.h"
#include "quote.h"

namespace cotuong::console {

std::vector<std::string> move_texts(const rules::Game& game, notation::Style s) {
  std::vector<std::string> texts;
  Position pos = game.start();
  for (Move m : game.moves()) {
    texts.push_back(notation::format_move(pos, m, s));
    pos.do_move(m);
  }
  return texts;
}

const book::Opening* opening_of(const rules::Game& game) {
  if (game.start().key() != Position::start().key()) return nullptr;
  return book::builtin_names().name_of(std::span<const Move>(game.moves()));
}

notation::GameRecord game_record(const rules::Game& game, const std::string& red,
                                 const std::string& black) {
  notation::GameRecord rec;
  rec.set_tag("Event", "cotuong console game");
  rec.set_tag("Red", red);
  rec.set_tag("Black", black);
  rec.set_tag("Rules", rules::rule_set_name(game.rules()));
  if (game.start().fen() != Position::start().fen()) rec.start_fen = game.start().fen();
  rec.moves = game.moves();
  if (const book::Opening* o = opening_of(game)) rec.set_tag("Opening", o->display());
  rules::Verdict v = game.verdict();
  if (v.over()) {
    rec.result = v.result;
    rec.termination = v.explanation;
  }
  return rec;
}

void record_clock(notation::GameRecord& rec, const std::optional<rules::GameClock>& clock,
                  const std::optional<rules::Verdict>& time_verdict) {
  if (clock)
    rec.set_tag("TimeControl", absl::StrCat(clock->preset().initial_ms / 1000, "+",
                                            clock->preset().increment_ms / 1000));
  if (time_verdict) {
    rec.result = time_verdict->result;
    rec.termination = time_verdict->explanation;
  }
}

absl::StatusOr<rules::Game> game_from_record(const notation::GameRecord& record,
                                             rules::RuleSet rules) {
  absl::StatusOr<Position> start = record.start_position();
  if (!start.ok()) return start.status();
  rules::Game game(*start, rules);
  for (size_t i = 0; i < record.moves.size(); ++i)
    if (absl::Status s = game.play(record.moves[i]); !s.ok())
      return absl::InvalidArgumentError(absl::StrCat("move ", i + 1, ": ", s.message()));
  return game;
}

namespace {

// Returns the piece type a handicap word names, or NO_PIECE_TYPE.
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

// Returns the FEN placement character of a piece.
char fen_char(Piece p) {
  constexpr char kLetters[] = " kabnrcp";
  char c = kLetters[type_of(p)];
  return color_of(p) == RED ? char(c - 'a' + 'A') : c;
}

}  // namespace

absl::StatusOr<Position> handicap_position(Color giver, const std::vector<std::string>& pieces) {
  const Position start = Position::start();
  Piece board[SQUARE_NB];
  for (int s = 0; s < SQUARE_NB; ++s) board[s] = start.piece_on(Square(s));
  for (const std::string& word : pieces) {
    PieceType pt = handicap_piece(word);
    if (pt == NO_PIECE_TYPE)
      return absl::InvalidArgumentError(
          absl::StrCat("unknown handicap piece ", readable_quote(word),
                       " (rook, horse, cannon, elephant, advisor, pawn)"));
    // The giver's left-hand piece first: Red's left is file a, Black's is file i.
    Square found = SQ_NONE;
    for (int i = 0; i < SQUARE_NB && found == SQ_NONE; ++i) {
      int rank = i / FILE_NB, file = giver == RED ? i % FILE_NB : 8 - i % FILE_NB;
      Square s = make_square(file, giver == RED ? rank : 9 - rank);
      if (board[s] == make_piece(giver, pt)) found = s;
    }
    if (found == SQ_NONE)
      return absl::InvalidArgumentError(absl::StrCat("no ", word, " left to give"));
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
