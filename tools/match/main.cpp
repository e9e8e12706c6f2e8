// cotuong-match: engine-vs-engine matches and tournaments for xiangqi engines (UCCI/UCI).
#include <csignal>
#include <iostream>

#include "tools/match/command_line.h"
#include "tools/match/tournament.h"

int main(int argc, char** argv) {
  using namespace cotuong::match;
  std::signal(SIGPIPE, SIG_IGN);  // a dead engine's pipe must not kill the referee
  std::vector<std::string> args(argv + 1, argv + argc);
  absl::StatusOr<MatchConfig> config = parse_command_line(args);
  if (!config.ok()) {
    std::cerr << "cotuong-match: " << config.status().message() << "\n\n" << usage_text();
    return 2;
  }
  if (config->show_help) {
    std::cout << usage_text();
    return 0;
  }
  Tournament tournament(config->engines, config->settings, std::cout);
  tournament.run();
  std::cout << "\n";
  tournament.print_summary(std::cout);
  if (const std::string error = tournament.run_error(); !error.empty()) {
    std::cerr << "cotuong-match: " << error
              << ": the match stopped (the summary counts only the games played before)\n";
    return 1;
  }
  return 0;
}
