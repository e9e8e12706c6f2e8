#include "tools/match/match_pgn.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_replace.h"
#include "notation/notation.h"
#include "notation/pgn.h"

namespace cotuong::match {

namespace {

// Returns the text of a score for a comment: "+0.35", "+M5", "-M2".
std::string score_text(int cp) {
  if (cp >= 29000) return absl::StrCat("+M", 30000 - cp);
  if (cp <= -29000) return absl::StrCat("-M", 30000 + cp);
  return absl::StrFormat("%+.2f", cp / 100.0);
}

// Returns text that is safe inside a PGN comment (no braces, no line breaks).
std::string comment_safe(const std::string& s) {
  return absl::StrReplaceAll(s, {{"}", ")"}, {"{", "("}, {"\n", " "}});
}

}  // namespace

std::string pgn_notation_names() { return "ucci, vn, vn-long, wxf, wxf-fsf, zh, zh-simplified"; }
bool is_pgn_notation(const std::string& name) { return notation::parse_style(name).ok(); }

std::string game_to_pgn(const PlayedGame& game, const PgnOptions& options) {
  notation::GameRecord record;
  record.set_tag("Event", options.event);
  record.set_tag("Site", options.site);
  record.set_tag("Date", options.date.empty() ? notation::pgn_date_today() : options.date);
  record.set_tag("Round", absl::StrCat(game.round));
  record.set_tag("Red", game.red);
  record.set_tag("Black", game.black);
  record.set_tag("Variant", "xiangqi");
  if (!game.opening.name.empty()) record.set_tag("Opening", game.opening.name);
  // One control for both sides, else each side's (as other tools write White/BlackTimeControl).
  if (game.time_control[RED] == game.time_control[BLACK]) {
    record.set_tag("TimeControl", game.time_control[RED]);
  } else {
    record.set_tag("RedTimeControl", game.time_control[RED]);
    record.set_tag("BlackTimeControl", game.time_control[BLACK]);
  }
  record.set_tag("PlyCount", absl::StrCat(game.moves.size()));
  record.set_tag("TerminationDetails",
                 comment_safe(absl::StrCat(game.verdict.rule, ": ", game.verdict.explanation)));
  record.start_fen = game.opening.fen;
  record.result = game.verdict.result;
  record.termination = game.verdict.termination;

  // The record's moves are legal by construction (the referee played them).
  Position pos = *Position::from_fen(game.opening.fen);
  record.comments.assign(game.moves.size() + 1, "");
  for (size_t i = 0; i < game.moves.size(); ++i) {
    const MoveRecord& m = game.moves[i];
    Move move = *parse_ucci(pos, m.move);
    record.moves.push_back(move);
    pos.do_move(move);
    if (!options.comments) continue;
    if (m.from_opening)
      record.comments[i + 1] = "book";
    else if (m.score_cp)
      record.comments[i + 1] =
          absl::StrCat(score_text(*m.score_cp), "/", m.depth, " ", m.elapsed_ms, "ms");
    else
      record.comments[i + 1] = absl::StrCat(m.elapsed_ms, "ms");
  }
  std::string& last = record.comments.back();
  last = absl::StrCat(last, last.empty() ? "" : " ", comment_safe(game.verdict.explanation));
  notation::Style style = *notation::parse_style(options.notation);
  return notation::write_pgn(record, style) + "\n";
}

}  // namespace cotuong::match
