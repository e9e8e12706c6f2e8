#include "protocol/format.h"

#include "absl/strings/str_cat.h"

namespace cotuong::protocol {

namespace {

// Returns the moves as UCCI text separated by spaces.
std::string move_list(const std::vector<Move>& moves) {
  std::string s;
  for (Move m : moves) absl::StrAppend(&s, s.empty() ? "" : " ", to_ucci(m));
  return s;
}

// Returns "cp X" or "mate N" for UCI.
std::string uci_score(Value v) {
  if (search::is_mate_score(v)) return absl::StrCat("mate ", search::mate_moves(v));
  return absl::StrCat("cp ", v);
}

// Returns whether text is well-formed UTF-8 (shortest forms, no surrogates, at most U+10FFFF).
bool valid_utf8(absl::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    unsigned char c = text[i];
    int extra = c < 0x80           ? 0
                : (c >> 5) == 0x6  ? 1
                : (c >> 4) == 0xE  ? 2
                : (c >> 3) == 0x1E ? 3
                                   : -1;
    if (extra < 0 || i + extra >= text.size() + (extra == 0)) return false;
    uint32_t cp = extra == 0 ? c : c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
      unsigned char cc = text[i + k];
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    static const uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
    if (cp < kMin[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += extra + 1;
  }
  return true;
}

}  // namespace

std::string error_line(Dialect dialect, absl::string_view message) {
  return message_line(dialect, absl::StrCat("error: ", message));
}

std::string message_line(Dialect dialect, absl::string_view message) {
  // Messages may quote input from anywhere (a FEN field, an option value): keep them one short
  // printable line whatever they contain.
  constexpr size_t kMaxMessage = 300;
  std::string text(message.substr(0, kMaxMessage));
  bool utf8 = valid_utf8(text);  // opening names and the like may be Vietnamese or Chinese
  for (char& c : text)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f || (!utf8 && (c & 0x80))) c = '?';
  if (message.size() > kMaxMessage) text += "...";
  return absl::StrCat(dialect == Dialect::kUcci ? "info message " : "info string ", text);
}

std::vector<std::string> info_lines(Dialect dialect, const search::Info& info,
                                    const std::optional<eval::Wdl>& wdl) {
  const std::string wdl_text =
      wdl ? absl::StrCat(" wdl ", wdl->win, " ", wdl->draw, " ", wdl->loss) : std::string();
  if (dialect == Dialect::kUcci) {
    if (info.multipv > 1) return {};
    std::string line = absl::StrCat("info depth ", info.depth, " score ", info.score, wdl_text);
    if (!info.pv.empty()) absl::StrAppend(&line, " pv ", move_list(info.pv));
    if (info.depth == 0 && info.nodes == 0) return {line};  // static evaluation only
    return {line, absl::StrCat("info time ", info.time_ms, " nodes ", info.nodes)};
  }
  if (info.depth == 0 && info.nodes == 0)
    return {absl::StrCat("info depth 0 score ", uci_score(info.score), wdl_text)};
  std::string line =
      absl::StrCat("info depth ", info.depth, " seldepth ", info.seldepth, " multipv ",
                   info.multipv, " score ", uci_score(info.score), wdl_text);
  absl::StrAppend(&line, " nodes ", info.nodes, " nps ", info.nps, " hashfull ", info.hashfull,
                  " time ", info.time_ms);
  if (!info.pv.empty()) absl::StrAppend(&line, " pv ", move_list(info.pv));
  return {line};
}

std::string currmove_line(Dialect dialect, int depth, Move move, int number) {
  if (dialect == Dialect::kUcci) return absl::StrCat("info currmove ", to_ucci(move));
  return absl::StrCat("info depth ", depth, " currmove ", to_ucci(move), " currmovenumber ",
                      number);
}

std::string bestmove_line(Dialect dialect, const BestMove& answer) {
  const search::Result& r = answer.result;
  if (r.best == MOVE_NONE) return dialect == Dialect::kUcci ? "nobestmove" : "bestmove (none)";
  std::string line = absl::StrCat("bestmove ", to_ucci(r.best));
  Move ponder = r.ponder != MOVE_NONE                   ? r.ponder
                : r.pv.size() >= 2 && r.pv[0] == r.best ? r.pv[1]
                                                        : MOVE_NONE;
  if (ponder != MOVE_NONE) absl::StrAppend(&line, " ponder ", to_ucci(ponder));
  if (dialect == Dialect::kUcci) {
    if (answer.decision.resign)
      line += " resign";
    else if (answer.decision.draw)
      line += " draw";
  }
  return line;
}

std::string pophash_line(const search::Searcher::Probe& p) {
  std::string line = "pophash";
  if (!p.found) return line;
  if (p.move != MOVE_NONE) absl::StrAppend(&line, " bestmove ", to_ucci(p.move));
  bool exact = !p.lower && !p.upper;
  if (p.lower || exact) absl::StrAppend(&line, " lowerbound ", p.value, " depth ", p.depth);
  if (p.upper || exact) absl::StrAppend(&line, " upperbound ", p.value, " depth ", p.depth);
  return line;
}

std::vector<std::string> board_lines(const Position& pos) {
  static const char kLetters[] = " KABNRCP";  // by PieceType; Black in lower case
  std::vector<std::string> lines;
  for (int rank = RANK_NB - 1; rank >= 0; --rank) {
    std::string row = absl::StrCat(rank, " ");
    for (int file = 0; file < FILE_NB; ++file) {
      Piece p = pos.piece_on(make_square(file, rank));
      char c = p == NO_PIECE ? '.' : kLetters[type_of(p)];
      if (p != NO_PIECE && color_of(p) == BLACK) c = char(c - 'A' + 'a');
      absl::StrAppend(&row, " ", std::string(1, c));
    }
    lines.push_back(row);
    if (rank == 5) lines.push_back("  ~~~~~~~~~~~~~~~~~~");  // the river
  }
  lines.push_back("   a b c d e f g h i");
  lines.push_back(absl::StrCat("Fen: ", pos.fen()));
  lines.push_back(absl::StrCat("Key: ", absl::Hex(pos.key(), absl::kZeroPad16)));
  std::string checkers = "Checkers:";
  for (int s = 0; s < SQUARE_NB; ++s)
    if (pos.checkers().test(Square(s))) absl::StrAppend(&checkers, " ", square_name(Square(s)));
  lines.push_back(checkers);
  return lines;
}

}  // namespace cotuong::protocol
