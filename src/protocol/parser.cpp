#include "protocol/parser.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "protocol/options.h"
#include "search/bench.h"

namespace cotuong::protocol {

namespace {

using Tokens = std::vector<absl::string_view>;

absl::Status error(absl::string_view command, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat(command, ": ", what));
}

// Returns the words of a line, split on any ASCII white space.
Tokens split_words(absl::string_view line) {
  return absl::StrSplit(line, absl::ByAnyChar(" \t\r\n\v\f"), absl::SkipEmpty());
}

// Returns the words from index `from` to the end joined by single spaces.
std::string join_from(const Tokens& words, size_t from) {
  if (from >= words.size()) return "";
  return absl::StrJoin(words.begin() + from, words.end(), " ");
}

// Returns the integer in `text` if it lies in [lo, hi]; otherwise an error naming `what`.
absl::StatusOr<int64_t> parse_int(absl::string_view command, absl::string_view what,
                                  absl::string_view text, int64_t lo, int64_t hi) {
  int64_t v = 0;
  if (!absl::SimpleAtoi(text, &v))
    return error(command, absl::StrCat(what, " \"", quote(text), "\" is not a whole number"));
  if (v < lo || v > hi)
    return error(command, absl::StrCat(what, " ", v, " is out of range ", lo, "-", hi));
  return v;
}

// Returns a clock reading in ms: `text` in seconds (decimals allowed) or ms. A clock that has
// run out (zero or negative, as some GUIs send) becomes 1 ms: "move now", never "no limit".
absl::StatusOr<int64_t> parse_clock_field(absl::string_view what, absl::string_view text,
                                          bool seconds) {
  constexpr double kMaxMs = 1e12;  // about 31 years
  double v = 0;
  if (!absl::SimpleAtod(text, &v) || !std::isfinite(v))
    return error("go", absl::StrCat(what, " \"", quote(text), "\" is not a number"));
  double ms = seconds ? v * 1000.0 : v;
  if (std::fabs(ms) > kMaxMs)
    return error("go", absl::StrCat(what, " ", quote(text), " is too large"));
  return ms < 1 ? int64_t{1} : int64_t(ms);
}

// Returns the position spec in words[from..]: `startpos [moves ...]` or `fen F... [moves ...]`.
absl::StatusOr<PositionSpec> parse_position_spec(absl::string_view command, const Tokens& words,
                                                 size_t from) {
  PositionSpec spec;
  if (from >= words.size()) return error(command, "expected \"startpos\" or \"fen <FEN>\"");
  size_t i = from;
  if (words[i] == "startpos") {
    ++i;
  } else if (words[i] == "fen") {
    spec.startpos = false;
    std::vector<absl::string_view> fields;
    for (++i; i < words.size() && words[i] != "moves"; ++i) fields.push_back(words[i]);
    if (fields.empty()) return error(command, "\"fen\" is not followed by a FEN");
    spec.fen = absl::StrJoin(fields, " ");
  } else {
    return error(command,
                 absl::StrCat("expected \"startpos\" or \"fen\", not \"", quote(words[i]), "\""));
  }
  if (i < words.size()) {
    if (words[i] != "moves")
      return error(command, absl::StrCat("unexpected \"", quote(words[i]),
                                         "\" after startpos (expected \"moves\")"));
    if (words.size() - i - 1 > kMaxMovesInLine)
      return error(command, absl::StrCat("too many moves (", words.size() - i - 1, "; at most ",
                                         kMaxMovesInLine, ")"));
    for (++i; i < words.size(); ++i) spec.moves.emplace_back(words[i]);
  }
  return spec;
}

absl::StatusOr<Command> parse_setoption(absl::string_view line, const Tokens& words) {
  if (words.size() < 2) return error("setoption", "no option name");
  SetOptionCmd cmd;
  if (absl::AsciiStrToLower(words[1]) == "name") {
    // UCI form: setoption name <N words> [value <V words>]; accepted in both dialects.
    size_t v = 2;
    while (v < words.size() && absl::AsciiStrToLower(words[v]) != "value") ++v;
    if (v == 2) return error("setoption", "no option name after \"name\"");
    cmd.name = absl::StrJoin(words.begin() + 2, words.begin() + v, " ");
    cmd.value = join_from(words, v + 1);
  } else {
    // UCCI (and Cyclone) form: setoption <name> [<value>]; the value is the rest of the line.
    // A name may have spaces (`setoption Move Overhead 100`): the longest known one is taken.
    size_t end = words.size();
    while (end > 2 && !is_option_name(absl::StrJoin(words.begin() + 1, words.begin() + end, " ")))
      --end;
    cmd.name = absl::StrJoin(words.begin() + 1, words.begin() + end, " ");
    cmd.value = join_from(words, end);
  }
  return cmd;
}

// Returns whether `word` is one of the parameter names parse_go reads (keep the two in step).
bool is_go_keyword(absl::string_view word) {
  static constexpr const char* kKeywords[] = {
      "ponder", "draw",      "infinite",     "depth",        "nodes", "mate",  "movetime",
      "time",   "increment", "opptime",      "oppincrement", "wtime", "btime", "winc",
      "binc",   "movestogo", "oppmovestogo", "searchmoves",  "perft"};
  for (const char* k : kKeywords)
    if (word == k) return true;
  return false;
}

absl::StatusOr<Command> parse_go(const Tokens& words, const ParseContext& context) {
  GoCmd go;
  GoParams& p = go.params;
  bool seconds = context.dialect == Dialect::kUcci && !context.usemillisec;
  for (size_t i = 1; i < words.size(); ++i) {
    absl::string_view key = words[i];
    // Returns the value word after `key`, or an error if the line ends.
    auto value = [&]() -> absl::StatusOr<absl::string_view> {
      if (i + 1 >= words.size()) return error("go", absl::StrCat("\"", key, "\" needs a value"));
      return words[++i];
    };
    // UCI GUIs wait for a bestmove whatever they sent: numbers out of range are clamped there
    // (UCCI refuses them, as its spec allows).
    auto set_int = [&](auto& field, int64_t lo, int64_t hi) -> absl::Status {
      if (field.has_value()) return error("go", absl::StrCat("\"", key, "\" given twice"));
      absl::StatusOr<absl::string_view> text = value();
      if (!text.ok()) return text.status();
      int64_t v = 0;
      if (context.dialect == Dialect::kUci && absl::SimpleAtoi(*text, &v)) {
        field = std::clamp(v, lo, hi);
        return absl::OkStatus();
      }
      absl::StatusOr<int64_t> checked = parse_int("go", key, *text, lo, hi);
      if (!checked.ok()) return checked.status();
      field = *checked;
      return absl::OkStatus();
    };
    auto set_clock = [&](std::optional<int64_t>& field, bool in_seconds) -> absl::Status {
      if (field.has_value()) return error("go", absl::StrCat("\"", key, "\" given twice"));
      absl::StatusOr<absl::string_view> text = value();
      if (!text.ok()) return text.status();
      absl::StatusOr<int64_t> v = parse_clock_field(key, *text, in_seconds);
      if (!v.ok()) return v.status();
      field = *v;
      return absl::OkStatus();
    };
    absl::Status st;
    if (key == "ponder") {
      p.ponder = true;
    } else if (key == "draw") {
      p.draw_offered = true;
    } else if (key == "infinite") {
      p.infinite = true;
    } else if (key == "depth") {
      if (i + 1 < words.size() && words[i + 1] == "infinite") {
        p.infinite = true;
        ++i;
      } else {
        // UCI: depth 0 would answer `bestmove (none)`, which GUIs read as "mated": depth 1.
        st = set_int(p.depth, context.dialect == Dialect::kUci ? 1 : 0, kMaxGoDepth);
      }
    } else if (key == "nodes") {
      st = set_int(p.nodes, 1, int64_t{1} << 50);
    } else if (key == "mate") {
      st = set_int(p.mate, 1, kMaxGoMate);
    } else if (key == "movetime") {
      st = set_int(p.movetime, 0, int64_t{1} << 40);
      if (st.ok() && *p.movetime == 0) p.movetime = 1;  // "no time": move at once
    } else if (key == "time") {
      st = set_clock(p.own_time, seconds);
    } else if (key == "increment") {
      st = set_clock(p.own_inc, seconds);
    } else if (key == "opptime") {
      st = set_clock(p.opp_time, seconds);
    } else if (key == "oppincrement") {
      st = set_clock(p.opp_inc, seconds);
    } else if (key == "wtime") {
      st = set_clock(p.wtime, false);
    } else if (key == "btime") {
      st = set_clock(p.btime, false);
    } else if (key == "winc") {
      st = set_clock(p.winc, false);
    } else if (key == "binc") {
      st = set_clock(p.binc, false);
    } else if (key == "movestogo") {
      st = set_int(p.movestogo, 0, 10000);
    } else if (key == "oppmovestogo") {
      std::optional<int> ignored;  // the opponent's moves-to-go does not change our limits
      st = set_int(ignored, 0, 10000);
    } else if (key == "searchmoves") {
      // The moves run to the next `go` keyword; the engine checks each (naming a bad one).
      while (i + 1 < words.size() && !is_go_keyword(words[i + 1]))
        p.searchmoves.emplace_back(words[++i]);
      if (p.searchmoves.empty()) return error("go", "\"searchmoves\" needs at least one move");
    } else if (key == "perft") {
      if (i != 1 || words.size() != 3)
        return error("go", "expected \"go perft <depth>\" and nothing else");
      absl::StatusOr<int64_t> d = parse_int("go perft", "depth", words[2], 0, kMaxPerftDepth);
      if (!d.ok()) return d.status();
      return PerftCmd{int(*d)};
    } else {
      return error("go", absl::StrCat("unknown parameter \"", quote(key), "\""));
    }
    if (!st.ok()) return st;
  }
  if (p.ponder && p.infinite) return error("go", "\"ponder\" and \"infinite\" cannot be combined");
  return go;
}

}  // namespace

