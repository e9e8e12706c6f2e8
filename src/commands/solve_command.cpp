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

int solve_command(const std::vector<std::string>& args) {
  std::string fen;
  search::MateProblem problem;
  problem.time_limit_ms = 60'000;
  notation::Style style = notation::Style::kVietnamese;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--fen" && i + 1 < args.size()) {
      ++i;
      fen = take_fen(args, &i);
    } else if (a == "--max") {
      std::optional<long long> n = take_number(args, &i, 1, 30);
      if (!n) return usage_error("solve", "--max wants a number 1-30");
      problem.max_moves = int(*n);
    } else if (a == "--time") {
      std::optional<long long> s = take_number(args, &i, 0, 86400);
      if (!s) return usage_error("solve", "--time wants seconds (0 = no limit)");
      problem.time_limit_ms = *s * 1000;
    } else if (a == "--checks-only") {
      problem.checks_only = true;
    } else if (a == "--notation" && i + 1 < args.size()) {
      absl::StatusOr<notation::Style> s = notation::parse_style(args[++i]);
      if (!s.ok()) return usage_error("solve", std::string(s.status().message()));
      style = *s;
    } else {
      return usage_error("solve", absl::StrCat("unknown argument ", readable_quote(a)));
    }
  }
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
