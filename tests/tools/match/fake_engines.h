// Specs of the scripted fake engine (fake_engine.cpp) for the match tool's tests.
#pragma once

#include <string>

#include "tools/match/engine_spec.h"

namespace cotuong::match {

// Returns a spec running the fake engine with `args` (e.g. "--mode crash --after 2").
inline EngineSpec fake_engine(const std::string& name, const std::string& args,
                              Protocol protocol = Protocol::kAuto) {
  EngineSpec spec;
  spec.name = name;
  spec.command = std::string(FAKE_ENGINE) + " " + args;
  spec.protocol = protocol;
  return spec;
}

}  // namespace cotuong::match
