#include "commands/subcommands.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "analysis/epd.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "core/quote.h"
#include "notation/notation.h"
#include "notation/text_encoding.h"
#include "search/mate_solver.h"
#include "search/search.h"

namespace cotuong::commands {

namespace {

using analysis::EpdRecord;

struct EpdOptions {
  std::string file;
  SearchOptions search;
  int64_t mate_time_ms = 30'000;
  bool checks_only = false;
};

// The outcome of one position.
struct Outcome {
  bool solved = false;
  int64_t time_ms = 0;  // to the solution (the proof, or the iteration that found it for good)
  std::string found;    // what the engine answered
};

// Returns the legal moves the texts name (in any notation), or the first that names none.
absl::StatusOr<std::vector<Move>> read_moves(const Position& pos,
                                             const std::vector<std::string>& texts) {
  std::vector<Move> out;
  for (const std::string& t : texts) {
    absl::StatusOr<Move> m = notation::parse_move(pos, t);
    if (!m.ok())
      return absl::InvalidArgumentError(
          absl::StrCat(readable_quote(t), ": ", m.status().message()));
    out.push_back(*m);
  }
  return out;
}

// Returns the outcome of a dm position: proven mate in exactly N, with a bm move among the
// mating moves when bm is given.
Outcome run_mate(const Position& pos, const EpdRecord& r, const std::vector<Move>& bm,
                 const EpdOptions& o) {
  search::MateProblem problem;
  problem.max_moves = r.direct_mate;
  problem.checks_only = r.checks_only || o.checks_only;
  problem.time_limit_ms = o.mate_time_ms;
  search::MateSolution s = search::solve_mate(pos, problem);
  Outcome out;
  out.time_ms = s.time_ms;
  // Every bm move must be among the proven mating first moves (a suite may list them all).
  bool has_bm = std::all_of(bm.begin(), bm.end(), [&](Move m) {
    return std::find(s.mating_moves.begin(), s.mating_moves.end(), m) != s.mating_moves.end();
  });
  out.solved = s.moves == r.direct_mate && has_bm;
  if (s.moves > 0) {
    std::vector<std::string> firsts;
    for (Move m : s.mating_moves)
      firsts.push_back(notation::format_move(pos, m, notation::Style::kUcci));
    out.found = absl::StrCat("mate in ", s.moves, " by ", absl::StrJoin(firsts, " "));
  } else {
    out.found = s.complete ? "no mate found" : "stopped by the time limit";
  }
  return out;
}

// Returns the outcome of a bm/am position: the search's final best move is a bm and no am;
// the time is that of the first iteration from which its best move stayed a solution.
Outcome run_search(search::Searcher& searcher, const Position& pos, const std::vector<Move>& bm,
                   const std::vector<Move>& am, const EpdOptions& o) {
  auto good = [&](Move m) {
    return (bm.empty() || std::find(bm.begin(), bm.end(), m) != bm.end()) &&
           std::find(am.begin(), am.end(), m) == am.end();
  };
  int64_t since = -1;
  searcher.clear();
  search::Result res = searcher.search_sync(pos, o.search.limits, [&](const search::Info& info) {
    if (info.pv.empty() || info.multipv != 1) return;
    if (!good(info.pv.front()))
      since = -1;
    else if (since < 0)
      since = info.time_ms;
  });
  Outcome out;
  out.solved = res.best != MOVE_NONE && good(res.best);
  out.time_ms = out.solved ? std::max<int64_t>(since, 0) : 0;
  out.found = res.best == MOVE_NONE ? "no move"
                                    : notation::format_move(pos, res.best, notation::Style::kUcci);
  return out;
}

// epd's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<EpdOptions>& epd_arguments() {
  using O = EpdOptions;
  static const ArgumentTable<O> table = [] {
    ArgumentTable<O> t = {
        {{"FILE.epd"}, "", "the suite: one position a line", Takes::kOne, text(&O::file)},
    };
    for (Argument<O>& a :
         search_arguments<O>(&O::search, "search depth for bm/am positions (default 12)",
                             "search time per bm/am position instead of a depth"))
      t.push_back(std::move(a));
    ArgumentTable<O> rest = {
        {{"--max-time"},
         "S",
         "time limit of each dm proof (default 30)",
         Takes::kOne,
         number<O>("--max-time", 1, 86400, [](O& o, long long s) { o.mate_time_ms = s * 1000; })},
        {{"--checks-only"},
         "",
         "dm proofs allow only checking attacks (also per position: the opcode\n"
         "                      c0 \"checks-only\")",
         Takes::kNothing,
         set_to(&O::checks_only, true)},
    };
    for (Argument<O>& a : rest) t.push_back(std::move(a));
    return t;
  }();
  return table;
}

}  // namespace

