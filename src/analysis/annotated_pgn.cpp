#include "analysis/annotated_pgn.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "core/movegen.h"
#include "rules/game_result.h"

namespace cotuong::analysis {

namespace {

// Collects movetext words into lines of at most 80 columns.
class Wrapper {
 public:
  // Adds one word (a comment or variation may hold spaces; it is kept whole).
  void add(const std::string& word) {
    if (!line_.empty() && line_.size() + 1 + word.size() > 80) {
      text_ += line_ + "\n";
      line_.clear();
    }
    line_ += (line_.empty() ? "" : " ") + word;
  }
  // Returns the text with the last line ended.
  std::string finish() { return text_ + line_ + "\n"; }

 private:
  std::string text_, line_;
};

// Returns a comment body safe inside { }.
std::string comment(const std::string& text) {
  return absl::StrCat("{", absl::StrReplaceAll(text, {{"}", ")"}, {"{", "("}}), "}");
}

// Returns the PGN tag section of a game (the project's writer, given the game without moves,
// writes exactly that, then an empty movetext).
std::string tag_section(notation::GameRecord game, notation::Style s, const std::string& settings) {
  game.moves.clear();
  game.comments.clear();
  game.set_tag("Annotator", absl::StrCat("cotuong analyze, ", settings));
  std::string text = notation::write_pgn(game, s);
  size_t end = text.find("\n\n");
  return end == std::string::npos ? text : text.substr(0, end + 2);
}

// Returns the game with its result set when the record has none but the board has one: the
// side to move after the last move is mated or stalemated (both lose in xiangqi).
notation::GameRecord with_result_on_board(const notation::GameRecord& record) {
  notation::GameRecord game = record;
  if (game.result != rules::GameResult::kNone) return game;
  absl::StatusOr<Position> pos = game.start_position();
  if (!pos.ok()) return game;
  for (Move m : game.moves) {
    if (!pos->is_legal(m)) return game;
    pos->do_move(m);
  }
  if (MoveList<LEGAL>(*pos).size() == 0) game.result = rules::loss_for(pos->side_to_move());
  return game;
}

}  // namespace

std::string write_annotated_pgn(const notation::GameRecord& record, const GameReview& review,
                                notation::Style s, const std::string& settings) {
  const notation::GameRecord game = with_result_on_board(record);
  std::string out = tag_section(game, s, settings);
  Wrapper words;
  std::string opening = absl::StrCat(summary_line(RED, review.side[RED]), "; ",
                                     summary_line(BLACK, review.side[BLACK]),
                                     ". Start: ", format_eval(review.start_eval));
  if (!game.comment(0).empty()) opening = absl::StrCat(game.comment(0), " ", opening);
  words.add(comment(opening));
  absl::StatusOr<Position> start = game.start_position();
  if (!start.ok()) return out + words.finish();
  Position pos = *start;
  bool number_due = true;
  for (size_t i = 0; i < game.moves.size() && i < review.moves.size(); ++i) {
    const MoveReview& mr = review.moves[i];
    Move m = game.moves[i];
    if (pos.side_to_move() == RED)
      words.add(absl::StrCat(pos.fullmove_number(), "."));
    else if (number_due)
      words.add(absl::StrCat(pos.fullmove_number(), "..."));
    words.add(absl::StrCat(notation::format_move(pos, m, s), mark_text(mr.mark)));
    std::string note = format_eval(mr.eval_after);
    if (!game.comment(i + 1).empty()) note = absl::StrCat(game.comment(i + 1), " ", note);
    words.add(comment(note));
    if (mr.mark != Mark::kNone && !mr.best_line.empty()) {
      std::vector<Move> line(mr.best_line.begin(),
                             mr.best_line.begin() + std::min<size_t>(mr.best_line.size(), 8));
      words.add(absl::StrCat("(", notation::format_line(pos, line, s), " ",
                             comment(absl::StrCat("better: ", format_eval(mr.best_eval))), ")"));
    }
    number_due = true;
    pos.do_move(m);
  }
  words.add(rules::result_text(game.result));
  return out + words.finish();
}

}  // namespace cotuong::analysis
