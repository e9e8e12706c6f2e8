#include "commands/commands.h"

#include <iostream>

#include "absl/strings/str_cat.h"
#include "commands/subcommands.h"
#include "core/quote.h"
#include "protocol/engine_name.h"
#include "rules/rule_set.h"

namespace cotuong::commands {

namespace {

// Returns the table (built once). Each subcommand's options are read off the argument table its
// own file parses by (NAME_options()), so the help names every option it accepts.
std::vector<Subcommand> build_table() {
  return {
      {"analyze", analyze_command,
       "annotate games: evaluations, better lines, ?! ? ?? marks, per-side summary",
       "cotuong analyze [FILE.pgn | --fen FEN --moves M...] [options]", analyze_options(),
       "Evaluations are in pawns from Red's side (+1.00: Red a pawn up). A move's loss is how "
       "much\n"
       "worse its position is than after the engine's best move, from the mover's side:\n"
       "  ?!  inaccuracy  loss >= 0.50 pawn\n"
       "  ?   mistake     loss >= 1.00 pawn\n"
       "  ??  blunder     loss >= 3.00 pawns\n"
       "A marked move gets the better line as a variation. PGN files may be UTF-8 or GBK (found\n"
       "without being told), moves in Chinese, Vietnamese, WXF or coordinates; a bad game is\n"
       "reported with its number and skipped. A game ends where the rules end it, as judge says:\n"
       "moves recorded after a perpetual check or chase or the no-capture limit are not reviewed\n"
       "(a note says so), and the ending's result is written. The summary (average loss,\n"
       "counts) goes to stderr and into each game's first comment.",
       "cotuong analyze game.pgn --depth 12 --notation wxf -o annotated.pgn --graph eval.svg"},
      {"solve", solve_command,
       "cờ thế: prove the shortest forced mate, every mating first move, the longest defence",
       "cotuong solve --fen FEN [--max N] [--checks-only] [options]", solve_options(),
       "An exact mate search (checks and evasions first, exhaustive proof): prints \"mate in N\",\n"
       "every first move that mates in N, the main line against the defender's longest\n"
       "resistance, or \"no mate within N\" with the time spent. Exit 0 when a mate is proven,\n"
       "1 when there is none within N, 3 when a limit stopped the proof.",
       "cotuong solve --fen '3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - 1 45' --max 4"},
      {"epd", epd_command,
       "run a test suite (EPD with bm, am, dm, id): solved / total, time per position",
       "cotuong epd FILE.epd [--depth N | --movetime MS] [--max-time S]", epd_options(),
       "One position a line: the four EPD fields (board, side, -, -) then operations:\n"
       "  bm MOVE...;  the best move(s), in any notation   am MOVE...;  moves to avoid\n"
       "  dm N;  a mate in N, proven by the mate solver     id \"name\";\n"
       "A dm position is solved when the solver proves mate in exactly N and every bm move given\n"
       "is among the mating first moves; a bm/am position when the search's final best move is a\n"
       "bm and no am (its time: from the iteration that found it for good).",
       "cotuong epd tests/data/cothe.epd"},
      {"judge", judge_command, "adjudicate a game: result, rule and explanation",
       "cotuong judge [--fen FEN] [--moves M...] [options]", judge_options(),
       "prints: <ongoing|1-0|0-1|1/2-1/2> <rule|-> <red|black|-> <explanation>",
       "cotuong judge --moves h2e2 h9g7 h0g2 i9h9"},
      {"notation", notation_command, "convert moves between notations",
       "cotuong notation [--fen FEN] --to STYLE [--from STYLE] MOVE...", notation_options(),
       "Reads the moves in any notation (h2e2, P2-5, C2.5, 炮二平五, \"Pháo 2 bình 5\"), plays "
       "them\n"
       "in sequence and prints each in the --to notation. The moves are one game, and its\n"
       "notation is decided for the whole game: a move that reads two ways (C7.1 is a WXF\n"
       "cannon move and a Vietnamese pawn move) is read in the notation its other moves show.",
       "cotuong notation --to zh h2e2 h9g7"},
      {"perft", perft_command, "count the leaf nodes of the move tree (move generator check)",
       "cotuong perft <depth 0-12> [--fen FEN] [--divide]", perft_options(), "", "cotuong perft 4"},
      {"bench", bench_command,
       "the deterministic bench: fixed positions, fixed depth; prints the total node count",
       "cotuong bench [DEPTH]", bench_options(),
       "Prints a line per position (best move, score, nodes), then \"total nodes N\": the same\n"
       "on every machine for one build and depth, the count a commit that changes the search\n"
       "quotes (Bench: N). The last two lines, \"time ms T\" and \"nps N\", vary with the "
       "machine.",
       "cotuong bench"},
      {"play", play_command, "play a game at the terminal against the engine",
       "cotuong play [options]", play_options(),
       "On a clock both clocks stand above the prompt, ticking while you think (at a terminal),\n"
       "and under \"Engine thinking...\" while the engine thinks; they start with the first\n"
       "move. A takeback puts the clocks back where they stood before the undone moves, less\n"
       "your thinking on them (no time is won by taking back). The room rules allow no\n"
       "takebacks against the engine. A game lost or drawn on time counts in your record like\n"
       "any other.",
       "cotuong play --level 2\n  cotuong play --clock 10+5 --level 3\n  cotuong play --rules room "
       "--clock 3+3"},
      {"serve", serve_command,
       "play in the browser: a board page served on this machine (127.0.0.1)",
       "cotuong serve [--port N] [--open] [options]", serve_options(),
       "The page: play Red or Black against levels 1-5, or two people on one machine; click or\n"
       "drag to move; Hán/Việt piece labels; moves in Vietnamese, WXF or Chinese notation;\n"
       "takebacks as the level allows; clocks 3+3, 10+5, 60+30; set-up from FEN, load and save\n"
       "PGN; the engine's evaluation and best lines while you explore; the review of a finished\n"
       "game with its graph. Results are the arbiter's, with the rule that decided. Wins per\n"
       "level go into the same record as `cotuong play`'s. The server answers only its own page\n"
       "on this machine (Host and Origin checked) and reads no file but the record.",
       "cotuong serve --open"},
      {"help",
       nullptr,
       "this overview, or one subcommand's help",
       "cotuong help [SUBCOMMAND]",
       {{"SUBCOMMAND", "show that subcommand's help (same as cotuong SUBCOMMAND --help)"}},
       "",
       "cotuong help solve"},
  };
}

// Returns whether an argument asks for help.
bool is_help_flag(const std::string& arg) { return arg == "--help" || arg == "-h"; }

// cotuong help [SUBCOMMAND], cotuong --help: prints from the table.
int help_command(const std::vector<std::string>& args) {
  if (args.size() < 2 || is_help_flag(args[0])) {
    std::cout << overview_text();
    return 0;
  }
  const Subcommand* command = find_subcommand(is_help_flag(args[1]) ? "help" : args[1]);
  if (!command) {
    std::cerr << "cotuong help: no subcommand " << readable_quote(args[1]) << "\n"
              << overview_text();
    return 2;
  }
  std::cout << help_text(*command);
  return 0;
}

}  // namespace

const std::vector<Subcommand>& subcommands() {
  static const std::vector<Subcommand> table = build_table();
  return table;
}

const Subcommand* find_subcommand(absl::string_view name) {
  if (name == "analyse") name = "analyze";
  for (const Subcommand& c : subcommands())
    if (c.name == name) return &c;
  return nullptr;
}

std::string help_text(const Subcommand& command) {
  std::string text = absl::StrCat("cotuong ", command.name, ": ", command.summary,
                                  "\n\nusage: ", command.usage, "\n\noptions:\n");
  for (const auto& [option, what] : command.options) {
    std::string padded = "  " + option;
    if (padded.size() < 22)
      padded.resize(22, ' ');
    else
      padded += "\n" + std::string(22, ' ');
    absl::StrAppend(&text, padded, what, "\n");
  }
  if (!command.details.empty()) absl::StrAppend(&text, "\n", command.details, "\n");
  absl::StrAppend(&text, "\nexample:\n  ", command.example, "\n");
  return text;
}

std::string overview_text() {
  std::string text =
      "cotuong: a xiangqi (cờ tướng) engine\n\n"
      "usage: cotuong                 speak UCCI/UCI on stdin/stdout (a GUI's first line "
      "decides);\n"
      "                               a person at a terminal gets the console\n"
      "       cotuong SUBCOMMAND ...  run a tool (cotuong SUBCOMMAND --help for its options)\n"
      "       cotuong --version       the version and the NNUE kernels this computer runs\n\n"
      "subcommands:\n";
  for (const Subcommand& c : subcommands()) {
    std::string name = "  " + c.name;
    name.resize(12, ' ');
    absl::StrAppend(&text, name, c.summary, "\n");
  }
  absl::StrAppend(
      &text,
      "\nexample:\n  cotuong solve --fen '3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - 1 45'\n");
  return text;
}

std::string greeting_line() {
  return "cotuong: type \"ucci\" or \"uci\" for the engine protocol, anything else (\"help\") "
         "for the console; \"cotuong help\" lists the tools";
}

std::ostream& error_line(absl::string_view name) { return std::cerr << "cotuong " << name << ": "; }

int usage_error(absl::string_view name, absl::string_view message) {
  error_line(name) << message << "\n\n";
  if (const Subcommand* command = find_subcommand(name)) std::cerr << help_text(*command);
  return 2;
}

int run_subcommand(const std::vector<std::string>& args) {
  if (args.empty()) return -1;
  if (args[0] == "help" || is_help_flag(args[0])) return help_command(args);
  if (args[0] == "--version" && args.size() == 1) {
    std::cout << protocol::engine_name() << "\n";
    return 0;
  }
  const Subcommand* command = find_subcommand(args[0]);
  if (!command) return -1;
  // `cotuong SUBCOMMAND --help` answers from the table for every subcommand alike.
  if (args.size() == 2 && is_help_flag(args[1])) {
    std::cout << help_text(*command);
    return 0;
  }
  return command->run(args);
}

}  // namespace cotuong::commands