OptionHelp epd_options() { return help_rows(epd_arguments()); }

int epd_command(const std::vector<std::string>& args) {
  EpdOptions o;
  o.search.limits.depth = 12;
  if (std::optional<int> exit = parse_arguments(args, epd_arguments(), o)) return *exit;
  if (o.file.empty()) return usage_error("epd", "give an EPD file");
  absl::StatusOr<notation::DecodedText> text = notation::read_text_file(o.file);
  if (!text.ok()) {
    error_line("epd") << text.status().message() << "\n";
    return 2;
  }
  absl::StatusOr<std::vector<EpdRecord>> records = analysis::parse_epd(text->utf8);
  if (!records.ok()) {
    error_line("epd") << o.file << ": " << records.status().message() << "\n";
    return 2;
  }
  if (records->empty()) {
    error_line("epd") << o.file << ": no position to test\n";
    return 2;
  }

  search::Searcher searcher;
  if (absl::Status s = apply_search_options(o.search, &searcher); !s.ok()) {
    error_line("epd") << s.message() << "\n";
    return 2;
  }
  int solved = 0;
  std::vector<std::string> failures;
  int64_t total_ms = 0;
  for (size_t k = 0; k < records->size(); ++k) {
    const EpdRecord& r = (*records)[k];
    std::string name = r.id.empty() ? absl::StrCat("line ", r.line) : r.id;
    absl::StatusOr<Position> pos = Position::from_fen(r.fen);
    absl::StatusOr<std::vector<Move>> bm =
        pos.ok() ? read_moves(*pos, r.best_moves) : absl::StatusOr<std::vector<Move>>(pos.status());
    absl::StatusOr<std::vector<Move>> am = pos.ok()
                                               ? read_moves(*pos, r.avoid_moves)
                                               : absl::StatusOr<std::vector<Move>>(pos.status());
    Outcome out;
    if (!bm.ok() || !am.ok()) {
      out.found = std::string((!bm.ok() ? bm : am).status().message());
    } else if (r.direct_mate > 0) {
      out = run_mate(*pos, r, *bm, o);
    } else if (bm->empty() && am->empty()) {
      out.found = "no bm, am or dm to test";
    } else {
      out = run_search(searcher, *pos, *bm, *am, o);
    }
    total_ms += out.time_ms;
    solved += out.solved;
    char line[64];
    std::snprintf(line, sizeof line, "%4zu  %-6s %8.3f s  ", k + 1,
                  out.solved ? "solved" : "FAILED", out.time_ms / 1000.0);
    std::cout << line << name << "  (" << out.found << ")\n" << std::flush;
    if (!out.solved) failures.push_back(absl::StrCat(name, ": ", out.found));
  }
  char summary[96];
  std::snprintf(summary, sizeof summary, "solved %d / %zu in %.2f s\n", solved, records->size(),
                total_ms / 1000.0);
  std::cout << summary;
  if (!failures.empty()) std::cout << "failed:\n  " << absl::StrJoin(failures, "\n  ") << "\n";
  return failures.empty() ? 0 : 1;
}

}  // namespace cotuong::commands
