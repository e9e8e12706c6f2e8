#include "rules/game_clock.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "rules/time_forfeit.h"

namespace cotuong::rules {

namespace {

// Returns the milliseconds from a to b.
int64_t ms_between(SteadyTime a, SteadyTime b) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(b - a).count();
}

}  // namespace

const std::vector<ClockPreset>& clock_presets() {
  static const std::vector<ClockPreset> presets = {
      {"3+3", 3 * 60'000, 3'000},
      {"10+5", 10 * 60'000, 5'000},
      {"60+30", 60 * 60'000, 30'000},
  };
  return presets;
}

absl::StatusOr<std::optional<ClockPreset>> parse_clock_preset(absl::string_view name) {
  if (name == "none" || name.empty()) return std::optional<ClockPreset>();
  std::vector<std::string> names;
  for (const ClockPreset& p : clock_presets()) {
    if (p.name == name) return std::optional<ClockPreset>(p);
    names.push_back(p.name);
  }
  return absl::InvalidArgumentError(
      absl::StrCat("unknown clock \"", name, "\" (none, ", absl::StrJoin(names, ", "), ")"));
}

GameClock::GameClock(const ClockPreset& preset, int64_t move_cap_ms)
    : preset_(preset), move_cap_ms_(move_cap_ms), left_ms_{preset.initial_ms, preset.initial_ms} {}

GameClock::GameClock(const ClockPreset& preset, RuleSet rules)
    : GameClock(preset, limits_of(rules).move_time_cap_ms) {}

int64_t GameClock::move_elapsed_ms(SteadyTime now) const {
  return running_ ? std::max<int64_t>(0, ms_between(move_start_, now)) : 0;
}

int64_t GameClock::remaining_ms(Color c, SteadyTime now) const {
  const int64_t used = running_ == c ? move_elapsed_ms(now) : 0;
  return std::max<int64_t>(0, left_ms_[c] - used);
}

bool GameClock::press(Color mover, SteadyTime now) {
  if (running_ == mover) {
    if (flagged(now)) return false;
    left_ms_[mover] += preset_.increment_ms - move_elapsed_ms(now);
  }
  running_ = ~mover;
  move_start_ = now;
  return true;
}

void GameClock::take_back(const Game& game, SteadyTime now) {
  if (game.moves().empty())
    stop(now);
  else
    run_for(game.position().side_to_move(), now);
}

void GameClock::run_for(Color side, SteadyTime now) {
  if (running_) left_ms_[*running_] = remaining_ms(*running_, now);
  running_ = side;
  move_start_ = now;
}

void GameClock::stop(SteadyTime now) {
  if (running_) left_ms_[*running_] = remaining_ms(*running_, now);
  running_.reset();
}

std::optional<Color> GameClock::flagged(SteadyTime now) const {
  if (!running_) return std::nullopt;
  const int64_t elapsed = move_elapsed_ms(now);
  if (elapsed >= left_ms_[*running_] || (move_cap_ms_ > 0 && elapsed >= move_cap_ms_))
    return running_;
  return std::nullopt;
}

bool GameClock::flagged_by_move_cap(SteadyTime now) const {
  return running_ && move_cap_ms_ > 0 && move_elapsed_ms(now) >= move_cap_ms_ &&
         move_elapsed_ms(now) < left_ms_[*running_];
}

std::optional<Verdict> GameClock::flag_fall(const Game& game, SteadyTime now) const {
  const std::optional<Color> loser = flagged(now);
  if (!loser) return std::nullopt;
  const std::string what = flagged_by_move_cap(now)
                               ? absl::StrCat(color_name(*loser), " used up the ",
                                              move_cap_ms_ / 1000, " seconds allowed for one move")
                               : absl::StrCat(color_name(*loser), " ran out of time");
  return time_forfeit_verdict(game, *loser, what);
}

}  // namespace cotuong::rules
