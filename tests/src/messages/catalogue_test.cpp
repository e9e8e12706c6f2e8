#include "messages/catalogue.h"

#include <cstdlib>

#include "gtest/gtest.h"

namespace cotuong::messages {
namespace {

TEST(Catalogue, BothLanguagesHoldTheSameKeysWithTheSamePlaceholders) {
  const Catalogue& vi = catalogue(Lang::kVi);
  const Catalogue& en = catalogue(Lang::kEn);
  ASSERT_FALSE(vi.empty());
  for (const auto& [key, text] : vi) {
    const auto it = en.find(key);
    if (it == en.end()) {
      ADD_FAILURE() << key << " is in vi.tsv, not in en.tsv";
      continue;
    }
    EXPECT_EQ(placeholders(text), placeholders(it->second)) << key;
  }
  for (const auto& [key, text] : en)
    EXPECT_TRUE(vi.count(key)) << key << " is in en.tsv, not in vi.tsv";
}

TEST(Catalogue, RendersArgumentsNumbersAndNestedMessagesInTheLanguage) {
  const Catalogue test = *parse_catalogue("a\t{side} thắng sau {n|move|moves}\n");
  EXPECT_EQ(test.at("a"), "{side} thắng sau {n|move|moves}");
  EXPECT_EQ(render(Message("color.red"), Lang::kVi), "Đỏ");
  EXPECT_EQ(render(Message("color.red"), Lang::kEn), "Red");
  EXPECT_EQ(text("color.black", Lang::kVi), "Đen");
  // A key the catalogue lacks shows itself, so that it is noticed, never an empty line.
  EXPECT_EQ(render(Message("no.such.key"), Lang::kVi), "no.such.key");
}

TEST(Catalogue, ParsesEscapesAndRefusesBrokenLinesWithTheirNumber) {
  const absl::StatusOr<Catalogue> ok =
      parse_catalogue("# comment\n\nk1\tone\\ntwo\\\\\r\nk2\ta {{b}} {x|y|z}\n");
  ASSERT_TRUE(ok.ok()) << ok.status();
  EXPECT_EQ(ok->at("k1"), "one\ntwo\\");
  EXPECT_EQ(placeholders(ok->at("k2")), std::vector<std::string>{"x"});
  const absl::StatusOr<Catalogue> no_tab = parse_catalogue("k1\tone\nbroken line\n");
  ASSERT_FALSE(no_tab.ok());
  EXPECT_NE(no_tab.status().message().find("line 2"), std::string::npos);
  const absl::StatusOr<Catalogue> twice = parse_catalogue("k\tone\nk\ttwo\n");
  ASSERT_FALSE(twice.ok());
  EXPECT_NE(twice.status().message().find("k again"), std::string::npos);
  EXPECT_FALSE(parse_catalogue("k\t\n").ok());
}

TEST(Lang, FromCodesLocalesAndTheEnvironment) {
  EXPECT_EQ(parse_lang("VI"), Lang::kVi);
  EXPECT_EQ(parse_lang("en"), Lang::kEn);
  EXPECT_EQ(parse_lang("fr"), std::nullopt);
  EXPECT_EQ(lang_of_locale("vi_VN.UTF-8"), Lang::kVi);
  EXPECT_EQ(lang_of_locale("en_GB@euro"), Lang::kEn);
  EXPECT_EQ(lang_of_locale("C.UTF-8"), std::nullopt);
  ::setenv("LC_ALL", "", 1);
  ::setenv("LC_MESSAGES", "en_US.UTF-8", 1);
  ::setenv("LANG", "vi_VN.UTF-8", 1);
  EXPECT_EQ(lang_from_environment(), Lang::kEn);  // LC_MESSAGES before LANG
  ::unsetenv("LC_MESSAGES");
  EXPECT_EQ(lang_from_environment(), Lang::kVi);
  ::setenv("LANG", "de_DE.UTF-8", 1);
  EXPECT_EQ(lang_from_environment(), std::nullopt);
}

}  // namespace
}  // namespace cotuong::messages