absl::StatusOr<Command> parse_command(absl::string_view line, const ParseContext& context) {
  if (line.size() > kMaxLineBytes)
    return absl::InvalidArgumentError(
        absl::StrCat("line is ", line.size(), " bytes long; the limit is ", kMaxLineBytes));
  Tokens words = split_words(line);
  if (words.empty()) return absl::InvalidArgumentError("empty line");
  std::string name = absl::AsciiStrToLower(words[0]);
  // Returns an error if the command takes no arguments but got some.
  auto bare = [&](Command cmd) -> absl::StatusOr<Command> {
    if (words.size() > 1)
      return error(name, absl::StrCat("unexpected \"", quote(words[1]), "\" (takes no arguments)"));
    return cmd;
  };
  if (name == "ucci") return bare(HandshakeCmd{Dialect::kUcci});
  if (name == "uci") return bare(HandshakeCmd{Dialect::kUci});
  if (name == "isready") return bare(IsReadyCmd{});
  if (name == "quit") return bare(QuitCmd{});
  if (name == "stop") return bare(StopCmd{});
  if (name == "ucinewgame") return bare(NewGameCmd{});
  if (name == "d") return bare(DisplayCmd{});
  if (name == "eval") return bare(EvalCmd{});
  if (name == "ponderhit") {
    if (words.size() == 1) return PonderHitCmd{};
    if (words.size() == 2 && words[1] == "draw") return PonderHitCmd{true};
    return error(name, "expected \"ponderhit\" or \"ponderhit draw\"");
  }
  if (name == "setoption") return parse_setoption(line, words);
  if (name == "debug") {  // UCI `debug [on|off]` is the option of the same name
    if (words.size() > 2) return error(name, "expected \"debug [on|off]\"");
    return SetOptionCmd{"debug", words.size() == 2 ? std::string(words[1]) : "on"};
  }
  if (name == "position") {
    absl::StatusOr<PositionSpec> spec = parse_position_spec(name, words, 1);
    if (!spec.ok()) return spec.status();
    return PositionCmd{*std::move(spec)};
  }
  if (name == "fen" || name == "startpos") {  // the "UCI-Cyclone" habit: a bare position
    absl::StatusOr<PositionSpec> spec = parse_position_spec("position", words, 0);
    if (!spec.ok()) return spec.status();
    return PositionCmd{*std::move(spec)};
  }
  if (name == "probe") {
    if (words.size() == 1) return ProbeCmd{};
    absl::StatusOr<PositionSpec> spec = parse_position_spec(name, words, 1);
    if (!spec.ok()) return spec.status();
    return ProbeCmd{*std::move(spec)};
  }
  if (name == "banmoves") {
    if (words.size() - 1 > kMaxMovesInLine) return error(name, "too many moves");
    BanMovesCmd cmd;
    for (size_t i = 1; i < words.size(); ++i) cmd.moves.emplace_back(words[i]);
    return cmd;
  }
  if (name == "go") return parse_go(words, context);
  if (name == "perft") {  // also accepted without "go"
    if (words.size() != 2) return error(name, "expected \"perft <depth>\"");
    absl::StatusOr<int64_t> d = parse_int(name, "depth", words[1], 0, kMaxPerftDepth);
    if (!d.ok()) return d.status();
    return PerftCmd{int(*d)};
  }
  if (name == "bench") {
    if (words.size() == 1) return BenchCmd{};
    if (words.size() > 2) return error(name, "expected \"bench [depth]\"");
    absl::StatusOr<int64_t> d =
        parse_int(name, "depth", words[1], search::kMinBenchDepth, search::kMaxBenchDepth);
    if (!d.ok()) return d.status();
    return BenchCmd{int(*d)};
  }
  if (name == "undo") {
    if (words.size() == 1) return UndoCmd{};
    if (words.size() > 2) return error(name, "expected \"undo [plies]\"");
    absl::StatusOr<int64_t> n = parse_int(name, "plies", words[1], 1, 100000);
    if (!n.ok()) return n.status();
    return UndoCmd{int(*n)};
  }
  return absl::InvalidArgumentError(absl::StrCat("unknown command \"", quote(words[0]), "\""));
}

}  // namespace cotuong::protocol
