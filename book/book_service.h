// What an engine needs from the book module, in one object: the books named by the
// `bookfiles` / `Book File` option (loaded once and cached), a seeded random choice of a given
// width (variety), and the name of the opening the chosen move leads to.
//
//   book::BookService books;               // the engine's book, one per engine (random seed)
//   books.set_files(options.book_files);   // "" = cotuong.book next to the executable, else the
//                                          // compiled-in lines; "a.book;b.book" = several
//   if (auto m = books.pick(pos, variety)) play(m->move, m->name);   // a level's variety:
//                                          // search::book_variety (search/levels.h)
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "book/book.h"
#include "core/position.h"

namespace cotuong::book {

struct BookChoice {
  Move move = MOVE_NONE;
  std::string name;        // the opening the game is in after the move ("" when unnamed)
  std::string ascii_name;  // the same in printable ASCII ("ECCO English"), for protocol lines
};

class BookService {
 public:
  // Starts with the default books (as set_files("")) and a random seed from the system, so that
  // separate engine processes (a match, self-play) do not all open the same way.
  BookService();
  // The same with a fixed seed: the same positions get the same choices (tests, reproductions).
  explicit BookService(uint64_t seed);

  // Uses the ';'-separated book files (empty: the default). Returns why one cannot be read and
  // then keeps the previous books. Setting the same text again does not reload.
  absl::Status set_files(const std::string& files);
  // Returns a book move for pos with the opening's name, or nothing when no book knows pos.
  // The first book (in option order) that has a move for pos answers.
  std::optional<BookChoice> pick(const Position& pos, double variety);
  // Reseeds the random choice (for reproducible games).
  void seed(uint64_t seed);

 private:
  std::mutex mutex_;                  // pick() may run on the search thread while options change
  std::optional<std::string> files_;  // the option text of books_ (none before the first load)
  std::vector<Book> books_;           // empty: the compiled-in book
  Rng rng_;
};

}  // namespace cotuong::book
