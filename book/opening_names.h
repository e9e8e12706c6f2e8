// The named opening lines of the text source (book/openings.txt) and the opening-name lookup.
//
// Text format, one entry per line, fields separated by '|', '#' starts a comment line:
//   kind | ECCO | Vietnamese name | Chinese name | English name | moves (UCCI, from the start)
// kind "line": a book line of at least kMinLinePlies plies; the book plays all of its moves and
//              its name labels the position its moves reach.
// kind "name": a family name only; it labels the position its moves reach, adds no book moves.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "book/book_builder.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong::book {

constexpr int kMinLinePlies = 8;

enum class OpeningKind { kLine, kName };

struct Opening {
  OpeningKind kind = OpeningKind::kLine;
  std::string eco;          // ECCO code, a letter A-E and two digits
  std::string vietnamese;   // e.g. "Pháo đầu đối Bình phong Mã"
  std::string chinese;      // e.g. "中炮对屏风马"
  std::string english;      // e.g. "Central Cannon vs Screen Horses"
  std::vector<Move> moves;  // legal from the start position; kLine: >= kMinLinePlies of them
  int source_line = 0;      // 1-based line number in the text source

  // Returns "ECCO Vietnamese (Chinese)", the form shown to players.
  std::string display() const;
  // Returns "ECCO English" (the Vietnamese name's ASCII letters when there is no English one):
  // printable ASCII, for protocol text that GBK readers (UCCI GUIs, UCCILEAG) must show right.
  std::string ascii_display() const;
};

// Returns the entries of a text source, or the first error with its line number.
absl::StatusOr<std::vector<Opening>> parse_openings(absl::string_view text);
// Returns the entries of the text source file at path.
absl::StatusOr<std::vector<Opening>> load_openings(const std::filesystem::path& path);
// Adds every book line (kind kLine) to builder with `weight` per move.
void add_lines(BookBuilder& builder, const std::vector<Opening>& openings, uint64_t weight = 1);

// Names the opening of a game: the entry labelling the deepest position of the game that any
// entry reaches (either wing: mirrored positions match too). Earlier entries win ties.
class OpeningNames {
 public:
  OpeningNames() = default;
  explicit OpeningNames(std::vector<Opening> openings);

  // Returns the opening of the game with these moves from the start position (nullptr if none);
  // replay stops at the first illegal move.
  const Opening* name_of(std::span<const Move> moves) const;
  // Returns the opening of the game that led to pos (nullptr unless it began at the start).
  const Opening* name_of(const Position& pos) const;

  const std::vector<Opening>& openings() const { return openings_; }

 private:
  // Returns the entry labelling pos or its mirror, or nullptr.
  const Opening* label_of(const Position& pos) const;

  std::vector<Opening> openings_;
  std::unordered_map<Key, size_t> label_;  // position key -> first entry reaching it
};

}  // namespace cotuong::book
