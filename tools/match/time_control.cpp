#include "tools/match/time_control.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "rules/game_clock.h"

namespace cotuong::match {

namespace {

// Returns milliseconds for a seconds text like "5", "0.05"; -1 when it is not a number >= 0.
int64_t seconds_to_ms(absl::string_view text) {
  double s;
  if (!absl::SimpleAtod(text, &s) || !(s >= 0) || s > 1e7) return -1;
  return int64_t(std::llround(s * 1000));
}

}  // namespace

std::string TimeControl::pgn_tag() const {
  switch (kind) {
    case Kind::kMoveTime:
      return absl::StrCat(rules::seconds_text(move_time_ms), "/move");
    case Kind::kNodes:
      return absl::StrCat("nodes=", nodes);
    case Kind::kDepth:
      return absl::StrCat("depth=", depth);
    case Kind::kClock:
      break;
  }
  std::string s = rules::pgn_time_control(base_ms, increment_ms);
  if (byoyomi_ms) absl::StrAppend(&s, "/byo=", rules::seconds_text(byoyomi_ms));
  if (max_move_ms) absl::StrAppend(&s, "/cap=", rules::seconds_text(max_move_ms));
  return s;
}

absl::StatusOr<TimeControl> parse_time_control(absl::string_view text) {
  TimeControl tc;
  auto bad = [&](absl::string_view why) {
    return absl::InvalidArgumentError(absl::StrCat("time control \"", text, "\": ", why));
  };
  auto prefixed = [&](absl::string_view prefix, absl::string_view* rest) {
    if (text.substr(0, prefix.size()) != prefix) return false;
    *rest = text.substr(prefix.size());
    return true;
  };
  absl::string_view rest;
  if (prefixed("st=", &rest)) {
    tc.kind = TimeControl::Kind::kMoveTime;
    tc.move_time_ms = seconds_to_ms(rest);
    if (tc.move_time_ms <= 0) return bad("st= needs seconds > 0");
    return tc;
  }
  if (prefixed("nodes=", &rest)) {
    tc.kind = TimeControl::Kind::kNodes;
    if (!absl::SimpleAtoi(rest, &tc.nodes) || tc.nodes <= 0) return bad("nodes= needs a count > 0");
    return tc;
  }
  if (prefixed("depth=", &rest)) {
    tc.kind = TimeControl::Kind::kDepth;
    if (!absl::SimpleAtoi(rest, &tc.depth) || tc.depth <= 0 || tc.depth > 100)
      return bad("depth= needs 1..100");
    return tc;
  }
  // A clock: the rules' control text in seconds, then this tool's byo-yomi and cap.
  std::vector<absl::string_view> parts = absl::StrSplit(text, '/');
  absl::StatusOr<std::optional<rules::ClockPreset>> clock =
      rules::parse_clock(parts[0], rules::ClockUnit::kSeconds);
  if (!clock.ok()) return clock.status();
  if (!clock->has_value()) return bad("no time at all");
  tc.base_ms = (*clock)->initial_ms;
  tc.increment_ms = (*clock)->increment_ms;
  tc.max_move_ms = (*clock)->move_cap_ms;
  for (size_t i = 1; i < parts.size(); ++i) {
    std::pair<absl::string_view, absl::string_view> kv = absl::StrSplit(parts[i], '=');
    int64_t ms = seconds_to_ms(kv.second);
    if (ms < 0) return bad(absl::StrCat("bad seconds in \"", parts[i], "\""));
    if (kv.first == "byo")
      tc.byoyomi_ms = ms;
    else if (kv.first == "cap")
      tc.max_move_ms = ms;
    else
      return bad(absl::StrCat("unknown part \"", parts[i], "\" (byo=, cap=)"));
  }
  if (tc.base_ms == 0 && tc.byoyomi_ms == 0 && tc.increment_ms == 0) return bad("no time at all");
  return tc;
}

int64_t SideClock::allowed_ms() const {
  int64_t allowed;
  switch (tc_.kind) {
    case TimeControl::Kind::kClock:
      allowed = remaining_ms_ + tc_.byoyomi_ms;
      if (tc_.max_move_ms) allowed = std::min(allowed, tc_.max_move_ms);
      break;
    case TimeControl::Kind::kMoveTime:
      allowed = tc_.move_time_ms;
      break;
    default:
      allowed = tc_.search_timeout_ms;
      break;
  }
  return allowed + tc_.margin_ms;
}

bool SideClock::charge(int64_t elapsed_ms) {
  if (elapsed_ms > allowed_ms()) return false;
  if (tc_.kind == TimeControl::Kind::kClock) {
    // Time beyond the main time was taken from byo-yomi (or forgiven as overhead).
    remaining_ms_ = std::max<int64_t>(0, remaining_ms_ - elapsed_ms) + tc_.increment_ms;
  }
  return true;
}

}  // namespace cotuong::match
