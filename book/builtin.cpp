#include "book/builtin.h"

#include <cstdlib>
#include <iostream>

namespace cotuong::book {

const std::vector<Opening>& builtin_openings() {
  static const std::vector<Opening> openings = [] {
    auto parsed = parse_openings(builtin_openings_text());
    if (!parsed.ok()) {  // cannot happen in a tested build: the tests parse the same text
      std::cerr << "cotuong: built-in opening lines: " << parsed.status().message() << "\n";
      return std::vector<Opening>();
    }
    return *parsed;
  }();
  return openings;
}

const OpeningNames& builtin_names() {
  static const OpeningNames names(builtin_openings());
  return names;
}

const Book& builtin_book() {
  static const Book book = [] {
    BookBuilder builder;
    add_lines(builder, builtin_openings());
    return builder.build();
  }();
  return book;
}

}  // namespace cotuong::book
