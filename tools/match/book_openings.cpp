#include "tools/match/book_openings.h"

#include <unordered_set>

#include "absl/strings/str_cat.h"
#include "book/book.h"

namespace cotuong::match {

absl::StatusOr<std::vector<StartLine>> openings_from_book(const BookOpeningSettings& settings) {
  absl::StatusOr<book::Book> book = book::Book::open(settings.path);
  if (!book.ok()) return book.status();
  book::Rng rng(settings.seed);
  std::vector<StartLine> openings;
  std::unordered_set<Key> seen;
  // Walks that repeat a line are retried; give up after many misses (a small book).
  for (int attempts = 0; int(openings.size()) < settings.count && attempts < settings.count * 20;
       ++attempts) {
    Position pos = Position::start();
    StartLine opening{kStartFen, {}, ""};
    for (int ply = 0; ply < settings.plies; ++ply) {
      Move m = book->pick(pos, rng, settings.variety);
      if (m == MOVE_NONE) break;
      opening.moves.push_back(to_ucci(m));
      pos.do_move(m);
    }
    if (opening.moves.size() < 2 || !seen.insert(pos.key()).second) continue;
    opening.name = absl::StrCat("book ", openings.size() + 1);
    openings.push_back(std::move(opening));
  }
  if (openings.empty())
    return absl::NotFoundError(absl::StrCat(settings.path, ": the book gave no opening line"));
  return openings;
}

}  // namespace cotuong::match
