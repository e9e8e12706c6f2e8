#include "tools/match/engine_spec.h"

#include <cctype>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace cotuong::match {

absl::StatusOr<EngineSpec> parse_engine_spec(const std::vector<std::string>& tokens) {
  EngineSpec spec;
  for (const std::string& token : tokens) {
    size_t eq = token.find('=');
    if (eq == std::string::npos)
      return absl::InvalidArgumentError(
          absl::StrCat("engine setting \"", token, "\" is not key=value"));
    std::string key = token.substr(0, eq), value = token.substr(eq + 1);
    if (key == "name") {
      spec.name = value;
    } else if (key == "cmd") {
      spec.command = value;
    } else if (key == "dir") {
      spec.working_dir = value;
    } else if (key == "stderr") {
      spec.stderr_path = value;
    } else if (key == "variant") {
      spec.variant = value;
    } else if (key == "proto") {
      if (value == "ucci")
        spec.protocol = Protocol::kUcci;
      else if (value == "uci")
        spec.protocol = Protocol::kUci;
      else if (value == "auto")
        spec.protocol = Protocol::kAuto;
      else
        return absl::InvalidArgumentError(
            absl::StrCat("proto=", value, ": expected ucci, uci or auto"));
    } else if (key == "ranks") {
      if (value == "0-9")
        spec.dialect.rank_base = 0;
      else if (value == "1-10")
        spec.dialect.rank_base = 1;
      else
        return absl::InvalidArgumentError(absl::StrCat("ranks=", value, ": expected 0-9 or 1-10"));
      spec.dialect.rank_base_given = true;
    } else if (key == "fen") {
      if (value != "nb" && value != "he")
        return absl::InvalidArgumentError(absl::StrCat("fen=", value, ": expected nb or he"));
      spec.dialect.horse_elephant_letters = value == "he";
      spec.dialect.letters_given = true;
    } else if (key == "tc") {
      absl::StatusOr<TimeControl> tc = parse_time_control(value);
      if (!tc.ok())
        return absl::InvalidArgumentError(absl::StrCat("tc=", value, ": ", tc.status().message()));
      spec.tc = *tc;
    } else if (absl::StartsWith(key, "option.")) {
      spec.options.emplace_back(key.substr(7), value);
    } else {
      return absl::InvalidArgumentError(absl::StrCat("unknown engine setting \"", key, "\""));
    }
  }
  if (spec.command.empty()) return absl::InvalidArgumentError("engine needs cmd=<command>");
  if (spec.name.empty()) {
    std::string first = spec.command.substr(0, spec.command.find(' '));
    spec.name = first.substr(first.rfind('/') + 1);
  }
  return spec;
}

namespace {

// Splits "h10g8" into its two squares; returns false when the text is not two squares.
bool split_squares(absl::string_view text, int base, int squares[2][2]) {
  size_t i = 0;
  for (int k = 0; k < 2; ++k) {
    if (i >= text.size() || text[i] < 'a' || text[i] > 'i') return false;
    squares[k][0] = text[i++] - 'a';
    size_t start = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    int rank;
    if (i == start || i - start > 2 || !absl::SimpleAtoi(text.substr(start, i - start), &rank))
      return false;
    rank -= base;
    if (rank < 0 || rank > 9) return false;
    squares[k][1] = rank;
  }
  return i == text.size();
}

// Returns the text of two squares with ranks written from `base`.
std::string join_squares(int squares[2][2], int base) {
  std::string s;
  for (int k = 0; k < 2; ++k)
    absl::StrAppend(&s, std::string(1, char('a' + squares[k][0])), squares[k][1] + base);
  return s;
}

}  // namespace

std::string to_engine_move(absl::string_view ucci, const Dialect& d) {
  int sq[2][2];
  if (!split_squares(ucci, 0, sq)) return std::string(ucci);
  return join_squares(sq, d.rank_base);
}

std::string from_engine_move(absl::string_view text, const Dialect& d) {
  int sq[2][2];
  if (!split_squares(text, d.rank_base, sq)) return "";
  return join_squares(sq, 0);
}

std::string to_engine_fen(absl::string_view fen, const Dialect& d) {
  std::string out(fen);
  if (!d.horse_elephant_letters) return out;
  size_t board_end = out.find(' ');
  if (board_end == std::string::npos) board_end = out.size();
  for (size_t i = 0; i < board_end; ++i) {
    char c = out[i];
    char lower = char(std::tolower(static_cast<unsigned char>(c)));
    char mapped = lower == 'n' ? 'h' : lower == 'b' ? 'e' : lower;
    out[i] = std::isupper(static_cast<unsigned char>(c))
                 ? char(std::toupper(static_cast<unsigned char>(mapped)))
                 : mapped;
  }
  return out;
}

}  // namespace cotuong::match
