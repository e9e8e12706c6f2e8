#include "protocol/cecp_format.h"

#include "absl/strings/str_cat.h"
#include "eval/nnue/embedded.h"
#include "rules/rule_set.h"

namespace cotuong::protocol::cecp {

namespace {

// Returns text fit for one short line, also inside XBoard's braces: at most `max` bytes of
// printable ASCII; other bytes and braces become '?'.
std::string plain(absl::string_view text, size_t max = 120) {
  std::string out(text.substr(0, max));
  for (char& c : out)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f || c == '{' ||
        c == '}')
      c = '?';
  if (text.size() > max) out += "...";
  return out;
}

}  // namespace

std::vector<std::string> feature_lines(absl::string_view engine_name) {
  // The options are set back through `option NAME=VALUE` under these (UCI) names.
  return {
      absl::StrCat("feature myname=\"", engine_name, "\" variants=\"xiangqi\""),
      "feature setboard=1 usermove=1 ping=1 playother=1 time=1 draw=1 reuse=1 analyze=1",
      "feature sigint=0 sigterm=0 colors=0 san=0 name=0 memory=1 smp=1 pause=0 nps=0 debug=1",
      "feature option=\"Level -spin 5 1 5\"",
      absl::StrCat("feature option=\"Rules -combo *", rules::rule_set_names(" /// "), "\""),
      "feature option=\"Seed -spin 0 0 2147483647\"",
      "feature option=\"OwnBook -check 1\"",
      "feature option=\"Book File -file \"",
      "feature option=\"EvalFile -file \"",
      absl::StrCat("feature option=\"UseNNUE -check ", eval::nnue::use_nnue_by_default() ? 1 : 0,
                   "\""),
      "feature option=\"Clear Hash -button\"",
      "feature done=1",
  };
}

int xboard_score(Value v) {
  if (!search::is_mate_score(v)) return v;
  int moves = search::mate_moves(v);
  return moves > 0 ? 100000 + moves : -100000 + moves;
}

std::string thinking_line(const search::Info& info) {
  std::string line = absl::StrCat(info.depth, " ", xboard_score(info.score), " ", info.time_ms / 10,
                                  " ", info.nodes);
  for (Move m : info.pv) absl::StrAppend(&line, " ", to_ucci(m));
  return line;
}

std::string result_line(const rules::Verdict& verdict) {
  return absl::StrCat(rules::result_text(verdict.result), " {", plain(verdict.explanation), "}");
}

std::string error_line(absl::string_view reason, absl::string_view command) {
  return absl::StrCat("Error (", plain(reason), "): ", plain(command));
}

std::string illegal_move_line(absl::string_view move, absl::string_view reason) {
  if (reason.empty()) return absl::StrCat("Illegal move: ", plain(move, 40));
  return absl::StrCat("Illegal move (", plain(reason), "): ", plain(move, 40));
}

}  // namespace cotuong::protocol::cecp
