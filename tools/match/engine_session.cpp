#include "tools/match/engine_session.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace cotuong::match {

namespace {

using std::chrono::milliseconds;

constexpr milliseconds kHandshakeTime{10000};  // engines may load tables at start-up
constexpr milliseconds kUcciProbeTime{1500};   // silence after `ucci` means: try `uci`
constexpr milliseconds kReadyTime{20000};
constexpr milliseconds kPingTime{5000};  // isready before each move

// Returns the words of a line (spaces and tabs separate).
std::vector<std::string> words_of(const std::string& line) {
  return absl::StrSplit(line, absl::ByAnyChar(" \t"), absl::SkipEmpty());
}

// Returns time in the unit the UCCI engine expects.
int64_t ucci_time(int64_t ms, bool millisec) { return millisec ? ms : ms / 1000; }

}  // namespace

bool EngineSession::wait_for(const std::string& word, Clock::time_point deadline,
                             std::vector<std::string>* lines) {
  while (auto line = process_.read_line(deadline)) {
    if (lines) lines->push_back(*line);
    std::vector<std::string> w = words_of(*line);
    if (!w.empty() && w[0] == word) return true;
  }
  return false;
}

void EngineSession::set_option(const std::string& name, const std::string& value) {
  if (protocol_ == Protocol::kUci)
    process_.write_line(absl::StrCat("setoption name ", name, " value ", value));
  else
    process_.write_line(absl::StrCat("setoption ", name, " ", value));
}

absl::Status EngineSession::start() {
  if (starts_++ > 0) ++restarts_;
  quit();
  if (absl::Status s = process_.start(spec_.command, spec_.working_dir, spec_.stderr_path); !s.ok())
    return s;
  dialect_ = spec_.dialect;
  millisec_ = false;
  std::vector<std::string> lines;
  auto fail = [&](absl::string_view what) {
    process_.kill();
    std::string why = absl::StrCat(spec_.name, ": ", what);
    if (!process_.exit_description().empty())
      absl::StrAppend(&why, " (process ended: ", process_.exit_description(), ")");
    return absl::UnavailableError(why);
  };
  protocol_ = spec_.protocol;
  if (protocol_ != Protocol::kUci) {
    process_.write_line("ucci");
    auto deadline = Clock::now() + (protocol_ == Protocol::kUcci ? kHandshakeTime : kUcciProbeTime);
    bool ok = false;
    while (auto line = process_.read_line(deadline)) {
      lines.push_back(*line);
      if (absl::StartsWith(*line, "ucciok")) {
        ok = true;
        break;
      }
      // "Unknown command: ucci" and the like: a UCI engine said no.
      if (protocol_ == Protocol::kAuto && !absl::StartsWith(*line, "id ") &&
          !absl::StartsWith(*line, "option ") &&
          absl::StrContains(absl::AsciiStrToLower(*line), "ucci"))
        break;
    }
    // Generic variant engines (Fairy-Stockfish, Sjaak II) answer `ucci` too, but their UCCI
    // mode bends the spec (Fairy-Stockfish reads `go time` as milliseconds without announcing
    // usemillisec); their UCI mode is the one they define precisely, so auto uses that.
    bool generic = false;
    for (const std::string& line : lines) generic |= absl::StartsWith(line, "option UCI_Variant ");
    if (ok && generic && protocol_ == Protocol::kAuto) {
      process_.kill();
      if (absl::Status s = process_.start(spec_.command, spec_.working_dir, spec_.stderr_path);
          !s.ok())
        return s;
      ok = false;
    }
    if (ok) {
      protocol_ = Protocol::kUcci;
    } else if (protocol_ == Protocol::kUcci) {
      return fail("no ucciok after ucci");
    } else {
      protocol_ = Protocol::kUci;
      lines.clear();
    }
  }
  if (protocol_ == Protocol::kUci) {
    process_.write_line("uci");
    if (!wait_for("uciok", Clock::now() + kHandshakeTime, &lines))
      return fail("no uciok after uci");
  }
  bool announces_variant = false, generic_variants = false, announces_millisec = false;
  for (const std::string& line : lines) {
    std::vector<std::string> w = words_of(line);
    // Sjaak II spells the horse and elephant H and E in its FENs.
    if (w.size() >= 3 && w[0] == "id" && w[1] == "name" && absl::StartsWith(w[2], "Sjaak") &&
        !dialect_.letters_given)
      dialect_.horse_elephant_letters = true;
    if (w.size() < 2 || w[0] != "option") continue;
    if (protocol_ == Protocol::kUci && w[1] == "name" && w.size() > 2 && w[2] == "UCI_Variant") {
      announces_variant = true;
      // A combo with variants besides xiangqi: a generic variant engine. A xiangqi engine that
      // names its one game (cotuong, for multi-variant GUIs) keeps the xiangqi engines' dialect.
      for (size_t i = 3; i + 1 < w.size(); ++i)
        if (w[i] == "var" && w[i + 1] != "xiangqi") generic_variants = true;
    }
    if (protocol_ == Protocol::kUcci && w[1] == "usemillisec") announces_millisec = true;
  }
  // Generic variant engines (Fairy-Stockfish, Sjaak II) speak UCI with ranks 1-10.
  if (announces_variant) set_option("UCI_Variant", spec_.variant);
  if (generic_variants && !dialect_.rank_base_given) dialect_.rank_base = 1;
  if (announces_millisec) {
    set_option("usemillisec", "true");
    millisec_ = true;
  }
  for (const auto& [name, value] : spec_.options) set_option(name, value);
  process_.write_line("isready");
  if (!wait_for("readyok", Clock::now() + kReadyTime)) return fail("no readyok after isready");
  needs_restart_ = false;
  return absl::OkStatus();
}

