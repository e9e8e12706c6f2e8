#include "analysis/epd.h"

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "core/quote.h"

namespace cotuong::analysis {

namespace {

// Returns an operand without its surrounding quotes.
std::string unquote(absl::string_view s) {
  s = absl::StripAsciiWhitespace(s);
  if (s.size() >= 2 && s.front() == '"' && s.back() == '"') s = s.substr(1, s.size() - 2);
  return std::string(s);
}

// Returns the operations part split at the ';' that are outside quotes.
std::vector<std::string> split_operations(absl::string_view ops) {
  std::vector<std::string> out;
  std::string current;
  bool quoted = false;
  for (char c : ops) {
    if (c == '"') quoted = !quoted;
    if (c == ';' && !quoted) {
      out.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  if (!absl::StripAsciiWhitespace(current).empty()) out.push_back(current);
  return out;
}

}  // namespace

absl::StatusOr<EpdRecord> parse_epd_line(absl::string_view line) {
  std::vector<absl::string_view> fields =
      absl::StrSplit(absl::StripAsciiWhitespace(line), absl::MaxSplits(' ', 4));
  if (fields.size() < 4)
    return absl::InvalidArgumentError("an EPD line needs board, side, castling and en passant");
  EpdRecord r;
  r.fen = absl::StrCat(fields[0], " ", fields[1], " ", fields[2], " ", fields[3], " 0 1");
  if (fields.size() < 5) return r;
  for (const std::string& op : split_operations(fields[4])) {
    absl::string_view body = absl::StripAsciiWhitespace(op);
    if (body.empty()) continue;
    size_t space = body.find(' ');
    std::string opcode(body.substr(0, space));
    absl::string_view operands =
        space == absl::string_view::npos ? "" : absl::StripAsciiWhitespace(body.substr(space));
    if (opcode == "bm" || opcode == "am") {
      for (absl::string_view m : absl::StrSplit(operands, ' ', absl::SkipEmpty()))
        (opcode == "bm" ? r.best_moves : r.avoid_moves).emplace_back(m);
    } else if (opcode == "dm") {
      if (!absl::SimpleAtoi(operands, &r.direct_mate) || r.direct_mate < 1 || r.direct_mate > 30)
        return absl::InvalidArgumentError(
            absl::StrCat("dm ", readable_quote(operands), " is not 1-30"));
    } else if (opcode == "id") {
      r.id = unquote(operands);
    } else if (opcode == "c0") {
      r.checks_only = unquote(operands) == "checks-only";
    }  // other opcodes (ce, pv, acd, ...) are kept by nobody: ignored
  }
  return r;
}

absl::StatusOr<std::vector<EpdRecord>> parse_epd(absl::string_view text) {
  std::vector<EpdRecord> out;
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    absl::string_view trimmed = absl::StripAsciiWhitespace(line);
    if (trimmed.empty() || trimmed[0] == '#') continue;
    absl::StatusOr<EpdRecord> r = parse_epd_line(trimmed);
    if (!r.ok())
      return absl::InvalidArgumentError(absl::StrCat("line ", number, ": ", r.status().message()));
    r->line = number;
    out.push_back(*std::move(r));
  }
  return out;
}

}  // namespace cotuong::analysis
