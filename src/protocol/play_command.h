// `cotuong play`: the interactive console (src/console) for a person at a terminal.
#pragma once

#include <string>
#include <vector>

namespace cotuong {

// Runs `cotuong play [options]` (see console::play_usage); returns the process exit code.
int play_command(const std::vector<std::string>& args);

}  // namespace cotuong
