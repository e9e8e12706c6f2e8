// Zobrist hashing keys. Generated from a fixed seed so that keys (and book files built from
// them) are the same in every build; changing the seed changes the book format version.
#pragma once

#include "core/types.h"

namespace cotuong::zobrist {

extern Key kPieceSquare[PIECE_NB][SQUARE_NB];
extern Key kSide;  // xor-ed in when Black is to move

// Builds the keys; idempotent.
void init();

}  // namespace cotuong::zobrist
