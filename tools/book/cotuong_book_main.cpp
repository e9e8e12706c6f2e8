// cotuong-book: builds the binary opening book from the named lines and from PGN games (moves in
// coordinates or any notation of src/notation), and inspects books and names.
//   cotuong-book build -o OUT [--lines FILE]... [--pgn FILE]... [--depth PLIES]
//                      [--min-games N] [--line-weight W]
//   cotuong-book probe BOOK [--fen FEN] [MOVE...]
//   cotuong-book name LINES [MOVE...]
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "book/book.h"
#include "book/book_builder.h"
#include "book/opening_names.h"
#include "core/position.h"
#include "core/text_file.h"
#include "notation/notation.h"
#include "notation/pgn.h"
#include "notation/text_encoding.h"

namespace {

using namespace cotuong;

constexpr const char* kUsage =
    "usage:\n"
    "  cotuong-book build -o OUT [--lines FILE]... [--pgn FILE]... [--depth PLIES]\n"
    "                     [--min-games N] [--line-weight W]\n"
    "      Named lines add W (default 8) per move. PGN games add, for the first PLIES plies\n"
    "      (default 20), 2 per win, 1 per draw, 0 per loss of the mover; a game move enters the\n"
    "      book only if played in at least N games (default 2).\n"
    "  cotuong-book probe BOOK [--fen FEN] [MOVE...]   book moves after the UCCI moves\n"
    "  cotuong-book name LINES [MOVE...]               opening name after the UCCI moves\n";

// Prints an error and returns the failing exit status.
int fail(const std::string& message) {
  std::cerr << "cotuong-book: " << message << "\n";
  return 1;
}

// The largest PGN file build reads: a database of a few hundred thousand games.
constexpr size_t kMaxPgnFileBytes = size_t(1) << 30;

// Runs `build`; returns the exit status.
int build(const std::vector<std::string>& args) {
  std::string out_path;
  std::vector<std::string> line_files, pgn_files;
  uint64_t depth = 20, min_games = 2, line_weight = 8;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (i + 1 >= args.size()) return fail("option " + a + " needs a value\n" + kUsage);
    const std::string& v = args[++i];
    if (a == "-o")
      out_path = v;
    else if (a == "--lines")
      line_files.push_back(v);
    else if (a == "--pgn")
      pgn_files.push_back(v);
    else if ((a == "--depth" && absl::SimpleAtoi(v, &depth)) ||
             (a == "--min-games" && absl::SimpleAtoi(v, &min_games)) ||
             (a == "--line-weight" && absl::SimpleAtoi(v, &line_weight)))
      continue;
    else
      return fail("bad option " + a + " " + v + "\n" + kUsage);
  }
  if (out_path.empty()) return fail(std::string("no output file (-o)\n") + kUsage);
  // Checked before the games are read: a database takes a while.
  if (absl::Status s = check_writable(out_path); !s.ok()) return fail(std::string(s.message()));

  // Named lines and games are counted apart: min-games filters games only.
  book::BookBuilder lines, games;
  for (const std::string& file : line_files) {
    auto openings = book::load_openings(file);
    if (!openings.ok()) return fail(std::string(openings.status().message()));
    book::add_lines(lines, *openings, line_weight);
  }
  int used = 0, skipped = 0;
  for (const std::string& file : pgn_files) {
    // UTF-8 or GBK, a regular file of bounded size (the one reader of game files).
    absl::StatusOr<notation::DecodedText> text = notation::read_text_file(file, kMaxPgnFileBytes);
    if (!text.ok()) return fail(std::string(text.status().message()));
    // Moves in any notation (coordinates, Vietnamese, WXF, Chinese); a bad game loses itself.
    const std::vector<notation::NumberedGame> file_games = notation::read_pgn_each(text->utf8);
    // A file with no game at all is no PGN file (a binary file, the wrong file): an empty book
    // written with success would hide the mistake.
    if (file_games.empty()) return fail(file + ": no games read (is it a PGN file?)");
    for (const notation::NumberedGame& g : file_games) {
      absl::StatusOr<Position> start =
          g.game.ok() ? g.game->start_position() : absl::StatusOr<Position>(g.game.status());
      if (!start.ok()) {
        std::cerr << file << ": game " << g.number << " skipped: " << start.status().message()
                  << "\n";
        ++skipped;
        continue;
      }
      games.add_game(*start, g.game->moves, g.game->result, int(depth));
      ++used;
    }
  }
  book::BookBuilder combined;
  for (const auto* part : {&lines, &games}) {
    uint64_t min = part == &games ? min_games : 1;
    for (const book::Record& r : part->records(min)) combined.add_record(r.key, r.move, r.weight);
  }
  if (absl::Status s = combined.write(out_path); !s.ok()) return fail(std::string(s.message()));
  std::cout << "wrote " << out_path << ": " << combined.records().size() << " records ("
            << lines.pairs() << " line moves, " << used << " games used, " << skipped
            << " skipped)\n";
  return 0;
}

// Plays the UCCI moves args[first..] on pos; returns false (after saying why) on a bad move.
bool play(Position& pos, const std::vector<std::string>& args, size_t first) {
  for (size_t i = first; i < args.size(); ++i) {
    auto m = parse_ucci(pos, args[i]);
    if (!m.ok()) {
      std::cerr << "cotuong-book: " << args[i] << ": " << m.status().message() << "\n";
      return false;
    }
    pos.do_move(*m);
  }
  return true;
}

// Runs `probe`; returns the exit status.
int probe(const std::vector<std::string>& args) {
  if (args.size() < 2) return fail(kUsage);
  auto book = book::Book::open(args[1]);
  if (!book.ok()) return fail(std::string(book.status().message()));
  size_t first = 2;
  Position pos = Position::start();
  if (args.size() > 3 && args[2] == "--fen") {
    auto p = Position::from_fen(args[3]);
    if (!p.ok()) return fail(std::string(p.status().message()));
    pos = *p;
    first = 4;
  }
  if (!play(pos, args, first)) return 1;
  auto entries = book->probe(pos);
  int total = 0;
  for (const auto& e : entries) total += e.weight;
  for (const auto& e : entries)
    std::cout << to_ucci(e.move) << " " << e.weight << " " << (100.0 * e.weight / total) << "%\n";
  if (entries.empty()) std::cout << "(no book move)\n";
  return 0;
}

// Runs `name`; returns the exit status.
int name(const std::vector<std::string>& args) {
  if (args.size() < 2) return fail(kUsage);
  auto openings = book::load_openings(args[1]);
  if (!openings.ok()) return fail(std::string(openings.status().message()));
  Position pos = Position::start();
  if (!play(pos, args, 2)) return 1;
  book::OpeningNames names(std::move(*openings));
  const book::Opening* o = names.name_of(pos);
  std::cout << (o ? o->display() + " / " + o->english : "(unnamed)") << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return fail(kUsage);
  if (args[0] == "build") return build(args);
  if (args[0] == "probe") return probe(args);
  if (args[0] == "name") return name(args);
  return fail("unknown command " + args[0] + "\n" + kUsage);
}
