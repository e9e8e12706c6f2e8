// Opening book lookup: which moves the book plays in a position, and a weighted random choice.
// Usage: auto book = book::Book::open(path); Move m = book->pick(pos, rng, variety);
#pragma once

#include <cstdint>
#include <filesystem>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "book/book_format.h"
#include "core/position.h"
#include "core/types.h"

namespace cotuong::book {

// A candidate move and its relative weight (> 0); probe lists them heaviest first.
struct Entry {
  Move move = MOVE_NONE;
  int weight = 0;
  bool operator==(const Entry&) const = default;
};

// The random source for pick(): seed it for reproducible games.
using Rng = std::mt19937_64;

// File name of the book built with the engine; it is placed next to the executable.
constexpr const char* kDefaultBookName = "cotuong.book";

class Book {
 public:
  Book() = default;  // the empty book: every probe misses

  // Returns the book stored in the file at `path`, or why it cannot be used.
  static absl::StatusOr<Book> open(const std::filesystem::path& path);
  // Returns the book held in `bytes` (the file format of book_format.h).
  static absl::StatusOr<Book> from_bytes(std::string_view bytes);
  // Returns a book of `records`, which must satisfy the Record invariant.
  static Book from_records(std::vector<Record> records);

  // Returns the legal book moves for pos, merging the mirror position's moves, heaviest first.
  // Moves that are illegal in pos (a key collision) are never returned.
  std::vector<Entry> probe(const Position& pos) const;

  // Returns a book move for pos, or MOVE_NONE when the book has none.
  // variety scales the choice: 0 always plays the heaviest move, 1 picks in proportion to the
  // weights, larger values flatten the odds towards a uniform choice (weight^(1/variety)).
  Move pick(const Position& pos, Rng& rng, double variety = 1.0) const;

  size_t size() const { return records_.size(); }
  bool empty() const { return records_.empty(); }
  const std::vector<Record>& records() const { return records_; }

 private:
  // Appends the records stored under key (moves reflected when mirrored) to out.
  void collect(Key key, bool mirrored, const Position& pos, std::vector<Entry>& out) const;

  std::vector<Record> records_;  // sorted by (key, move), unique pairs, weights >= 1
};

// Returns the directory holding the running executable (empty if it cannot be told).
std::filesystem::path executable_dir();
// Returns where the engine looks for its book by default: next to the executable.
std::filesystem::path default_book_path();

// Returns the index chosen from weights by a uniform draw u in [0, 1) with the odds of pick().
// Weights must be positive; exposed for the tests of the distribution.
size_t choose_index(const std::vector<int>& weights, double variety, double u);

}  // namespace cotuong::book
