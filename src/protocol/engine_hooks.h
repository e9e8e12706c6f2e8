// The modules the protocol engine plays with beyond the search: the opening book (usebook /
// OwnBook, bookfiles / Book File, wider choice at lower levels).
#pragma once

#include "protocol/engine.h"

namespace cotuong::protocol {

// Installs the book probe on engine (one book service per engine, seeded at random so that
// separate engine processes open differently).
void install_engine_hooks(Engine& engine);

}  // namespace cotuong::protocol