absl::Status EngineSession::new_game() {
  if (needs_restart()) {
    if (absl::Status s = start(); !s.ok()) return s;
  }
  if (protocol_ == Protocol::kUci)
    process_.write_line("ucinewgame");
  else
    process_.write_line("setoption newgame");
  process_.write_line("isready");
  if (!wait_for("readyok", Clock::now() + kReadyTime)) {
    needs_restart_ = true;
    return absl::UnavailableError(absl::StrCat(spec_.name, ": no readyok before a new game"));
  }
  return absl::OkStatus();
}

std::string EngineSession::go_command(const SearchLimits& limits) const {
  const TimeControl& tc = limits.tc;
  switch (tc.kind) {
    case TimeControl::Kind::kNodes:
      return absl::StrCat("go nodes ", tc.nodes);
    case TimeControl::Kind::kDepth:
      return absl::StrCat("go depth ", tc.depth);
    case TimeControl::Kind::kMoveTime:
      if (protocol_ == Protocol::kUci) return absl::StrCat("go movetime ", tc.move_time_ms);
      return absl::StrCat("go time ", ucci_time(tc.move_time_ms, millisec_), " movestogo 1");
    case TimeControl::Kind::kClock:
      break;
  }
  // Engines do not know byo-yomi: the per-move allowance is told as part of the main time.
  int64_t own = limits.own_ms + tc.byoyomi_ms, opp = limits.opp_ms + tc.byoyomi_ms;
  if (protocol_ == Protocol::kUci) {
    int64_t wtime = limits.red_to_move ? own : opp, btime = limits.red_to_move ? opp : own;
    return absl::StrCat("go wtime ", wtime, " btime ", btime, " winc ", tc.increment_ms, " binc ",
                        tc.increment_ms);
  }
  return absl::StrCat("go time ", ucci_time(own, millisec_), " increment ",
                      ucci_time(tc.increment_ms, millisec_), " opptime ", ucci_time(opp, millisec_),
                      " oppincrement ", ucci_time(tc.increment_ms, millisec_));
}

