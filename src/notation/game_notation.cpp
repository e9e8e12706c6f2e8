#include "notation/game_notation.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "core/quote.h"
#include "notation/utf8.h"
#include "notation/vietnamese.h"

namespace cotuong::notation {

namespace {

// The notations whose short forms share characters, one bit each in GameNotation::possible_.
constexpr Style kShortStyles[] = {Style::kVietnamese, Style::kWxf, Style::kWxfFairy};
constexpr uint8_t kAllShort = 0b111;

// Returns the bit of a short notation, or 0 for another.
uint8_t bit_of(Style s) {
  for (int i = 0; i < 3; ++i)
    if (kShortStyles[i] == s) return uint8_t(1 << i);
  return 0;
}

// Returns whether text has the shape of a coordinate move (h2e2, H2-E2).
bool looks_like_coordinates(absl::string_view text) {
  std::string t = absl::AsciiStrToLower(text);
  if (t.size() == 5 && t[2] == '-') t.erase(2, 1);
  return t.size() == 4 && t[0] >= 'a' && t[0] <= 'i' && t[2] >= 'a' && t[2] <= 'i' &&
         absl::ascii_isdigit(t[1]) && absl::ascii_isdigit(t[3]);
}

// A notation and the move a text names in it.
using Reading = std::pair<Style, Move>;

// Returns the error for text that reads as different moves: each reading and its notations.
absl::Status ambiguity_error(absl::string_view text, const std::vector<Reading>& readings,
                             absl::string_view why_not_settled) {
  std::string why = absl::StrCat("ambiguous: ", readable_quote(text), " reads as");
  for (size_t i = 0; i < readings.size(); ++i) {
    if (i > 0 && readings[i].second == readings[i - 1].second) {
      absl::StrAppend(&why, ", ", style_name(readings[i].first));
      continue;
    }
    absl::StrAppend(&why, i ? "; " : " ", to_ucci(readings[i].second), " in ",
                    style_name(readings[i].first));
  }
  absl::StrAppend(&why, why_not_settled, " (name the notation)");
  return absl::InvalidArgumentError(why);
}

// Returns the error for a short form no notation reads: the errors of the notations whose
// syntax fitted, else all of them.
absl::Status no_reading_error(const std::vector<std::pair<Style, absl::Status>>& errors) {
  std::vector<std::pair<Style, absl::Status>> fitted;
  for (const auto& e : errors)
    if (!absl::StartsWith(e.second.message(), "malformed") &&
        !absl::StartsWith(e.second.message(), "unknown piece"))
      fitted.push_back(e);
  const auto& report = fitted.empty() ? errors : fitted;
  if (report.size() == 1) return report[0].second;
  std::string why;
  for (const auto& [s, st] : report)
    absl::StrAppend(&why, why.empty() ? "" : "; ", "as ", style_name(s), ": ", st.message());
  return absl::InvalidArgumentError(why);
}

}  // namespace

size_t move_number_length(absl::string_view w) {
  size_t i = 0;
  while (i < w.size() && absl::ascii_isdigit(w[i])) ++i;
  if (i == 0 || i >= w.size() || w[i] != '.') return 0;
  while (i < w.size() && w[i] == '.') ++i;
  return i;
}

// The readings of one text. Invariant: error is OK exactly when alternatives is not empty.
struct GameNotation::Step {
  absl::Status error;
  // The different moves the text may name, each with the short notations still possible after
  // it (a subset of the possible ones before it).
  std::vector<std::pair<Move, uint8_t>> alternatives;
  std::vector<Reading> readings;  // the readings weighed, in kShortStyles order (for errors)
  bool stray = false;             // read only in notations the game does not fit
};

// The reading of a game from one move to its end. Invariant: error is OK or failed is the index
// of the text it concerns, and moves are those read before it.
struct GameNotation::Outcome {
  std::vector<Move> moves;
  absl::Status error;
  size_t failed = 0;
  uint8_t possible = kAllShort;
  int strays = 0;  // moves read only in notations the game did not fit
};

GameNotation GameNotation::only(Style style) {
  GameNotation g;
  g.only_ = style;
  return g;
}

GameNotation GameNotation::preferring(Style style) {
  GameNotation g;
  if (uint8_t bit = bit_of(style)) g.possible_ = bit;
  return g;
}

GameNotation::Step GameNotation::step(const Position& pos, absl::string_view text) const {
  absl::string_view t = absl::StripAsciiWhitespace(text);
  Step s = step_text(pos, t);
  if (!s.error.ok())
    if (size_t n = move_number_length(t); n > 0 && n < t.size())
      if (Step after = step_text(pos, t.substr(n)); after.error.ok()) return after;
  return s;
}

GameNotation::Step GameNotation::step_text(const Position& pos, absl::string_view t) const {
  auto one = [&](absl::StatusOr<Move> m) {
    Step s;
    if (m.ok())
      s.alternatives.emplace_back(*m, possible_);
    else
      s.error = m.status();
    return s;
  };
  if (only_) return one(parse_move(pos, t, *only_));
  if (t.empty()) return one(absl::InvalidArgumentError("malformed: empty move"));
  if (looks_like_coordinates(t)) return one(parse_move(pos, t, Style::kUcci));
  if (has_cjk(t)) return one(parse_move(pos, t, Style::kChinese));
  if (looks_like_vietnamese_long(t)) return one(parse_move(pos, t, Style::kVietnameseLong));
  if (has_non_ascii(t))
    return one(absl::InvalidArgumentError(
        absl::StrCat("malformed: ", readable_quote(t), " is in no known notation")));
  // The short forms: read the text in each, weigh the readings of the notations still possible.
  std::vector<Reading> readings;
  std::vector<std::pair<Style, absl::Status>> errors;
  for (Style s : kShortStyles) {
    absl::StatusOr<Move> m = parse_move(pos, t, s);
    if (m.ok())
      readings.emplace_back(s, *m);
    else
      errors.emplace_back(s, m.status());
  }
  Step out;
  if (readings.empty()) {
    out.error = no_reading_error(errors);
    return out;
  }
  // A move only notations the game does not fit read (a stray move in another notation) is
  // taken when it is clear, and shows nothing.
  const bool fits = std::any_of(readings.begin(), readings.end(),
                                [&](const Reading& r) { return bit_of(r.first) & possible_; });
  for (const Reading& r : readings) {
    if (fits && !(bit_of(r.first) & possible_)) continue;
    out.readings.push_back(r);
    auto same = std::find_if(out.alternatives.begin(), out.alternatives.end(),
                             [&](const auto& a) { return a.first == r.second; });
    const uint8_t shows = fits ? bit_of(r.first) : possible_;
    if (same == out.alternatives.end())
      out.alternatives.emplace_back(r.second, shows);
    else
      same->second |= shows;
  }
  out.stray = !fits;
  if (!fits && out.alternatives.size() > 1) {
    out.error = ambiguity_error(t, out.readings, "");
    out.alternatives.clear();
  }
  return out;
}

absl::StatusOr<Move> GameNotation::read(const Position& pos, absl::string_view text) {
  absl::string_view t = absl::StripAsciiWhitespace(text);
  Step s = step(pos, t);
  if (!s.error.ok()) return s.error;
  if (s.alternatives.size() > 1) return ambiguity_error(t, s.readings, "");
  possible_ = s.alternatives[0].second;
  return s.alternatives[0].first;
}

GameNotation::Outcome GameNotation::read_from(const Position& pos,
                                              const std::vector<std::string>& texts,
                                              size_t i) const {
  GameNotation g = *this;
  Position p = pos;
  Outcome out;
  for (; i < texts.size(); ++i) {
    absl::string_view t = absl::StripAsciiWhitespace(texts[i]);
    Step s = g.step(p, t);
    if (!s.error.ok()) {
      out.error = s.error;
      out.failed = i;
      return out;
    }
    if (s.alternatives.size() == 1) {
      out.strays += s.stray;
      out.moves.push_back(s.alternatives[0].first);
      g.possible_ = s.alternatives[0].second;
      p.do_move(s.alternatives[0].first);
      continue;
    }
    // Two readings the moves so far cannot settle: the rest of the game decides, by the reading
    // under which it reads whole with the fewest moves in another notation. Each branch fits
    // fewer notations than before, so at most two such forks lie on one path.
    std::vector<Outcome> whole;
    std::optional<Outcome> furthest;
    for (const auto& [move, styles] : s.alternatives) {
      GameNotation branch = g;
      branch.possible_ = styles;
      Position q = p;
      q.do_move(move);
      Outcome rest = branch.read_from(q, texts, i + 1);
      rest.moves.insert(rest.moves.begin(), move);
      if (rest.error.ok()) {
        if (!whole.empty() && rest.strays < whole[0].strays) whole.clear();
        if (whole.empty() || rest.strays == whole[0].strays) whole.push_back(std::move(rest));
      } else if (!furthest || rest.failed > furthest->failed)
        furthest = std::move(rest);
    }
    if (whole.size() > 1) {
      out.error = ambiguity_error(
          t, s.readings, i + 1 < texts.size() ? ", and the rest of the game reads either way" : "");
      out.failed = i;
      return out;
    }
    Outcome& chosen = whole.empty() ? *furthest : whole[0];
    out.moves.insert(out.moves.end(), chosen.moves.begin(), chosen.moves.end());
    out.strays += chosen.strays;
    out.error = chosen.error;
    out.failed = chosen.failed;
    out.possible = chosen.possible;
    return out;
  }
  out.possible = g.possible_;
  return out;
}

absl::StatusOr<std::vector<Move>> GameNotation::read_game(const Position& start,
                                                          const std::vector<std::string>& texts,
                                                          size_t* failed) {
  Outcome o = read_from(start, texts, 0);
  if (!o.error.ok()) {
    if (failed) *failed = o.failed;
    return o.error;
  }
  possible_ = o.possible;
  return o.moves;
}

}  // namespace cotuong::notation
