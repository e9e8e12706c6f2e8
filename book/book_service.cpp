#include "book/book_service.h"

#include <algorithm>
#include <filesystem>
#include <random>

#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "book/builtin.h"

namespace cotuong::book {

BookService::BookService()
    : BookService((uint64_t(std::random_device()()) << 32) ^ std::random_device()()) {}

BookService::BookService(uint64_t seed) : rng_(seed) {
  set_files("").IgnoreError();  // the defaults cannot fail: a missing file means built-in
}

absl::Status BookService::set_files(const std::string& files) {
  std::lock_guard lock(mutex_);
  if (files_ && *files_ == files) return absl::OkStatus();
  std::vector<Book> books;
  for (absl::string_view name : absl::StrSplit(files, ';', absl::SkipWhitespace())) {
    auto book = Book::open(std::string(absl::StripAsciiWhitespace(name)));
    if (!book.ok()) return book.status();
    books.push_back(std::move(*book));
  }
  if (books.empty()) {  // the default: the built book next to the engine, if installed
    auto book = Book::open(default_book_path());
    if (book.ok()) books.push_back(std::move(*book));
  }
  books_ = std::move(books);
  files_ = files;
  return absl::OkStatus();
}

std::optional<BookChoice> BookService::pick(const Position& pos, double variety) {
  std::lock_guard lock(mutex_);
  Move move = MOVE_NONE;
  if (books_.empty()) move = builtin_book().pick(pos, rng_, variety);
  for (const Book& book : books_) {
    if (move != MOVE_NONE) break;
    move = book.pick(pos, rng_, variety);
  }
  if (move == MOVE_NONE) return std::nullopt;
  BookChoice choice{move, "", ""};
  Position after = pos;
  after.do_move(move);
  if (const Opening* o = builtin_names().name_of(after)) {
    choice.name = o->display();
    choice.ascii_name = o->ascii_display();
  }
  return choice;
}

void BookService::seed(uint64_t seed) {
  std::lock_guard lock(mutex_);
  rng_.seed(seed);
}

}  // namespace cotuong::book
