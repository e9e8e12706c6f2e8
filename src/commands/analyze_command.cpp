#include "commands/subcommands.h"

#include <algorithm>
#include <iostream>
#include <optional>

#include "absl/strings/str_cat.h"
#include "analysis/annotated_pgn.h"
#include "analysis/eval_graph.h"
#include "analysis/progress.h"
#include "analysis/review.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "core/position.h"
#include "core/quote.h"
#include "core/text_file.h"
#include "notation/game_notation.h"
#include "notation/pgn.h"
#include "notation/text_encoding.h"
#include "platform/terminal.h"
#include "play/person_game.h"
#include "rules/rule_set.h"

namespace cotuong::commands {

namespace {

using analysis::GameReview;
using analysis::GraphGame;
using analysis::ProgressLine;

// What the command line asked for.
struct AnalyzeOptions {
  std::string pgn_file, fen = kStartFen, out_file, graph_file;
  std::vector<std::string> moves;
  bool from_moves = false, progress = true;
  std::optional<rules::RuleSet> rules;  // unset: each game's Rules tag, else the Asian rules
  SearchOptions search;
  notation::Style style = notation::Style::kVietnamese;
};

// analyze's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<AnalyzeOptions>& analyze_arguments() {
  using V = const std::vector<std::string>&;
  using O = AnalyzeOptions;
  static const ArgumentTable<O> table = [] {
    ArgumentTable<O> t = {
        {{"FILE.pgn"}, "", "the games to analyse (UTF-8 or GBK)", Takes::kOne, text(&O::pgn_file)},
        {{"--fen"},
         "FEN",
         "analyse one game from this position (default: the start)",
         Takes::kFen,
         [](O& o, V v) {
           o.fen = v[0];
           o.from_moves = true;
           return absl::OkStatus();
         }},
        {{"--moves"},
         "M...",
         "the moves of that game, in any notation",
         Takes::kList,
         [](O& o, V v) {
           o.from_moves = true;
           o.moves.insert(o.moves.end(), v.begin(), v.end());
           return absl::OkStatus();
         }},
    };
    for (Argument<O>& a :
         search_arguments<O>(&O::search, "search each position to depth N (default 10)",
                             "search each position for MS milliseconds instead"))
      t.push_back(std::move(a));
    ArgumentTable<O> rest = {
        rules_argument(&O::rules, "the rule set (default: the game's Rules tag, else asian)"),
        notation_argument(&O::style, "move notation of the output (default vn)"),
        {{"-o", "--output"},
         "FILE",
         "write the annotated PGN to FILE (default: standard output)",
         Takes::kOne,
         text(&O::out_file)},
        {{"--graph"},
         "FILE.svg",
         "draw the evaluation over the game(s) as an SVG picture",
         Takes::kOne,
         text(&O::graph_file)},
        {{"--no-progress"},
         "",
         "no progress line on standard error (it shows only at a terminal)",
         Takes::kNothing,
         set_to(&O::progress, false)},
    };
    for (Argument<O>& a : rest) t.push_back(std::move(a));
    return t;
  }();
  return table;
}

// Returns the game that --fen and --moves describe.
absl::StatusOr<notation::GameRecord> game_from_moves(const AnalyzeOptions& o) {
  absl::StatusOr<Position> pos = Position::from_fen(o.fen);
  if (!pos.ok()) return pos.status();
  notation::GameRecord game;
  if (o.fen != kStartFen) game.start_fen = o.fen;
  // The moves are one game: its notation is decided for the whole game.
  size_t failed = 0;
  absl::StatusOr<std::vector<Move>> moves =
      notation::GameNotation().read_game(*pos, o.moves, &failed);
  if (!moves.ok())
    return absl::InvalidArgumentError(absl::StrCat(
        "move ", failed + 1, " ", readable_quote(o.moves[failed]), ": ", moves.status().message()));
  game.moves = *std::move(moves);
  return game;
}

// A game to analyse and its number in the file (1 for --moves): a skipped game keeps its number
// from the others.
struct FileGame {
  int number = 1;
  notation::GameRecord record;
};

// Returns the games of a PGN file, and in *in_file how many it holds; bad games are reported on
// stderr and counted in *bad.
absl::StatusOr<std::vector<FileGame>> games_of_file(const std::string& path, int* in_file,
                                                    int* bad) {
  absl::StatusOr<notation::DecodedText> text = notation::read_text_file(path);
  if (!text.ok()) return text.status();
  std::vector<FileGame> games;
  std::vector<notation::NumberedGame> each = notation::read_pgn_each(text->utf8);
  *in_file = int(each.size());
  for (notation::NumberedGame& g : each) {
    if (g.game.ok()) {
      games.push_back({g.number, *std::move(g.game)});
    } else {
      ++*bad;
      error_line("analyze") << path << ": game " << g.number
                            << " skipped: " << g.game.status().message() << "\n";
    }
  }
  return games;
}

// Returns the rule set a game is judged by: --rules, else the game's Rules tag (the console and
// the page write it), else the Asian rules (judge's default).
rules::RuleSet rules_of(const notation::GameRecord& game, std::optional<rules::RuleSet> asked) {
  if (asked) return *asked;
  absl::StatusOr<rules::RuleSet> tagged = rules::parse_rule_set(game.tag("Rules"));
  return tagged.ok() ? *tagged : rules::RuleSet::kAsian;
}

// Ends a game where the rules end it, as judge and the console's and the page's load do
// (play::load_game): the moves after the first ending are dropped (a note on stderr says so)
// and the ending's result and reason stand where the record has none or played on. Returns
// false, after saying why, when the game cannot be played from its start.
bool end_where_the_rules_end(FileGame* g, std::optional<rules::RuleSet> asked) {
  notation::GameRecord& record = g->record;
  absl::StatusOr<play::LoadedGame> loaded = play::load_game(record, rules_of(record, asked));
  if (!loaded.ok()) {
    error_line("analyze") << "game " << g->number << " skipped: " << loaded.status().message()
                          << "\n";
    return false;
  }
  const rules::Verdict v = loaded->game.verdict();
  if (loaded->cut_short()) {
    error_line("analyze") << "note: game " << g->number << " ended after move "
                          << loaded->game.moves().size() << " of " << loaded->record_moves << " ("
                          << v.explanation << "): the moves after it are not reviewed\n";
    record.moves.resize(loaded->game.moves().size());
    if (record.comments.size() > record.moves.size() + 1)
      record.comments.resize(record.moves.size() + 1);
  }
  if (v.over() && (loaded->cut_short() || record.result == rules::GameResult::kNone)) {
    record.result = v.result;
    record.termination = v.explanation;
  }
  return true;
}

// Returns the settings text of the Annotator tag ("depth 12").
std::string settings_text(const search::Limits& l) {
  return l.depth ? absl::StrCat("depth ", l.depth) : absl::StrCat("movetime ", l.movetime, " ms");
}

}  // namespace

