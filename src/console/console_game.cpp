#include "console/console_game.h"

#include "book/builtin.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace cotuong::console {

Game::Game(const Position& start, rules::RuleSet rules) : start_(start), arbiter_(start, rules) {}

absl::Status Game::play(Move m) {
  if (absl::Status s = arbiter_.play(m); !s.ok()) return s;
  moves_.push_back(m);
  return absl::OkStatus();
}

bool Game::undo(int plies) {
  if (plies < 0 || size_t(plies) > moves_.size()) return false;
  for (int i = 0; i < plies; ++i) {
    arbiter_.undo();
    moves_.pop_back();
  }
  return true;
}

void Game::set_rules(rules::RuleSet rules) {
  rules::Arbiter judged(start_, rules);
  for (Move m : moves_) judged.play(m).IgnoreError();  // legal: played before
  arbiter_ = std::move(judged);
}

std::vector<std::string> Game::move_texts(notation::Style s) const {
  std::vector<std::string> texts;
  Position pos = start_;
  for (Move m : moves_) {
    texts.push_back(notation::format_move(pos, m, s));
    pos.do_move(m);
  }
  return texts;
}

notation::GameRecord Game::record(const std::string& red, const std::string& black) const {
  notation::GameRecord rec;
  rec.set_tag("Event", "cotuong console game");
  rec.set_tag("Red", red);
  rec.set_tag("Black", black);
  rec.set_tag("Rules", rules::rule_set_name(rules()));
  if (start_.fen() != Position::start().fen()) rec.start_fen = start_.fen();
  rec.moves = moves_;
  if (const book::Opening* o = opening()) rec.set_tag("Opening", o->display());
  rules::Verdict v = verdict();
  if (v.over()) {
    rec.result = v.result;
    rec.termination = v.explanation;
  }
  return rec;
}

const book::Opening* Game::opening() const {
  if (start_.key() != Position::start().key()) return nullptr;
  return book::builtin_names().name_of(std::span<const Move>(moves_));
}

absl::StatusOr<Game> Game::from_record(const notation::GameRecord& record, rules::RuleSet rules) {
  absl::StatusOr<Position> start = record.start_position();
  if (!start.ok()) return start.status();
  Game game(*start, rules);
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
      return absl::InvalidArgumentError(absl::StrCat(
          "unknown handicap piece \"", word, "\" (rook, horse, cannon, elephant, advisor, pawn)"));
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
