#include "commands/subcommands.h"

#include <cstdio>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "core/movegen.h"
#include "core/position.h"
#include "core/quote.h"
#include "notation/notation.h"
#include "search/mate_solver.h"

namespace cotuong::commands {

namespace {

// What the command line asked for.
struct SolveOptions {
  std::string fen;
  search::MateProblem problem;
  notation::Style style = notation::Style::kVietnamese;
};

// solve's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<SolveOptions>& solve_arguments() {
  using V = const std::vector<std::string>&;
  using O = SolveOptions;
  static const ArgumentTable<O> table = {
      {{"--fen"}, "FEN", "the puzzle (the side to move mates)", Takes::kFen, text(&O::fen)},
      {{"--max"},
       "N",
       "look for mates in 1..N moves (default 12, at most 30)",
       Takes::kOne,
       number<O>("--max", 1, 30, [](O& o, long long n) { o.problem.max_moves = int(n); })},
      {{"--checks-only"},
       "",
       "every attacking move must give check (traditional cờ thế)",
       Takes::kNothing,
       [](O& o, V) {
         o.problem.checks_only = true;
         return absl::OkStatus();
       }},
      {{"--time"},
       "S",
       "give up after S seconds (default 60; 0 = no limit)",
       Takes::kOne,
       number<O>("--time", 0, 86400,
                 [](O& o, long long s) { o.problem.time_limit_ms = s * 1000; })},
      notation_argument(&O::style, "notation of the moves shown (default vn)"),
  };
  return table;
}

}  // namespace

OptionHelp solve_options() { return help_rows(solve_arguments()); }

int solve_command(const std::vector<std::string>& args) {
  SolveOptions o;
  o.problem.time_limit_ms = 60'000;
  if (std::optional<int> exit = parse_arguments(args, solve_arguments(), o)) return *exit;
  const std::string& fen = o.fen;
  const search::MateProblem& problem = o.problem;
  const notation::Style style = o.style;
  if (fen.empty()) return usage_error("solve", "--fen is required");
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  if (!pos.ok()) return usage_error("solve", std::string(pos.status().message()));

  if (MoveList<LEGAL>(*pos).size() == 0) {
    // Nothing to solve: the game is already over (a stalemate loses in xiangqi too).
    const std::string side = pos->side_to_move() == RED ? "Red" : "Black";
    std::cout << side << " to move is already "
              << (pos->in_check() ? "checkmated" : "stalemated (no legal move) and loses")
              << ": no mate to look for\n";
    return 1;
  }
  search::MateSolution s = search::solve_mate(*pos, problem);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f s", s.time_ms / 1000.0);
  const std::string stats = absl::StrCat(seconds, ", ", s.nodes, " nodes");
  if (s.moves == 0) {
    if (!s.complete) {
      std::cout << "unknown: no mate within " << s.searched_moves << ", then a limit stopped the "
                << "search (" << stats << ")\n";
      return 3;
    }
    std::cout << "no mate within " << problem.max_moves
              << (problem.checks_only ? " (checks only)" : "") << " (" << stats << ")\n";
    return 1;
  }
  std::vector<std::string> firsts;
  for (Move m : s.mating_moves) firsts.push_back(notation::format_move(*pos, m, style));
  std::cout << "mate in " << s.moves << (problem.checks_only ? " (checks only)" : "") << "\n";
  std::cout << "mating moves (" << firsts.size() << "): " << absl::StrJoin(firsts, " ") << "\n";
  std::cout << "main line: " << notation::format_line(*pos, s.main_line, style) << "\n";
  std::cout << "time: " << stats << "\n";
  return 0;
}

}  // namespace cotuong::commands
