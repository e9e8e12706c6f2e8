#include "rules/material.h"

namespace cotuong::rules {

bool has_insufficient_material(const Position& pos, Color c) {
  return !(pos.pieces(c, ROOK) | pos.pieces(c, HORSE) | pos.pieces(c, CANNON) |
           pos.pieces(c, PAWN));
}

}  // namespace cotuong::rules
