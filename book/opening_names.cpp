#include "book/opening_names.h"

#include <fstream>
#include <iterator>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "book/mirror.h"

namespace cotuong::book {

namespace {

// Returns whether code looks like an ECCO code: a letter A-E followed by two digits.
bool is_ecco(absl::string_view code) {
  return code.size() == 3 && code[0] >= 'A' && code[0] <= 'E' && absl::ascii_isdigit(code[1]) &&
         absl::ascii_isdigit(code[2]);
}

// Returns the entry written on one text line (not blank, not a comment), or why it is wrong.
absl::StatusOr<Opening> parse_entry(absl::string_view text) {
  std::vector<absl::string_view> fields = absl::StrSplit(text, '|');
  if (fields.size() != 6)
    return absl::InvalidArgumentError(
        absl::StrCat("expected 6 fields separated by '|', found ", fields.size()));
  for (auto& f : fields) f = absl::StripAsciiWhitespace(f);
  Opening o;
  if (fields[0] == "line")
    o.kind = OpeningKind::kLine;
  else if (fields[0] == "name")
    o.kind = OpeningKind::kName;
  else
    return absl::InvalidArgumentError(
        absl::StrCat("kind must be 'line' or 'name', not '", fields[0], "'"));
  if (!is_ecco(fields[1]))
    return absl::InvalidArgumentError(absl::StrCat("'", fields[1], "' is not an ECCO code"));
  if (fields[2].empty() || fields[3].empty() || fields[4].empty())
    return absl::InvalidArgumentError("the Vietnamese, Chinese and English names are required");
  o.eco = std::string(fields[1]);
  o.vietnamese = std::string(fields[2]);
  o.chinese = std::string(fields[3]);
  o.english = std::string(fields[4]);
  Position pos = Position::start();
  for (absl::string_view word : absl::StrSplit(fields[5], ' ', absl::SkipEmpty())) {
    auto move = parse_ucci(pos, word);
    if (!move.ok())
      return absl::InvalidArgumentError(
          absl::StrCat("ply ", o.moves.size() + 1, " '", word, "': ", move.status().message()));
    pos.do_move(*move);
    o.moves.push_back(*move);
  }
  if (o.moves.empty()) return absl::InvalidArgumentError("no moves");
  if (o.kind == OpeningKind::kLine && int(o.moves.size()) < kMinLinePlies)
    return absl::InvalidArgumentError(absl::StrCat("a book line needs at least ", kMinLinePlies,
                                                   " plies, this one has ", o.moves.size()));
  return o;
}

}  // namespace

std::string Opening::display() const {
  return absl::StrCat(eco, " ", vietnamese, " (", chinese, ")");
}

std::string Opening::ascii_display() const {
  std::string out = eco;
  for (char c : english.empty() ? vietnamese : english)
    if (static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f) out += c;
  return out.size() > eco.size() ? absl::StrCat(eco, " ", out.substr(eco.size())) : eco;
}

absl::StatusOr<std::vector<Opening>> parse_openings(absl::string_view text) {
  std::vector<Opening> openings;
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    line = absl::StripAsciiWhitespace(line);
    if (line.empty() || line[0] == '#') continue;
    auto entry = parse_entry(line);
    if (!entry.ok())
      return absl::InvalidArgumentError(
          absl::StrCat("line ", number, ": ", entry.status().message()));
    entry->source_line = number;
    openings.push_back(std::move(*entry));
  }
  return openings;
}

absl::StatusOr<std::vector<Opening>> load_openings(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot open opening lines ", path.string()));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto openings = parse_openings(text);
  if (!openings.ok())
    return absl::InvalidArgumentError(
        absl::StrCat(path.string(), ": ", openings.status().message()));
  return openings;
}

void add_lines(BookBuilder& builder, const std::vector<Opening>& openings, uint64_t weight) {
  for (const Opening& o : openings)
    if (o.kind == OpeningKind::kLine) builder.add_line(Position::start(), o.moves, weight);
}

OpeningNames::OpeningNames(std::vector<Opening> openings) : openings_(std::move(openings)) {
  for (size_t i = 0; i < openings_.size(); ++i) {
    Position pos = Position::start();
    for (Move m : openings_[i].moves) pos.do_move(m);
    label_.try_emplace(pos.key(), i);
  }
}

const Opening* OpeningNames::label_of(const Position& pos) const {
  auto it = label_.find(pos.key());
  if (it == label_.end()) it = label_.find(mirror_key(pos));
  return it == label_.end() ? nullptr : &openings_[it->second];
}

const Opening* OpeningNames::name_of(std::span<const Move> moves) const {
  Position pos = Position::start();
  const Opening* found = nullptr;
  for (Move m : moves) {
    if (!pos.is_legal(m)) break;
    pos.do_move(m);
    if (const Opening* o = label_of(pos)) found = o;
  }
  return found;
}

const Opening* OpeningNames::name_of(const Position& pos) const {
  auto history = pos.history();
  if (history.empty() || history[0].key != Position::start().key()) return nullptr;
  std::vector<Move> moves;
  for (size_t i = 1; i < history.size(); ++i) moves.push_back(history[i].move);
  return name_of(moves);
}

}  // namespace cotuong::book
