#include "protocol/cecp_parser.h"

#include <cmath>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "protocol/parser.h"
#include "rules/game_result.h"

namespace cotuong::protocol::cecp {

namespace {

using Words = std::vector<absl::string_view>;

// Returns the "bad argument" error XBoard shows for a command with an unusable argument.
absl::Status bad_argument(absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("bad argument: ", what));
}

// Returns the integer in text if it lies in [lo, hi], else a bad-argument error naming `what`.
absl::StatusOr<int64_t> parse_int(absl::string_view what, absl::string_view text, int64_t lo,
                                  int64_t hi) {
  int64_t v = 0;
  if (!absl::SimpleAtoi(text, &v) || v < lo || v > hi)
    return bad_argument(
        absl::StrCat(what, " \"", quote(text), "\" is not a number from ", lo, " to ", hi));
  return v;
}

// Returns a duration in ms from a number of seconds (decimals allowed), at most a year.
absl::StatusOr<int64_t> parse_seconds(absl::string_view what, absl::string_view text) {
  constexpr double kMaxSeconds = 366.0 * 24 * 3600;
  double v = 0;
  if (!absl::SimpleAtod(text, &v) || !std::isfinite(v) || v < 0 || v > kMaxSeconds)
    return bad_argument(absl::StrCat(what, " \"", quote(text), "\" is not a number of seconds"));
  return int64_t(std::llround(v * 1000.0));
}

// Returns `level MPS BASE INC`; BASE is minutes or minutes:seconds.
absl::StatusOr<Command> parse_level(const Words& w) {
  if (w.size() != 4) return bad_argument("level needs MPS BASE INC");
  absl::StatusOr<int64_t> mps = parse_int("moves per session", w[1], 0, 10000);
  if (!mps.ok()) return mps.status();
  std::vector<absl::string_view> base = absl::StrSplit(w[2], ':');
  if (base.size() > 2) return bad_argument(absl::StrCat("base \"", quote(w[2]), "\""));
  absl::StatusOr<int64_t> minutes = parse_int("base minutes", base[0], 0, 100000);
  if (!minutes.ok()) return minutes.status();
  int64_t seconds = 0;
  if (base.size() == 2) {
    absl::StatusOr<int64_t> s = parse_int("base seconds", base[1], 0, 59);
    if (!s.ok()) return s.status();
    seconds = *s;
  }
  absl::StatusOr<int64_t> inc = parse_seconds("increment", w[3]);
  if (!inc.ok()) return inc.status();
  return LevelCmd{int(*mps), (*minutes * 60 + seconds) * 1000, *inc};
}

// Returns `time N` / `otim N`: N centiseconds; a flag that fell (negative) reads as 0.
absl::StatusOr<Command> parse_time_command(const Words& w, bool own) {
  if (w.size() != 2) return bad_argument(absl::StrCat(w[0], " needs one number"));
  int64_t cs = 0;
  if (!absl::SimpleAtoi(w[1], &cs) || cs > int64_t{1} << 40)
    return bad_argument(absl::StrCat("clock \"", quote(w[1]), "\""));
  return ClockCmd{own, cs < 0 ? 0 : cs * 10};
}

// Returns `result R {comment}`.
absl::StatusOr<Command> parse_result(absl::string_view rest) {
  std::pair<absl::string_view, absl::string_view> parts =
      absl::StrSplit(rest, absl::MaxSplits(' ', 1));
  ResultCmd r{std::string(parts.first), ""};
  if (!rules::parse_result_text(r.result))
    return bad_argument(absl::StrCat("result \"", quote(parts.first), "\""));
  absl::string_view comment = absl::StripAsciiWhitespace(parts.second);
  absl::ConsumePrefix(&comment, "{");
  absl::ConsumeSuffix(&comment, "}");
  r.comment = std::string(comment);
  return r;
}

// Returns `option NAME[=VALUE]`.
absl::StatusOr<Command> parse_option(absl::string_view rest) {
  if (rest.empty()) return bad_argument("option needs NAME=VALUE");
  std::pair<absl::string_view, absl::string_view> kv =
      absl::StrSplit(rest, absl::MaxSplits('=', 1));
  return OptionCmd{std::string(absl::StripAsciiWhitespace(kv.first)),
                   std::string(absl::StripAsciiWhitespace(kv.second))};
}

// Returns the one number argument of memory/cores/sd/ping-like commands.
absl::StatusOr<int64_t> single_int(const Words& w, int64_t lo, int64_t hi) {
  if (w.size() != 2) return bad_argument(absl::StrCat(w[0], " needs one number"));
  return parse_int(w[0], w[1], lo, hi);
}

}  // namespace

bool is_cecp_opening(absl::string_view line) {
  return absl::AsciiStrToLower(absl::StripAsciiWhitespace(line)) == "xboard";
}

