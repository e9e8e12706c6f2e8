#include "protocol/play_command.h"

#include "console/console.h"

namespace cotuong {

int play_command(const std::vector<std::string>& args) { return console::play_command(args); }

}  // namespace cotuong
