#include "rules/game_clock.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "core/quote.h"
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
      {"3+3", "blitz", 3 * 60'000, 3'000, 30'000},
      {"10+5", "rapid", 10 * 60'000, 5'000, 60'000},
      {"60+30", "standard", 60 * 60'000, 30'000, 5 * 60'000},
  };
  return presets;
}

absl::StatusOr<std::optional<ClockPreset>> parse_clock(absl::string_view text, ClockUnit unit) {
  const std::string shown(absl::StripAsciiWhitespace(text));
  if (shown.empty() || shown == "none") return std::optional<ClockPreset>();
  for (const ClockPreset& p : clock_presets())
    if (p.family == shown) return std::optional<ClockPreset>(p);
  const bool minutes = unit == ClockUnit::kMinutes;
  // The ranges: a day of minutes for a person, and an increment up to an hour; a match's
  // seconds are only kept finite.
  const double max_base = minutes ? 24 * 60 : 1e7, max_increment = minutes ? 3600 : 1e7;
  std::vector<std::string> parts = absl::StrSplit(shown, '+');
  double base = 0, increment = 0;
  if (parts.size() != 2 || !absl::SimpleAtod(parts[0], &base) ||
      !absl::SimpleAtod(parts[1], &increment) || !(minutes ? base > 0 : base >= 0) ||
      !(base <= max_base) || !(increment >= 0) || !(increment <= max_increment)) {
    std::vector<std::string> usual;
    for (const ClockPreset& p : clock_presets()) usual.push_back(minutes ? p.name : p.family);
    return absl::InvalidArgumentError(absl::StrCat(
        "bad clock ", readable_quote(text),
        minutes ? ": minutes each + seconds added per move, such as 10+5 (minutes above 0, up "
                  "to 1440; seconds 0 to 3600; the usual: "
                : ": seconds each + seconds added per move, such as 10+0.1 (seconds 0 or more; "
                  "the usual: ",
        absl::StrJoin(usual, ", "), ")"));
  }
  ClockPreset clock;
  clock.initial_ms = std::llround(base * (minutes ? 60'000 : 1'000));
  if (minutes) clock.initial_ms = std::max<int64_t>(1, clock.initial_ms);
  clock.increment_ms = std::llround(increment * 1000);
  if (minutes)
    for (const ClockPreset& p : clock_presets())
      if (p.initial_ms == clock.initial_ms && p.increment_ms == clock.increment_ms)
        return std::optional<ClockPreset>(p);
  clock.name = absl::StrCat(parts[0], "+", seconds_text(clock.increment_ms));
  return std::optional<ClockPreset>(clock);
}

std::string seconds_text(int64_t ms) {
  if (ms % 1000 == 0) return absl::StrCat(ms / 1000);
  std::string s = absl::StrCat(ms / 1000, ".", absl::Dec(ms % 1000, absl::kZeroPad3));
  while (s.back() == '0') s.pop_back();
  return s;
}

std::string pgn_time_control(int64_t initial_ms, int64_t increment_ms) {
  return absl::StrCat(seconds_text(initial_ms), "+", seconds_text(increment_ms));
}

int64_t move_cap_ms(const ClockPreset& preset, RuleSet rules) {
  const int64_t by_rules = limits_of(rules).move_time_cap_ms;
  return by_rules > 0 ? by_rules : preset.move_cap_ms;
}

std::string format_clock_ms(int64_t ms) {
  ms = std::max<int64_t>(0, ms);
  if (ms < 10'000) return absl::StrCat("0:0", ms / 1000, ".", ms % 1000 / 100);
  // Whole seconds rounded up: a clock that has just started still shows its full time.
  const int64_t s = (ms + 999) / 1000;
  return absl::StrCat(s / 60, ":", s % 60 < 10 ? "0" : "", s % 60);
}

GameClock::GameClock(const ClockPreset& preset, int64_t move_cap_ms)
    : preset_(preset), move_cap_ms_(move_cap_ms), left_ms_{preset.initial_ms, preset.initial_ms} {}

GameClock::GameClock(const ClockPreset& preset, RuleSet rules)
    : GameClock(preset, rules::move_cap_ms(preset, rules)) {}

int64_t GameClock::move_elapsed_ms(SteadyTime now) const {
  return running_ ? std::max<int64_t>(0, ms_between(move_start_, now)) : 0;
}

int64_t GameClock::remaining_ms(Color c, SteadyTime now) const {
  const int64_t used = running_ == c ? move_elapsed_ms(now) : 0;
  return std::max<int64_t>(0, left_ms_[c] - used);
}

bool GameClock::press(Color mover, SteadyTime now) {
  Pressed p{{left_ms_[RED], left_ms_[BLACK]}, mover, 0};
  if (running_ == mover) {
    if (flagged(now)) return false;
    p.thought_ms = move_elapsed_ms(now);
    left_ms_[mover] += preset_.increment_ms - p.thought_ms;
  }
  pressed_.push_back(p);
  running_ = ~mover;
  move_start_ = now;
  return true;
}

void GameClock::take_back(const Game& game, int plies, SteadyTime now) {
  const Color taker = game.position().side_to_move();
  // Moves played before the clock started (a loaded game's) have nothing to give back.
  const size_t undone = std::min(pressed_.size(), size_t(std::max(0, plies)));
  if (undone > 0) {
    int64_t thought = running_ == taker ? move_elapsed_ms(now) : 0;
    for (size_t i = pressed_.size() - undone; i < pressed_.size(); ++i)
      if (pressed_[i].mover == taker) thought += pressed_[i].thought_ms;
    const Pressed& before = pressed_[pressed_.size() - undone];
    left_ms_[~taker] = before.left_ms[~taker];
    left_ms_[taker] = std::max<int64_t>(0, before.left_ms[taker] - thought);
    pressed_.resize(pressed_.size() - undone);
    running_.reset();  // charged above: run_for/stop below charge nothing more
  }
  if (game.moves().empty())
    stop(now);
  else
    run_for(taker, now);
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
  const messages::Message side(*loser == RED ? "color.red" : "color.black");
  const messages::Message what = flagged_by_move_cap(now)
                                     ? messages::Message("verdict.time.move_cap")
                                           .with("side", side)
                                           .with("seconds", (long long)(move_cap_ms_ / 1000))
                                     : messages::Message("verdict.time.ran_out").with("side", side);
  return time_forfeit_verdict(game, *loser, what);
}

}  // namespace cotuong::rules