SearchResult EngineSession::search(const std::string& fen, const std::vector<std::string>& moves,
                                   const SearchLimits& limits) {
  SearchResult result;
  // A ping first: the engine must have finished its previous move (some engines print
  // bestmove a moment before they accept the next `go`), and a hung engine shows here
  // before its clock starts.
  process_.write_line("isready");
  if (!wait_for("readyok", Clock::now() + kPingTime)) {
    needs_restart_ = true;
    bool ended = process_.eof();
    process_.stop(milliseconds(200));
    result.status = ended ? SearchResult::Status::kCrash : SearchResult::Status::kUnresponsive;
    result.detail = ended ? absl::StrCat("the engine stopped before its move",
                                         process_.exit_description().empty()
                                             ? std::string()
                                             : absl::StrCat(" (", process_.exit_description(), ")"))
                          : absl::StrCat("no readyok within ", kPingTime.count(), " ms");
    return result;
  }
  std::string position = absl::StrCat("position fen ", to_engine_fen(fen, dialect_));
  if (!moves.empty()) {
    absl::StrAppend(&position, " moves");
    for (const std::string& m : moves) absl::StrAppend(&position, " ", to_engine_move(m, dialect_));
  }
  process_.write_line(position);
  auto started = Clock::now();
  auto deadline = started + milliseconds(limits.deadline_ms + 1);
  if (!process_.write_line(go_command(limits))) {
    needs_restart_ = true;
    result.status = SearchResult::Status::kCrash;
    result.detail = "the engine's input is closed";
    return result;
  }
  while (auto line = process_.read_line(deadline)) {
    std::vector<std::string> w = words_of(*line);
    if (w.empty()) continue;
    if (w[0] == "info") {
      for (size_t i = 1; i + 1 < w.size(); ++i) {
        int v;
        if (w[i] == "depth" && absl::SimpleAtoi(w[i + 1], &v)) result.depth = v;
        if (w[i] != "score") continue;
        // UCI: score cp <x> | score mate <n>; UCCI: score <x>.
        if (w[i + 1] == "cp" && i + 2 < w.size() && absl::SimpleAtoi(w[i + 2], &v))
          result.score_cp = v;
        else if (w[i + 1] == "mate" && i + 2 < w.size() && absl::SimpleAtoi(w[i + 2], &v))
          result.score_cp = v > 0 ? 30000 - v : -30000 - v;
        else if (absl::SimpleAtoi(w[i + 1], &v))
          result.score_cp = v;
      }
      continue;
    }
    if (w[0] != "bestmove" && w[0] != "nobestmove") continue;  // anything else is ignored
    result.elapsed_ms = std::chrono::duration_cast<milliseconds>(Clock::now() - started).count();
    result.raw = *line;
    if (w[0] == "nobestmove" || w.size() < 2 || w[1] == "(none)" || w[1] == "0000") {
      result.status = SearchResult::Status::kNoMove;
      result.detail = absl::StrCat("answered \"", *line, "\"");
      return result;
    }
    for (size_t i = 2; i < w.size(); ++i) {
      result.offers_draw |= w[i] == "draw";
      result.resigns |= w[i] == "resign";
    }
    result.move = from_engine_move(w[1], dialect_);
    if (result.move.empty()) {
      result.status = SearchResult::Status::kUnreadable;
      result.detail = absl::StrCat("\"", w[1].substr(0, 40), "\" is not a move");
      needs_restart_ = true;  // an engine that talks nonsense starts afresh
      return result;
    }
    result.status = SearchResult::Status::kMove;
    return result;
  }
  result.elapsed_ms = std::chrono::duration_cast<milliseconds>(Clock::now() - started).count();
  needs_restart_ = true;
  if (process_.eof()) {
    process_.stop(milliseconds(200));
    result.status = SearchResult::Status::kCrash;
    result.detail = absl::StrCat("the engine stopped during its move",
                                 process_.exit_description().empty()
                                     ? std::string()
                                     : absl::StrCat(" (", process_.exit_description(), ")"));
    return result;
  }
  process_.write_line("stop");
  result.status = SearchResult::Status::kTimeout;
  result.detail = absl::StrCat("no move after ", result.elapsed_ms, " ms (", limits.deadline_ms,
                               " ms allowed)");
  return result;
}

void EngineSession::quit() {
  if (process_.running()) {
    process_.write_line("quit");
    process_.stop(milliseconds(300));
  } else {
    process_.kill();
  }
  needs_restart_ = true;
}

}  // namespace cotuong::match