OptionHelp analyze_options() { return help_rows(analyze_arguments()); }

int analyze_command(const std::vector<std::string>& args) {
  AnalyzeOptions settings;
  AnalyzeOptions* o = &settings;
  o->search.limits.depth = 10;
  if (std::optional<int> exit = parse_arguments(args, analyze_arguments(), settings)) return *exit;
  if (o->pgn_file.empty() == !o->from_moves)
    return usage_error("analyze", "give a PGN file, or --fen/--moves (not both)");
  int bad = 0, in_file = 1;
  std::vector<FileGame> games;
  if (o->from_moves) {
    absl::StatusOr<notation::GameRecord> g = game_from_moves(*o);
    if (!g.ok()) return usage_error("analyze", std::string(g.status().message()));
    games.push_back({1, *std::move(g)});
  } else {
    absl::StatusOr<std::vector<FileGame>> g = games_of_file(o->pgn_file, &in_file, &bad);
    if (!g.ok()) {
      error_line("analyze") << g.status().message() << "\n";
      return 2;
    }
    games = *std::move(g);
  }
  const size_t read = games.size();
  games.erase(std::remove_if(games.begin(), games.end(),
                             [&](FileGame& g) { return !end_where_the_rules_end(&g, o->rules); }),
              games.end());
  bad += int(read - games.size());
  if (games.empty()) {
    error_line("analyze") << "no game to analyse\n";
    return 2;
  }
  // The files to write are checked now, not after the whole analysis.
  for (const std::string* path : {&o->out_file, &o->graph_file})
    if (!path->empty())
      if (absl::Status s = check_writable(*path); !s.ok()) {
        error_line("analyze") << s.message() << "\n";
        return 2;
      }

  search::Searcher searcher;
  if (absl::Status s = apply_search_options(o->search, &searcher); !s.ok()) {
    error_line("analyze") << s.message() << "\n";
    return 2;
  }
  long long total = 0;
  for (const FileGame& g : games) total += (long long)g.record.moves.size() + 1;
  ProgressLine progress(std::cerr, total,
                        o->progress && platform::is_terminal(platform::StandardStream::kError));
  std::vector<GameReview> reviews;
  std::string pgn;
  long long done_before = 0;
  for (size_t i = 0; i < games.size(); ++i) {
    const notation::GameRecord& game = games[i].record;
    std::string label = absl::StrCat("game ", games[i].number, "/", in_file);
    progress.update(done_before, label);
    searcher.clear();
    GameReview r = analysis::review_game(game, searcher, o->search.limits, [&](int done) {
      progress.update(done_before + done, label);
    });
    done_before += (long long)game.moves.size() + 1;
    if (i > 0) pgn += "\n";
    pgn += analysis::write_annotated_pgn(game, r, o->style, settings_text(o->search.limits));
    reviews.push_back(std::move(r));
  }
  progress.finish();

  for (size_t i = 0; i < games.size(); ++i)
    for (Color side : {RED, BLACK})
      std::cerr << "game " << games[i].number << ": "
                << analysis::summary_line(side, reviews[i].side[side]) << "\n";
  if (o->out_file.empty()) {
    std::cout << pgn << std::flush;
  } else if (absl::Status s = write_file(o->out_file, pgn); !s.ok()) {
    error_line("analyze") << s.message() << "\n";
    return 2;
  }
  if (!o->graph_file.empty()) {
    std::vector<GraphGame> charts;
    for (size_t i = 0; i < games.size(); ++i)
      charts.push_back({analysis::graph_title(games[i].record, games[i].number), &reviews[i]});
    if (absl::Status s = write_file(o->graph_file, analysis::eval_graph_svg(charts)); !s.ok()) {
      error_line("analyze") << s.message() << "\n";
      return 2;
    }
  }
  return bad > 0 ? 1 : 0;
}

}  // namespace cotuong::commands
