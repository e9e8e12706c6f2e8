#include "book/book.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "book/mirror.h"
#include "platform/folders.h"

namespace cotuong::book {

absl::StatusOr<Book> Book::open(const std::filesystem::path& path) {
  // Checked before reading: a directory, a device (/dev/zero) or a large file of another kind
  // must give an error at once, not an exception, a hang or an exhausted memory.
  std::error_code ec;
  std::filesystem::file_status st = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(st))
    return absl::NotFoundError(absl::StrCat("book file ", path.string(), " does not exist"));
  if (!std::filesystem::is_regular_file(st))
    return absl::InvalidArgumentError(
        absl::StrCat("book file ", path.string(), " is not a regular file"));
  uintmax_t size = std::filesystem::file_size(path, ec);
  std::ifstream in(path, std::ios::binary);
  if (ec || !in)
    return absl::PermissionDeniedError(
        absl::StrCat("book file ", path.string(), " cannot be read"));
  std::string header(std::min<uintmax_t>(size, kHeaderSize), '\0');
  in.read(header.data(), std::streamsize(header.size()));
  absl::StatusOr<uint64_t> expected = expected_size(header);
  if (!expected.ok())
    return absl::InvalidArgumentError(
        absl::StrCat(path.string(), ": ", expected.status().message()));
  if (*expected != size)
    return absl::InvalidArgumentError(absl::StrCat(path.string(), ": file size ", size,
                                                   " does not match the ", *expected,
                                                   " bytes its header promises"));
  std::string bytes = header;
  bytes.resize(size);
  in.read(bytes.data() + header.size(), std::streamsize(size - header.size()));
  if (!in)
    return absl::PermissionDeniedError(
        absl::StrCat("book file ", path.string(), " cannot be read"));
  auto book = from_bytes(bytes);
  if (!book.ok())
    return absl::InvalidArgumentError(absl::StrCat(path.string(), ": ", book.status().message()));
  return book;
}

absl::StatusOr<Book> Book::from_bytes(std::string_view bytes) {
  auto records = decode(bytes);
  if (!records.ok()) return records.status();
  return from_records(std::move(*records));
}

Book Book::from_records(std::vector<Record> records) {
  Book book;
  book.records_ = std::move(records);
  return book;
}

void Book::collect(Key key, bool mirrored, const Position& pos, std::vector<Entry>& out) const {
  auto first = std::lower_bound(records_.begin(), records_.end(), Record{key, MOVE_NONE, 0});
  for (auto it = first; it != records_.end() && it->key == key; ++it) {
    Move m = mirrored ? mirror(it->move) : it->move;
    if (!pos.is_legal(m)) continue;  // another position with the same key
    auto same = std::find_if(out.begin(), out.end(), [m](const Entry& e) { return e.move == m; });
    if (same != out.end())
      same->weight += it->weight;
    else
      out.push_back({m, it->weight});
  }
}

std::vector<Entry> Book::probe(const Position& pos) const {
  std::vector<Entry> entries;
  if (records_.empty()) return entries;
  collect(pos.key(), false, pos, entries);
  Key reflected = mirror_key(pos);
  if (reflected != pos.key()) collect(reflected, true, pos, entries);
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Entry& a, const Entry& b) { return a.weight > b.weight; });
  return entries;
}

size_t choose_index(const std::vector<int>& weights, double variety, double u) {
  size_t heaviest = size_t(std::max_element(weights.begin(), weights.end()) - weights.begin());
  if (variety <= 0) return heaviest;
  // Odds relative to the heaviest move lie in (0, 1], so no power overflows at small variety.
  std::vector<double> odds(weights.size());
  double total = 0;
  for (size_t i = 0; i < weights.size(); ++i)
    total += odds[i] = std::pow(double(weights[i]) / weights[heaviest], 1 / variety);
  double target = u * total;
  for (size_t i = 0; i < odds.size(); ++i) {
    if (target < odds[i]) return i;
    target -= odds[i];
  }
  return heaviest;  // rounding at the top end
}

Move Book::pick(const Position& pos, Rng& rng, double variety) const {
  std::vector<Entry> entries = probe(pos);
  if (entries.empty()) return MOVE_NONE;
  std::vector<int> weights;
  for (const Entry& e : entries) weights.push_back(e.weight);
  double u = double(rng() >> 11) * 0x1.0p-53;  // portable, unlike std::uniform_real_distribution
  return entries[choose_index(weights, variety, u)].move;
}

std::filesystem::path executable_dir() { return platform::executable_path().parent_path(); }

std::filesystem::path default_book_path() { return executable_dir() / kDefaultBookName; }

}  // namespace cotuong::book