bool looks_like_move(absl::string_view t) {
  // file letter, rank digit, file letter, rank digit (ranks 0-9: XBoard's xiangqi coordinates)
  auto file = [](char c) { return c >= 'a' && c <= 'i'; };
  auto rank = [](char c) { return c >= '0' && c <= '9'; };
  return t.size() == 4 && file(t[0]) && rank(t[1]) && file(t[2]) && rank(t[3]);
}

absl::StatusOr<Command> parse_command(absl::string_view line) {
  if (line.size() > kMaxLineBytes) return absl::InvalidArgumentError("line too long");
  line = absl::StripAsciiWhitespace(line);
  Words w = absl::StrSplit(line, absl::ByAnyChar(" \t\r\n\v\f"), absl::SkipEmpty());
  if (w.empty()) return IgnoredCmd{};
  absl::string_view name = w[0];
  absl::string_view rest = absl::StripAsciiWhitespace(line.substr(name.size()));
  auto no_args = [&](Command c) -> absl::StatusOr<Command> {
    if (w.size() != 1) return bad_argument(absl::StrCat(name, " takes no argument"));
    return c;
  };
  if (name == "protover") {
    absl::StatusOr<int64_t> v = single_int(w, 1, 1000);
    if (!v.ok()) return v.status();
    return ProtoverCmd{int(*v)};
  }
  if (name == "new") return no_args(NewCmd{});
  if (name == "variant") {
    if (w.size() != 2) return bad_argument("variant needs one name");
    return VariantCmd{std::string(w[1])};
  }
  if (name == "force") return no_args(ForceCmd{});
  if (name == "go") return no_args(GoCmd{});
  if (name == "playother") return no_args(PlayOtherCmd{});
  if (name == "usermove") {
    if (w.size() != 2) return bad_argument("usermove needs one move");
    return UserMoveCmd{std::string(w[1])};
  }
  if (name == "setboard") {
    if (rest.empty()) return bad_argument("setboard needs a FEN");
    return SetBoardCmd{std::string(rest)};
  }
  if (name == "undo") return no_args(UndoCmd{1});
  if (name == "remove") return no_args(UndoCmd{2});
  if (name == "level") return parse_level(w);
  if (name == "st") {
    if (w.size() != 2) return bad_argument("st needs one number");
    absl::StatusOr<int64_t> ms = parse_seconds("st", w[1]);
    if (!ms.ok()) return ms.status();
    if (*ms <= 0) return bad_argument("st must be more than 0 seconds");
    return SecondsPerMoveCmd{*ms};
  }
  if (name == "sd") {
    absl::StatusOr<int64_t> d = single_int(w, 1, kMaxGoDepth);
    if (!d.ok()) return d.status();
    return DepthCmd{int(*d)};
  }
  if (name == "time") return parse_time_command(w, true);
  if (name == "otim") return parse_time_command(w, false);
  if (name == "ping") return PingCmd{std::string(rest)};
  if (name == "hard") return no_args(PonderCmd{true});
  if (name == "easy") return no_args(PonderCmd{false});
  if (name == "post") return no_args(PostCmd{true});
  if (name == "nopost") return no_args(PostCmd{false});
  if (name == "analyze") return no_args(AnalyzeCmd{});
  if (name == "exit") return no_args(ExitCmd{});
  if (name == ".") return no_args(StatCmd{});
  if (name == "hint") return no_args(HintCmd{});
  if (name == "result") return parse_result(rest);
  if (name == "draw") return no_args(DrawCmd{});
  if (name == "memory") {
    absl::StatusOr<int64_t> mb = single_int(w, 1, 65536);
    if (!mb.ok()) return mb.status();
    return MemoryCmd{int(*mb)};
  }
  if (name == "cores") {
    absl::StatusOr<int64_t> n = single_int(w, 1, 256);
    if (!n.ok()) return n.status();
    return CoresCmd{int(*n)};
  }
  if (name == "option") return parse_option(rest);
  if (name == "?") return no_args(MoveNowCmd{});
  if (name == "quit") return QuitCmd{};
  if (name == "computer") return no_args(ComputerCmd{});
  // Its edit mode (`#`, `c`, `Pa2`, `.`) would be read as commands: refuse it outright.
  if (name == "edit")
    return absl::UnimplementedError(
        "edit mode is not supported; send setboard FEN (this engine announces feature setboard=1)");
  for (const char* ignored : {"xboard", "accepted", "rejected", "random", "name", "rating", "ics",
                              "bk", "white", "black"})
    if (name == ignored) return IgnoredCmd{};
  if (w.size() == 1 && looks_like_move(name)) return UserMoveCmd{std::string(name)};
  return absl::InvalidArgumentError("unknown command");
}

}  // namespace cotuong::protocol::cecp
