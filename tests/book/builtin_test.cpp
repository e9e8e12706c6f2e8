#include "book/builtin.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

namespace cotuong::book {
namespace {

TEST(Builtin, CompiledTextIsTheShippedFile) {
  std::ifstream in(COTUONG_OPENINGS_FILE, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(std::string(builtin_openings_text()), text);
  EXPECT_GE(builtin_openings().size(), 40u);
}

TEST(Builtin, BookMatchesTheBookFileBuiltNextToTheEngine) {
  auto file = Book::open(COTUONG_BOOK_FILE);
  ASSERT_TRUE(file.ok()) << file.status();
  // Same positions and moves; the file's weights are a constant multiple of the built-in ones.
  const auto& a = builtin_book().records();
  const auto& b = file->records();
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].key, b[i].key);
    EXPECT_EQ(a[i].move, b[i].move);
    EXPECT_EQ(b[i].weight * a[0].weight, a[i].weight * b[0].weight);
  }
}

TEST(Builtin, NamesOpeningsWithoutAnyFile) {
  Position pos = Position::start();
  pos.do_move(*parse_ucci(pos, "g0e2"));
  const Opening* o = builtin_names().name_of(pos);
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->english, "Elephant Opening");
}

}  // namespace
}  // namespace cotuong::book
