#include "console/console.h"

#include <cstdlib>
#include <cstring>
#include <iostream>

#include "console/console_session.h"
#include "console/interrupt.h"
#include "platform/terminal.h"
#include "play/win_record.h"

namespace cotuong::console {

int live_clock_terminal() {
  const char* term = std::getenv("TERM");
  const bool capable = term && *term && std::strcmp(term, "dumb") != 0;
  using platform::is_terminal, platform::StandardStream;
  return capable && is_terminal(StandardStream::kInput) && is_terminal(StandardStream::kOutput)
             ? platform::kStandardInputFd
             : -1;
}

std::filesystem::path default_games_dir() { return play::data_dir() / "games"; }

int run_console(std::istream& in, std::ostream& out, const ConsoleOptions& options,
                const std::optional<std::string>& first_line) {
  InterruptCatcher interrupt;
  ConsoleSession session(in, out, options);
  session.begin();
  if (first_line && !session.handle(*first_line)) return 0;
  std::string line;
  while (!InterruptCatcher::caught()) {
    session.prompt();
    if (options.live_clock_fd >= 0) session.wait_for_input(options.live_clock_fd);
    if (InterruptCatcher::caught() || !std::getline(in, line)) break;
    if (!session.handle(line)) break;
  }
  out << "\n";
  if (InterruptCatcher::caught()) {
    // Ctrl-C: the game is kept where the person can find it, and the shell hears of the signal.
    session.save_interrupted_game();
    return kInterruptedExit;
  }
  return 0;
}

int run_from_front(const std::string& first_line) {
  ConsoleOptions options;
  options.lang = messages::lang_from_environment().value_or(messages::kDefaultLang);
  options.board.colour = terminal_supports_colour();
  return run_console(std::cin, std::cout, options, first_line);
}

}  // namespace cotuong::console
