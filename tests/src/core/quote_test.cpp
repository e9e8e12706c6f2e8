// Quoting what a person typed: the text as typed, with only the invisible spelled out (the
// protocol's ASCII quote is tested with the parser).
#include <gtest/gtest.h>

#include <string>

#include "core/quote.h"

namespace cotuong {
namespace {

TEST(Quoted, APersonReadsTheTextAsTypedInAnyScript) {
  EXPECT_EQ(readable_quote("h2e2"), "\"h2e2\"");
  EXPECT_EQ(readable_quote("炮二平五"), "\"炮二平五\"");
  EXPECT_EQ(readable_quote("Pháo 2 bình 5"), "\"Pháo 2 bình 5\"");
  EXPECT_EQ(readable_quote("say \"hi\""), "\"say \\\"hi\\\"\"");
}

TEST(Quoted, InvisibleCharactersAndStrayBytesAreSpelledOut) {
  EXPECT_EQ(readable_quote("h2e2\u200b"), "\"h2e2<U+200B>\"");  // a zero-width space
  EXPECT_EQ(readable_quote("\xef\xbb\xbfh2e2"), "\"<U+FEFF>h2e2\"");
  EXPECT_EQ(readable_quote("a\tb\x1b[31m"), "\"a<U+0009>b<U+001B>[31m\"");
  EXPECT_EQ(readable_quote("\xe7\x82"), "\"\\xe7\\x82\"");  // a character cut short
}

TEST(Quoted, ALongTextIsCutBetweenCharactersAndSaysHowMuchIsLeft) {
  EXPECT_EQ(readable_quote("炮二平五", 2), "\"炮二\"... (6 more bytes)");
  EXPECT_EQ(readable_quote(std::string(100, 'x'), 3), "\"xxx\"... (97 more bytes)");
}

}  // namespace
}  // namespace cotuong
