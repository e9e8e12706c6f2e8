// `cotuong serve` in a build without it (COTUONG_SERVE=OFF: the Windows build has no cpp-httplib).
#include <iostream>

#include "commands/subcommands.h"

namespace cotuong::commands {

OptionHelp serve_options() {
  return {{"(none)", "this build has no `cotuong serve` (built without COTUONG_SERVE)"}};
}

int serve_command(const std::vector<std::string>&) {
  std::cerr << "cotuong serve: not available in the Windows build (built without COTUONG_SERVE); "
               "play in the console with `cotuong play`, or add the engine to a UCCI or UCI GUI\n";
  return 2;
}

}  // namespace cotuong::commands
