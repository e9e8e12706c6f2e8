// Accumulates (position, move) weights from lines and games and writes the binary book.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "book/book.h"
#include "book/book_format.h"
#include "core/position.h"
#include "rules/game_result.h"

namespace cotuong::book {

class BookBuilder {
 public:
  // Adds `weight` to move m (legal in pos) and counts one more occurrence of the pair.
  void add(const Position& pos, Move m, uint64_t weight);
  // Adds `weight` to the pair (key, m) as stored, without a position (merging built books).
  void add_record(Key key, Move m, uint64_t weight);
  // Adds every move of a line played from `start` (all legal) with the same weight.
  void add_line(Position start, std::span<const Move> moves, uint64_t weight);

  // Adds the first max_plies moves of a game, each weighted by the result for its mover:
  // 2 for a win, 1 for a draw or an unknown result, 0 for a loss (the pair is still counted).
  void add_game(Position start, std::span<const Move> moves, rules::GameResult result,
                int max_plies);

  // Returns the records of the pairs seen at least min_count times with a positive weight,
  // weights scaled down proportionally (never below 1) when the largest exceeds 65535.
  std::vector<Record> records(uint64_t min_count = 1) const;
  // Returns the book of records(min_count).
  Book build(uint64_t min_count = 1) const { return Book::from_records(records(min_count)); }
  // Writes records(min_count) to a file (replaced whole: text_file.h's write_file); returns why
  // not on failure ("cannot write /tmp: it is a directory").
  absl::Status write(const std::filesystem::path& path, uint64_t min_count = 1) const;

  // Returns the number of distinct (position, move) pairs seen.
  size_t pairs() const { return stats_.size(); }

 private:
  struct Stats {
    uint64_t weight = 0;
    uint64_t count = 0;
  };
  std::map<std::pair<Key, Move>, Stats> stats_;  // ordered: records come out sorted
};

}  // namespace cotuong::book
