// cotuong-tuning: the engine for tools/tune/spsa.py. It speaks the same protocols as `cotuong`
// (with the book), over the tuning search (COTUONG_TUNING: search/tunables.h), which announces
// the search's constants as spin options and reads them from the Searcher. No console and no
// subcommands: it is driven by cotuong-match only.
#include "protocol/engine_hooks.h"
#include "protocol/loop.h"

int main() {
  cotuong::protocol::FrontDoor door;
  door.engine_setup = &cotuong::protocol::install_engine_hooks;
  return cotuong::protocol::run_front(door);
}
