#include "commands/subcommands.h"

#include <iostream>
#include <optional>

#include "absl/strings/str_cat.h"
#include "commands/arguments.h"
#include "commands/commands.h"
#include "core/position.h"
#include "core/quote.h"
#include "notation/game_notation.h"
#include "notation/notation.h"
#include "notation/vietnamese.h"

namespace cotuong::commands {

namespace {

// Returns whether a word is a single digit 1-9.
bool is_number_word(const std::string& w) { return w.size() == 1 && w[0] >= '1' && w[0] <= '9'; }

// What the command line asked for.
struct NotationOptions {
  std::string fen = kStartFen;
  std::optional<notation::Style> to, from;
  std::vector<std::string> words;
};

// notation's arguments, declared once: the parser reads them, the help lists them.
const ArgumentTable<NotationOptions>& notation_arguments() {
  using V = const std::vector<std::string>&;
  using O = NotationOptions;
  static const ArgumentTable<O> table = {
      {{"MOVE..."},
       "",
       "the moves of one game, in any notation",
       Takes::kList,
       [](O& o, V v) {
         o.words.insert(o.words.end(), v.begin(), v.end());
         return absl::OkStatus();
       }},
      {{"--fen"},
       "FEN",
       "start position (default: the start; composed set-ups with pawns no game places are "
       "judged too, with a note)",
       Takes::kFen,
       text(&O::fen)},
      notation_argument(&O::to, "the notation to print", "--to"),
      notation_argument(&O::from, "read the moves in this notation only (default: detected)",
                        "--from"),
  };
  return table;
}

}  // namespace

OptionHelp notation_options() { return help_rows(notation_arguments()); }

int notation_command(const std::vector<std::string>& args) {
  NotationOptions o;
  if (std::optional<int> exit = parse_arguments(args, notation_arguments(), o)) return *exit;
  const std::string& fen = o.fen;
  const std::optional<notation::Style>&to = o.to, &from = o.from;
  const std::vector<std::string>& words = o.words;
  if (!to) return usage_error("notation", "--to is required");
  absl::StatusOr<Position> pos = Position::from_fen(fen);
  if (!pos.ok()) {
    error_line("notation") << pos.status().message() << "\n";
    return 2;
  }
  std::vector<std::string> texts;
  for (size_t i = 0; i < words.size(); ++i) {
    std::string text = words[i];
    // "Pháo 2 bình 5" given unquoted arrives as four words: join them up to the final number.
    if (text.find(' ') == std::string::npos && notation::looks_like_vietnamese_long(text))
      for (int extra = 1; extra <= 4 && i + 1 < words.size(); ++extra) {
        text += " " + words[++i];
        if (extra >= 3 && is_number_word(words[i])) break;
      }
    texts.push_back(std::move(text));
  }
  // The moves are one game: its notation is decided for the whole game.
  notation::GameNotation reader =
      from ? notation::GameNotation::only(*from) : notation::GameNotation();
  size_t failed = 0;
  absl::StatusOr<std::vector<Move>> moves = reader.read_game(*pos, texts, &failed);
  if (!moves.ok()) {
    error_line("notation") << "move " << failed + 1 << " " << readable_quote(texts[failed]) << ": "
                           << moves.status().message() << "\n";
    return 2;
  }
  for (Move m : *moves) {
    std::cout << notation::format_move(*pos, m, *to) << "\n";
    pos->do_move(m);
  }
  return 0;
}

}  // namespace cotuong::commands
