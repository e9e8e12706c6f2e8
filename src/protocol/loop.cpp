#include "protocol/loop.h"

#include <iostream>
#include <string>

#include "absl/strings/ascii.h"
#include "platform/terminal.h"
#include "protocol/cecp_parser.h"
#include "protocol/cecp_session.h"
#include "protocol/protocol_session.h"

namespace cotuong::protocol {

int run_protocol(std::istream& in, std::ostream& out, const EngineSetup& setup,
                 std::optional<std::string> first_line) {
  // The first line chooses the dialect: `xboard` opens CECP, anything else UCCI/UCI.
  if (!first_line) {
    std::string line;
    if (!std::getline(in, line)) return 0;
    first_line = line;
  }
  if (cecp::is_cecp_opening(*first_line))
    return run_session<cecp::CecpSession>(in, out, setup, *first_line);
  return run_session<ProtocolSession>(in, out, setup, *first_line);
}

bool is_protocol_opening(const std::string& line) {
  std::string word = absl::AsciiStrToLower(absl::StripAsciiWhitespace(line));
  return word == "ucci" || word == "uci" || cecp::is_cecp_opening(word);
}

int run_front(const FrontDoor& door) {
  if (!door.console || !platform::is_terminal(platform::StandardStream::kInput))
    return run_protocol(std::cin, std::cout, door.engine_setup);
  std::string first;
  if (!std::getline(std::cin, first)) return 0;
  if (is_protocol_opening(first))
    return run_protocol(std::cin, std::cout, door.engine_setup, first);
  return door.console(first);
}

}  // namespace cotuong::protocol
