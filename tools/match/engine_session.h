// One running engine seen through its protocol (UCCI or UCI): handshake, new game, one search.
// Moves and FENs cross this boundary in UCCI form (ranks 0-9); the dialect is converted here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "tools/match/child_process.h"
#include "tools/match/engine_spec.h"
#include "tools/match/time_control.h"

namespace cotuong::match {

// What the engine is told for one move.
struct SearchLimits {
  TimeControl tc;
  bool red_to_move = true;
  int64_t own_ms = 0, opp_ms = 0;  // main time left (kClock)
  int64_t deadline_ms = 0;         // the move forfeits after this long
};

struct SearchResult {
  enum class Status {
    kMove,         // `move` holds the engine's move (not yet checked for legality)
    kNoMove,       // nobestmove / bestmove (none)
    kTimeout,      // no answer before the deadline
    kCrash,        // the process exited or closed its output
    kUnreadable,   // bestmove with text that is not a coordinate move
    kUnresponsive  // no readyok to the isready sent before the move
  };
  Status status = Status::kCrash;
  std::string move;  // UCCI text (ranks 0-9)
  std::string raw;   // the engine's own text of the answer
  int64_t elapsed_ms = 0;
  std::optional<int> score_cp;  // last reported score, side to move's view; mates as +-(30000-n)
  int depth = 0;
  bool offers_draw = false, resigns = false;
  std::string detail;  // why, for anything but kMove
};

class EngineSession {
 public:
  explicit EngineSession(EngineSpec spec) : spec_(std::move(spec)) {}

  // Starts the process, does the handshake (detecting the protocol when asked) and sends the
  // options. Returns why it failed, e.g. no ucciok/uciok within the time limit.
  absl::Status start();
  // Tells the engine a new game begins and waits until it is ready.
  absl::Status new_game();
  // Returns the engine's answer for the position (start FEN + UCCI moves) under `limits`.
  // After anything but kMove/kNoMove the session needs a restart (needs_restart()).
  SearchResult search(const std::string& fen, const std::vector<std::string>& moves,
                      const SearchLimits& limits);
  // Returns whether the process must be (re)started before the next game.
  bool needs_restart() { return needs_restart_ || !process_.running(); }
  // Sends quit and ends the process.
  void quit();

  const EngineSpec& spec() const { return spec_; }
  Protocol protocol() const { return protocol_; }
  const Dialect& dialect() const { return dialect_; }
  int restarts() const { return restarts_; }

 private:
  // Reads lines until one starts with `word`; returns false at the deadline or on exit.
  bool wait_for(const std::string& word, Clock::time_point deadline,
                std::vector<std::string>* lines = nullptr);
  // Sends one option in the protocol's syntax.
  void set_option(const std::string& name, const std::string& value);
  // Returns the `go` command for the limits.
  std::string go_command(const SearchLimits& limits) const;

  EngineSpec spec_;
  ChildProcess process_;
  Protocol protocol_ = Protocol::kAuto;  // kUcci or kUci once started
  Dialect dialect_;
  bool millisec_ = false;  // UCCI: the engine announced usemillisec and we switched it on
  bool needs_restart_ = true;
  int starts_ = 0, restarts_ = 0;
};

}  // namespace cotuong::match
