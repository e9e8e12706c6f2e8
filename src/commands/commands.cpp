#include "commands/commands.h"

#include <iostream>

#include "absl/strings/str_cat.h"
#include "commands/subcommands.h"
#include "core/quote.h"
#include "protocol/engine_name.h"
#include "rules/rule_set.h"

namespace cotuong::commands {

namespace {

// Returns the table (built once). Help texts name every option each subcommand accepts.
std::vector<Subcommand> build_table() {
  const std::string styles = "ucci|vn|vn-long|wxf|wxf-fsf|zh|zh-simplified";
  const std::string rule_sets = rules::rule_set_names("|");
  return {
      {"analyze",
       analyze_command,
       "annotate games: evaluations, better lines, ?! ? ?? marks, per-side summary",
       "cotuong analyze [FILE.pgn | --fen FEN --moves M...] [options]",
       {{"--fen FEN", "analyse one game from this position (default: the start)"},
        {"--moves M...", "the moves of that game, in any notation"},
        {"--depth N", "search each position to depth N (default 10)"},
        {"--movetime MS", "search each position for MS milliseconds instead"},
        {"--rules " + rule_sets, "the rule set (default: the game's Rules tag, else asian)"},
        {"--notation " + styles, "move notation of the output (default vn)"},
        {"-o FILE", "write the annotated PGN to FILE (default: standard output)"},
        {"--graph FILE.svg", "draw the evaluation over the game(s) as an SVG picture"},
        {"--threads N", "search threads (default 1)"},
        {"--hash MB", "hash table size (default 64)"},
        {"--no-progress", "no progress line on standard error (it shows only at a terminal)"}},
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
      {"solve",
       solve_command,
       "cờ thế: prove the shortest forced mate, every mating first move, the longest defence",
       "cotuong solve --fen FEN [--max N] [--checks-only] [options]",
       {{"--fen FEN", "the puzzle (the side to move mates)"},
        {"--max N", "look for mates in 1..N moves (default 12, at most 30)"},
        {"--checks-only", "every attacking move must give check (traditional cờ thế)"},
        {"--time S", "give up after S seconds (default 60; 0 = no limit)"},
        {"--notation " + styles, "notation of the moves shown (default vn)"}},
       "An exact mate search (checks and evasions first, exhaustive proof): prints \"mate in N\",\n"
       "every first move that mates in N, the main line against the defender's longest\n"
       "resistance, or \"no mate within N\" with the time spent. Exit 0 when a mate is proven,\n"
       "1 when there is none within N, 3 when a limit stopped the proof.",
       "cotuong solve --fen '3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - 1 45' --max 4"},
      {"epd",
       epd_command,
       "run a test suite (EPD with bm, am, dm, id): solved / total, time per position",
       "cotuong epd FILE.epd [--depth N | --movetime MS] [--max-time S]",
       {{"--depth N", "search depth for bm/am positions (default 12)"},
        {"--movetime MS", "search time per bm/am position instead of a depth"},
        {"--max-time S", "time limit of each dm proof (default 30)"},
        {"--checks-only",
         "dm proofs allow only checking attacks (also per position: the opcode\n"
         "                      c0 \"checks-only\")"},
        {"--threads N", "search threads (default 1)"},
        {"--hash MB", "hash table size (default 64)"}},
       "One position a line: the four EPD fields (board, side, -, -) then operations:\n"
       "  bm MOVE...;  the best move(s), in any notation   am MOVE...;  moves to avoid\n"
       "  dm N;  a mate in N, proven by the mate solver     id \"name\";\n"
       "A dm position is solved when the solver proves mate in exactly N and every bm move given\n"
       "is among the mating first moves; a bm/am position when the search's final best move is a\n"
       "bm and no am (its time: from the iteration that found it for good).",
       "cotuong epd tests/data/cothe.epd"},
      {"judge",
       judge_command,
       "adjudicate a game: result, rule and explanation",
       "cotuong judge [--fen FEN] [--moves M...] [options]",
       {{"--fen FEN",
         "start position (default: the start; composed set-ups with pawns no game places are "
         "judged too, with a note)"},
        {"--moves M...", "the moves played, in any notation"},
        {"--rules " + rule_sets, "the rule set (default asian)"},
        {"--move-limit N",
         "full moves without a capture before a draw, if stricter\n"
         "                      than the rules' (at most 1000000);\n"
         "                      0, the default: no limit but the rules' own"},
        {"--notation " + styles, "read the moves in this notation only"}},
       "prints: <ongoing|1-0|0-1|1/2-1/2> <rule|-> <red|black|-> <explanation>",
       "cotuong judge --moves h2e2 h9g7 h0g2 i9h9"},
      {"notation",
       notation_command,
       "convert moves between notations",
       "cotuong notation [--fen FEN] --to STYLE [--from STYLE] MOVE...",
       {{"--fen FEN",
         "start position (default: the start; composed set-ups with pawns no game places are "
         "judged too, with a note)"},
        {"--to " + styles, "the notation to print"},
        {"--from STYLE", "read the moves in this notation only (default: detected)"}},
       "Reads the moves in any notation (h2e2, P2-5, C2.5, 炮二平五, \"Pháo 2 bình 5\"), plays "
       "them\n"
       "in sequence and prints each in the --to notation. The moves are one game, and its\n"
       "notation is decided for the whole game: a move that reads two ways (C7.1 is a WXF\n"
       "cannon move and a Vietnamese pawn move) is read in the notation its other moves show.",
       "cotuong notation --to zh h2e2 h9g7"},
      {"perft",
       perft_command,
       "count the leaf nodes of the move tree (move generator check)",
       "cotuong perft <depth 0-12> [--fen FEN] [--divide]",
       {{"<depth 0-12>", "how many plies deep to count"},
        {"--fen FEN", "the position (default: the start)"},
        {"--divide", "print the count below each root move"}},
       "",
       "cotuong perft 4"},
      {"bench",
       bench_command,
       "the deterministic bench: fixed positions, fixed depth; prints the total node count",
       "cotuong bench [DEPTH]",
       {{"DEPTH", "1 to 64 (default: the bench's depth)"}},
       "Prints a line per position (best move, score, nodes), then \"total nodes N\": the same\n"
       "on every machine for one build and depth, the count a commit that changes the search\n"
       "quotes (Bench: N). The last two lines, \"time ms T\" and \"nps N\", vary with the "
       "machine.",
       "cotuong bench"},
      {"play",
       play_command,
       "play a game at the terminal against the engine",
       "cotuong play [options]",
       {{"--level 1-5", "strength (default 3)"},
        {"--black", "play Black (--red: Red)"},
        {"--human-vs-human", "two people, the engine only keeps the rules"},
        {"--labels zh|vn", "piece labels"},
        {"--colour auto|always|never", "colours on the board"},
        {"--flip", "draw the board from Black's side"},
        {"--takebacks N|unlimited", "takebacks allowed"},
        {"--movetime MS", "the engine's time per move at level 5 (levels 1-4 think their own)"},
        {"--depth N", "the engine searches to depth N instead (within its level's caps)"},
        {"--rules " + rule_sets, "the rule set"},
        {"--clock M+S",
         "play on a clock: M minutes each, S seconds added per move (3+3, 10+5,\n"
         "                      60+30, or any such as 5+2 or 0.5+0; none: untimed); the engine\n"
         "                      spends its own clock, a fallen flag loses (a draw when the\n"
         "                      other side cannot mate)"},
        {"--move-cap S",
         "on a clock, the most one move may take, in seconds (default: the\n"
         "                      rule set's: room 120, the others none; 0: none)"},
        {"--seed N", "random seed of the levels"},
        {"--no-book", "no opening book"},
        {"--lang vi|en",
         "the console's language (default: LANG/LC_ALL/LC_MESSAGES when Vietnamese\n"
         "                      or English, else Vietnamese)"}},
       "On a clock both clocks stand above the prompt, ticking while you think (at a terminal),\n"
       "and under \"Engine thinking...\" while the engine thinks; they start with the first\n"
       "move. A takeback puts the clocks back where they stood before the undone moves, less\n"
       "your thinking on them (no time is won by taking back). The room rules allow no\n"
       "takebacks against the engine. A game lost or drawn on time counts in your record like\n"
       "any other.",
       "cotuong play --level 2\n  cotuong play --clock 10+5 --level 3\n  cotuong play --rules room "
       "--clock 3+3"},
      {"serve",
       serve_command,
       "play in the browser: a board page served on this machine (127.0.0.1)",
       "cotuong serve [--port N] [--open] [options]",
       {{"--port N", "the port to listen on (default 8765; 0: any free port)"},
        {"--open", "open the page in the browser (xdg-open)"},
        {"--host ADDRESS",
         "listen on this address instead of 127.0.0.1 (a warning: others\n"
         "                      can then reach the page)"},
        {"--idle-timeout S",
         "end the engine of a page silent for S seconds (default 30; a page\n"
         "                      that closes ends its engine at once)"},
        {"--max-pages N", "pages open at once (default 8)"},
        {"--movetime MS", "level 5's time per move without a clock (default 3000)"},
        {"--review-depth N", "search depth of the game review (default 10, as analyze)"},
        {"--seed N", "random seed of the levels and the book (reproducible games)"},
        {"--wins-file FILE", "the record of wins per level (default: the console's)"},
        {"--log", "print every request on standard error"}},
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
